import Foundation
import Geometry
import Raster
import SceneModel

/// The device's outline drawn around the screen (`"deviceFrame": true`): a dark metal band,
/// the black glass around the screen, a home button on home-button phones and the Dynamic
/// Island over the screen on phones that have one. Thicknesses come from Apple's published
/// dimensions (facts DV10); the colours are this project's choice (a space-black finish).
struct DeviceBody {
  let device: Device
  let orientation: Orientation
  let scale: Double

  /// The band's width, and the colours of band, glass and button ring.
  static let bandWidth = 3.0
  static let band = Raster.Color(r: 0x3A, g: 0x3A, b: 0x3C)
  static let glass = Raster.Color(r: 0x0B, g: 0x0B, b: 0x0C)
  static let buttonRing = Raster.Color(r: 0x48, g: 0x48, b: 0x4A)

  /// The body's thickness on each side, rounded to whole pixels so the screen stays on the
  /// pixel grid.
  var insets: EdgeInsets {
    let raw = device.frame.insets(for: orientation)
    func pixels(_ v: Double) -> Double { (v * scale).rounded() / scale }
    return EdgeInsets(
      top: pixels(raw.top), left: pixels(raw.left), bottom: pixels(raw.bottom), right: pixels(raw.right))
  }

  var screenOrigin: Point { Point(x: insets.left, y: insets.top) }

  func pictureSize(screen: Size) -> Size {
    Size(width: screen.width + insets.left + insets.right, height: screen.height + insets.top + insets.bottom)
  }

  /// The band (the whole body's shape) and the glass inside it.
  func layers(screen: Size) -> [Layer] {
    let size = pictureSize(screen: screen)
    var band = Layer(frame: Rect(x: 0, y: 0, width: size.width, height: size.height))
    band.backgroundColor = Self.band
    band.cornerRadius = device.frame.bodyCornerRadius
    band.cornerCurve = .continuous
    let w = Self.bandWidth
    var glass = Layer(frame: Rect(x: w, y: w, width: size.width - 2 * w, height: size.height - 2 * w))
    glass.backgroundColor = Self.glass
    glass.cornerRadius = max(0, device.frame.bodyCornerRadius - w)
    glass.cornerCurve = .continuous
    var layers = [band, glass]
    if let diameter = device.frame.homeButtonDiameter {
      // Centred in the bezel below the screen (right of it in landscape).
      let center =
        orientation == .portrait
        ? Point(x: size.width / 2, y: size.height - insets.bottom / 2)
        : Point(x: size.width - insets.right / 2, y: size.height / 2)
      var ring = Layer(
        frame: Rect(x: center.x - diameter / 2, y: center.y - diameter / 2, width: diameter, height: diameter))
      ring.cornerRadius = diameter / 2
      ring.border = Border(width: 2, color: Self.buttonRing)
      layers.append(ring)
      // The earpiece, centred in the bezel above the screen (left of it in landscape).
      let slot = Size(width: 60, height: 6)
      var earpiece =
        orientation == .portrait
        ? Layer(
          frame: Rect(
            x: (size.width - slot.width) / 2, y: insets.top / 2 - slot.height / 2, width: slot.width,
            height: slot.height))
        : Layer(
          frame: Rect(
            x: insets.left / 2 - slot.height / 2, y: (size.height - slot.width) / 2, width: slot.height,
            height: slot.width))
      earpiece.backgroundColor = Self.buttonRing
      earpiece.cornerRadius = slot.height / 2
      layers.append(earpiece)
    }
    return layers
  }

  /// The Dynamic Island over the screen, in screen points (at the left edge in landscape).
  func island(screen: Size) -> Layer? {
    guard case .dynamicIsland(let size, let top) = device.sensorHousing else { return nil }
    let frame =
      orientation == .portrait
      ? Rect(x: (screen.width - size.width) / 2, y: top, width: size.width, height: size.height)
      : Rect(x: top, y: (screen.height - size.width) / 2, width: size.height, height: size.width)
    var island = Layer(frame: frame)
    island.backgroundColor = .black
    island.cornerRadius = min(frame.width, frame.height) / 2
    return island
  }
}

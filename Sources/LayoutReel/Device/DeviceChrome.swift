import Geometry
import Raster
import SceneModel
import Text

/// What a named device adds to the picture, built once when compiling: the screen's rounded
/// corners, the status bar and home indicator over the app (they belong to windows above the
/// app's, facts DV11), and the body around the screen with `deviceFrame`.
///
/// The layout's coordinates are the screen's: the body only moves the screen within a larger
/// picture. Pixels outside the rounded screen (or outside the body) are transparent.
struct DeviceChrome: Sendable {
  /// The screen's top-left in the picture, in points: the body's thickness, a whole number of
  /// pixels so the app is drawn on the same pixel grid as without the body.
  let screenOrigin: Point
  /// The picture's size in points (the screen's plus the body's).
  let pictureSize: Size
  /// The screen's corner radius (continuous curve); content outside it is clipped.
  let screenCornerRadius: Double
  /// Painted under the screen: the body.
  let underlay: [Layer]
  /// Painted over the app, in screen points: status bar, home indicator, Dynamic Island.
  let overlay: [Layer]

  /// The chrome of `canvas`, nil without a device.
  static func make(
    canvas: Canvas, appearance: Appearance, renderer: TextRenderer
  ) throws(ModelError) -> DeviceChrome? {
    guard let device = canvas.device, let metrics = canvas.deviceMetrics else { return nil }
    let screen = canvas.size
    // UIStatusBarStyle.default: dark content in light mode, light content in dark mode (DV11).
    let content: Raster.Color =
      switch canvas.chrome.statusBarStyle {
      case .default: appearance == .dark ? .white : .black
      case .darkContent: .black
      case .lightContent: .white
      }
    var overlay: [Layer] = []
    if canvas.statusBarHeight > 0 {
      let bar = StatusBar(device: device, metrics: metrics, color: content, renderer: renderer)
      do { overlay.append(try bar.layer()) } catch {
        throw ModelError(.canvas, "cannot draw the status bar: \(error)")
      }
    }
    if canvas.chrome.homeIndicator, let bar = metrics.homeIndicator {
      // The indicator follows the appearance (black over light content, white over dark; DV9).
      var indicator = Layer(frame: bar)
      indicator.backgroundColor = appearance == .dark ? .white : .black
      indicator.cornerRadius = bar.height / 2
      overlay.append(indicator)
    }
    var origin = Point(x: 0, y: 0)
    var picture = screen
    var underlay: [Layer] = []
    if canvas.chrome.deviceFrame {
      let body = DeviceBody(device: device, orientation: canvas.orientation, scale: canvas.scale)
      origin = body.screenOrigin
      picture = body.pictureSize(screen: screen)
      underlay = body.layers(screen: screen)
      if let island = body.island(screen: screen) { overlay.append(island) }
    }
    return DeviceChrome(
      screenOrigin: origin, pictureSize: picture, screenCornerRadius: metrics.screenCornerRadius,
      underlay: underlay, overlay: overlay)
  }

  /// The picture: the body, then the screen (the canvas background, the app's `layers`, the
  /// overlay) masked by its rounded corners.
  func picture(app layers: [Layer], size: Size, background: Raster.Color) -> Layer {
    var screen = Layer(frame: Rect(x: screenOrigin.x, y: screenOrigin.y, width: size.width, height: size.height))
    screen.backgroundColor = background
    screen.cornerRadius = screenCornerRadius
    screen.cornerCurve = .continuous
    screen.clipsToBounds = true
    // The display's corners mask the finished screen image once: a corner pixel shows the same
    // fraction of whatever the app draws there, however many of its layers overlap it.
    screen.masksOnce = true
    screen.sublayers = layers + overlay
    var root = Layer(frame: Rect(x: 0, y: 0, width: pictureSize.width, height: pictureSize.height))
    root.sublayers = underlay + [screen]
    return root
  }
}

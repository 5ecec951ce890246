import Geometry
import Raster
import SceneModel
import Text

/// The status bar as a layer over the app: "9:41" (the time Apple's marketing images show;
/// facts DV11) in the system font and full cellular, Wi-Fi and battery glyphs, placed as each
/// kind of device places them (facts DV11, UNCONFIRMED measurements):
///
/// - Dynamic Island phones (54 pt): the time centred in the space left of the island, the
///   icons centred in the space right of it, both centred on the island's middle.
/// - Home-button phones (20 pt): the time centred on the screen, cellular and Wi-Fi at the
///   leading edge, the battery at the trailing edge, 6 pt in.
/// - iPads (24 pt): the time at the leading edge, the icons at the trailing edge, 20 pt in.
///
/// The time is set in the project's system font (Inter; SF Pro cannot be shipped), semibold.
struct StatusBar {
  let device: Device
  let metrics: DeviceMetrics
  let color: Raster.Color
  let renderer: TextRenderer

  /// The digits' height as a fraction of the point size (SF Pro's and Inter's cap height are
  /// both about 0.7 em), to centre them on a line.
  static let digitHeight = 0.7

  func layer() throws(TextError) -> Layer {
    let width = metrics.screenSize.width
    let height = metrics.statusBarHeight
    var bar = Layer(frame: Rect(x: 0, y: 0, width: width, height: height))
    switch (device.idiom, device.sensorHousing) {
    case (.phone, .dynamicIsland(let island, let top)):
      let middle = top + island.height / 2
      let islandLeft = (width - island.width) / 2
      let islandRight = islandLeft + island.width
      try addTime(to: &bar, size: 17, centerX: islandLeft / 2, middle: middle)
      addIcons(to: &bar, scale: 1, gap: 5.5, centerX: (islandRight + width) / 2, middle: middle)
    case (.phone, .none):
      let middle = height / 2
      try addTime(to: &bar, size: 12, centerX: width / 2, middle: middle)
      let k = 0.7
      let cellular = StatusBarIcons.cellular(scale: k)
      let wifi = StatusBarIcons.wifi(scale: k)
      let battery = StatusBarIcons.battery(scale: k)
      var x = 6.0
      add(cellular, at: Point(x: x, y: middle - cellular.size.height / 2), to: &bar)
      x += cellular.size.width + 4
      add(wifi, at: Point(x: x, y: middle - wifi.size.height / 2), to: &bar)
      add(
        battery, at: Point(x: width - 6 - battery.size.width, y: middle - battery.size.height / 2), to: &bar)
    case (.pad, _):
      let middle = height / 2
      let size = 15.0
      let layout = try timeLayout(size: size)
      bar.contents.append(
        TextContent(
          layout: layout, color: color,
          origin: Point(x: 20, y: middle + size * Self.digitHeight / 2 - (layout.firstBaseline ?? 0)),
          renderer: renderer))
      let k = 0.85
      let icons = iconRow(scale: k, gap: 5)
      addIcons(to: &bar, scale: k, gap: 5, centerX: width - 20 - icons / 2, middle: middle)
    }
    return bar
  }

  /// "9:41", semibold, one line.
  func timeLayout(size: Double) throws(TextError) -> TextLayout {
    let font = try FontLibrary.shared.systemFont(size: size, weight: .semibold)
    return TextLayout(text: "9:41", style: LabelStyle(font: font), width: nil)
  }

  func addTime(to bar: inout Layer, size: Double, centerX: Double, middle: Double) throws(TextError) {
    let layout = try timeLayout(size: size)
    let origin = Point(
      x: centerX - layout.usedSize.width / 2,
      y: middle + size * Self.digitHeight / 2 - (layout.firstBaseline ?? 0))
    bar.contents.append(TextContent(layout: layout, color: color, origin: origin, renderer: renderer))
  }

  /// The width of cellular, Wi-Fi and battery side by side.
  func iconRow(scale k: Double, gap: Double) -> Double {
    StatusBarIcons.cellular(scale: k).size.width + StatusBarIcons.wifi(scale: k).size.width
      + StatusBarIcons.battery(scale: k).size.width + 2 * gap
  }

  /// Cellular, Wi-Fi and battery in a row centred on `centerX`, each centred on `middle`.
  func addIcons(to bar: inout Layer, scale k: Double, gap: Double, centerX: Double, middle: Double) {
    var x = centerX - iconRow(scale: k, gap: gap) / 2
    for icon in [StatusBarIcons.cellular(scale: k), StatusBarIcons.wifi(scale: k), StatusBarIcons.battery(scale: k)] {
      add(icon, at: Point(x: x, y: middle - icon.size.height / 2), to: &bar)
      x += icon.size.width + gap
    }
  }

  func add(_ icon: (parts: [StatusBarIcons.Part], size: Size), at origin: Point, to bar: inout Layer) {
    let t = AffineTransform.translation(x: origin.x, y: origin.y)
    for part in icon.parts {
      bar.contents.append(ShapeContent(path: part.path.applying(t), paint: .solid(color), opacity: part.opacity))
    }
  }
}

import Geometry

/// A device a canvas can be shown on (`"device": "iPhone 15"`): the screen size, scale, safe
/// areas, status bar, corners and home indicator UIKit gives an app on it. Every number is in
/// docs/devices.md and facts DV1–DV12 with its source.
///
/// The table is `Device.all`; `Device.named(_:)` finds an entry by its name or an alias, ignoring
/// case, spaces and punctuation. Read the numbers for an orientation through
/// `metrics(for:)`, which other parts of the pipeline rely on (keep its meaning stable).
public struct Device: Sendable, Hashable {
  /// The name docs and errors use ("iPhone 15").
  public var name: String
  /// Other names for the same screen ("iPhone 15 Pro", "iPhone 14 Pro").
  public var aliases: [String]
  public var idiom: DeviceIdiom
  /// The screen in portrait, in points (UIScreen.bounds.size).
  public var portraitSize: Size
  /// Pixels per point (UIScreen.scale); a canvas's own `scale` or `--scale` still wins.
  public var scale: Double
  /// The root view's safe-area insets in portrait and in landscape, status bar shown.
  public var portraitSafeArea: EdgeInsets
  public var landscapeSafeArea: EdgeInsets
  /// The status bar's height in portrait and in landscape (0: hidden by the system).
  public var portraitStatusBarHeight: Double
  public var landscapeStatusBarHeight: Double
  /// The top inset the hardware takes with the status bar hidden (in portrait).
  public var topInsetWithoutStatusBar: Double
  public var screenCornerRadius: Double
  public var sensorHousing: SensorHousing
  /// The home indicator's size, and the gap between its bottom and the screen's bottom edge;
  /// nil for a home-button device.
  public var homeIndicatorSize: Size?
  public var homeIndicatorBottomGap: Double
  /// The outline `"deviceFrame": true` draws.
  public var frame: DeviceFrameGeometry

  public init(
    name: String, aliases: [String] = [], idiom: DeviceIdiom, portraitSize: Size, scale: Double,
    portraitSafeArea: EdgeInsets, landscapeSafeArea: EdgeInsets, portraitStatusBarHeight: Double,
    landscapeStatusBarHeight: Double, topInsetWithoutStatusBar: Double, screenCornerRadius: Double,
    sensorHousing: SensorHousing, homeIndicatorSize: Size?, homeIndicatorBottomGap: Double,
    frame: DeviceFrameGeometry
  ) {
    self.name = name
    self.aliases = aliases
    self.idiom = idiom
    self.portraitSize = portraitSize
    self.scale = scale
    self.portraitSafeArea = portraitSafeArea
    self.landscapeSafeArea = landscapeSafeArea
    self.portraitStatusBarHeight = portraitStatusBarHeight
    self.landscapeStatusBarHeight = landscapeStatusBarHeight
    self.topInsetWithoutStatusBar = topInsetWithoutStatusBar
    self.screenCornerRadius = screenCornerRadius
    self.sensorHousing = sensorHousing
    self.homeIndicatorSize = homeIndicatorSize
    self.homeIndicatorBottomGap = homeIndicatorBottomGap
    self.frame = frame
  }

  /// The numbers an app sees in `orientation`. Landscape swaps the screen's width and height
  /// and takes UIKit's landscape safe area and status bar (facts DV5, DV6).
  public func metrics(for orientation: Orientation) -> DeviceMetrics {
    let size =
      orientation == .portrait
      ? portraitSize : Size(width: portraitSize.height, height: portraitSize.width)
    let indicator = homeIndicatorSize.map { bar in
      Rect(
        x: (size.width - bar.width) / 2, y: size.height - homeIndicatorBottomGap - bar.height,
        width: bar.width, height: bar.height)
    }
    switch orientation {
    case .portrait:
      return DeviceMetrics(
        screenSize: size, safeArea: portraitSafeArea, statusBarHeight: portraitStatusBarHeight,
        topInsetWithoutStatusBar: topInsetWithoutStatusBar, screenCornerRadius: screenCornerRadius,
        homeIndicator: indicator)
    case .landscape:
      // In landscape the sensor housing is at a side, so a hidden status bar frees the whole top.
      return DeviceMetrics(
        screenSize: size, safeArea: landscapeSafeArea, statusBarHeight: landscapeStatusBarHeight,
        topInsetWithoutStatusBar: 0, screenCornerRadius: screenCornerRadius, homeIndicator: indicator)
    }
  }

  /// Every name the device answers to, its own first.
  public var names: [String] { [name] + aliases }

  /// The device with this name or alias, ignoring case, spaces and punctuation
  /// ("iphone15pro" finds "iPhone 15"); nil for an unknown name.
  public static func named(_ name: String) -> Device? {
    let key = lookupKey(name)
    return all.first { device in device.names.contains { lookupKey($0) == key } }
  }

  /// A name reduced to its lowercased letters and digits, as lookups compare them.
  public static func lookupKey(_ name: String) -> String {
    String(name.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic || ("0"..."9").contains($0) })
  }
}

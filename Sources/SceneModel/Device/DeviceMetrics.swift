import Geometry

/// What a device looks like to an app in one orientation: the numbers UIKit reports (screen
/// bounds, safe-area insets, status-bar frame) and the ones LayoutReel draws (screen corners,
/// home indicator). Other parts of the pipeline read these, not the device table: bars stack
/// below `statusBarHeight`, the keyboard rises from `screenSize.height` and covers
/// `safeArea.bottom`.
public struct DeviceMetrics: Sendable, Hashable {
  /// The screen's bounds in points (UIScreen.bounds in this orientation).
  public var screenSize: Size
  /// The root view's safe-area insets with the status bar shown (UIView.safeAreaInsets of a
  /// full-screen view controller's root view, no bars).
  public var safeArea: EdgeInsets
  /// The status bar's height (UIStatusBarManager.statusBarFrame.height); 0 where the system
  /// hides it (iPhones in landscape, facts DV6).
  public var statusBarHeight: Double
  /// The safe area's top inset when the app hides the status bar: what the hardware alone
  /// takes (the sensor housing), 0 on rectangular screens (facts DV7).
  public var topInsetWithoutStatusBar: Double
  /// The radius of the screen's rounded corners (continuous curve), 0 for square corners.
  public var screenCornerRadius: Double
  /// The home indicator's bar, in screen points; nil on devices with a home button.
  public var homeIndicator: Rect?

  public init(
    screenSize: Size, safeArea: EdgeInsets, statusBarHeight: Double, topInsetWithoutStatusBar: Double,
    screenCornerRadius: Double, homeIndicator: Rect?
  ) {
    self.screenSize = screenSize
    self.safeArea = safeArea
    self.statusBarHeight = statusBarHeight
    self.topInsetWithoutStatusBar = topInsetWithoutStatusBar
    self.screenCornerRadius = screenCornerRadius
    self.homeIndicator = homeIndicator
  }

  /// The safe-area insets with the status bar shown or hidden (prefersStatusBarHidden).
  public func safeArea(statusBarHidden: Bool) -> EdgeInsets {
    guard statusBarHidden else { return safeArea }
    var insets = safeArea
    insets.top = min(insets.top, topInsetWithoutStatusBar)
    return insets
  }
}

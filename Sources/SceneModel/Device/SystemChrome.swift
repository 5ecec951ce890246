/// What the system draws over and around an app on a named device: the status bar and the
/// home indicator (in front of the app's views, as UIKit's windows are), and optionally the
/// device's outline. Without a device none of it exists.
public struct SystemChrome: Sendable, Hashable {
  /// Draw the status bar (9:41, cellular, Wi-Fi, battery). False is an app's
  /// `prefersStatusBarHidden`: on a rectangular screen the safe area's top then drops to 0.
  public var statusBar: Bool
  /// Draw the home indicator (false: `prefersHomeIndicatorAutoHidden` after it faded; the safe
  /// area keeps its bottom inset, as in UIKit).
  public var homeIndicator: Bool
  /// Draw the device's body around the screen. The image grows by the body's thickness; the
  /// layout's coordinates do not change.
  public var deviceFrame: Bool
  /// The status bar's content colour: `.default` follows the appearance (dark text in light
  /// mode, light text in dark mode), as UIStatusBarStyle.default does (facts DV11).
  public var statusBarStyle: StatusBarStyle

  public init(
    statusBar: Bool = true, homeIndicator: Bool = true, deviceFrame: Bool = false,
    statusBarStyle: StatusBarStyle = .default
  ) {
    self.statusBar = statusBar
    self.homeIndicator = homeIndicator
    self.deviceFrame = deviceFrame
    self.statusBarStyle = statusBarStyle
  }
}

/// UIStatusBarStyle: which colour the status bar's text and icons take.
public enum StatusBarStyle: String, Sendable, Hashable, CaseIterable {
  /// Follows the appearance: dark content in light mode, light content in dark mode.
  case `default`
  /// Black content, for light backgrounds.
  case darkContent
  /// White content, for dark backgrounds.
  case lightContent
}

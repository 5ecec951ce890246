import Geometry

extension Canvas {
  /// A canvas showing a device's screen in `orientation`: its size, its scale (unless `scale` is
  /// given) and its safe area come from the device (`Device.metrics(for:)`).
  ///
  /// - `additionalSafeArea` is added to the device's insets, as
  ///   `UIViewController.additionalSafeAreaInsets` is.
  /// - The layout margins are `margins`, or the root view's system minimum (sides 16 or 20 pt by
  ///   width, top and bottom 0; facts D14). Like every canvas's, they are measured from the safe
  ///   area (`UIView.insetsLayoutMarginsFromSafeArea`, true by default; facts DV12).
  /// - A hidden status bar (`chrome.statusBar == false`) gives up its part of the top inset.
  public init(
    device: Device, orientation: Orientation = .portrait, scale: Double? = nil,
    background: DynamicColor = .systemBackground, additionalSafeArea: EdgeInsets = .zero,
    margins: EdgeInsets? = nil, chrome: SystemChrome = SystemChrome()
  ) {
    let metrics = device.metrics(for: orientation)
    let base = metrics.safeArea(statusBarHidden: !chrome.statusBar)
    let safeArea = EdgeInsets(
      top: base.top + additionalSafeArea.top, left: base.left + additionalSafeArea.left,
      bottom: base.bottom + additionalSafeArea.bottom, right: base.right + additionalSafeArea.right)
    let sides = Self.defaultMargins(width: metrics.screenSize.width)
    let own = margins ?? EdgeInsets(top: 0, left: sides.left, bottom: 0, right: sides.right)
    self.init(
      size: metrics.screenSize, scale: scale ?? device.scale, background: background, safeArea: safeArea, margins: own)
    self.device = device
    self.orientation = orientation
    self.chrome = chrome
  }

  /// The device's numbers in the canvas's orientation; nil without a device. Bars, the keyboard
  /// and the chrome read these (stable interface).
  public var deviceMetrics: DeviceMetrics? { device?.metrics(for: orientation) }

  /// The height of the status bar drawn over the canvas: 0 without a device, with the status
  /// bar hidden, or where the system hides it (iPhones in landscape).
  public var statusBarHeight: Double {
    guard chrome.statusBar, let metrics = deviceMetrics else { return 0 }
    return metrics.statusBarHeight
  }
}

import Geometry

/// The drawn outline around a device's screen (`"deviceFrame": true`), in points of the screen,
/// in portrait. The thicknesses come from Apple's published body dimensions, screen resolution
/// and pixel density (facts DV10): an illustration of the body, not a product render.
public struct DeviceFrameGeometry: Sendable, Hashable {
  /// Distance from each screen edge to the outside of the body, in portrait.
  public var insets: EdgeInsets
  /// The body's corner radius.
  public var bodyCornerRadius: Double
  /// A round home button centred in the bottom bezel (its diameter), for Touch ID phones.
  public var homeButtonDiameter: Double?

  public init(insets: EdgeInsets, bodyCornerRadius: Double, homeButtonDiameter: Double? = nil) {
    self.insets = insets
    self.bodyCornerRadius = bodyCornerRadius
    self.homeButtonDiameter = homeButtonDiameter
  }

  /// The insets in `orientation`: landscape turns the device's top to the left.
  public func insets(for orientation: Orientation) -> EdgeInsets {
    switch orientation {
    case .portrait: insets
    case .landscape: EdgeInsets(top: insets.right, left: insets.top, bottom: insets.left, right: insets.bottom)
    }
  }
}

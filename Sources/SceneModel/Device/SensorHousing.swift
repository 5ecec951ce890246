import Geometry

/// What cuts into the top of a device's screen. It is hardware: screenshots and screen
/// recordings do not show it, so LayoutReel draws it only with the device outline
/// (`SystemChrome.deviceFrame`).
public enum SensorHousing: Sendable, Hashable {
  /// A rectangular screen with a forehead above it (iPhone SE, iPads).
  case none
  /// The Dynamic Island: a black capsule of `size` whose top is `top` points below the screen's
  /// top edge, centred horizontally in portrait (facts DV13, UNCONFIRMED measurement).
  case dynamicIsland(size: Size, top: Double)
}

/// The interface orientation a device-framed canvas is shown in (UIInterfaceOrientation, reduced
/// to the two a documentation illustration needs).
///
/// Landscape is the orientation with the device's top (the sensor housing) on the left, as the
/// simulator shows after "Rotate Left" (UIInterfaceOrientation.landscapeRight): UIKit reports the
/// same safe-area insets for both landscape orientations on the devices listed here (facts DV5).
public enum Orientation: String, Sendable, Hashable, CaseIterable {
  case portrait
  case landscape
}

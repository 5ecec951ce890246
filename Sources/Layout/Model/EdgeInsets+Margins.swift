import Geometry

extension EdgeInsets {
  /// The default root margins: 16 pt on every edge (the compact-width system minimum).
  public static let standardMargins = EdgeInsets(all: 16)
}

extension DecodingContext {
  /// UIView's layout margin on each edge for a view that is not a view controller's root: "the
  /// default layout margins are normally 8 points on each side" (Apple doc
  /// UIView.directionalLayoutMargins; facts D11). VFL's `|-` inside a view uses it.
  static let defaultViewLayoutMargin = 8.0
}

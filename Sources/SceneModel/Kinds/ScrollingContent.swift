import Geometry

/// A kind that scrolls its subviews, as UIScrollView and its subclasses do: its bounds origin is
/// the content offset, so subviews are laid out in content coordinates and drawn shifted by
/// `-contentOffset`, clipped to the visible frame. The pipeline animates the offset as it does a
/// frame, and a timeline step can change it (`ViewChange.contentOffset`).
public protocol ScrollingContent: ViewContent {
  /// UIScrollView.contentOffset: the content point shown at the scroll view's top-left corner
  /// (its bounds origin).
  var contentOffset: Point { get }
  /// UIScrollView.contentInset: space around the content that the offset can scroll into.
  var contentInset: EdgeInsets { get }
  /// Whether constraints between the kind's edges and its content attach to the content area, as
  /// Auto Layout does for a scroll view (facts S10); false for kinds that place their content
  /// themselves at their own width (a table's cells).
  static var edgesMeanContentArea: Bool { get }
}

extension ScrollingContent {
  public static var edgesMeanContentArea: Bool { true }
}

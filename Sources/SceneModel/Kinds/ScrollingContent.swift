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
}

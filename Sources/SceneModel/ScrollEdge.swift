/// Where a scroll view can be scrolled to by name: the ends of its scrollable range, which the
/// content insets extend (facts S7, S8).
public enum ScrollEdge: String, Sendable, Hashable, CaseIterable {
  /// The resting offset at the top: (-contentInset.left, -contentInset.top), where scrollsToTop
  /// takes the content.
  case top
  /// The largest vertical offset: contentSize.height - bounds.height + contentInset.bottom (or the
  /// top when the content is shorter than the scroll view).
  case bottom
}

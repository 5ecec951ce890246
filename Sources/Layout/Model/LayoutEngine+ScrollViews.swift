import Geometry

/// Scroll views' layout guides (UIScrollView.contentLayoutGuide and frameLayoutGuide, facts S5,
/// S6).
///
/// Frames are solved in root coordinates with every scroll view at content offset zero: a
/// subview's solved position is where it would be on screen if the scroll view had not scrolled,
/// so its frame relative to the scroll view is its frame in the scroll view's bounds (content)
/// coordinates, as UIKit reports it, and the renderer shifts it by minus the offset. In those
/// coordinates the content guide starts at the scroll view's origin (content point (0, 0)) and
/// takes the size its constraints give (contentSize), and the frame guide is the scroll view's
/// frame moved by the content offset: a view pinned to it stays put on screen while the content
/// scrolls. The offset is therefore a layout input (`setContentOffset`), as it is in UIKit, where
/// the frame guide's layoutFrame follows bounds.origin.
extension LayoutEngine {
  /// Declares `id` a scroll view at `contentOffset` and installs its two guides. With
  /// `edgesMeanContentArea`, constraints between its edges and its content attach to the content
  /// area (see `edgeTarget`).
  public mutating func addScrollView(
    _ id: String, contentOffset: Point, edgesMeanContentArea: Bool = true
  ) throws(LayoutError) {
    _ = variables(for: .view(id))
    contentOffsets[id] = contentOffset
    if edgesMeanContentArea { contentAreaEdges.insert(id) }
    try installScrollGuides(id)
  }

  /// Moves a scroll view's frame layout guide to a new content offset; only constants change.
  public mutating func setContentOffset(_ offset: Point, for id: String) throws(LayoutError) {
    guard contentOffsets[id] != nil else {
      throw .invalidAttributes(id: id, label: id, reason: "\(id) is not a scroll view, so it has no content offset")
    }
    contentOffsets[id] = offset
    try installScrollGuides(id)
  }

  /// The content offset of a scroll view (nil for other views).
  public func contentOffset(of id: String) -> Point? { contentOffsets[id] }

  /// The scroll view's contentSize from the last solve: the size of its content layout guide.
  public func contentSize(of id: String) -> Size {
    let guide = frame(of: .contentGuide(id))
    return Size(width: guide.width, height: guide.height)
  }

  private mutating func installScrollGuides(_ id: String) throws(LayoutError) {
    guard let offset = contentOffsets[id] else { return }
    guard offset.x.isFinite, offset.y.isFinite else {
      throw .nonFiniteValue(id: "_scroll.\(id)", label: "\(id) content offset")
    }
    let view = variables(for: .view(id))
    let frameGuide = variables(for: .frameGuide(id))
    let contentGuide = variables(for: .contentGuide(id))
    let name = "\(id).frameLayoutGuide"
    try setInternal(
      "_scroll.\(id).frame.x",
      LinearConstraint(
        LinearExpression(frameGuide.x), .equal, view.x + offset.x, label: "\(name).x at offset \(offset.x)"))
    try setInternal(
      "_scroll.\(id).frame.y",
      LinearConstraint(
        LinearExpression(frameGuide.y), .equal, view.y + offset.y, label: "\(name).y at offset \(offset.y)"))
    try setInternal(
      "_scroll.\(id).frame.width",
      LinearConstraint(LinearExpression(frameGuide.width), .equal, LinearExpression(view.width), label: "\(name).width")
    )
    try setInternal(
      "_scroll.\(id).frame.height",
      LinearConstraint(
        LinearExpression(frameGuide.height), .equal, LinearExpression(view.height), label: "\(name).height"))
    try setInternal(
      "_scroll.\(id).content.x",
      LinearConstraint(LinearExpression(contentGuide.x), .equal, view.x + 0, label: "\(id).contentLayoutGuide.x"))
    try setInternal(
      "_scroll.\(id).content.y",
      LinearConstraint(LinearExpression(contentGuide.y), .equal, view.y + 0, label: "\(id).contentLayoutGuide.y"))
  }

  /// A guide belongs to a declared scroll view.
  func validateGuides(_ constraint: LayoutConstraint, id: String) throws(LayoutError) {
    for case let item? in [constraint.item1, constraint.item2] {
      let guide: String
      switch item {
      case .contentGuide: guide = "contentLayoutGuide"
      case .frameGuide: guide = "frameLayoutGuide"
      default: continue
      }
      if let owner = item.owner, contentOffsets[owner] == nil {
        throw .invalidAttributes(
          id: id, label: constraint.label, reason: "\(owner) is not a scroll view, so it has no \(guide)")
      }
    }
  }
}

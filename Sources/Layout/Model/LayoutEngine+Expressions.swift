extension LayoutEngine {
  /// The linear expression of an attribute, in root coordinates.
  mutating func expression(_ item: LayoutItem, _ attribute: LayoutAttribute) -> LinearExpression {
    let v = variables(for: item)
    switch attribute {
    case .left, .leading: return LinearExpression(v.x)
    case .right, .trailing: return v.x + v.width
    case .centerX: return LinearExpression([(v.x, 1), (v.width, 0.5)])
    case .top: return LinearExpression(v.y)
    case .bottom: return v.y + v.height
    case .centerY: return LinearExpression([(v.y, 1), (v.height, 0.5)])
    case .width: return LinearExpression(v.width)
    case .height: return LinearExpression(v.height)
    case .firstBaseline, .lastBaseline:
      // A view without text uses its bottom edge, as UIKit does.
      guard case .view(let id) = item, let offsets = baselines[id] else { return v.y + v.height }
      return v.y + (attribute == .firstBaseline ? offsets.first : offsets.last)
    }
  }

  /// Checks UIKit's rules for a constraint before it reaches the solver.
  func validate(_ constraint: LayoutConstraint, id: String) throws(LayoutError) {
    guard constraint.multiplier.isFinite, constraint.constant.isFinite else {
      throw .nonFiniteValue(id: id, label: constraint.label)
    }
    try validateGuides(constraint, id: id)
    let first = constraint.attribute1
    guard let second = constraint.attribute2, constraint.item2 != nil else {
      if !first.isSize {
        throw .invalidAttributes(id: id, label: constraint.label, reason: "a location cannot equal a constant")
      }
      return
    }
    if first.isSize != second.isSize {
      throw .invalidAttributes(id: id, label: constraint.label, reason: "a location paired with a size")
    }
    // Sizes may cross axes (aspect ratios); locations may not.
    if !first.isSize && first.axis != second.axis {
      throw .invalidAttributes(id: id, label: constraint.label, reason: "locations on different axes")
    }
    if !first.isSize && constraint.multiplier == 0 {
      throw .invalidAttributes(id: id, label: constraint.label, reason: "a location with multiplier 0")
    }
  }

  /// `item1.attr1 REL multiplier * item2.attr2 + constant` as a solver constraint.
  ///
  /// Auto Layout relates two positions in the coordinates of the items' nearest common ancestor
  /// (a view and its superview: the superview's bounds), so a multiplier scales the distance
  /// from that ancestor's top or leading edge, not from the screen's: `dot.centerY ==
  /// container.centerY * 0.5` puts the dot a quarter of the way down the container wherever the
  /// container is. (Measured in Xcode and described as "find the closest common ancestor G ...
  /// compute in G's coordinate system" in the Stack Overflow answer to "Autolayout: when using
  /// NSLayoutAttributeCenterX, what scale does the multiplier use?"; issue 21 measured the same on
  /// recordings.) Frames are solved in root coordinates, so with ancestor origin o the constraint
  /// `a - o REL m·(b - o) + c` is installed as `a REL m·b + (1 - m)·o + c`; at m = 1 o cancels.
  mutating func linear(_ constraint: LayoutConstraint) -> LinearConstraint {
    let item1 = edgeTarget(constraint.item1, constraint.attribute1, other: constraint.item2)
    let lhs = expression(item1, constraint.attribute1)
    var rhs = LinearExpression(constant: constraint.constant)
    if let item2 = constraint.item2, let attribute2 = constraint.attribute2 {
      let m = constraint.multiplier
      rhs = expression(edgeTarget(item2, attribute2, other: constraint.item1), attribute2) * m + constraint.constant
      if m != 1, !constraint.attribute1.isSize, let ancestor = commonAncestor(constraint.item1, item2) {
        let v = variables(for: .view(ancestor))
        rhs = rhs + LinearExpression(constraint.attribute1.axis == .horizontal ? v.x : v.y) * (1 - m)
      }
    }
    return LinearConstraint(lhs, constraint.relation, rhs, priority: constraint.priority, label: constraint.label)
  }

  /// What a scroll view's edge means in a constraint with its own content: "Constraints between
  /// the edges or margins of the scroll view and its content attach to the scroll view's content
  /// area" while sizes and centres stay on its frame (Apple, Auto Layout Guide, "Working with
  /// Scroll Views"; TN2154; facts S10). So `content.bottom == scroll.bottom` sets the content
  /// size, as the content layout guide's edges do.
  func edgeTarget(_ item: LayoutItem, _ attribute: LayoutAttribute, other: LayoutItem?) -> LayoutItem {
    guard case .view(let id) = item, contentAreaEdges.contains(id), attribute.isEdge,
      let inner = other?.owner, inner != id, commonAncestor(.view(inner), item) == id
    else { return item }
    return .contentGuide(id)
  }

  /// The nearest view that is `a` or contains it and is `b` or contains it; nil when that is the
  /// root (whose origin is 0) or an item is one of the root's guides.
  func commonAncestor(_ a: LayoutItem, _ b: LayoutItem) -> String? {
    func chain(_ item: LayoutItem) -> [String] {
      // A scroll view's guides are its own: they share its ancestors.
      guard var id = item.owner else { return [] }
      var ids = [id]
      // Bounded by the view count, so a cycle in a malformed hierarchy cannot loop forever.
      while let parent = superviews[id], ids.count <= superviews.count {
        ids.append(parent)
        id = parent
      }
      return ids
    }
    let ancestorsOfA = chain(a)
    return chain(b).first { ancestorsOfA.contains($0) }
  }

  /// The views whose measured baselines a constraint's constant depends on.
  func baselineViews(of constraint: LayoutConstraint) -> Set<String> {
    var views: Set<String> = []
    if constraint.attribute1.isBaseline, case .view(let v) = constraint.item1 { views.insert(v) }
    if let attribute2 = constraint.attribute2, attribute2.isBaseline, case .view(let v)? = constraint.item2 {
      views.insert(v)
    }
    return views
  }
}

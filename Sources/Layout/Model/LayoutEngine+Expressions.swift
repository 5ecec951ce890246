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
  mutating func linear(_ constraint: LayoutConstraint) -> LinearConstraint {
    let lhs = expression(constraint.item1, constraint.attribute1)
    var rhs = LinearExpression(constant: constraint.constant)
    if let item2 = constraint.item2, let attribute2 = constraint.attribute2 {
      rhs = expression(item2, attribute2) * constraint.multiplier + constraint.constant
    }
    return LinearConstraint(lhs, constraint.relation, rhs, priority: constraint.priority, label: constraint.label)
  }

  /// Whether a constraint's constant depends on measured baselines of `view`.
  func mentionsBaseline(_ constraint: LayoutConstraint, of view: String) -> Bool {
    if constraint.attribute1.isBaseline && constraint.item1 == .view(view) { return true }
    if let attribute2 = constraint.attribute2, attribute2.isBaseline, constraint.item2 == .view(view) { return true }
    return false
  }
}

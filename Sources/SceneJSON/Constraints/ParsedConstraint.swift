import Layout

/// A constraint string with every name resolved, still knowing how it was written (for carets in
/// messages): `first REL multiplier × second + constant @ priority`.
struct ParsedConstraint: Sendable, Hashable {
  var first: ParsedAnchor
  var relation: Relation
  /// nil for a constant size.
  var second: ParsedAnchor?
  var multiplier: Double
  /// In points, metrics and system spacing resolved.
  var constant: Double
  /// 1...1000.
  var priority: Double
  /// The syntax it was written as.
  var expression: ConstraintExpression

  /// The model's constraint, labelled as the scene wrote it.
  var layoutConstraint: LayoutConstraint {
    LayoutConstraint(
      first.layoutItem, first.attribute, relation, second?.layoutItem, second?.attribute, multiplier: multiplier,
      constant: constant, priority: LayoutPriority(priority) ?? .required, label: label)
  }

  /// How messages quote it: a constraint string as written; one of the constraints a VFL
  /// string makes as its own equation with the format it came from, so a conflict log names the
  /// constraint that broke rather than repeating the format once per constraint.
  var label: String {
    switch expression.origin {
    case .constraintLanguage: expression.text
    case .visualFormat: "\(expression.canonicalText) (from VFL '\(expression.text)')"
    }
  }
}

/// An attribute of the root, a view, or one of the root's layout guides.
struct ParsedAnchor: Sendable, Hashable {
  var item: ParsedItem
  /// `safeArea` or `margins` of the root, a scroll view's content or frame guide; nil for the item.
  var guide: LayoutGuideName?
  var attribute: LayoutAttribute

  var layoutItem: LayoutItem {
    switch (item, guide) {
    case (.root, .safeArea?): .safeArea
    case (.root, .margins?): .margins
    case (.root, .keyboard?): .keyboard
    // The decoder refuses a scroll view's guide on the root.
    case (.root, .contentLayoutGuide?), (.root, .frameLayoutGuide?), (.root, nil): .root
    case (.view(let id), .contentLayoutGuide?): .contentGuide(id)
    case (.view(let id), .frameLayoutGuide?): .frameGuide(id)
    // The decoder refuses the root's guides on a view.
    case (.view(let id), _): .view(id)
    }
  }
}

/// The root view or a view of the tree.
enum ParsedItem: Sendable, Hashable {
  case root
  case view(String)
}

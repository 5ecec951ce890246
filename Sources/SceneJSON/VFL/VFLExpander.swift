import Layout

/// Expands a parsed VFL format into constraint expressions, as NSLayoutConstraint.constraints(withVisualFormat:) does.
///
/// Along the layout axis, each connection between an element X and the next element Y becomes
/// `Y.start REL X.end + spacing` (for right-to-left formats, `X.left REL Y.right + spacing`), where a
/// superview `|` offers its own start or end edge. Size predicates become `view.width|height REL object`,
/// and each alignment option relates consecutive views: `a.top == b.top`.
public enum VFLExpander {
  /// Expands `format`. `viewNames` are the names that denote views (others are metrics).
  public static func expand(_ format: VFLFormat, options: VFLOptions = VFLOptions(), viewNames: Set<String>)
    throws(StringSyntaxError) -> [ConstraintExpression]
  {
    var expander = Expansion(format: format, options: options, viewNames: viewNames)
    return try expander.run()
  }
}

struct Expansion {
  let format: VFLFormat
  let options: VFLOptions
  let viewNames: Set<String>
  var output: [ConstraintExpression] = []

  init(format: VFLFormat, options: VFLOptions, viewNames: Set<String>) {
    self.format = format
    self.options = options
    self.viewNames = viewNames
  }

  var vertical: Bool { format.orientation == .vertical }
  var reversed: Bool { !vertical && options.direction == .rightToLeft }
  /// The attribute of the edge where the layout starts, and where it ends.
  var startAttribute: LayoutAttribute {
    vertical
      ? .top : options.direction == .leadingToTrailing ? .leading : options.direction == .leftToRight ? .left : .right
  }
  var endAttribute: LayoutAttribute {
    vertical
      ? .bottom
      : options.direction == .leadingToTrailing ? .trailing : options.direction == .leftToRight ? .right : .left
  }
  var sizeAttribute: LayoutAttribute { vertical ? .height : .width }

  /// One end of a connection.
  struct Element {
    let item: ItemReference
    let isSuperview: Bool
  }

  mutating func run() throws(StringSyntaxError) -> [ConstraintExpression] {
    for alignment in options.alignments where alignment.axis == (vertical ? .vertical : .horizontal) {
      throw StringSyntaxError(
        "the option alignAll\(alignment.rawValue.prefix(1).uppercased() + alignment.rawValue.dropFirst()) aligns along the layout axis of this \(vertical ? "V:" : "H:") format; use it with the other orientation",
        range: 0..<min(2, max(1, format.text.unicodeScalars.count)))
    }
    let views = format.views.map {
      Element(item: ItemReference(name: .named($0.name), range: $0.nameRange), isSuperview: false)
    }
    if let edge = format.leadingSuperview, let first = views.first {
      let bar = Element(item: ItemReference(name: .superview, range: edge.barRange), isSuperview: true)
      try connect(bar, first, edge.connection)
    }
    for (index, view) in format.views.enumerated() {
      try sizePredicates(view, element: views[index])
      if index < format.connections.count {
        try connect(views[index], views[index + 1], format.connections[index])
      }
    }
    if let edge = format.trailingSuperview, let last = views.last {
      let bar = Element(item: ItemReference(name: .superview, range: edge.barRange), isSuperview: true)
      try connect(last, bar, edge.connection)
    }
    for alignment in options.alignments {
      for index in views.indices.dropLast() {
        let a = views[index]
        let b = views[index + 1]
        let range = format.views[index].range.lowerBound..<format.views[index + 1].range.upperBound
        output.append(
          ConstraintExpression(
            first: AnchorExpression(item: a.item, attribute: alignment, range: a.item.range), relation: .equal,
            relationRange: range, second: AnchorExpression(item: b.item, attribute: alignment, range: b.item.range),
            multiplier: 1, constant: [], priority: nil, text: format.text, range: range,
            origin: .visualFormat(rule: .alignment)))
      }
    }
    return output
  }

  /// Emits the spacing constraints between X (earlier in the string) and Y (later).
  mutating func connect(_ x: Element, _ y: Element, _ connection: VFLConnection) throws(StringSyntaxError) {
    // The edge of X facing Y is its end edge, unless X is a leading superview (then its start edge).
    let xEdge = x.isSuperview ? startAttribute : endAttribute
    let yEdge = y.isSuperview ? endAttribute : startAttribute
    let xAnchor = AnchorExpression(item: x.item, attribute: xEdge, range: x.item.range)
    let yAnchor = AnchorExpression(item: y.item, attribute: yEdge, range: y.item.range)
    let (first, second) = reversed ? (xAnchor, yAnchor) : (yAnchor, xAnchor)
    let touchesSuperview = x.isSuperview || y.isSuperview
    func make(_ relation: Relation, _ constant: [ConstantTerm], _ priority: PriorityExpression?) -> ConstraintExpression
    {
      ConstraintExpression(
        first: first, relation: relation, relationRange: connection.range, second: second, multiplier: 1,
        constant: constant, priority: priority, text: format.text, range: connection.range,
        origin: .visualFormat(rule: .spacing))
    }
    switch connection.spacing {
    case .flush:
      output.append(make(.equal, [], nil))
    case .standard:
      let unit: ConstantTerm.Unit = touchesSuperview ? .superviewSpacing : .systemSpacing
      output.append(make(.equal, [ConstantTerm(coefficient: 1, unit: unit, range: connection.range)], nil))
    case .predicates(let predicates):
      for predicate in predicates {
        let term: ConstantTerm
        switch predicate.object {
        case .number(let value):
          term = ConstantTerm(coefficient: value, unit: .one, range: predicate.objectRange)
        case .name(let name):
          if viewNames.contains(name) {
            throw StringSyntaxError(
              "a view (\(quoted(name))) can only be the object of a size predicate such as [a(==\(name))], not of a spacing",
              range: predicate.objectRange)
          }
          term = ConstantTerm(coefficient: 1, unit: .metric(name), range: predicate.objectRange)
        }
        output.append(make(predicate.relation, [term], predicate.priority))
      }
    }
  }

  /// Emits `view.size REL object` for each predicate inside the brackets.
  mutating func sizePredicates(_ view: VFLView, element: Element) throws(StringSyntaxError) {
    for predicate in view.predicates {
      let first = AnchorExpression(item: element.item, attribute: sizeAttribute, range: view.nameRange)
      var second: AnchorExpression?
      var constant: [ConstantTerm] = []
      switch predicate.object {
      case .number(let value):
        constant = [ConstantTerm(coefficient: value, unit: .one, range: predicate.objectRange)]
      case .name(let name):
        if viewNames.contains(name) {
          second = AnchorExpression(
            item: ItemReference(name: .named(name), range: predicate.objectRange), attribute: sizeAttribute,
            range: predicate.objectRange)
        } else {
          constant = [ConstantTerm(coefficient: 1, unit: .metric(name), range: predicate.objectRange)]
        }
      }
      output.append(
        ConstraintExpression(
          first: first, relation: predicate.relation, relationRange: predicate.range, second: second, multiplier: 1,
          constant: constant, priority: predicate.priority, text: format.text, range: predicate.range,
          origin: .visualFormat(rule: .size)))
    }
  }
}

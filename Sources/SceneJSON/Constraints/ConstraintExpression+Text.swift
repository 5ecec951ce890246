extension ConstraintExpression {
  /// The expression written back in the constraint language, normalised, e.g.
  /// `b.leading == a.trailing + system @750`. VFL's `|` is written `superview`, and its
  /// standard superview spacing `superviewSpacing`.
  public var canonicalText: String {
    var text = "\(first.canonicalText) \(relation.rawValue)"
    var terms: [String] = []
    if let second {
      terms.append(multiplier == 1 ? second.canonicalText : "\(second.canonicalText) * \(format(multiplier))")
    }
    for term in constant {
      let magnitude = abs(term.coefficient)
      let body: String
      switch term.unit {
      case .one: body = format(magnitude)
      case .metric(let name): body = magnitude == 1 ? name : "\(name) * \(format(magnitude))"
      case .systemSpacing: body = magnitude == 1 ? "system" : "system * \(format(magnitude))"
      case .superviewSpacing: body = magnitude == 1 ? "superviewSpacing" : "superviewSpacing * \(format(magnitude))"
      }
      if terms.isEmpty {
        terms.append(term.coefficient < 0 ? "-" + body : body)
      } else {
        terms.append((term.coefficient < 0 ? "- " : "+ ") + body)
      }
    }
    if terms.isEmpty { terms.append("0") }
    text += " " + terms.joined(separator: " ")
    if let priority {
      switch priority.base {
      case .number(let n): text += " @\(format(n))"
      case .name(let name): text += " @\(name)"
      }
      if priority.offset != 0 {
        text += priority.offset > 0 ? " + \(format(priority.offset))" : " - \(format(-priority.offset))"
      }
    }
    return text
  }
}

extension AnchorExpression {
  /// `title.leading`, `root.safeArea.top`, `superview.trailing`.
  public var canonicalText: String {
    let name: String
    switch item.name {
    case .named(let n): name = n
    case .superview: name = "superview"
    }
    return [name, item.guide?.rawValue, attribute.rawValue].compactMap { $0 }.joined(separator: ".")
  }
}

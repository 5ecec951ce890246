import Layout
import SceneModel

extension DecodingContext {
  func decodeConstraints(_ value: JSONValue?) -> [ConstraintEntry] {
    guard let items = array(value, of: "constraints") else { return [] }
    var result: [ConstraintEntry] = []
    for item in items {
      if let entry = decodeConstraintEntry(item) {
        record(.constraint(result.count), at: item)
        result.append(entry)
      }
    }
    return result
  }

  /// One item of a `constraints` array: a string, a constraint entry or a VFL entry.
  func decodeConstraintEntry(_ item: JSONValue) -> ConstraintEntry? {
    switch item.kind {
    case .string:
      return constraint(fromLiteral: item, metrics: metrics).map {
        .constraint(ConstraintDefinition($0.layoutConstraint))
      }
    case .object(let object):
      if object["vfl"] != nil { return decodeGroup(item).map { .group($0) } }
      return decodeConstraintObject(item).map { .constraint($0) }
    default:
      report(.wrongType(expected: "a constraint string or object", found: item.typeName), at: item)
      return nil
    }
  }

  func decodeConstraintObject(_ value: JSONValue) -> ConstraintDefinition? {
    guard let f = fields(value, SceneKeys.constraint) else { return nil }
    let idValue = f["id"]
    let isActive = bool(f["active"]) ?? true
    _ = string(f["notes"])  // checked, not kept: notes are for the author
    guard let literal = require(f, "constraint"), let constraint = constraint(fromLiteral: literal, metrics: metrics)
    else {
      _ = idValue.flatMap { declareEntry($0, priority: 1000, hasSecondAnchor: true, group: nil) }
      return nil
    }
    let id = idValue.flatMap {
      declareEntry($0, priority: constraint.priority, hasSecondAnchor: constraint.second != nil, group: nil)
    }
    return ConstraintDefinition(id: id, constraint.layoutConstraint, isActive: isActive)
  }

  /// Registers a constraint or group id, rejecting duplicates.
  func declareEntry(_ idValue: JSONValue, priority: Double, hasSecondAnchor: Bool, group: GroupSource?) -> String? {
    guard let id = string(idValue) else { return nil }
    if let existing = entries[id] {
      report(.duplicateID(id, first: existing.position), at: idValue)
      return nil
    }
    entries[id] = EntryInfo(
      position: idValue.position, priority: priority, hasSecondAnchor: hasSecondAnchor, group: group)
    return id
  }

  /// Parses and resolves a constraint-language string.
  func constraint(fromLiteral literal: JSONValue, metrics: [String: Double]) -> ParsedConstraint? {
    guard let text = string(literal) else { return nil }
    do {
      let expression = try ConstraintParser.parse(text)
      return resolve(expression, literal: literal, metrics: metrics, superview: nil, aliases: nil)
    } catch {
      report(error, in: literal, text: text)
      return nil
    }
  }

  /// Reports a string syntax error with the caret at its column inside the string literal.
  func report(_ error: StringSyntaxError, in literal: JSONValue, text: String) {
    report(.syntax(error.message, within: text), in: literal, range: error.range, suggestion: error.suggestion)
  }

  func position(in literal: JSONValue, offset: Int) -> SourcePosition {
    source.position(ofScalar: offset, inStringLiteralAt: literal.position)
  }

  func report(_ problem: SceneProblem, in literal: JSONValue, range: Range<Int>, suggestion: String? = nil) {
    // A string expanded from a template: the caret goes where the template wrote the text.
    let written = templateRange(range, in: literal)
    report(
      problem, at: position(in: literal, offset: written.lowerBound), path: literal.path, length: written.count,
      suggestion: suggestion)
  }

  /// Resolves names in an expression: views (through VFL `aliases`), the VFL superview, metrics, priorities.
  func resolve(
    _ expression: ConstraintExpression, literal: JSONValue, metrics: [String: Double], superview: ParsedItem?,
    aliases: [String: String]?
  ) -> ParsedConstraint? {
    let text = expression.text
    var failed = false
    // VFL `|-` / `-|`: the standard spacing to a superview edge is the superview's layout margin
    // on that edge (Apple doc UIView.layoutMargins: with "|-[subview]-|" the subview's edges "are
    // inset from the edge of the superview by the corresponding layout margins"; facts D11). For
    // the root that is its margins guide, which also includes the safe area; for a view, UIView's
    // default 8 pt margins.
    let toSuperviewMargin = expression.constant.contains { $0.unit == .superviewSpacing }
    func anchor(_ a: AnchorExpression) -> ParsedAnchor? {
      let item: ParsedItem
      var guide = a.item.guide
      switch a.item.name {
      case .superview:
        guard let superview else { return nil }
        item = superview
        if toSuperviewMargin && superview == .root { guide = .margins }
      case .named(let name):
        if name == "root" {
          if let guide = a.item.guide, !guide.isRootGuide {
            report(
              .syntax("\(guide.rawValue) exists only on scroll views, and root is not one", within: text),
              in: literal, range: a.range)
            failed = true
            return nil
          }
          item = .root
        } else {
          let id = aliases?[name] ?? name
          guard views[id] != nil else {
            report(
              .unknownName(category: "view", name: name, within: text), in: literal, range: a.item.range,
              suggestion: Suggestion.closest(to: name, in: viewOrder + ["root"]))
            failed = true
            return nil
          }
          if let guide = a.item.guide, !guide.isRootGuide {
            if let info = views[id], !(info.kind is any ScrollingContent.Type) {
              report(
                .syntax(
                  "\(guide.rawValue) exists only on scroll views, and \(quoted(id)) is a \(info.kind.kind)",
                  within: text),
                in: literal, range: a.range)
              failed = true
              return nil
            }
          } else if a.item.guide != nil {
            report(
              .syntax("layout guides (safeArea, margins, keyboard) exist only on root", within: text), in: literal,
              range: a.range
            )
            failed = true
            return nil
          }
          item = .view(id)
        }
      }
      return ParsedAnchor(item: item, guide: guide, attribute: a.attribute)
    }
    let first = anchor(expression.first)
    let second = expression.second.flatMap(anchor)
    var constant = 0.0
    for term in expression.constant {
      switch term.unit {
      case .one: constant += term.coefficient
      case .systemSpacing: constant += term.coefficient * 8
      case .superviewSpacing:
        // The root's margin is in its margins guide (above); a view's is UIView's default.
        constant += superview == .root ? 0 : term.coefficient * Self.defaultViewLayoutMargin
      case .metric(let name):
        if let value = metrics[name] {
          constant += term.coefficient * value
        } else {
          report(
            .unknownName(category: "metric", name: name, within: text), in: literal, range: term.range,
            suggestion: Suggestion.closest(to: name, in: metrics.keys.sorted()))
          failed = true
        }
      }
    }
    let priority = expression.priority.flatMap { resolvePriority($0, literal: literal, text: text, metrics: metrics) }
    if expression.priority != nil && priority == nil { failed = true }
    guard !failed, let first else { return nil }
    return ParsedConstraint(
      first: first, relation: expression.relation, second: second, multiplier: expression.multiplier,
      constant: constant, priority: priority ?? 1000, expression: expression)
  }

  func resolvePriority(_ p: PriorityExpression, literal: JSONValue, text: String, metrics: [String: Double]) -> Double?
  {
    var value: Double
    switch p.base {
    case .number(let n): value = n
    case .name(let name):
      if let named = NamedPriority(rawValue: name) {
        value = named.value
      } else if let metric = metrics[name] {
        value = metric
      } else {
        report(
          .unknownName(category: "priority", name: name, within: text), in: literal, range: p.range,
          suggestion: Suggestion.closest(to: name, in: NamedPriority.allCases.map(\.rawValue) + metrics.keys.sorted()))
        return nil
      }
    }
    value += p.offset
    guard value >= 1 && value <= 1000 else {
      report(.outOfRange(what: "priority", value: value, allowed: "1...1000"), in: literal, range: p.range)
      return nil
    }
    return value
  }
}

import Layout

/// Parses the constraint language, one constraint per string:
///
///     constraint := anchor relation expression ("@" priority)?
///     anchor     := item "." attribute          item := id | root | root.safeArea | root.margins
///                                                      | id.contentLayoutGuide | id.frameLayoutGuide
///     relation   := "==" | "<=" | ">="
///     expression := ["-"] term (("+" | "-") term)*
///     term       := factor (("*" | "/") factor)*
///     factor     := number | metric | "system" | anchor
///     priority   := (number | name) (("+" | "-") number)?
///
/// At most one anchor may appear on the right; its numeric factors become the multiplier.
public enum ConstraintParser {
  /// Parses one constraint string.
  public static func parse(_ text: String) throws(StringSyntaxError) -> ConstraintExpression {
    var parser = ConstraintParserState(scanner: TextScanner(text), text: text)
    return try parser.parseConstraint()
  }

  /// Checks that the two anchors (and a missing right anchor) make a constraint UIKit accepts.
  static func validate(first: AnchorExpression, second: AnchorExpression?) throws(StringSyntaxError) {
    guard let second else {
      if !first.attribute.isSize {
        throw StringSyntaxError(
          "\(first.attribute.rawValue) is a position and needs an anchor on the right side; only width and height can equal a constant",
          range: first.range)
      }
      return
    }
    let a = first.attribute
    let b = second.attribute
    if a.isSize != b.isSize {
      throw StringSyntaxError(
        "cannot relate \(a.isSize ? "a size" : "a position") (\(a.rawValue)) to \(b.isSize ? "a size" : "a position") (\(b.rawValue))",
        range: second.range)
    }
    if !a.isSize && a.axis != b.axis {
      throw StringSyntaxError(
        "cannot relate a \(a.axis == .horizontal ? "horizontal" : "vertical") position (\(a.rawValue)) to a \(b.axis == .horizontal ? "horizontal" : "vertical") one (\(b.rawValue))",
        range: second.range)
    }
    if (a.isDirectional && b.isAbsoluteHorizontal) || (a.isAbsoluteHorizontal && b.isDirectional) {
      throw StringSyntaxError(
        "cannot mix leading/trailing with left/right (\(a.rawValue) and \(b.rawValue))", range: second.range)
    }
  }
}

struct ConstraintParserState {
  var scanner: TextScanner
  let text: String

  /// A factor's non-numeric part while a term is being multiplied out.
  enum Factor {
    case metric(String)
    case system
    case anchor(AnchorExpression)
  }

  mutating func parseConstraint() throws(StringSyntaxError) -> ConstraintExpression {
    scanner.skipSpaces()
    guard let firstStart = scanner.peek, TextScanner.isIdentifierStart(firstStart) else {
      throw StringSyntaxError(
        "expected an anchor such as title.leading, found \(scanner.describeToken())", range: scanner.tokenRange())
    }
    let first = try parseAnchorChain(requireAnchor: true)
    guard case .anchor(let firstAnchor) = first.factor else {
      throw StringSyntaxError("expected an anchor such as title.leading", range: first.range)
    }
    scanner.skipSpaces()
    let relationStart = scanner.index
    let relation: Relation
    if scanner.take("==") {
      relation = .equal
    } else if scanner.take("<=") {
      relation = .lessThanOrEqual
    } else if scanner.take(">=") {
      relation = .greaterThanOrEqual
    } else if scanner.peek == "=" || scanner.peek == "<" || scanner.peek == ">" {
      let single = scanner.text(scanner.index..<(scanner.index + 1))
      throw StringSyntaxError(
        "unknown relation \(quoted(single)); use ==, <= or >=", range: scanner.index..<(scanner.index + 1),
        suggestion: single == "=" ? "==" : single + "=")
    } else {
      throw StringSyntaxError(
        "expected a relation (==, <= or >=), found \(scanner.describeToken())", range: scanner.tokenRange())
    }
    let relationRange = relationStart..<scanner.index
    var second: AnchorExpression?
    var multiplier = 1.0
    var constant: [ConstantTerm] = []
    var isFirstTerm = true
    while true {
      scanner.skipSpaces()
      let termStart = scanner.index
      var sign = 1.0
      if scanner.take("-") {
        sign = -1
      } else if scanner.take("+") {
        sign = 1
      } else if !isFirstTerm {
        break
      }
      scanner.skipSpaces()
      let (coefficient, factor, range) = try parseTerm()
      let fullRange = termStart..<range.upperBound
      isFirstTerm = false
      switch factor {
      case .anchor(let anchor):
        if let second {
          throw StringSyntaxError(
            "only one anchor may appear on the right side (already \(text(second.range)))", range: anchor.range)
        }
        second = anchor
        multiplier = sign * coefficient
      case .metric(let name):
        constant.append(ConstantTerm(coefficient: sign * coefficient, unit: .metric(name), range: fullRange))
      case .system:
        constant.append(ConstantTerm(coefficient: sign * coefficient, unit: .systemSpacing, range: fullRange))
      case nil:
        constant.append(ConstantTerm(coefficient: sign * coefficient, unit: .one, range: fullRange))
      }
    }
    scanner.skipSpaces()
    var priority: PriorityExpression?
    if scanner.take("@") {
      priority = try parsePriority()
      scanner.skipSpaces()
    }
    if !scanner.atEnd {
      let message =
        priority == nil
        ? "expected '+', '-', '@' or the end, found \(scanner.describeToken())"
        : "expected the end after the priority, found \(scanner.describeToken())"
      throw StringSyntaxError(message, range: scanner.tokenRange())
    }
    if second == nil && constant.isEmpty {
      throw StringSyntaxError("expected a value after the relation", range: relationRange)
    }
    try ConstraintParser.validate(first: firstAnchor, second: second)
    return ConstraintExpression(
      first: firstAnchor, relation: relation, relationRange: relationRange, second: second,
      multiplier: multiplier, constant: constant, priority: priority, text: text,
      range: 0..<scanner.scalars.count, origin: .constraintLanguage)
  }

  func text(_ range: Range<Int>) -> String { scanner.text(range) }

  /// Reads `factor (("*" | "/") factor)*` and multiplies the numbers out.
  mutating func parseTerm() throws(StringSyntaxError) -> (Double, Factor?, Range<Int>) {
    let start = scanner.index
    var coefficient = 1.0
    var named: (Factor, Range<Int>)?
    var dividing = false
    while true {
      scanner.skipSpaces()
      let factorStart = scanner.index
      if let (value, range) = scanner.number() {
        if dividing {
          if value == 0 { throw StringSyntaxError("division by zero", range: range) }
          coefficient /= value
        } else {
          coefficient *= value
        }
      } else if let s = scanner.peek, TextScanner.isIdentifierStart(s) {
        let chain = try parseAnchorChain(requireAnchor: false)
        if dividing {
          throw StringSyntaxError("can only divide by a number", range: chain.range)
        }
        if let (existing, existingRange) = named {
          _ = existing
          throw StringSyntaxError(
            "cannot multiply \(text(existingRange)) by \(text(chain.range)); only numbers can be factors",
            range: chain.range)
        }
        named = (chain.factor, chain.range)
      } else {
        throw StringSyntaxError(
          "expected a number, a metric, system or an anchor, found \(scanner.describeToken())",
          range: factorStart < scanner.scalars.count ? scanner.tokenRange() : factorStart..<(factorStart + 1))
      }
      let end = scanner.index
      scanner.skipSpaces()
      if scanner.take("*") {
        dividing = false
      } else if scanner.take("/") {
        dividing = true
      } else {
        scanner.index = end
        return (coefficient, named?.0, start..<end)
      }
    }
  }

  /// Reads `name ("." name)*`: one name is a metric or `system`; two or three form an anchor.
  mutating func parseAnchorChain(requireAnchor: Bool) throws(StringSyntaxError) -> (factor: Factor, range: Range<Int>) {
    var parts: [(String, Range<Int>)] = []
    let start = scanner.index
    while let part = scanner.identifier() {
      parts.append(part)
      if scanner.peek == ".", let next = scanner.peek(at: 1), TextScanner.isIdentifierStart(next) {
        scanner.index += 1
      } else {
        break
      }
    }
    let range = start..<scanner.index
    if scanner.peek == "." {
      throw StringSyntaxError("expected an attribute name after '.'", range: scanner.index..<(scanner.index + 1))
    }
    if parts.count == 1 {
      if requireAnchor {
        throw StringSyntaxError(
          "expected an anchor such as \(parts[0].0).leading, found \(quoted(parts[0].0))", range: parts[0].1)
      }
      return (parts[0].0 == "system" ? .system : .metric(parts[0].0), range)
    }
    if parts.count > 3 {
      throw StringSyntaxError("too many '.' parts; expected item.attribute or root.guide.attribute", range: range)
    }
    let (attributeName, attributeRange) = parts[parts.count - 1]
    guard let attribute = LayoutAttribute(rawValue: attributeName) else {
      throw StringSyntaxError(
        "unknown attribute \(quoted(attributeName))", range: attributeRange,
        suggestion: Self.suggestAttribute(attributeName))
    }
    var guide: LayoutGuideName?
    if parts.count == 3 {
      let (guideName, guideRange) = parts[1]
      guard let g = LayoutGuideName(rawValue: guideName) else {
        throw StringSyntaxError(
          "unknown layout guide \(quoted(guideName)); expected safeArea, margins or keyboard (of root), "
            + "contentLayoutGuide or frameLayoutGuide (of a scroll view)", range: guideRange,
          suggestion: Self.suggestGuide(guideName))
      }
      guide = g
    }
    let item = ItemReference(name: .named(parts[0].0), guide: guide, range: parts[0].1)
    return (.anchor(AnchorExpression(item: item, attribute: attribute, range: range)), range)
  }

  /// "safeAreaLayoutGuide" -> "safeArea", "contentGuide" -> "contentLayoutGuide",
  /// "frameLayoutGiude" -> "frameLayoutGuide".
  static func suggestGuide(_ name: String) -> String? {
    if let close = Suggestion.closest(to: name, in: LayoutGuideName.allCases.map(\.rawValue)) { return close }
    let trimmed = name.replacingSuffix("LayoutGuide", with: "").replacingSuffix("Guide", with: "")
    switch trimmed {
    case "margins", "layoutMargins": return "margins"
    case "safeArea": return "safeArea"
    case "keyboard": return "keyboard"
    case "content": return "contentLayoutGuide"
    case "frame": return "frameLayoutGuide"
    default: return Suggestion.closest(to: trimmed, in: ["safeArea", "margins"])
    }
  }

  /// "leadingAnchor" -> "leading", "centerx" -> "centerX", "lead" -> nil.
  static func suggestAttribute(_ name: String) -> String? {
    let stripped = name.replacingSuffix("Anchor", with: "")
    if let exact = LayoutAttribute(rawValue: stripped) { return exact.rawValue }
    return Suggestion.closest(to: stripped, in: LayoutAttribute.allCases.map(\.rawValue))
  }

  mutating func parsePriority() throws(StringSyntaxError) -> PriorityExpression {
    scanner.skipSpaces()
    let start = scanner.index
    let base: PriorityExpression.Base
    if let (value, _) = scanner.number() {
      base = .number(value)
    } else if let (name, _) = scanner.identifier() {
      base = .name(name)
    } else {
      throw StringSyntaxError(
        "expected a priority (a number or required, high, low, defaultHigh, defaultLow) after '@', found \(scanner.describeToken())",
        range: scanner.tokenRange())
    }
    var end = scanner.index
    scanner.skipSpaces()
    var offset = 0.0
    let sign: Double? = scanner.take("+") ? 1 : scanner.take("-") ? -1 : nil
    if let sign {
      scanner.skipSpaces()
      guard let (value, range) = scanner.number() else {
        throw StringSyntaxError("expected a number after the sign", range: scanner.tokenRange())
      }
      offset = sign * value
      end = range.upperBound
    } else {
      scanner.index = end
    }
    return PriorityExpression(base: base, offset: offset, range: start..<end)
  }
}

extension String {
  func replacingSuffix(_ suffix: String, with replacement: String) -> String {
    hasSuffix(suffix) && count > suffix.count ? String(dropLast(suffix.count)) + replacement : self
  }
}

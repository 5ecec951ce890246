import Geometry
import Layout
import Raster
import SceneModel

extension DecodingContext {
  func string(_ value: JSONValue?) -> String? {
    guard let value else { return nil }
    guard let s = value.string else {
      report(.wrongType(expected: "a string", found: value.typeName), at: value)
      return nil
    }
    return s
  }

  /// A colour string (a system colour name, hex or rgb/rgba), checked here so its errors point at it.
  func color(_ value: JSONValue?) -> DynamicColor? {
    guard let value, let text = string(value) else { return nil }
    do { return try DynamicColor(parsing: text) } catch {
      if case .unknownName(let name, let suggestion) = error {
        report(.unknownName(category: "colour", name: name, within: nil), at: value, suggestion: suggestion)
      } else {
        report(.invalid(error.description), at: value)
      }
      return nil
    }
  }

  func bool(_ value: JSONValue?) -> Bool? {
    guard let value else { return nil }
    guard let b = value.bool else {
      report(.wrongType(expected: "true or false", found: value.typeName), at: value)
      return nil
    }
    return b
  }

  func number(_ value: JSONValue?) -> Double? {
    guard let value else { return nil }
    guard let d = value.number else {
      report(.wrongType(expected: "a number", found: value.typeName), at: value)
      return nil
    }
    return d
  }

  /// A number within `range`; `what` names it in the message.
  func number(_ value: JSONValue?, in range: ClosedRange<Double>, _ what: String) -> Double? {
    guard let value, let d = number(value) else { return nil }
    guard range.contains(d) else {
      report(
        .outOfRange(what: what, value: d, allowed: "\(format(range.lowerBound))...\(format(range.upperBound))"),
        at: value)
      return nil
    }
    return d
  }

  /// A number that must be >= 0 (or > 0 when `strictly`).
  func nonNegative(_ value: JSONValue?, _ what: String, strictly: Bool = false) -> Double? {
    guard let value, let d = number(value) else { return nil }
    if d < 0 || (strictly && d == 0) {
      report(.outOfRange(what: what, value: d, allowed: strictly ? "> 0" : ">= 0"), at: value)
      return nil
    }
    return d
  }

  /// A whole number >= `minimum`.
  func integer(_ value: JSONValue?, _ what: String, minimum: Int = 0) -> Int? {
    guard let value, let d = number(value) else { return nil }
    guard d == d.rounded(.towardZero) else {
      report(.wrongType(expected: "a whole number", found: "fractional number"), at: value)
      return nil
    }
    // Past Int the conversion would trap (the parser's magnitude limit can be raised).
    guard let n = Int(checking: d), n >= minimum else {
      report(
        .outOfRange(what: what, value: d, allowed: d < Double(minimum) ? ">= \(minimum)" : "<= \(Int.max)"), at: value)
      return nil
    }
    return n
  }

  /// One of the raw values of `E`, with a suggestion for near misses.
  func choice<E: RawRepresentable & CaseIterable>(_ value: JSONValue?, _ type: E.Type, _ category: String) -> E?
  where E.RawValue == String {
    guard let value, let s = string(value) else { return nil }
    if let e = E(rawValue: s) { return e }
    report(
      .unknownName(category: category, name: s, within: nil), at: value,
      suggestion: Suggestion.closest(to: s, in: E.allCases.map(\.rawValue)))
    return nil
  }

  /// An array, reporting other types.
  func array(_ value: JSONValue?, of what: String) -> [JSONValue]? {
    guard let value else { return nil }
    guard let a = value.array else {
      report(.wrongType(expected: "an array of \(what)", found: value.typeName), at: value)
      return nil
    }
    return a
  }

  /// A priority: a number 1...1000 or a name (required, high, low, defaultHigh, defaultLow, fittingSizeLevel).
  func priority(_ value: JSONValue?) -> Double? {
    guard let value else { return nil }
    if let name = value.string {
      if let named = NamedPriority(rawValue: name) { return named.value }
      report(
        .unknownName(category: "priority", name: name, within: nil), at: value,
        suggestion: Suggestion.closest(to: name, in: NamedPriority.allCases.map(\.rawValue)))
      return nil
    }
    return number(value, in: 1...1000, "priority")
  }

  // MARK: Geometry

  func size(_ value: JSONValue?) -> Size? {
    guard let value, let f = fields(value, SceneKeys.size) else { return nil }
    guard let w = number(require(f, "width")), let h = number(require(f, "height")) else { return nil }
    return Size(width: w, height: h)
  }

  func point(_ value: JSONValue?) -> Point? {
    guard let value, let f = fields(value, SceneKeys.point) else { return nil }
    guard let x = number(require(f, "x")), let y = number(require(f, "y")) else { return nil }
    return Point(x: x, y: y)
  }

  func rect(_ value: JSONValue?) -> Rect? {
    guard let value, let f = fields(value, SceneKeys.rect) else { return nil }
    let x = number(require(f, "x"))
    let y = number(require(f, "y"))
    let w = nonNegative(require(f, "width"), "width")
    let h = nonNegative(require(f, "height"), "height")
    guard let x, let y, let w, let h else { return nil }
    return Rect(x: x, y: y, width: w, height: h)
  }

  /// Insets: a number for every edge, or {top, left, bottom, right} with missing edges 0.
  func insets(_ value: JSONValue?, default fallback: EdgeInsets) -> EdgeInsets {
    guard let value else { return fallback }
    if value.number != nil { return EdgeInsets(all: nonNegative(value, "inset") ?? 0) }
    guard let f = fields(value, SceneKeys.insets) else { return fallback }
    return EdgeInsets(
      top: nonNegative(f["top"], "top inset") ?? 0, left: nonNegative(f["left"], "left inset") ?? 0,
      bottom: nonNegative(f["bottom"], "bottom inset") ?? 0, right: nonNegative(f["right"], "right inset") ?? 0)
  }

  /// `{name: number}` with identifier names.
  func metricTable(_ value: JSONValue?) -> [String: Double] {
    guard let value else { return [:] }
    guard let object = value.object else {
      report(.wrongType(expected: "an object of named numbers", found: value.typeName), at: value)
      return [:]
    }
    var result: [String: Double] = [:]
    for member in object.members {
      if !Identifier.isValid(member.key) || Self.reservedNames.contains(member.key) {
        report(
          .invalid(
            "metric names must be identifiers (letters, digits, _) other than \(Self.reservedNames.sorted().joined(separator: ", "))"
          ),
          at: member.keyPosition, path: member.value.path, length: member.key.unicodeScalars.count + 2)
        continue
      }
      if let d = number(member.value) { result[member.key] = d }
    }
    return result
  }

  /// Names with a fixed meaning in constraint strings.
  static let reservedNames: Set<String> = ["root", "system", "superview"]
}

import Layout

/// Parses a Visual Format Language string into a `VFLFormat` (see its grammar). Spaces between
/// tokens are tolerated; error messages follow Apple's where it has one.
public enum VFLParser {
  /// Parses one format string.
  public static func parse(_ text: String) throws(StringSyntaxError) -> VFLFormat {
    var state = VFLParserState(scanner: TextScanner(text), text: text)
    return try state.parseFormat()
  }
}

struct VFLParserState {
  var scanner: TextScanner
  let text: String

  mutating func parseFormat() throws(StringSyntaxError) -> VFLFormat {
    scanner.skipSpaces()
    var orientation = VFLOrientation.horizontal
    if let s = scanner.peek, s == "H" || s == "V" {
      let mark = scanner.index
      scanner.index += 1
      scanner.skipSpaces()
      guard scanner.take(":") else {
        throw StringSyntaxError(
          "expected ':' after '\(s)' to specify \(s == "V" ? "vertical" : "horizontal") arrangement",
          range: mark..<(mark + 1))
      }
      orientation = s == "V" ? .vertical : .horizontal
    } else if let s = scanner.peek, TextScanner.isIdentifierStart(s) {
      let range = scanner.tokenRange()
      throw StringSyntaxError(
        "expected 'H:', 'V:', '|' or '[' at the start of the format, found \(scanner.describeToken())", range: range)
    }
    scanner.skipSpaces()
    var leading: VFLSuperviewEdge?
    if scanner.peek == "|" {
      let bar = scanner.index..<(scanner.index + 1)
      scanner.index += 1
      let connection = try parseConnection(after: bar.lowerBound)
      leading = VFLSuperviewEdge(barRange: bar, connection: connection)
    }
    scanner.skipSpaces()
    guard scanner.peek == "[" else {
      throw StringSyntaxError(
        "expected a view in brackets such as [button], found \(scanner.describeToken())", range: scanner.tokenRange())
    }
    var views = [try parseView()]
    var connections: [VFLConnection] = []
    var trailing: VFLSuperviewEdge?
    while true {
      scanner.skipSpaces()
      if scanner.atEnd { break }
      let connection = try parseConnection(after: scanner.index - 1)
      scanner.skipSpaces()
      if scanner.peek == "[" {
        views.append(try parseView())
        connections.append(connection)
      } else if scanner.peek == "|" {
        let bar = scanner.index..<(scanner.index + 1)
        scanner.index += 1
        trailing = VFLSuperviewEdge(barRange: bar, connection: connection)
        scanner.skipSpaces()
        if !scanner.atEnd {
          throw StringSyntaxError(
            "the superview '|' must end the format; found \(scanner.describeToken()) after it",
            range: scanner.tokenRange())
        }
        break
      } else if scanner.atEnd {
        throw StringSyntaxError("expected a view or '|' after the connection", range: connection.range)
      } else {
        throw StringSyntaxError(
          "expected '-', '[' or '|' after a view, found \(scanner.describeToken())", range: scanner.tokenRange())
      }
    }
    return VFLFormat(
      text: text, orientation: orientation, leadingSuperview: leading, views: views, connections: connections,
      trailingSuperview: trailing)
  }

  /// Reads a connection; `after` is the index of the character before it (the `|` or `]`).
  mutating func parseConnection(after previous: Int) throws(StringSyntaxError) -> VFLConnection {
    scanner.skipSpaces()
    let start = scanner.index
    guard scanner.take("-") else {
      // A flush connection: its range spans the touching characters so a caret has something to mark.
      return VFLConnection(spacing: .flush, range: max(0, previous)..<min(scanner.scalars.count, start + 1))
    }
    scanner.skipSpaces()
    if scanner.peek == "[" || scanner.peek == "|" {
      return VFLConnection(spacing: .standard, range: start..<(start + 1))
    }
    var predicates: [VFLPredicate]
    if scanner.peek == "(" {
      predicates = try parsePredicateList()
    } else {
      if let (value, range) = scanner.number() {
        predicates = [
          VFLPredicate(relation: .equal, object: .number(value), objectRange: range, priority: nil, range: range)
        ]
      } else if let (name, range) = scanner.identifier() {
        predicates = [
          VFLPredicate(relation: .equal, object: .name(name), objectRange: range, priority: nil, range: range)
        ]
      } else if scanner.atEnd {
        throw StringSyntaxError("expected a view or '|' after '-'", range: start..<(start + 1))
      } else {
        throw StringSyntaxError(
          "expected a number, a metric name or '(' after '-', found \(scanner.describeToken())",
          range: scanner.tokenRange())
      }
    }
    scanner.skipSpaces()
    guard scanner.take("-") else {
      throw StringSyntaxError(
        "expected '-' to close the spacing, found \(scanner.describeToken())", range: scanner.tokenRange())
    }
    return VFLConnection(spacing: .predicates(predicates), range: start..<scanner.index)
  }

  mutating func parseView() throws(StringSyntaxError) -> VFLView {
    let start = scanner.index
    scanner.index += 1  // "["
    scanner.skipSpaces()
    guard let (name, nameRange) = scanner.identifier() else {
      throw StringSyntaxError(
        "expected a view name after '[', found \(scanner.describeToken())", range: scanner.tokenRange())
    }
    scanner.skipSpaces()
    var predicates: [VFLPredicate] = []
    if scanner.peek == "(" {
      predicates = try parsePredicateList()
      scanner.skipSpaces()
    }
    guard scanner.take("]") else {
      let message =
        scanner.peek == "-" || scanner.peek == ","
        ? "a predicate on a view's size must be in parentheses, as in [\(name)(==100)]"
        : "expected ']' to close the view \(quoted(name)), found \(scanner.describeToken())"
      throw StringSyntaxError(message, range: scanner.tokenRange())
    }
    return VFLView(name: name, nameRange: nameRange, predicates: predicates, range: start..<scanner.index)
  }

  /// `(predicate, predicate, ...)`; the cursor is on `(`.
  mutating func parsePredicateList() throws(StringSyntaxError) -> [VFLPredicate] {
    let open = scanner.index
    scanner.index += 1
    var predicates: [VFLPredicate] = []
    while true {
      scanner.skipSpaces()
      predicates.append(try parsePredicate())
      scanner.skipSpaces()
      if scanner.take(",") { continue }
      if scanner.take(")") { return predicates }
      if scanner.atEnd {
        throw StringSyntaxError("unclosed '(': expected ')'", range: open..<(open + 1))
      }
      throw StringSyntaxError(
        "expected ',' or ')' in the predicate list, found \(scanner.describeToken())", range: scanner.tokenRange())
    }
  }

  mutating func parsePredicate() throws(StringSyntaxError) -> VFLPredicate {
    let start = scanner.index
    var relation = Relation.equal
    if scanner.take("==") {
      relation = .equal
    } else if scanner.take("<=") {
      relation = .lessThanOrEqual
    } else if scanner.take(">=") {
      relation = .greaterThanOrEqual
    } else if let s = scanner.peek, s == "=" || s == "<" || s == ">" {
      throw StringSyntaxError("unknown relation; must be ==, >= or <=", range: scanner.index..<(scanner.index + 1))
    }
    scanner.skipSpaces()
    let object: VFLPredicate.Object
    let objectRange: Range<Int>
    let negative = scanner.peek == "-"
    if negative { scanner.index += 1 }
    if let (value, range) = scanner.number() {
      object = .number(negative ? -value : value)
      objectRange = (negative ? range.lowerBound - 1 : range.lowerBound)..<range.upperBound
    } else if !negative, let (name, range) = scanner.identifier() {
      object = .name(name)
      objectRange = range
    } else {
      throw StringSyntaxError(
        "expected a number, a metric or a view name in the predicate, found \(scanner.describeToken())",
        range: scanner.tokenRange())
    }
    scanner.skipSpaces()
    var priority: PriorityExpression?
    if scanner.take("@") {
      scanner.skipSpaces()
      if let (value, range) = scanner.number() {
        priority = PriorityExpression(base: .number(value), range: range)
      } else if let (name, range) = scanner.identifier() {
        priority = PriorityExpression(base: .name(name), range: range)
      } else {
        throw StringSyntaxError(
          "expected a priority (a number or a metric) after '@', found \(scanner.describeToken())",
          range: scanner.tokenRange())
      }
    }
    return VFLPredicate(
      relation: relation, object: object, objectRange: objectRange, priority: priority, range: start..<scanner.index)
  }
}

/// A string of a template with `{...}` placeholders, parsed once and filled in for each repetition.
///
/// A placeholder is integer arithmetic over the template's names: `{i}` (the 0-based index), `{n}`
/// (1-based), `{i-1}`, `{i*44}`, `{i%4}`, `{(i+1)*2}`, with `+ - * / %`, unary minus and parentheses;
/// `/` and `%` truncate toward zero as Swift's do. Braces that name anything else (a counting label's
/// `{value}`), or no name at all (`{}`, `{0}`), are not placeholders and stay as written, so templates
/// and other brace formats can share a string. Malformed arithmetic that names a template variable
/// (`{i+}`) is an error, as are overflow and division by zero: a value is never guessed.
///
/// Used by view templates (`template`) and by table row templates; error ranges are Unicode-scalar
/// offsets into the text, as the constraint parser's are.
struct TemplateText: Sendable, Equatable {
  /// The names a repetition defines: `i` from 0 and `n` from 1.
  static let repetitionNames: Set<String> = ["i", "n"]

  /// The values of `repetitionNames` for the repetition at `index` (0-based).
  static func repetition(_ index: Int) -> [String: Int] {
    let (next, overflow) = index.addingReportingOverflow(1)
    // Without `n` its use reports "no value" rather than trapping; counts are bounded far below.
    return overflow ? ["i": index] : ["i": index, "n": next]
  }

  /// Substitutes `values` into `text` in one go (its names are the keys of `values`).
  static func substitute(_ text: String, _ values: [String: Int]) throws(StringSyntaxError) -> String {
    try TemplateText(text, names: Set(values.keys)).text(values)
  }

  enum Piece: Sendable, Equatable {
    case literal(String)
    /// A placeholder; `range` covers its braces.
    case placeholder(Expression, range: Range<Int>)
  }

  indirect enum Expression: Sendable, Equatable {
    case integer(Int)
    case name(String, range: Range<Int>)
    case negate(Expression, range: Range<Int>)
    case binary(Operator, Expression, Expression, range: Range<Int>)
  }

  enum Operator: Unicode.Scalar, Sendable {
    case add = "+"
    case subtract = "-"
    case multiply = "*"
    case divide = "/"
    case remainder = "%"
  }

  /// The text as literal runs and placeholders, in order.
  let pieces: [Piece]

  /// Parses `text`; `names` are the variables a placeholder may use.
  init(_ text: String, names: Set<String> = TemplateText.repetitionNames) throws(StringSyntaxError) {
    let scalars = Array(text.unicodeScalars)
    var pieces: [Piece] = []
    var literal = String.UnicodeScalarView()
    var index = 0
    while index < scalars.count {
      // The innermost braces: in `{{i}}` the outer pair stays as text around the value.
      guard scalars[index] == "{", let close = scalars[(index + 1)...].firstIndex(where: { $0 == "}" || $0 == "{" }),
        scalars[close] == "}"
      else {
        literal.append(scalars[index])
        index += 1
        continue
      }
      let inner = (index + 1)..<close
      if Self.isPlaceholder(scalars[inner], names: names) {
        var parser = ExpressionParser(scalars: scalars, index: inner.lowerBound, end: inner.upperBound, names: names)
        let expression = try parser.parseWhole()
        if !literal.isEmpty { pieces.append(.literal(String(literal))) }
        literal = String.UnicodeScalarView()
        pieces.append(.placeholder(expression, range: index..<(close + 1)))
      } else {
        literal.append(contentsOf: scalars[index...close])
      }
      index = close + 1
    }
    if !literal.isEmpty { pieces.append(.literal(String(literal))) }
    self.pieces = pieces
  }

  /// True when the text has at least one placeholder.
  var hasPlaceholders: Bool {
    pieces.contains { if case .placeholder = $0 { true } else { false } }
  }

  /// The text with every placeholder replaced by its decimal value under `values`.
  func text(_ values: [String: Int]) throws(StringSyntaxError) -> String {
    var out = ""
    for piece in pieces {
      switch piece {
      case .literal(let text): out += text
      case .placeholder(let expression, _): out += String(try expression.value(values))
      }
    }
    return out
  }

  /// The value when the whole text is one placeholder (`"{i*44}"`), for fields that take a number.
  func integer(_ values: [String: Int]) throws(StringSyntaxError) -> Int? {
    guard pieces.count == 1, case .placeholder(let expression, _) = pieces[0] else { return nil }
    return try expression.value(values)
  }

  /// Where a range of the filled-in text (under `values`) was written in the template: offsets in
  /// literal runs map one to one, and any part of a value maps to its whole placeholder, so a
  /// caret under `dot-1` in `dot-1.trailing` underlines `dot{i-1}`.
  func writtenRange(of range: Range<Int>, _ values: [String: Int]) -> Range<Int> {
    var filled = 0
    var written = 0
    var lower: Int?
    var upper: Int?
    for piece in pieces {
      let filledCount: Int
      let writtenRange: Range<Int>
      switch piece {
      case .literal(let text):
        filledCount = text.unicodeScalars.count
        writtenRange = written..<(written + filledCount)
      case .placeholder(let expression, let range):
        filledCount = ((try? expression.value(values)).map { String($0) } ?? "").unicodeScalars.count
        writtenRange = range
      }
      let isLiteral = if case .literal = piece { true } else { false }
      if lower == nil, range.lowerBound < filled + filledCount {
        lower = isLiteral ? writtenRange.lowerBound + (range.lowerBound - filled) : writtenRange.lowerBound
      }
      if upper == nil, range.upperBound <= filled + filledCount {
        upper = isLiteral ? writtenRange.lowerBound + (range.upperBound - filled) : writtenRange.upperBound
      }
      filled += filledCount
      written = writtenRange.upperBound
    }
    let start = lower ?? written + max(0, range.lowerBound - filled)
    let end = max(start, upper ?? written + max(0, range.upperBound - filled))
    return start..<end
  }

  /// Braces are a placeholder when they name at least one template variable and nothing else.
  private static func isPlaceholder(_ inner: ArraySlice<Unicode.Scalar>, names: Set<String>) -> Bool {
    var scanner = TextScanner(String(String.UnicodeScalarView(inner)))
    var namesVariable = false
    while !scanner.atEnd {
      if let (name, _) = scanner.identifier() {
        guard names.contains(name) else { return false }
        namesVariable = true
      } else {
        scanner.index += 1
      }
    }
    return namesVariable
  }
}

extension TemplateText.Expression {
  /// The value under `values`, with overflow and division by zero reported at their operator.
  func value(_ values: [String: Int]) throws(StringSyntaxError) -> Int {
    switch self {
    case .integer(let n):
      return n
    case .name(let name, let range):
      guard let value = values[name] else { throw StringSyntaxError("`\(name)` has no value here", range: range) }
      return value
    case .negate(let operand, let range):
      let (result, overflow) = Int(0).subtractingReportingOverflow(try operand.value(values))
      if overflow { throw StringSyntaxError("the result is too large for an integer", range: range) }
      return result
    case .binary(let op, let left, let right, let range):
      let a = try left.value(values)
      let b = try right.value(values)
      if (op == .divide || op == .remainder) && b == 0 {
        throw StringSyntaxError("division by zero", range: range)
      }
      let (result, overflow) =
        switch op {
        case .add: a.addingReportingOverflow(b)
        case .subtract: a.subtractingReportingOverflow(b)
        case .multiply: a.multipliedReportingOverflow(by: b)
        case .divide: a.dividedReportingOverflow(by: b)
        case .remainder: a.remainderReportingOverflow(dividingBy: b)
        }
      if overflow { throw StringSyntaxError("the result is too large for an integer", range: range) }
      return result
    }
  }
}

/// Recursive descent over one placeholder's inside: sums of products of signed factors.
private struct ExpressionParser {
  let scalars: [Unicode.Scalar]
  var index: Int
  let end: Int
  let names: Set<String>
  /// Open parentheses and minus signs around the cursor: bounded so a hostile string cannot
  /// exhaust the stack through recursion.
  var depth = 0
  static let maximumDepth = 32

  init(scalars: [Unicode.Scalar], index: Int, end: Int, names: Set<String>) {
    self.scalars = scalars
    self.index = index
    self.end = end
    self.names = names
  }

  typealias Expression = TemplateText.Expression

  mutating func parseWhole() throws(StringSyntaxError) -> Expression {
    let expression = try sum()
    skipSpaces()
    if index < end { throw StringSyntaxError("expected an operator or `}`", range: index..<(index + 1)) }
    return expression
  }

  private mutating func sum() throws(StringSyntaxError) -> Expression {
    let start = position
    var left = try product()
    while let op = take([.add, .subtract]) {
      left = .binary(op, left, try product(), range: start..<index)
    }
    return left
  }

  private mutating func product() throws(StringSyntaxError) -> Expression {
    let start = position
    var left = try factor()
    while let op = take([.multiply, .divide, .remainder]) {
      left = .binary(op, left, try factor(), range: start..<index)
    }
    return left
  }

  private mutating func factor() throws(StringSyntaxError) -> Expression {
    skipSpaces()
    let start = index
    guard index < end else { throw StringSyntaxError("expected a number or a name", range: index..<(index + 1)) }
    let s = scalars[index]
    if s == "-" || s == "(" {
      guard depth < Self.maximumDepth else {
        throw StringSyntaxError("nested more than \(Self.maximumDepth) deep", range: index..<(index + 1))
      }
      depth += 1
    }
    defer { if s == "-" || s == "(" { depth -= 1 } }
    if s == "-" {
      index += 1
      return .negate(try factor(), range: start..<index)
    }
    if s == "(" {
      index += 1
      let inner = try sum()
      skipSpaces()
      guard index < end, scalars[index] == ")" else {
        throw StringSyntaxError("expected `)` to close the `(`", range: index..<(index + 1))
      }
      index += 1
      return inner
    }
    if TextScanner.isDigit(s) {
      var value = 0
      while index < end, TextScanner.isDigit(scalars[index]) {
        let (times10, o1) = value.multipliedReportingOverflow(by: 10)
        let (next, o2) = times10.addingReportingOverflow(Int(scalars[index].value - 48))
        if o1 || o2 { throw StringSyntaxError("the number is too large for an integer", range: start..<(index + 1)) }
        value = next
        index += 1
      }
      return .integer(value)
    }
    if TextScanner.isIdentifierStart(s) {
      while index < end, TextScanner.isIdentifierStart(scalars[index]) || TextScanner.isDigit(scalars[index]) {
        index += 1
      }
      return .name(String(String.UnicodeScalarView(scalars[start..<index])), range: start..<index)
    }
    throw StringSyntaxError("expected a number or a name, found `\(s)`", range: index..<(index + 1))
  }

  /// The index after spaces, where the next operand starts.
  private var position: Int {
    var i = index
    while i < end, scalars[i] == " " || scalars[i] == "\t" { i += 1 }
    return i
  }

  private mutating func skipSpaces() {
    while index < end, scalars[index] == " " || scalars[index] == "\t" { index += 1 }
  }

  private mutating func take(_ operators: [TemplateText.Operator]) -> TemplateText.Operator? {
    skipSpaces()
    guard index < end, let op = TemplateText.Operator(rawValue: scalars[index]), operators.contains(op) else {
      return nil
    }
    index += 1
    return op
  }
}

/// A cursor over the Unicode scalars of a short string, shared by the constraint and VFL parsers.
struct TextScanner {
  let scalars: [Unicode.Scalar]
  var index = 0

  init(_ text: String) { scalars = Array(text.unicodeScalars) }

  var atEnd: Bool { index >= scalars.count }
  var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

  func peek(at offset: Int) -> Unicode.Scalar? {
    index + offset < scalars.count ? scalars[index + offset] : nil
  }

  mutating func skipSpaces() {
    while let s = peek, s == " " || s == "\t" || s == "\n" { index += 1 }
  }

  /// Consumes `literal` if the text continues with it.
  mutating func take(_ literal: String) -> Bool {
    let wanted = Array(literal.unicodeScalars)
    guard index + wanted.count <= scalars.count, Array(scalars[index..<(index + wanted.count)]) == wanted else {
      return false
    }
    index += wanted.count
    return true
  }

  static func isIdentifierStart(_ s: Unicode.Scalar) -> Bool {
    (s >= "a" && s <= "z") || (s >= "A" && s <= "Z") || s == "_"
  }

  static func isDigit(_ s: Unicode.Scalar) -> Bool { s >= "0" && s <= "9" }

  /// Reads a C identifier at the cursor.
  mutating func identifier() -> (String, Range<Int>)? {
    guard let s = peek, Self.isIdentifierStart(s) else { return nil }
    let start = index
    while let s = peek, Self.isIdentifierStart(s) || Self.isDigit(s) { index += 1 }
    return (text(start..<index), start..<index)
  }

  /// Reads an unsigned decimal number (`12`, `0.5`, `.5`, `1e3`) at the cursor.
  mutating func number() -> (Double, Range<Int>)? {
    let start = index
    while let s = peek, Self.isDigit(s) { index += 1 }
    if peek == ".", let next = peek(at: 1), Self.isDigit(next) {
      index += 1
      while let s = peek, Self.isDigit(s) { index += 1 }
    }
    guard index > start else { return nil }
    if peek == "e" || peek == "E" {
      let mark = index
      index += 1
      if peek == "+" || peek == "-" { index += 1 }
      if let s = peek, Self.isDigit(s) {
        while let s = peek, Self.isDigit(s) { index += 1 }
      } else {
        index = mark
      }
    }
    guard let value = Double(text(start..<index)), value.isFinite else {
      index = start
      return nil
    }
    return (value, start..<index)
  }

  func text(_ range: Range<Int>) -> String {
    var out = String.UnicodeScalarView()
    out.append(contentsOf: scalars[range])
    return String(out)
  }

  /// The range of the token at the cursor, for carets on unexpected input.
  func tokenRange() -> Range<Int> {
    guard let s = peek else { return index..<(index + 1) }
    var end = index + 1
    if Self.isIdentifierStart(s) || Self.isDigit(s) {
      while end < scalars.count, Self.isIdentifierStart(scalars[end]) || Self.isDigit(scalars[end]) { end += 1 }
    }
    return index..<end
  }

  /// A description of the token at the cursor for messages: `"foo"` or `end of text`.
  func describeToken() -> String {
    atEnd ? "end of text" : quoted(text(tokenRange()))
  }
}

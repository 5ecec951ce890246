extension Tolerance {
  /// Parses `"12"` (a pixel count) or `"0.5%"` (a percentage of all pixels); nil when malformed.
  public init?(_ text: String) {
    guard let parsed = try? Tolerance(parsing: text) else { return nil }
    self = parsed
  }

  /// Parses `"12"` or `"0.5%"`, throwing an error that says what is wrong with the text.
  public init(parsing text: String) throws(DiffError) {
    var slice = Substring(text)
    while slice.first?.isWhitespace == true { slice.removeFirst() }
    while slice.last?.isWhitespace == true { slice.removeLast() }
    let trimmed = String(slice)
    guard !trimmed.isEmpty else { throw .invalidTolerance(text: text, reason: "it is empty") }
    if trimmed.hasSuffix("%") {
      let number = String(trimmed.dropLast()).filter { !$0.isWhitespace }
      guard Self.isPlainDecimal(number), let value = Double(number) else {
        throw .invalidTolerance(text: text, reason: "\"\(number)\" is not a plain decimal number")
      }
      guard value <= 100 else { throw .invalidTolerance(text: text, reason: "a percentage cannot exceed 100") }
      self = .percent(value)
    } else {
      // Digits only: a sign, a fraction or an exponent has no meaning for a count of pixels.
      guard trimmed.allSatisfy({ $0.isASCII && $0.isNumber }), let count = Int(trimmed) else {
        throw .invalidTolerance(text: text, reason: "a pixel count must be a whole number of 0 or more")
      }
      self = .pixels(count)
    }
  }

  /// Digits with at most one dot and at least one digit; rejects signs, exponents, `inf` and `nan`.
  private static func isPlainDecimal(_ text: String) -> Bool {
    var digits = 0
    var dots = 0
    for character in text {
      if character == "." {
        dots += 1
      } else if character.isASCII && character.isNumber {
        digits += 1
      } else {
        return false
      }
    }
    return digits > 0 && dots <= 1
  }
}

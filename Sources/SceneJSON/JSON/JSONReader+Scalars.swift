extension JSONReader {
  /// Reads a number; the index is on `-` or a digit.
  mutating func readNumber(place: Place) throws(SceneError) -> JSONValue {
    let start = position
    let begin = index
    var isInteger = true
    if bytes[index] == UInt8(ascii: "-") {
      index += 1
      if !atEnd && bytes[index] == UInt8(ascii: "I") {
        index = begin
        return try readWord(place: place)
      }
    }
    guard !atEnd, isDigit(bytes[index]) else { throw invalidNumber(from: begin, at: start) }
    if bytes[index] == UInt8(ascii: "0") {
      index += 1
      if !atEnd && isDigit(bytes[index]) { throw invalidNumber(from: begin, at: start) }
    } else {
      while !atEnd && isDigit(bytes[index]) { index += 1 }
    }
    if !atEnd && bytes[index] == UInt8(ascii: ".") {
      isInteger = false
      index += 1
      guard !atEnd, isDigit(bytes[index]) else { throw invalidNumber(from: begin, at: start) }
      while !atEnd && isDigit(bytes[index]) { index += 1 }
    }
    if !atEnd && (bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E")) {
      isInteger = false
      index += 1
      if !atEnd && (bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")) { index += 1 }
      guard !atEnd, isDigit(bytes[index]) else { throw invalidNumber(from: begin, at: start) }
      while !atEnd && isDigit(bytes[index]) { index += 1 }
    }
    let length = index - begin
    let literal = String(decoding: bytes[begin..<index], as: UTF8.self)
    if length > options.maxNumberLength {
      throw fail(
        .invalid("number literal is longer than \(options.maxNumberLength) characters"), at: start, length: length)
    }
    let value: Double
    if isInteger && length <= 16 {
      // Small integers are exact; skip the general conversion.
      var magnitude: Int64 = 0
      for b in bytes[begin..<index] where b != UInt8(ascii: "-") { magnitude = magnitude * 10 + Int64(b - 48) }
      value = Double(bytes[begin] == UInt8(ascii: "-") ? -magnitude : magnitude)
    } else {
      value = Double(literal) ?? .infinity
    }
    guard value.isFinite, abs(value) <= options.maxMagnitude else {
      throw fail(.numberTooLarge(literal, limit: options.maxMagnitude), at: start, length: length)
    }
    return node(.number(value, literal: literal), start, place)
  }

  func isDigit(_ b: UInt8) -> Bool { b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9") }

  mutating func invalidNumber(from begin: Int, at start: SourcePosition) -> SceneError {
    // Show the literal up to the first character that cannot belong to any number.
    var end = index
    while end < bytes.count, isNumberCharacter(bytes[end]) { end += 1 }
    let text = String(decoding: bytes[begin..<max(end, begin + 1)], as: UTF8.self)
    return fail(.invalidNumber(text), at: start, length: max(1, end - begin))
  }

  func isNumberCharacter(_ b: UInt8) -> Bool {
    isDigit(b) || b == UInt8(ascii: ".") || b == UInt8(ascii: "-") || b == UInt8(ascii: "+")
      || b == UInt8(ascii: "e") || b == UInt8(ascii: "E")
  }

  /// Reads `true`, `false` or `null`; anything else is an error with the best explanation available.
  mutating func readWord(place: Place) throws(SceneError) -> JSONValue {
    let start = position
    let begin = index
    let first = bytes[index]
    if first == UInt8(ascii: "'") { throw fail(.singleQuotedString, at: start) }
    if first == UInt8(ascii: "-") { index += 1 }
    while !atEnd && isWordCharacter(bytes[index]) { index += 1 }
    guard index > begin else {
      throw unexpected(expected: "a value")
    }
    let word = String(decoding: bytes[begin..<index], as: UTF8.self)
    switch word {
    case "true": return node(.bool(true), start, place)
    case "false": return node(.bool(false), start, place)
    case "null": return node(.null, start, place)
    case "NaN", "Infinity", "-Infinity", "nan", "inf", "-inf":
      throw fail(.nonFiniteNumber(word), at: start, length: word.count)
    default:
      index = begin
      guard isWordCharacter(first) else { throw unexpected(expected: "a value") }
      throw fail(
        .unexpectedWord(word), at: start, length: word.count,
        suggestion: Suggestion.closest(to: word, in: ["true", "false", "null"]))
    }
  }

  func isWordCharacter(_ b: UInt8) -> Bool {
    (b >= 65 && b <= 90) || (b >= 97 && b <= 122) || isDigit(b) || b == 95
  }
}

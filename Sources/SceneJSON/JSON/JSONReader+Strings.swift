extension JSONReader {
  /// Reads a string literal; the index is on its opening quote.
  mutating func readString() throws(SceneError) -> String {
    let literalStart = position
    index += 1
    let contentStart = index
    // Fast path: no escapes, so the bytes between the quotes are the string.
    while index < bytes.count {
      let b = bytes[index]
      if b == UInt8(ascii: "\"") {
        let slice = UnsafeBufferPointer(rebasing: bytes[contentStart..<index])
        index += 1
        guard let text = String(validating: slice, as: UTF8.self) else {
          throw fail(.invalidUTF8, at: literalStart)
        }
        return text
      }
      if b == UInt8(ascii: "\\") { break }
      if b < 0x20 { throw controlCharacterError(b, literalStart: literalStart) }
      if b & 0xC0 == 0x80 { continuationBytes += 1 }
      index += 1
    }
    guard index < bytes.count else {
      throw fail(.unexpectedEnd(expected: "'\"' to close the string started at \(literalStart)"), at: position)
    }
    var buffer = Array(bytes[contentStart..<index])
    while index < bytes.count {
      let b = bytes[index]
      switch b {
      case UInt8(ascii: "\""):
        index += 1
        guard let text = String(validating: buffer, as: UTF8.self) else {
          throw fail(.invalidUTF8, at: literalStart)
        }
        return text
      case UInt8(ascii: "\\"):
        try readEscape(into: &buffer)
      case 0..<0x20:
        throw controlCharacterError(b, literalStart: literalStart)
      default:
        if b & 0xC0 == 0x80 { continuationBytes += 1 }
        buffer.append(b)
        index += 1
      }
    }
    throw fail(.unexpectedEnd(expected: "'\"' to close the string started at \(literalStart)"), at: position)
  }

  func controlCharacterError(_ b: UInt8, literalStart: SourcePosition) -> SceneError {
    if b == 0x0A || b == 0x0D {
      return fail(
        .unexpectedCharacter(found: "line break", expected: "'\"' to close the string started at \(literalStart)"),
        at: position)
    }
    return fail(.controlCharacterInString(UInt32(b)), at: position)
  }

  /// Reads one escape sequence (index on the backslash) and appends its UTF-8 bytes.
  mutating func readEscape(into buffer: inout [UInt8]) throws(SceneError) {
    let escapeStart = position
    guard index + 1 < bytes.count else { throw fail(.unexpectedEnd(expected: "an escape sequence"), at: position) }
    let e = bytes[index + 1]
    let simple: UInt8? =
      switch e {
      case UInt8(ascii: "\""): 0x22
      case UInt8(ascii: "\\"): 0x5C
      case UInt8(ascii: "/"): 0x2F
      case UInt8(ascii: "b"): 0x08
      case UInt8(ascii: "f"): 0x0C
      case UInt8(ascii: "n"): 0x0A
      case UInt8(ascii: "r"): 0x0D
      case UInt8(ascii: "t"): 0x09
      default: nil
      }
    if let simple {
      buffer.append(simple)
      index += 2
      return
    }
    guard e == UInt8(ascii: "u") else {
      let shown = e < 0x80 && e >= 0x20 ? "\\" + String(Character(Unicode.Scalar(e))) : "\\"
      throw fail(.invalidEscape(shown), at: escapeStart, length: 2)
    }
    let high = try readHex4(at: index + 2, escapeStart: escapeStart)
    index += 6
    var scalarValue = high
    if (0xD800...0xDBFF).contains(high) {
      // A high surrogate must be followed by an escaped low surrogate.
      guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
      else {
        throw fail(
          .invalidUnicodeEscape(escapeText(escapeStart.offset, 6) + " (unpaired surrogate)"), at: escapeStart, length: 6
        )
      }
      let low = try readHex4(at: index + 2, escapeStart: escapeStart)
      guard (0xDC00...0xDFFF).contains(low) else {
        throw fail(
          .invalidUnicodeEscape(escapeText(escapeStart.offset, 12) + " (unpaired surrogate)"), at: escapeStart,
          length: 12)
      }
      index += 6
      scalarValue = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
    } else if (0xDC00...0xDFFF).contains(high) {
      throw fail(
        .invalidUnicodeEscape(escapeText(escapeStart.offset, 6) + " (unpaired surrogate)"), at: escapeStart, length: 6)
    }
    guard let scalar = Unicode.Scalar(scalarValue) else {
      throw fail(.invalidUnicodeEscape(escapeText(escapeStart.offset, 6)), at: escapeStart, length: 6)
    }
    buffer.append(contentsOf: Array(String(Character(scalar)).utf8))
  }

  func readHex4(at start: Int, escapeStart: SourcePosition) throws(SceneError) -> UInt32 {
    var value: UInt32 = 0
    for i in start..<(start + 4) {
      guard i < bytes.count else { throw fail(.unexpectedEnd(expected: "four hex digits"), at: position) }
      let b = bytes[i]
      let digit: UInt32
      switch b {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(b - 48)
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(b - 87)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(b - 55)
      default:
        throw fail(
          .invalidUnicodeEscape(escapeText(escapeStart.offset, i - escapeStart.offset + 1)), at: escapeStart, length: 2)
      }
      value = value << 4 | digit
    }
    return value
  }

  func escapeText(_ offset: Int, _ length: Int) -> String {
    let end = min(bytes.count, offset + length)
    return String(decoding: bytes[offset..<end], as: UTF8.self)
  }
}

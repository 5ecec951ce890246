/// The text of a scene file with its name, used for positions and error excerpts.
public struct SourceFile: Sendable, Hashable {
  /// The name shown in messages (usually the path as the user typed it).
  public let name: String
  /// The UTF-8 bytes.
  public let bytes: [UInt8]

  /// Creates a source from bytes.
  public init(name: String, bytes: [UInt8]) {
    self.name = name
    self.bytes = bytes
  }

  /// Creates a source from text.
  public init(name: String, text: String) {
    self.init(name: name, bytes: Array(text.utf8))
  }

  /// The text of the line holding `offset`, without its line break.
  public func lineText(containing offset: Int) -> String {
    let clamped = max(0, min(offset, bytes.count))
    var start = clamped
    while start > 0 && bytes[start - 1] != 0x0A { start -= 1 }
    var end = clamped
    while end < bytes.count && bytes[end] != 0x0A && bytes[end] != 0x0D { end += 1 }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }

  /// Where the scalar at `scalarOffset` of the decoded value of the string literal starting at `literal`
  /// (its opening quote) is in the file; escapes such as `\n` or `\u00e9` are accounted for.
  public func position(ofScalar scalarOffset: Int, inStringLiteralAt literal: SourcePosition) -> SourcePosition {
    var index = literal.offset + 1
    var column = literal.column + 1
    var decoded = 0
    while decoded < scalarOffset && index < bytes.count {
      let b = bytes[index]
      if b == 0x22 { break }
      if b == 0x5C, index + 1 < bytes.count {
        let escapeLength: Int
        if bytes[index + 1] == 0x75 {
          // A surrogate pair decodes to one scalar but spans two escapes.
          let isHigh =
            index + 2 < bytes.count && (bytes[index + 2] == 0x44 || bytes[index + 2] == 0x64)
            && index + 3 < bytes.count && [0x38, 0x39, 0x41, 0x42, 0x61, 0x62].contains(bytes[index + 3])
          escapeLength = isHigh ? 12 : 6
        } else {
          escapeLength = 2
        }
        index += escapeLength
        column += escapeLength
      } else {
        index += 1
        if b & 0xC0 != 0x80 { column += 1 }
        // Skip the continuation bytes of a multi-byte scalar.
        while index < bytes.count && bytes[index] & 0xC0 == 0x80 { index += 1 }
      }
      decoded += 1
    }
    return SourcePosition(line: literal.line, column: column, offset: index)
  }
}

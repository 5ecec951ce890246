/// The byte-level state machine behind `JSONParser`.
struct JSONReader {
  let bytes: UnsafeBufferPointer<UInt8>
  let source: SourceFile
  let options: JSONParser.Options
  var index = 0
  var line = 1
  var lineStart = 0
  /// UTF-8 continuation bytes seen since `lineStart`: columns count scalars, not bytes.
  var continuationBytes = 0

  init(bytes: UnsafeBufferPointer<UInt8>, source: SourceFile, options: JSONParser.Options) {
    self.bytes = bytes
    self.source = source
    self.options = options
  }

  /// An open array or object waiting for its remaining elements.
  struct Frame {
    let isObject: Bool
    let start: SourcePosition
    let path: JSONPath
    var elements: [JSONValue] = []
    var members: [JSONMember] = []
    /// Built only for objects with many members; small objects check duplicates by a linear scan.
    var keyIndex: [String: SourcePosition] = [:]
    var pendingKey = ""
    var pendingKeyPosition = SourcePosition(line: 1, column: 1, offset: 0)
  }

  var position: SourcePosition {
    SourcePosition(line: line, column: index - lineStart - continuationBytes + 1, offset: index)
  }

  var atEnd: Bool { index >= bytes.count }

  func fail(_ problem: SceneProblem, at position: SourcePosition, length: Int = 1, suggestion: String? = nil)
    -> SceneError
  {
    source.error(problem, at: position, length: length, suggestion: suggestion)
  }

  mutating func parseDocument() throws(SceneError) -> JSONValue {
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
      index = 3  // A UTF-8 byte order mark is tolerated and does not count as a column.
      lineStart = 3
    }
    try skipWhitespace()
    if atEnd { throw fail(.emptyDocument, at: position) }
    var stack: [Frame] = []
    var path = JSONPath.root
    while true {
      try skipWhitespace()
      let start = position
      guard !atEnd else { throw fail(.unexpectedEnd(expected: "a value"), at: start) }
      var value: JSONValue
      switch bytes[index] {
      case UInt8(ascii: "{"):
        try checkDepth(stack.count, at: start)
        index += 1
        try skipWhitespace()
        if !atEnd && bytes[index] == UInt8(ascii: "}") {
          index += 1
          value = JSONValue(kind: .object(JSONObject(members: [])), position: start, path: path)
        } else {
          var frame = Frame(isObject: true, start: start, path: path)
          try readKey(into: &frame, comma: nil)
          path = frame.path.appending(key: frame.pendingKey)
          stack.append(frame)
          continue
        }
      case UInt8(ascii: "["):
        try checkDepth(stack.count, at: start)
        index += 1
        try skipWhitespace()
        if !atEnd && bytes[index] == UInt8(ascii: "]") {
          index += 1
          value = JSONValue(kind: .array([]), position: start, path: path)
        } else {
          stack.append(Frame(isObject: false, start: start, path: path))
          path = path.appending(index: 0)
          continue
        }
      case UInt8(ascii: "\""):
        value = JSONValue(kind: .string(try readString()), position: start, path: path)
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        value = try readNumber(path: path)
      default:
        value = try readWord(path: path)
      }
      // Attach the finished value to its container, closing every container that ends here.
      attach: while true {
        guard var frame = stack.popLast() else {
          try skipWhitespace()
          if !atEnd { throw fail(.trailingContent, at: position) }
          return value
        }
        try skipWhitespace()
        let closer = UInt8(ascii: frame.isObject ? "}" : "]")
        if frame.isObject {
          frame.members.append(
            JSONMember(key: frame.pendingKey, keyPosition: frame.pendingKeyPosition, value: value))
        } else {
          frame.elements.append(value)
        }
        guard !atEnd else {
          throw fail(.unexpectedEnd(expected: frame.isObject ? "',' or '}'" : "',' or ']'"), at: position)
        }
        let byte = bytes[index]
        if byte == UInt8(ascii: ",") {
          let comma = position
          index += 1
          if frame.isObject {
            try readKey(into: &frame, comma: comma)
            path = frame.path.appending(key: frame.pendingKey)
          } else {
            try skipWhitespace()
            if !atEnd && bytes[index] == closer { throw fail(.trailingComma, at: comma) }
            path = frame.path.appending(index: frame.elements.count)
          }
          stack.append(frame)
          break attach
        } else if byte == closer {
          index += 1
          let kind: JSONValue.Kind =
            frame.isObject ? .object(JSONObject(members: frame.members)) : .array(frame.elements)
          value = JSONValue(kind: kind, position: frame.start, path: frame.path)
        } else {
          throw unexpected(expected: frame.isObject ? "',' or '}'" : "',' or ']'")
        }
      }
    }
  }

  func checkDepth(_ depth: Int, at position: SourcePosition) throws(SceneError) {
    if depth >= options.maxDepth { throw fail(.nestingTooDeep(limit: options.maxDepth), at: position) }
  }

  /// Reads `"key" :` after `{` or after a comma, rejecting duplicates.
  mutating func readKey(into frame: inout Frame, comma: SourcePosition?) throws(SceneError) {
    try skipWhitespace()
    guard !atEnd else { throw fail(.unexpectedEnd(expected: "a string key"), at: position) }
    if let comma, bytes[index] == UInt8(ascii: "}") { throw fail(.trailingComma, at: comma) }
    guard bytes[index] == UInt8(ascii: "\"") else {
      if bytes[index] == UInt8(ascii: "'") { throw fail(.singleQuotedString, at: position) }
      throw unexpected(expected: "a string key in double quotes")
    }
    let keyPosition = position
    let key = try readString()
    if frame.members.count < 8 {
      if let first = frame.members.first(where: { $0.key == key }) {
        throw fail(.duplicateKey(key, first: first.keyPosition), at: keyPosition, length: key.unicodeScalars.count + 2)
      }
    } else {
      // Index lazily: members are appended in order and are known to be unique.
      for member in frame.members[frame.keyIndex.count...] { frame.keyIndex[member.key] = member.keyPosition }
      if let first = frame.keyIndex[key] {
        throw fail(.duplicateKey(key, first: first), at: keyPosition, length: key.unicodeScalars.count + 2)
      }
    }
    try skipWhitespace()
    guard !atEnd else { throw fail(.unexpectedEnd(expected: "':' after the key"), at: position) }
    guard bytes[index] == UInt8(ascii: ":") else { throw unexpected(expected: "':' after the key") }
    index += 1
    frame.pendingKey = key
    frame.pendingKeyPosition = keyPosition
  }

  mutating func skipWhitespace() throws(SceneError) {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09:
        index += 1
      case 0x0A:
        index += 1
        newLine()
      case 0x0D:
        index += 1
        if index < bytes.count && bytes[index] == 0x0A { index += 1 }
        newLine()
      case UInt8(ascii: "/"):
        if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*") {
          throw fail(.comment, at: position, length: 2)
        }
        return
      default:
        return
      }
    }
  }

  mutating func newLine() {
    line += 1
    lineStart = index
    continuationBytes = 0
  }

  /// An "unexpected character" error for the byte at the current index.
  func unexpected(expected: String) -> SceneError {
    fail(.unexpectedCharacter(found: describeCharacter(), expected: expected), at: position)
  }

  /// A readable name for the character at the current index: `'x'`, "line break", "U+00E9 'é'".
  func describeCharacter() -> String {
    guard !atEnd else { return "end of file" }
    let b = bytes[index]
    if b == 0x0A || b == 0x0D { return "line break" }
    if b >= 0x20 && b < 0x7F { return "'\(Character(Unicode.Scalar(b)))'" }
    if b < 0x80 { return "control character U+\(SceneErrorRenderer.hex4(UInt32(b)))" }
    let end = min(bytes.count, index + 4)
    var iterator = bytes[index..<end].makeIterator()
    var decoder = UTF8()
    if case .scalarValue(let scalar) = decoder.decode(&iterator) {
      return "character U+\(SceneErrorRenderer.hex4(scalar.value)) '\(Character(scalar))'"
    }
    return "invalid UTF-8 byte"
  }
}

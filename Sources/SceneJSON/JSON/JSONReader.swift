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

  /// Where a value being parsed goes: its container's path and its own step from there.
  struct Place {
    let parent: JSONPath
    let component: JSONPath.Component?
  }

  /// An open array or object waiting for its remaining elements.
  struct Frame {
    let isObject: Bool
    let start: SourcePosition
    let place: Place
    /// The container's own path, allocated once and shared by all its children.
    let path: JSONPath
    var elements: [JSONValue] = []
    var members: [JSONMember] = []
    /// Built only for objects with many members; small objects check duplicates by a linear scan.
    var keyIndex: [String: SourcePosition] = [:]
    var pendingKey = ""
    var pendingKeyPosition = SourcePosition(line: 1, column: 1, offset: 0)

    init(isObject: Bool, start: SourcePosition, place: Place) {
      self.isObject = isObject
      self.start = start
      self.place = place
      self.path = place.component.map { place.parent.appending($0) } ?? place.parent
    }
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

  func node(_ kind: JSONValue.Kind, _ position: SourcePosition, _ place: Place) -> JSONValue {
    JSONValue(kind: kind, position: position, parentPath: place.parent, component: place.component)
  }

  mutating func parseDocument() throws(SceneError) -> JSONValue {
    if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF {
      index = 3  // A UTF-8 byte order mark is tolerated and does not count as a column.
      lineStart = 3
    }
    try skipWhitespace()
    if atEnd { throw fail(.emptyDocument, at: position) }
    // Frames are mutated in place (stack[top]) so large containers are never copied.
    var stack: [Frame] = []
    var place = Place(parent: .root, component: nil)
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
          value = node(.object(JSONObject(members: [])), start, place)
        } else {
          stack.append(Frame(isObject: true, start: start, place: place))
          let top = stack.count - 1
          try readKey(into: &stack[top], comma: nil)
          place = Place(parent: stack[top].path, component: .key(stack[top].pendingKey))
          continue
        }
      case UInt8(ascii: "["):
        try checkDepth(stack.count, at: start)
        index += 1
        try skipWhitespace()
        if !atEnd && bytes[index] == UInt8(ascii: "]") {
          index += 1
          value = node(.array([]), start, place)
        } else {
          stack.append(Frame(isObject: false, start: start, place: place))
          place = Place(parent: stack[stack.count - 1].path, component: .index(0))
          continue
        }
      case UInt8(ascii: "\""):
        value = node(.string(try readString()), start, place)
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        value = try readNumber(place: place)
      default:
        value = try readWord(place: place)
      }
      // Attach the finished value to its container, closing every container that ends here.
      attach: while true {
        guard !stack.isEmpty else {
          try skipWhitespace()
          if !atEnd { throw fail(.trailingContent, at: position) }
          return value
        }
        let top = stack.count - 1
        let isObject = stack[top].isObject
        try skipWhitespace()
        if isObject {
          stack[top].members.append(
            JSONMember(key: stack[top].pendingKey, keyPosition: stack[top].pendingKeyPosition, value: value))
        } else {
          stack[top].elements.append(value)
        }
        let closer = UInt8(ascii: isObject ? "}" : "]")
        guard !atEnd else {
          throw fail(.unexpectedEnd(expected: isObject ? "',' or '}'" : "',' or ']'"), at: position)
        }
        let byte = bytes[index]
        if byte == UInt8(ascii: ",") {
          let comma = position
          index += 1
          if isObject {
            try readKey(into: &stack[top], comma: comma)
            place = Place(parent: stack[top].path, component: .key(stack[top].pendingKey))
          } else {
            try skipWhitespace()
            if !atEnd && bytes[index] == closer { throw fail(.trailingComma, at: comma) }
            place = Place(parent: stack[top].path, component: .index(stack[top].elements.count))
          }
          break attach
        } else if byte == closer {
          index += 1
          guard let frame = stack.popLast() else { continue }
          let kind: JSONValue.Kind =
            frame.isObject ? .object(JSONObject(members: frame.members)) : .array(frame.elements)
          value = node(kind, frame.start, frame.place)
        } else {
          throw unexpected(expected: isObject ? "',' or '}'" : "',' or ']'")
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

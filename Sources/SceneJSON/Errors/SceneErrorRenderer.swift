/// The one place where errors become text, in the compiler style:
///
///     scene.json:12:15: error: views[2].kind: unknown kind "lable"; did you mean "label"?
///        12 |     "kind": "lable",
///           |             ^~~~~~~
public enum SceneErrorRenderer {
  /// Widest excerpt shown; longer lines (minified files) are cut around the caret.
  static let excerptWidth = 100

  /// Renders errors separated by blank lines.
  public static func render(_ errors: [SceneError]) -> String {
    errors.map(render).joined(separator: "\n\n")
  }

  /// Renders one error: the headline plus, when known, the source line and a caret.
  public static func render(_ error: SceneError) -> String {
    var text = headline(error)
    if let position = error.position, let line = error.sourceLine {
      text += "\n" + excerpt(line: line, position: position, length: error.length)
    }
    return text
  }

  /// `file:line:column: error: path: message; did you mean "x"?`
  public static func headline(_ error: SceneError) -> String {
    var text = error.file
    if let p = error.position { text += ":\(p.line):\(p.column)" }
    text += ": error: "
    if let path = error.path, !path.isEmpty { text += path + ": " }
    text += message(error)
    if let suggestion = error.suggestion { text += "; did you mean \(quoted(suggestion))?" }
    return text
  }

  /// The sentence describing the error's problem, with its note (which repetition of a template).
  public static func message(_ error: SceneError) -> String {
    message(error.problem) + (error.note.map { " (\($0))" } ?? "")
  }

  /// The sentence describing a problem.
  public static func message(_ problem: SceneProblem) -> String {
    switch problem {
    case .unreadableFile(let reason): "cannot read the scene file: \(reason)"
    case .unexpectedCharacter(let found, let expected): "unexpected \(found); expected \(expected)"
    case .unexpectedEnd(let expected): "unexpected end of file; expected \(expected)"
    case .unexpectedWord(let word): "unexpected word \(quoted(word)); expected a JSON value"
    case .invalidUTF8: "invalid UTF-8 byte sequence"
    case .invalidEscape(let e): "invalid escape sequence \"\(e)\""
    case .invalidUnicodeEscape(let e): "invalid unicode escape \"\(e)\""
    case .controlCharacterInString(let v):
      "control character U+\(hex4(v)) must be escaped inside a string"
    case .invalidNumber(let text): "invalid number \"\(text)\""
    case .numberTooLarge(let text, let limit):
      "number \(text) is too large (the limit is ±\(format(limit)))"
    case .nonFiniteNumber(let text): "\(text) is not a valid JSON number (only finite numbers are allowed)"
    case .duplicateKey(let key, let first): "duplicate key \(quoted(key)) (first defined at \(first))"
    case .nestingTooDeep(let limit): "arrays and objects are nested deeper than \(limit) levels"
    case .trailingComma: "trailing comma is not allowed in JSON"
    case .comment: "comments are not allowed in JSON"
    case .singleQuotedString: "strings must use double quotes"
    case .trailingContent: "unexpected content after the end of the document"
    case .emptyDocument: "the document is empty"
    case .unknownKey(let key, let context): "unknown key \(quoted(key)) in \(context)"
    case .missingKey(let key, let context): "missing key \(quoted(key)) in \(context)"
    case .wrongType(let expected, let found): "expected \(expected), found \(article(found))"
    case .unknownName(let category, let name, let within):
      within.map { "unknown \(category) \(quoted(name)) in \(quoted($0))" }
        ?? "unknown \(category) \(quoted(name))"
    case .duplicateID(let id, let first): "duplicate id \(quoted(id)) (first declared at \(first))"
    case .outOfRange(let what, let value, let allowed):
      "\(what) \(format(value)) is out of range (allowed: \(allowed))"
    case .conflictingKeys(let a, let b): "\(quoted(a)) and \(quoted(b)) cannot be used together"
    case .cycle(let ids): "steps start after each other in a cycle: " + ids.joined(separator: " -> ")
    case .invalid(let sentence): sentence
    case .syntax(let message, let within): "\(message) in \(quoted(within))"
    }
  }

  /// The gutter-style excerpt: the line, then a caret under `position` spanning `length` columns.
  static func excerpt(line: String, position: SourcePosition, length: Int) -> String {
    var scalars = Array(line.unicodeScalars)
    var caretColumn = position.column - 1
    if scalars.count > excerptWidth {
      // Keep a window around the caret so minified files still give a readable excerpt.
      let start = max(0, min(caretColumn - excerptWidth / 2, scalars.count - excerptWidth))
      let end = min(scalars.count, start + excerptWidth)
      scalars = Array(scalars[start..<end])
      caretColumn -= start
      if start > 0 {
        scalars.insert("…", at: 0)
        caretColumn += 1
      }
    }
    let lineText = String(String.UnicodeScalarView(scalars))
    let number = String(position.line)
    let gutter = String(repeating: " ", count: number.count)
    // Tabs in the line are copied into the padding so the caret lines up in any tab width.
    var padding = ""
    for (i, s) in scalars.enumerated() where i < caretColumn { padding += s == "\t" ? "\t" : " " }
    if caretColumn > scalars.count { padding += String(repeating: " ", count: caretColumn - scalars.count) }
    let width = max(1, length)
    let caret = "^" + String(repeating: "~", count: width - 1)
    return " \(number) | \(lineText)\n \(gutter) | \(padding)\(caret)"
  }

  static func article(_ typeName: String) -> String {
    let vowel = typeName.first.map { "aeiou".contains($0) } ?? false
    return (vowel ? "an " : "a ") + typeName
  }

  static func hex4(_ v: UInt32) -> String {
    let digits = String(v, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}

/// Numbers in messages: integers without ".0", others as Swift prints them.
func format(_ value: Double) -> String {
  if value.isFinite, abs(value) < 1e18, value == Double(Int64(value)) { return String(Int64(value)) }
  return String(value)
}

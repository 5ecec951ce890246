import Geometry
import Layout
import Raster
import SceneModel
import Testing
import Text

@testable import SceneJSON

/// Parses `text` expecting a syntax error; returns it.
private func syntaxError(_ text: String, options: JSONParser.Options = JSONParser.Options()) -> SceneError? {
  do {
    _ = try JSONParser.parse(text, name: "t.json", options: options)
    Issue.record("expected a syntax error for \(text)")
    return nil
  } catch {
    return error
  }
}

@Suite struct JSONParserTests {
  @Test func valuesPositionsAndPaths() throws {
    let text = """
      {
        "views": [
          { "id": "a", "kind": "label" },
          { "id": "b", "alpha": 0.5, "hidden": false, "x": null }
        ],
        "é": "ünï", "n": -12.5e1
      }
      """
    let root = try JSONParser.parse(text)
    let views = try #require(root["views"]?.array)
    #expect(views.count == 2)
    let kind = try #require(views[0]["kind"])
    #expect(kind.string == "label")
    #expect(kind.position.line == 3)
    #expect(kind.position.column == 26)
    #expect(kind.path.description == "views[0].kind")
    let alpha = try #require(views[1]["alpha"])
    #expect(alpha.number == 0.5)
    #expect(alpha.path.description == "views[1].alpha")
    #expect(alpha.position.line == 4 && alpha.position.column == 27)
    #expect(views[1]["hidden"]?.bool == false)
    if case .null? = views[1]["x"]?.kind {} else { Issue.record("expected null") }
    // Columns count Unicode scalars, not bytes: "é" is one column.
    let u = try #require(root["é"])
    #expect(u.string == "ünï")
    #expect(u.position.column == 8)
    let n = try #require(root["n"])
    #expect(n.number == -125)
    #expect(n.position.column == 20)
    #expect(n.path.description == "n")
    #expect(root.object?.member("n")?.keyPosition.column == 15)
  }

  @Test func escapesDecode() throws {
    let value = try JSONParser.parse(#"["a\"b\\c\/d\b\f\n\r\t", "\u00e9\u20AC", "\ud83d\ude00"]"#)
    let items = try #require(value.array)
    #expect(items[0].string == "a\"b\\c/d\u{08}\u{0C}\n\r\t")
    #expect(items[1].string == "é€")
    #expect(items[2].string == "😀")
  }

  @Test func numbers() throws {
    let value = try JSONParser.parse("[0, -0, 1.5, 2e3, 1E-2, 123456789012345, 0.1]")
    let numbers = try #require(value.array).compactMap(\.number)
    #expect(numbers == [0, 0, 1.5, 2000, 0.01, 123_456_789_012_345, 0.1])
  }

  @Test func pathsQuoteNonIdentifierKeys() throws {
    let value = try JSONParser.parse(#"{"metrics": {"top padding": 1}}"#)
    #expect(value["metrics"]?["top padding"]?.path.description == #"metrics["top padding"]"#)
  }

  @Test func syntaxErrorPositions() {
    let cases: [(String, Int, Int, String)] = [
      ("{\n  \"a\": 1,\n  \"b\" 2\n}", 3, 7, "unexpected '2'; expected ':' after the key"),
      ("{\"a\": [1, 2,]}", 1, 12, "trailing comma is not allowed in JSON"),
      ("{\"a\": 1,}", 1, 8, "trailing comma is not allowed in JSON"),
      ("[1 2]", 1, 4, "unexpected '2'; expected ',' or ']'"),
      ("{\"a\": tru}", 1, 7, "unexpected word \"tru\"; expected a JSON value; did you mean \"true\"?"),
      ("{\"a\": True}", 1, 7, "unexpected word \"True\"; expected a JSON value; did you mean \"true\"?"),
      ("{'a': 1}", 1, 2, "strings must use double quotes"),
      ("{\"a\": 1} // note", 1, 10, "comments are not allowed in JSON"),
      ("{\"a\": 1} x", 1, 10, "unexpected content after the end of the document"),
      ("", 1, 1, "the document is empty"),
      ("   \n  ", 2, 3, "the document is empty"),
      ("{\"a\": ", 1, 7, "unexpected end of file; expected a value"),
      ("[1,", 1, 4, "unexpected end of file; expected a value"),
      ("{\"a\"", 1, 5, "unexpected end of file; expected ':' after the key"),
      ("\"abc", 1, 5, "unexpected end of file; expected '\"' to close the string started at 1:1"),
      ("[\"a\nb\"]", 1, 4, "unexpected line break; expected '\"' to close the string started at 1:2"),
      ("[\"a\u{01}\"]", 1, 4, "control character U+0001 must be escaped inside a string"),
      ("[\"\\x\"]", 1, 3, "invalid escape sequence \"\\x\""),
      ("[\"\\u12G4\"]", 1, 3, "invalid unicode escape \"\\u12G\""),
      ("[\"\\ud800\"]", 1, 3, "invalid unicode escape \"\\ud800 (unpaired surrogate)\""),
      ("[01]", 1, 2, "invalid number \"01\""),
      ("[1.]", 1, 2, "invalid number \"1.\""),
      ("[-]", 1, 2, "invalid number \"-\""),
      ("[1e+]", 1, 2, "invalid number \"1e+\""),
      ("[.5]", 1, 2, "unexpected '.'; expected a value"),
      ("[NaN]", 1, 2, "NaN is not a valid JSON number (only finite numbers are allowed)"),
      ("[Infinity]", 1, 2, "Infinity is not a valid JSON number (only finite numbers are allowed)"),
      ("[-Infinity]", 1, 2, "-Infinity is not a valid JSON number (only finite numbers are allowed)"),
      ("[1e400]", 1, 2, "number 1e400 is too large (the limit is ±9007199254740992)"),
      ("[1e20]", 1, 2, "number 1e20 is too large (the limit is ±9007199254740992)"),
      ("{\"a\": 1, \"a\": 2}", 1, 10, "duplicate key \"a\" (first defined at 1:2)"),
      ("{1: 2}", 1, 2, "unexpected '1'; expected a string key in double quotes"),
      ("é", 1, 1, "unexpected character U+00E9 'é'; expected a value"),
    ]
    for (text, line, column, message) in cases {
      guard let error = syntaxError(text) else { continue }
      #expect(error.position?.line == line, "\(text)")
      #expect(error.position?.column == column, "\(text)")
      #expect(error.message == "t.json:\(line):\(column): error: \(message)", "\(text)")
    }
  }

  @Test func duplicateKeysInLargeObjects() {
    let members = (0..<50).map { "\"k\($0)\": \($0)" }.joined(separator: ", ")
    let error = syntaxError("{\(members), \"k7\": 1}")
    #expect(error?.problem == .duplicateKey("k7", first: SourcePosition(line: 1, column: 65, offset: 64)))
  }

  @Test func invalidUTF8IsRejected() {
    let source = SourceFile(name: "t.json", bytes: Array("[\"a".utf8) + [0xFF] + Array("\"]".utf8))
    #expect(throws: SceneError.self) { try JSONParser.parse(source) }
    do {
      _ = try JSONParser.parse(source)
    } catch {
      #expect(error.problem == .invalidUTF8)
    }
  }

  @Test func deepNestingIsAnErrorNotACrash() {
    let depth = 100_000
    let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    let error = syntaxError(text)
    #expect(error?.problem == .nestingTooDeep(limit: 128))
    #expect(error?.position?.column == 129)
    let objects = String(repeating: "{\"a\":", count: 200) + "1" + String(repeating: "}", count: 200)
    #expect(syntaxError(objects)?.problem == .nestingTooDeep(limit: 128))
    // Within the limit, deep documents parse.
    let ok = String(repeating: "[", count: 128) + String(repeating: "]", count: 128)
    #expect((try? JSONParser.parse(ok)) != nil)
  }

  @Test func longNumberLiteralsAreRejected() {
    let error = syntaxError("[0." + String(repeating: "1", count: 100) + "]")
    #expect(error?.problem == .invalid("number literal is longer than 64 characters"))
  }

  @Test func excerptAndCaret() {
    let error = syntaxError("{\n  \"alpha\": 1,,\n}")
    #expect(
      error?.description == """
        t.json:2:14: error: unexpected ','; expected a string key in double quotes
         2 |   "alpha": 1,,
           |              ^
        """)
  }

  @Test func byteOrderMarkIsSkipped() throws {
    let source = SourceFile(name: "t.json", bytes: [0xEF, 0xBB, 0xBF] + Array("{\"a\": 1}".utf8))
    let value = try JSONParser.parse(source)
    #expect(value["a"]?.position.column == 7)
  }
}

import Testing

@testable import SceneJSON

private func fill(_ text: String, index: Int) throws(StringSyntaxError) -> String {
  try TemplateText(text).text(TemplateText.repetition(index))
}

private func templateError(_ text: String, index: Int = 0) -> StringSyntaxError? {
  do {
    _ = try fill(text, index: index)
    Issue.record("expected an error for \(text) at i = \(index)")
    return nil
  } catch {
    return error
  }
}

@Suite struct TemplateTextTests {
  @Test func indexAndOrdinal() throws {
    #expect(try fill("dot{i}", index: 0) == "dot0")
    #expect(try fill("dot{i}", index: 7) == "dot7")
    #expect(try fill("Page {n} of 5", index: 0) == "Page 1 of 5")
    #expect(try fill("{i}{n}", index: 9) == "910")
  }

  @Test func arithmetic() throws {
    #expect(try fill("dot{i-1}.trailing", index: 3) == "dot2.trailing")
    #expect(try fill("{i*44}", index: 3) == "132")
    #expect(try fill("{ i * 44 + 8 }", index: 2) == "96")
    #expect(try fill("{(i+1)*2}", index: 4) == "10")
    #expect(try fill("{i+1*2}", index: 4) == "6")  // * binds tighter than +
    #expect(try fill("{10-i-1}", index: 2) == "7")  // - is left-associative
    #expect(try fill("cell{i/4}_{i%4}", index: 9) == "cell2_1")  // grid row and column
    #expect(try fill("{-i}", index: 3) == "-3")
    #expect(try fill("{i-1}", index: 0) == "-1")
    #expect(try fill("{-7/2} {-7%2}", index: 0) == "{-7/2} {-7%2}")  // no name: not a placeholder
    #expect(try fill("{(i-7)/2} {(i-7)%2}", index: 0) == "-3 -1")  // truncation toward zero
  }

  @Test func otherBracesStayAsWritten() throws {
    #expect(try fill("{value}%", index: 2) == "{value}%")
    #expect(try fill("{value} of {n}", index: 2) == "{value} of 3")
    #expect(try fill("{i*value}", index: 2) == "{i*value}")  // names an unknown: not ours
    #expect(try fill("{} {0} {index} {i2}", index: 2) == "{} {0} {index} {i2}")
    #expect(try fill("{{i}}", index: 5) == "{5}")
    #expect(try fill("a { b", index: 1) == "a { b")
    #expect(try fill("}{i}{", index: 1) == "}1{")
  }

  @Test func namesAreTheCallers() throws {
    let text = try TemplateText("s{section}r{row}", names: ["section", "row"])
    #expect(try text.text(["section": 1, "row": 4]) == "s1r4")
    #expect(try TemplateText.substitute("{i} {row*2}", ["row": 3]) == "{i} 6")
    #expect(!(try TemplateText("plain {value}")).hasPlaceholders)
    #expect(try TemplateText("x{i}").hasPlaceholders)
  }

  @Test func wholeValueForNumberFields() throws {
    #expect(try TemplateText("{i*44}").integer(TemplateText.repetition(2)) == 88)
    #expect(try TemplateText(" {i}").integer(TemplateText.repetition(2)) == nil)
    #expect(try TemplateText("row{i}").integer(TemplateText.repetition(2)) == nil)
  }

  @Test func syntaxErrorsPointAtTheirColumn() {
    #expect(templateError("dot{i+}")?.range == 6..<7)
    #expect(templateError("dot{i+}")?.message == "expected a number or a name")
    #expect(templateError("{i 2}")?.range == 3..<4)
    #expect(templateError("{i 2}")?.message == "expected an operator or `}`")
    #expect(templateError("{(i+1}")?.message == "expected `)` to close the `(`")
    #expect(templateError("{i^2}")?.range == 2..<3)
  }

  @Test func evaluationErrors() {
    #expect(templateError("{10/i}", index: 0)?.message == "division by zero")
    #expect(templateError("{10/i}", index: 0)?.range == 1..<5)
    #expect(templateError("{i%0}", index: 3)?.message == "division by zero")
    #expect(templateError("{i*9223372036854775807}", index: 2)?.message == "the result is too large for an integer")
    #expect(templateError("{i+99999999999999999999}")?.message == "the number is too large for an integer")
    #expect(
      (try? TemplateText("{n}").text(TemplateText.repetition(Int.max))) == nil, "n past Int.max is an error, not a trap"
    )
    #expect(
      templateError("{-(-(-(-(" + String(repeating: "-", count: 40) + "i))))}")?.message == "nested more than 32 deep")
  }

  @Test func offsetsCountUnicodeScalars() {
    // The caret maps scalar offsets into the JSON literal, as the constraint parser's ranges do.
    #expect(templateError("é→{i+}")?.range == 5..<6)
  }
}

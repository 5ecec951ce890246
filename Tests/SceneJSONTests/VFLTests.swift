import Geometry
import Layout
import Raster
import SceneModel
import Testing
import Text

@testable import SceneJSON

/// Parses and expands a format, returning the constraints in canonical constraint-language form.
private func expand(
  _ text: String, options: [VFLOption] = [], views: Set<String> = ["a", "b", "c", "button", "textField"]
)
  throws -> [String]
{
  let format = try VFLParser.parse(text)
  return try VFLExpander.expand(format, options: VFLOptions(options), viewNames: views).map(\.canonicalText)
}

private func vflError(_ text: String, options: [VFLOption] = []) -> StringSyntaxError? {
  do {
    let format = try VFLParser.parse(text)
    _ = try VFLExpander.expand(format, options: VFLOptions(options), viewNames: ["a", "b"])
    Issue.record("expected an error for \(text)")
    return nil
  } catch {
    return error
  }
}

@Suite struct VFLTests {
  // The examples of Apple's "Visual Format Syntax" section, one per feature.

  @Test func standardSpaceBetweenSiblings() throws {
    #expect(try expand("[button]-[textField]") == ["textField.leading == button.trailing + system"])
  }

  @Test func widthConstraint() throws {
    #expect(try expand("[button(>=50)]") == ["button.width >= 50"])
  }

  @Test func connectionToSuperview() throws {
    #expect(
      try expand("|-50-[a]-50-|") == ["a.leading == superview.leading + 50", "superview.trailing == a.trailing + 50"])
  }

  @Test func verticalLayout() throws {
    #expect(try expand("V:[a]-10-[b]") == ["b.top == a.bottom + 10"])
  }

  @Test func flushViews() throws {
    #expect(try expand("[a][b]") == ["b.leading == a.trailing"])
    #expect(try expand("|[a]|") == ["a.leading == superview.leading", "superview.trailing == a.trailing"])
  }

  @Test func priority() throws {
    #expect(try expand("[button(100@20)]") == ["button.width == 100 @20"])
  }

  @Test func equalWidths() throws {
    #expect(try expand("[a(==b)]") == ["a.width == b.width"])
    #expect(try expand("V:[a(==b)]") == ["a.height == b.height"])
  }

  @Test func multiplePredicates() throws {
    #expect(try expand("[a(>=70,<=100)]") == ["a.width >= 70", "a.width <= 100"])
  }

  @Test func completeLineOfLayout() throws {
    #expect(
      try expand("|-[a]-[b]-[c(>=20)]-|") == [
        "a.leading == superview.leading + superviewSpacing",
        "b.leading == a.trailing + system",
        "c.leading == b.trailing + system",
        "c.width >= 20",
        "superview.trailing == c.trailing + superviewSpacing",
      ])
  }

  // The grammar productions not covered by the examples.

  @Test func orientationPrefixes() throws {
    #expect(try expand("H:[a]-[b]") == ["b.leading == a.trailing + system"])
    #expect(
      try expand("V:|-[a]-|") == [
        "a.top == superview.top + superviewSpacing", "superview.bottom == a.bottom + superviewSpacing",
      ])
  }

  @Test func metricsInConnectionsPredicatesAndPriorities() throws {
    #expect(try expand("[a]-pad-[b]") == ["b.leading == a.trailing + pad"])
    #expect(try expand("[a]-(pad)-[b(size@prio)]") == ["b.leading == a.trailing + pad", "b.width == size @prio"])
  }

  @Test func predicateListsInConnections() throws {
    #expect(
      try expand("[a]-(>=20@750,<=40)-[b]") == ["b.leading >= a.trailing + 20 @750", "b.leading <= a.trailing + 40"])
    #expect(try expand("|-(==8)-[a]") == ["a.leading == superview.leading + 8"])
    #expect(try expand("[a]-(-10)-[b]") == ["b.leading == a.trailing - 10"])
  }

  @Test func severalViewPredicatesWithRelationsAndPriorities() throws {
    #expect(try expand("[a(==100@750,>=b)]") == ["a.width == 100 @750", "a.width >= b.width"])
    #expect(try expand("[a(<=b@250)]") == ["a.width <= b.width @250"])
  }

  @Test func spacesAreTolerated() throws {
    #expect(try expand(" H: | - 8 - [ a ( == 10 ) ] ") == ["a.leading == superview.leading + 8", "a.width == 10"])
  }

  @Test func alignmentOptions() throws {
    #expect(
      try expand("[a]-[b]-[c]", options: [.alignAllTop]) == [
        "b.leading == a.trailing + system", "c.leading == b.trailing + system", "a.top == b.top", "b.top == c.top",
      ])
    #expect(
      try expand("V:[a][b]", options: [.alignAllLeft, .alignAllRight]) == [
        "b.top == a.bottom", "a.left == b.left", "a.right == b.right",
      ])
    for option in VFLOption.allCases where option.alignment != nil {
      let vertical = option.alignment?.axis == .horizontal
      let result = try expand(vertical ? "V:[a][b]" : "[a][b]", options: [option])
      #expect(result.last == "a.\(option.alignment?.rawValue ?? "") == b.\(option.alignment?.rawValue ?? "")")
    }
  }

  @Test func directionOptions() throws {
    #expect(
      try expand("|-[a]-[b]", options: [.directionLeftToRight]) == [
        "a.left == superview.left + superviewSpacing", "b.left == a.right + system",
      ])
    #expect(
      try expand("|-10-[a]-[b]-5-|", options: [.directionRightToLeft]) == [
        "superview.right == a.right + 10", "a.left == b.right + system", "b.left == superview.left + 5",
      ])
  }

  @Test func expansionKeepsSourceRanges() throws {
    let format = try VFLParser.parse("V:|-(top)-[a(40)]")
    let constraints = try VFLExpander.expand(format, viewNames: ["a"])
    #expect(constraints.map(\.range) == [3..<10, 13..<15])
    #expect(constraints.map(\.origin) == [.visualFormat(rule: .spacing), .visualFormat(rule: .size)])
    #expect(constraints[0].first.item.range == 11..<12)
    #expect(constraints[0].second?.item.range == 2..<3)
    #expect(constraints.allSatisfy { $0.text == "V:|-(top)-[a(40)]" })
  }

  @Test func errorsPointAtTheOffendingColumn() {
    let cases: [(String, [VFLOption], String, Range<Int>)] = [
      ("V[a]", [], "expected ':' after 'V' to specify vertical arrangement", 0..<1),
      ("X:[a]", [], "expected 'H:', 'V:', '|' or '[' at the start of the format, found \"X\"", 0..<1),
      ("|-[a", [], "expected ']' to close the view \"a\", found end of text", 4..<5),
      ("[a(>=10]", [], "expected ',' or ')' in the predicate list, found \"]\"", 7..<8),
      ("[a(>=10", [], "unclosed '(': expected ')'", 2..<3),
      ("[a-10]", [], "a predicate on a view's size must be in parentheses, as in [a(==100)]", 2..<3),
      ("[a]-10[b]", [], "expected '-' to close the spacing, found \"[\"", 6..<7),
      ("[a]-", [], "expected a view or '|' after '-'", 3..<4),
      ("[a]-10-", [], "expected a view or '|' after the connection", 3..<7),
      ("[a(=10)]", [], "unknown relation; must be ==, >= or <=", 3..<4),
      ("[a(>=)]", [], "expected a number, a metric or a view name in the predicate, found \")\"", 5..<6),
      ("[a(10@)]", [], "expected a priority (a number or a metric) after '@', found \")\"", 6..<7),
      ("|-[a]-|-[b]", [], "the superview '|' must end the format; found \"-\" after it", 7..<8),
      ("[]", [], "expected a view name after '[', found \"]\"", 1..<2),
      ("-[a]", [], "expected a view in brackets such as [button], found \"-\"", 0..<1),
      ("[a]x", [], "expected '-', '[' or '|' after a view, found \"x\"", 3..<4),
      (
        "[a]-(b)-[b]", [],
        "a view (\"b\") can only be the object of a size predicate such as [a(==b)], not of a spacing", 5..<6
      ),
      (
        "[a][b]", [.alignAllLeading],
        "the option alignAllLeading aligns along the layout axis of this H: format; use it with the other orientation",
        0..<2
      ),
    ]
    for (text, options, message, range) in cases {
      guard let error = vflError(text, options: options) else { continue }
      #expect(error.message == message, "\(text)")
      #expect(error.range == range, "\(text)")
    }
  }

  @Test func optionValidityFollowsOrientation() {
    #expect(VFLOption.alignAllTop.isValid(for: .horizontal))
    #expect(!VFLOption.alignAllTop.isValid(for: .vertical))
    #expect(VFLOption.alignAllLeading.isValid(for: .vertical))
    #expect(VFLOption.alignAllFirstBaseline.isValid(for: .horizontal))
    #expect(!VFLOption.directionLeftToRight.isValid(for: .vertical))
  }
}

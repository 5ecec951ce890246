import Geometry
import Layout
import Raster
import SceneModel
import Testing
import Text

@testable import SceneJSON

private func parse(_ text: String) throws -> ConstraintExpression { try ConstraintParser.parse(text) }

private func parseError(_ text: String) -> StringSyntaxError? {
  do {
    _ = try ConstraintParser.parse(text)
    Issue.record("expected an error for \(text)")
    return nil
  } catch {
    return error
  }
}

@Suite struct ConstraintParserTests {
  @Test func anchorToAnchorWithConstant() throws {
    let c = try parse("title.leading == root.leading + 16")
    #expect(c.first.item == ItemReference(name: .named("title"), range: 0..<5))
    #expect(c.first.attribute == .leading)
    #expect(c.first.range == 0..<13)
    #expect(c.relation == .equal)
    #expect(c.relationRange == 14..<16)
    #expect(c.second?.item.name == .named("root"))
    #expect(c.second?.attribute == .leading)
    #expect(c.second?.range == 17..<29)
    #expect(c.multiplier == 1)
    #expect(c.constant == [ConstantTerm(coefficient: 16, unit: .one, range: 30..<34)])
    #expect(c.priority == nil)
    #expect(c.origin == .constraintLanguage)
  }

  @Test func systemSpacingWithMultiplier() throws {
    let c = try parse("subtitle.top == title.bottom + system * 3")
    #expect(c.second?.attribute == .bottom)
    #expect(c.constant == [ConstantTerm(coefficient: 3, unit: .systemSpacing, range: 29..<41)])
    let d = try parse("a.top == b.bottom + system")
    #expect(d.constant.first?.coefficient == 1)
    #expect(d.constant.first?.unit == .systemSpacing)
    let e = try parse("a.top == b.bottom + 2 * system")
    #expect(e.constant.first?.coefficient == 2)
  }

  @Test func multiplierOnTheAnchor() throws {
    let c = try parse("left.width == headline.width * 0.3")
    #expect(c.multiplier == 0.3)
    #expect(c.constant.isEmpty)
    #expect(try parse("a.width == 0.5 * b.width").multiplier == 0.5)
    #expect(try parse("a.width == b.width / 4").multiplier == 0.25)
    #expect(try parse("a.centerX == root.centerX * 1.5 - 10").constant.first?.coefficient == -10)
  }

  @Test func constantOnly() throws {
    let c = try parse("box.width == 200")
    #expect(c.second == nil)
    #expect(c.constant == [ConstantTerm(coefficient: 200, unit: .one, range: 13..<16)])
    #expect(try parse("box.height <= 50.5").relation == .lessThanOrEqual)
  }

  @Test func priorities() throws {
    let c = try parse("button.height >= 44 @750")
    #expect(c.relation == .greaterThanOrEqual)
    #expect(c.priority == PriorityExpression(base: .number(750), range: 21..<24))
    #expect(try parse("a.width == 1 @ high").priority?.base == .name("high"))
    #expect(try parse("a.width == 1@required").priority?.base == .name("required"))
    let offset = try parse("a.width == 1 @defaultHigh + 1")
    #expect(offset.priority == PriorityExpression(base: .name("defaultHigh"), offset: 1, range: 14..<29))
    #expect(try parse("a.width == 1 @low - 1").priority?.offset == -1)
  }

  @Test func metricsAndNegativeMetrics() throws {
    let c = try parse("x.leading == root.leading + offScreen")
    #expect(c.constant == [ConstantTerm(coefficient: 1, unit: .metric("offScreen"), range: 26..<37)])
    let d = try parse("x.leading == root.leading - offScreen")
    #expect(d.constant.first?.coefficient == -1)
    let e = try parse("x.leading == root.leading - pad * 2 + 4 + system")
    #expect(e.constant.map(\.coefficient) == [-2, 4, 1])
    #expect(e.constant.map(\.unit) == [.metric("pad"), .one, .systemSpacing])
  }

  @Test func layoutGuides() throws {
    let c = try parse("banner.top == root.safeArea.top")
    #expect(c.second?.item == ItemReference(name: .named("root"), guide: .safeArea, range: 14..<18))
    #expect(try parse("a.leading == root.margins.leading").second?.item.guide == .margins)
  }

  @Test(arguments: LayoutAttribute.allCases)
  func everyAttributeParses(attribute: LayoutAttribute) throws {
    let text: String
    switch attribute {
    case .width, .height: text = "a.\(attribute.rawValue) == 10"
    default: text = "a.\(attribute.rawValue) == b.\(attribute.rawValue)"
    }
    #expect(try parse(text).first.attribute == attribute)
  }

  @Test func everyRelationParses() throws {
    for relation in Relation.allCases {
      #expect(try parse("a.width \(relation.rawValue) 1").relation == relation)
    }
  }

  @Test func whitespaceIsOptional() throws {
    let c = try parse("a.width==b.width*2+3@500")
    #expect(c.multiplier == 2)
    #expect(c.constant.first?.coefficient == 3)
    #expect(c.priority?.base == .number(500))
  }

  @Test func errors() {
    let cases: [(String, String, Range<Int>, String?)] = [
      ("title.leading = root.leading", "unknown relation \"=\"; use ==, <= or >=", 14..<15, "=="),
      ("title.leading root.leading", "expected a relation (==, <= or >=), found \"root\"", 14..<18, nil),
      ("title.leadingAnchor == root.leading", "unknown attribute \"leadingAnchor\"", 6..<19, "leading"),
      ("title.centerx == root.centerX", "unknown attribute \"centerx\"", 6..<13, "centerX"),
      (
        "title.top == root.safeAreaLayoutGuide.top",
        "unknown layout guide \"safeAreaLayoutGuide\"; expected safeArea, margins or keyboard (of root), "
          + "contentLayoutGuide or frameLayoutGuide (of a scroll view)", 18..<37, "safeArea"
      ),
      (
        "title.top == scroll.contentGuide.top",
        "unknown layout guide \"contentGuide\"; expected safeArea, margins or keyboard (of root), "
          + "contentLayoutGuide or frameLayoutGuide (of a scroll view)", 20..<32, "contentLayoutGuide"
      ),
      ("title == root.leading", "expected an anchor such as title.leading, found \"title\"", 0..<5, nil),
      (
        "title.leading == 16",
        "leading is a position and needs an anchor on the right side; only width and height can equal a constant",
        0..<13, nil
      ),
      ("a.width == b.leading", "cannot relate a size (width) to a position (leading)", 11..<20, nil),
      ("a.leading == b.top", "cannot relate a horizontal position (leading) to a vertical one (top)", 13..<18, nil),
      ("a.leading == b.left", "cannot mix leading/trailing with left/right (leading and left)", 13..<19, nil),
      ("a.width == b.width + c.width", "only one anchor may appear on the right side (already b.width)", 21..<28, nil),
      ("a.width == pad * gap", "cannot multiply pad by gap; only numbers can be factors", 17..<20, nil),
      ("a.width == 10 / 0", "division by zero", 16..<17, nil),
      ("a.width == b.width / c", "can only divide by a number", 21..<22, nil),
      (
        "a.width == 10 @",
        "expected a priority (a number or required, high, low, defaultHigh, defaultLow) after '@', found end of text",
        15..<16, nil
      ),
      ("a.width == 10 @750 x", "expected the end after the priority, found \"x\"", 19..<20, nil),
      ("a.width == 10 )", "expected '+', '-', '@' or the end, found \")\"", 14..<15, nil),
      ("a.width ==", "expected a number, a metric, system or an anchor, found end of text", 10..<11, nil),
      ("a.width == b.", "expected an attribute name after '.'", 12..<13, nil),
      ("a.b.c.d == 1", "too many '.' parts; expected item.attribute or root.guide.attribute", 0..<7, nil),
      ("16 == a.width", "expected an anchor such as title.leading, found \"16\"", 0..<2, nil),
    ]
    for (text, message, range, suggestion) in cases {
      guard let error = parseError(text) else { continue }
      #expect(error.message == message, "\(text)")
      #expect(error.range == range, "\(text)")
      #expect(error.suggestion == suggestion, "\(text)")
    }
  }
}

import Geometry
import Testing

@testable import Layout

/// A scroll view's guides in the engine's coordinates (the content at offset zero, facts S5, S6).
@Suite struct ScrollGuideTests {
  /// A 300 × 400 scroll view at (0, 100) whose 300 × 1000 content is pinned to its content guide,
  /// and a 44-pt bar pinned to its frame guide's bottom.
  static func engine(offset: Double) throws -> LayoutEngine {
    var engine = try LayoutEngine(rootSize: Size(width: 300, height: 600))
    engine.addView("scroll")
    engine.addView("content", superview: "scroll")
    engine.addView("bar", superview: "scroll")
    try engine.addScrollView("scroll", contentOffset: Point(x: 0, y: offset))
    let scroll = LayoutItem.view("scroll"), content = LayoutItem.view("content"), bar = LayoutItem.view("bar")
    let contentGuide = LayoutItem("scroll.contentLayoutGuide"), frameGuide = LayoutItem("scroll.frameLayoutGuide")
    let constraints: [LayoutConstraint] = [
      LayoutConstraint(scroll, .leading, .equal, .root, .leading),
      LayoutConstraint(scroll, .top, .equal, .root, .top, constant: 100),
      LayoutConstraint(scroll, .width, .equal, constant: 300), LayoutConstraint(scroll, .height, .equal, constant: 400),
      LayoutConstraint(content, .top, .equal, contentGuide, .top),
      LayoutConstraint(content, .leading, .equal, contentGuide, .leading),
      LayoutConstraint(content, .bottom, .equal, contentGuide, .bottom),
      LayoutConstraint(content, .trailing, .equal, contentGuide, .trailing),
      LayoutConstraint(content, .width, .equal, frameGuide, .width),
      LayoutConstraint(content, .height, .equal, constant: 1000),
      LayoutConstraint(bar, .bottom, .equal, frameGuide, .bottom),
      LayoutConstraint(bar, .leading, .equal, frameGuide, .leading),
      LayoutConstraint(bar, .trailing, .equal, frameGuide, .trailing),
      LayoutConstraint(bar, .height, .equal, constant: 44),
    ]
    for (i, c) in constraints.enumerated() { try engine.add(c, id: "c\(i)") }
    return engine
  }

  /// The pre-iOS 11 way: content pinned to the scroll view's own four edges. Its edges attach to
  /// the content area and its width to the frame (facts S10), so a 1000-pt content is not squeezed
  /// into the 400-pt frame and gives the content size; an outside view's edges stay on the frame.
  @Test func edgesOfTheScrollViewMeanItsContentAreaToItsContent() throws {
    var engine = try LayoutEngine(rootSize: Size(width: 300, height: 600))
    engine.addView("scroll")
    engine.addView("content", superview: "scroll")
    engine.addView("outside")
    try engine.addScrollView("scroll", contentOffset: Point(x: 0, y: 0))
    let scroll = LayoutItem.view("scroll"), content = LayoutItem.view("content")
    let constraints: [LayoutConstraint] = [
      LayoutConstraint(scroll, .leading, .equal, .root, .leading),
      LayoutConstraint(scroll, .top, .equal, .root, .top, constant: 100),
      LayoutConstraint(scroll, .width, .equal, constant: 300), LayoutConstraint(scroll, .height, .equal, constant: 400),
      LayoutConstraint(content, .top, .equal, scroll, .top),
      LayoutConstraint(content, .leading, .equal, scroll, .leading),
      LayoutConstraint(content, .bottom, .equal, scroll, .bottom),
      LayoutConstraint(content, .trailing, .equal, scroll, .trailing),
      LayoutConstraint(content, .width, .equal, scroll, .width),
      LayoutConstraint(content, .height, .equal, constant: 1000),
      LayoutConstraint(.view("outside"), .top, .equal, scroll, .bottom),
      LayoutConstraint(.view("outside"), .leading, .equal, .root, .leading),
      LayoutConstraint(.view("outside"), .width, .equal, constant: 10),
      LayoutConstraint(.view("outside"), .height, .equal, constant: 10),
    ]
    for (i, c) in constraints.enumerated() { try engine.add(c, id: "c\(i)") }
    let frames = try engine.solve().frames
    #expect(frames["content"] == Rect(x: 0, y: 100, width: 300, height: 1000))
    #expect(frames["scroll"] == Rect(x: 0, y: 100, width: 300, height: 400))
    #expect(engine.contentSize(of: "scroll") == Size(width: 300, height: 1000))
    #expect(frames["outside"]?.minY == 500)
    #expect(try engine.ambiguities().isEmpty)
  }

  /// A kind that places its content itself (a table) keeps its edges on its frame.
  @Test func aScrollViewMayKeepItsEdgesOnItsFrame() throws {
    var engine = try LayoutEngine(rootSize: Size(width: 300, height: 600))
    engine.addView("table")
    engine.addView("cell", superview: "table")
    try engine.addScrollView("table", contentOffset: Point(x: 0, y: 0), edgesMeanContentArea: false)
    let table = LayoutItem.view("table"), cell = LayoutItem.view("cell")
    for (i, c) in [
      LayoutConstraint(table, .leading, .equal, .root, .leading), LayoutConstraint(table, .top, .equal, .root, .top),
      LayoutConstraint(table, .width, .equal, constant: 300), LayoutConstraint(table, .height, .equal, constant: 400),
      LayoutConstraint(cell, .top, .equal, table, .top), LayoutConstraint(cell, .leading, .equal, table, .leading),
      LayoutConstraint(cell, .trailing, .equal, table, .trailing),
      LayoutConstraint(cell, .height, .equal, constant: 44),
    ].enumerated() {
      try engine.add(c, id: "c\(i)")
    }
    #expect(try engine.solve().frames["cell"] == Rect(x: 0, y: 0, width: 300, height: 44))
  }

  @Test func theContentGuideIsTheContentRectAndGivesTheContentSize() throws {
    var engine = try Self.engine(offset: 0)
    let frames = try engine.solve().frames
    #expect(frames["content"] == Rect(x: 0, y: 100, width: 300, height: 1000))
    #expect(engine.frame(of: .contentGuide("scroll")) == Rect(x: 0, y: 100, width: 300, height: 1000))
    #expect(engine.contentSize(of: "scroll") == Size(width: 300, height: 1000))
    #expect(try engine.ambiguities().isEmpty)
  }

  @Test func theFrameGuideFollowsTheOffset() throws {
    var engine = try Self.engine(offset: 0)
    #expect(try engine.solve().frames["bar"] == Rect(x: 0, y: 456, width: 300, height: 44))
    // Scrolled by 250 the frame guide sits at content y 250: the bar's frame in the scroll view's
    // bounds is y 606 (356 + 250), which the renderer draws at 606 - 250 on screen: it stays put.
    try engine.setContentOffset(Point(x: 0, y: 250), for: "scroll")
    let frames = try engine.solve().frames
    #expect(frames["bar"] == Rect(x: 0, y: 706, width: 300, height: 44))
    #expect(frames["content"] == Rect(x: 0, y: 100, width: 300, height: 1000))
    #expect(engine.frame(of: .frameGuide("scroll")) == Rect(x: 0, y: 350, width: 300, height: 400))
    #expect(engine.contentOffset(of: "scroll") == Point(x: 0, y: 250))
  }

  @Test func guidesBelongToScrollViews() throws {
    var engine = try LayoutEngine(rootSize: Size(width: 100, height: 100))
    engine.addView("plain")
    #expect(throws: LayoutError.self) {
      try engine.add(LayoutConstraint(.view("a"), .top, .equal, .frameGuide("plain"), .top), id: "x")
    }
    #expect(throws: LayoutError.self) { try engine.setContentOffset(Point(x: 0, y: 1), for: "plain") }
    #expect(LayoutItem("s.frameLayoutGuide") == .frameGuide("s"))
    #expect(LayoutItem(".frameLayoutGuide") == .view(".frameLayoutGuide"))
    #expect(LayoutItem.contentGuide("s").description == "s.contentLayoutGuide")
  }
}

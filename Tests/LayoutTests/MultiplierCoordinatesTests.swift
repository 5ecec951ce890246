import Geometry
import Testing

@testable import Layout

/// Issue 21, divergence 1: a position multiplier scales in the coordinates of the two items'
/// nearest common ancestor, as Auto Layout does (the Stack Overflow answer to "Autolayout: when
/// using NSLayoutAttributeCenterX, what scale does the multiplier use?"; issue 21's recordings).
@Suite struct MultiplierCoordinatesTests {
  /// A 300 × 200 container at (50, 100) in a 400 × 600 root, and a 10 × 10 dot inside it.
  func engine() throws -> LayoutEngine {
    var engine = try LayoutEngine(rootSize: Size(width: 400, height: 600))
    engine.addView("container")
    engine.addView("dot", superview: "container")
    let container = LayoutItem.view("container"), dot = LayoutItem.view("dot")
    try engine.add(LayoutConstraint(container, .left, .equal, .root, .left, constant: 50), id: "cx")
    try engine.add(LayoutConstraint(container, .top, .equal, .root, .top, constant: 100), id: "cy")
    try engine.add(LayoutConstraint(container, .width, .equal, constant: 300), id: "cw")
    try engine.add(LayoutConstraint(container, .height, .equal, constant: 200), id: "ch")
    try engine.add(LayoutConstraint(dot, .width, .equal, constant: 10), id: "dw")
    try engine.add(LayoutConstraint(dot, .height, .equal, constant: 10), id: "dh")
    return engine
  }

  @Test func aMultiplierAgainstTheSuperviewScalesInItsBounds() throws {
    var engine = try engine()
    let dot = LayoutItem.view("dot"), container = LayoutItem.view("container")
    try engine.add(LayoutConstraint(dot, .centerY, .equal, container, .centerY, multiplier: 0.5), id: "y")
    try engine.add(LayoutConstraint(dot, .centerX, .equal, container, .centerX, multiplier: 0.5), id: "x")
    let frame = try #require(try engine.solve().frames["dot"])
    // The container's centre is (150, 100) in its own bounds; half of it is (75, 50), which is
    // (125, 150) on the screen: the dot's centre. (In root coordinates it would be (100, 100).)
    #expect(frame.midX == 125 && frame.midY == 150)
  }

  @Test func siblingsScaleInTheirSuperviewsCoordinates() throws {
    var engine = try engine()
    engine.addView("other", superview: "container")
    let dot = LayoutItem.view("dot"), other = LayoutItem.view("other")
    try engine.add(LayoutConstraint(other, .left, .equal, .view("container"), .left, constant: 10), id: "ox")
    try engine.add(LayoutConstraint(other, .top, .equal, .view("container"), .top, constant: 30), id: "oy")
    try engine.add(LayoutConstraint(other, .width, .equal, constant: 10), id: "ow")
    try engine.add(LayoutConstraint(other, .height, .equal, constant: 10), id: "oh")
    try engine.add(LayoutConstraint(dot, .left, .equal, other, .left, multiplier: 2), id: "x")
    try engine.add(LayoutConstraint(dot, .top, .equal, other, .top, multiplier: 2, constant: 5), id: "y")
    let frame = try #require(try engine.solve().frames["dot"])
    // other is at (10, 30) in the container, so the dot is at (20, 65) there: (70, 165) on screen.
    #expect(frame.minX == 70 && frame.minY == 165)
  }

  @Test func rootLevelAndUnitMultipliersAreUnchanged() throws {
    var engine = try engine()
    let dot = LayoutItem.view("dot"), container = LayoutItem.view("container"), badge = LayoutItem.view("badge")
    // A view of the root: the root's origin is the screen's, as before.
    try engine.add(LayoutConstraint(badge, .centerY, .equal, .root, .centerY, multiplier: 0.5), id: "by")
    try engine.add(LayoutConstraint(badge, .left, .equal, .root, .left), id: "bx")
    try engine.add(LayoutConstraint(badge, .width, .equal, constant: 10), id: "bw")
    try engine.add(LayoutConstraint(badge, .height, .equal, constant: 10), id: "bh")
    // Multiplier 1 against the superview: the offsets alone.
    try engine.add(LayoutConstraint(dot, .top, .equal, container, .top, constant: 20), id: "y")
    try engine.add(LayoutConstraint(dot, .left, .equal, container, .left, constant: 7), id: "x")
    let frames = try engine.solve().frames
    #expect(frames["badge"]?.midY == 150)
    #expect(frames["dot"]?.minY == 120 && frames["dot"]?.minX == 57)
  }

  /// The divergence as the issue met it: `dot.centerY == container.centerY * 0.67`.
  @Test func twoThirdsOfTheSuperview() throws {
    var engine = try engine()
    let dot = LayoutItem.view("dot"), container = LayoutItem.view("container")
    try engine.add(LayoutConstraint(dot, .centerY, .equal, container, .centerY, multiplier: 0.67), id: "y")
    try engine.add(LayoutConstraint(dot, .centerX, .equal, container, .centerX), id: "x")
    let frame = try #require(try engine.solve().frames["dot"])
    #expect(abs(frame.midY - (100 + 0.67 * 100)) < 1e-9)
    #expect(frame.midX == 200)
  }
}

import Foundation
import Geometry
import Raster
import Testing

@Suite("Paths")
struct PathTests {
  /// A full clockwise arc rasterizes to the same coverage as the ellipse constructor's circle.
  @Test func fullArcMatchesTheCircle() throws {
    func render(_ path: Path) throws -> Pixmap {
      var l = Layer(frame: Rect(x: 0, y: 0, width: 40, height: 40))
      l.contents = [ShapeContent(path: path, paint: .solid(.black))]
      var p = try #require(Pixmap(width: 40, height: 40))
      Renderer.render(root: l, into: &p, scale: 1, background: .clear)
      return p
    }
    var arc = Path()
    arc.addArc(center: Point(x: 20, y: 20), radius: 15, startAngle: 0, endAngle: 2 * Double.pi, clockwise: true)
    arc.close()
    let a = try render(arc), b = try render(Path.ellipse(in: Rect(x: 5, y: 5, width: 30, height: 30)))
    var maxDelta = 0
    for y in 0..<40 {
      for x in 0..<40 {
        maxDelta = max(maxDelta, abs(Int(a.pixel(x: x, y: y)?.a ?? 0) - Int(b.pixel(x: x, y: y)?.a ?? 0)))
      }
    }
    #expect(maxDelta <= 2)
  }

  @Test func arcEndsWhereAsked() throws {
    var p = Path()
    p.addArc(center: Point(x: 0, y: 0), radius: 10, startAngle: 0, endAngle: Double.pi / 2, clockwise: true)
    let end = try #require(p.currentPoint)
    #expect(abs(end.x) < 1e-9 && abs(end.y - 10) < 1e-9)
    var q = Path()
    q.addArc(center: Point(x: 0, y: 0), radius: 10, startAngle: 0, endAngle: Double.pi / 2, clockwise: false)
    #expect(q.elements.count == 4)  // move + three quarter-turn cubics going the long way round
  }

  @Test func quadraticBecomesAnEquivalentCubic() {
    var p = Path()
    p.move(to: Point(x: 0, y: 0))
    p.quadCurve(to: Point(x: 30, y: 0), control: Point(x: 15, y: 30))
    #expect(p.elements.last == .cubic(Point(x: 10, y: 20), Point(x: 20, y: 20), Point(x: 30, y: 0)))
  }

  @Test func controlBounds() {
    #expect(Path.rect(Rect(x: 1, y: 2, width: 3, height: 4)).controlBounds == Rect(x: 1, y: 2, width: 3, height: 4))
    #expect(Path().controlBounds == nil)
  }

  /// Issue 21: an edge 20 px wide and 2e-311 px high has an infinite slope; its x became NaN and
  /// trapped as a pixel column. Its area is nil, so the shape paints as the rectangle below it.
  @Test func anEdgeOfUnderflowingHeightPaintsNothing() throws {
    func render(_ path: Path) throws -> Pixmap {
      var l = Layer(frame: Rect(x: 0, y: 0, width: 30, height: 30))
      l.contents = [ShapeContent(path: path, paint: .solid(.black))]
      var p = try #require(Pixmap(width: 30, height: 30))
      Renderer.render(root: l, into: &p, scale: 1, background: .clear)
      return p
    }
    var sliver = Path()
    sliver.move(to: Point(x: 0, y: 0))
    sliver.line(to: Point(x: 20, y: .leastNormalMagnitude / 1024))
    sliver.line(to: Point(x: 20, y: 20))
    sliver.line(to: Point(x: 0, y: 20))
    sliver.close()
    let painted = try render(sliver)
    #expect(painted == (try render(Path.rect(Rect(x: 0, y: 0, width: 20, height: 20)))))
    #expect(painted.pixel(x: 10, y: 10)?.a == 255 && painted.pixel(x: 25, y: 10)?.a == 0)
  }

  /// Finite angles 2e308 apart make an infinite sweep, whose number of pieces was NaN.
  @Test func anArcOfInfiniteSweepAddsNothing() {
    for clockwise in [true, false] {
      var p = Path()
      p.addArc(center: Point(x: 0, y: 0), radius: 10, startAngle: -1e308, endAngle: 1e308, clockwise: clockwise)
      p.addArc(center: Point(x: 0, y: 0), radius: 10, startAngle: 1e308, endAngle: -1e308, clockwise: clockwise)
      #expect(p.elements.isEmpty)
    }
  }
}

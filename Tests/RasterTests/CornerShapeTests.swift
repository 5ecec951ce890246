import Geometry
import Raster
import Testing

@Suite("Corner shapes")
struct CornerShapeTests {
  static func render(_ rect: Rect, radius: Double, curve: CornerCurve, size: Int) -> Pixmap {
    var l = Layer(frame: Rect(x: 0, y: 0, width: Double(size), height: Double(size)))
    l.contents = [
      ShapeContent(path: Path.roundedRect(rect, radii: CornerRadii(all: radius), curve: curve), paint: .solid(.black))
    ]
    guard var p = Pixmap(width: size, height: size) else { preconditionFailure("size") }
    Renderer.render(root: l, into: &p, scale: 1, background: .clear)
    return p
  }

  @Test func continuousCornerReachesFurtherAlongTheEdge() {
    // r = 10 on a 60-pixel square: the circular corner leaves the top edge 10 px from the side,
    // the continuous one 15.3 px from it. 12 px from the side, half a pixel below the top edge,
    // the circular shape is fully inside while the continuous one is not yet.
    let rect = Rect(x: 0, y: 0, width: 60, height: 60)
    let circular = Self.render(rect, radius: 10, curve: .circular, size: 60)
    let continuous = Self.render(rect, radius: 10, curve: .continuous, size: 60)
    #expect(circular.pixel(x: 47, y: 0)?.a == 255)
    #expect((continuous.pixel(x: 47, y: 0)?.a ?? 255) < 255)
    // Far from the corners both are the same straight edge.
    #expect(continuous.pixel(x: 30, y: 0)?.a == 255)
    #expect(continuous.pixel(x: 0, y: 30)?.a == 255)
  }

  @Test func continuousCircleIsACircle() {
    let rect = Rect(x: 2, y: 2, width: 40, height: 40)
    let circular = Self.render(rect, radius: 20, curve: .circular, size: 44)
    let continuous = Self.render(rect, radius: 20, curve: .continuous, size: 44)
    #expect(circular == continuous)
  }

  @Test func radiiAreClampedToHalfTheShorterSide() {
    let rect = Rect(x: 0, y: 0, width: 40, height: 20)
    let huge = Self.render(rect, radius: 500, curve: .circular, size: 40)
    let half = Self.render(rect, radius: 10, curve: .circular, size: 40)
    #expect(huge == half)
  }

  @Test func reversedPathCutsAHoleUnderNonzero() {
    var ring = Path.rect(Rect(x: 0, y: 0, width: 10, height: 10))
    ring.append(Path.rect(Rect(x: 3, y: 3, width: 4, height: 4)).reversed())
    var l = Layer(frame: Rect(x: 0, y: 0, width: 10, height: 10))
    l.contents = [ShapeContent(path: ring, paint: .solid(.black))]
    guard var p = Pixmap(width: 10, height: 10) else { return }
    Renderer.render(root: l, into: &p, scale: 1, background: .clear)
    #expect(p.pixel(x: 1, y: 1)?.a == 255)
    #expect(p.pixel(x: 5, y: 5)?.a == 0)
  }
}

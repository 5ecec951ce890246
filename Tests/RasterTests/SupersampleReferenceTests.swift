import Foundation
import Geometry
import Raster
import Testing

/// The analytic (exact-area) coverage must agree with a supersampled rendering of the true shape.
///
/// Against 8×8 supersampling the mean absolute difference over the whole image is within 1/255.
/// Over edge pixels alone the 8×8 reference is itself off by up to 1/16 where an edge is nearly
/// horizontal or vertical (a whole row of samples flips at once), so there the bound is 2.5/255;
/// against a 32×32 reference, whose own error is 16 times smaller, edge pixels agree within 1/255.
@Suite("Anti-aliasing against an 8×8 supersampled reference")
struct SupersampleReferenceTests {
  struct Case: Sendable, CustomTestStringConvertible {
    let name: String
    let path: Path
    let inside: @Sendable (Double, Double) -> Bool
    var testDescription: String { name }
  }

  static let cases: [Case] = {
    let (cx, cy, rx, ry) = (31.3, 27.7, 22.4, 15.1)
    let ellipse = Case(
      name: "ellipse", path: Path.ellipse(in: Rect(x: cx - rx, y: cy - ry, width: 2 * rx, height: 2 * ry))
    ) { x, y in
      let u = (x - cx) / rx, v = (y - cy) / ry
      return u * u + v * v <= 1
    }
    let rect = Rect(x: 10.2, y: 12.7, width: 40.3, height: 20.9)
    let spin = AffineTransform.translation(x: -rect.midX, y: -rect.midY)
      .concatenating(.rotation(0.37)).concatenating(.translation(x: rect.midX, y: rect.midY))
    let back = spin.inverted ?? .identity
    let rotated = Case(name: "rotated rectangle", path: Path.rect(rect).applying(spin)) { x, y in
      let p = back.apply(Point(x: x, y: y))
      return p.x >= rect.minX && p.x <= rect.maxX && p.y >= rect.minY && p.y <= rect.maxY
    }
    let rr = Rect(x: 5.5, y: 6.25, width: 50, height: 40), r = 12.3
    let rounded = Case(name: "rounded rectangle", path: Path.roundedRect(rr, radii: CornerRadii(all: r))) { x, y in
      let qx = min(max(x, rr.minX + r), rr.maxX - r), qy = min(max(y, rr.minY + r), rr.maxY - r)
      let inBox = x >= rr.minX && x <= rr.maxX && y >= rr.minY && y <= rr.maxY
      return inBox && (x - qx) * (x - qx) + (y - qy) * (y - qy) <= r * r
    }
    return [ellipse, rotated, rounded]
  }()

  @Test(arguments: cases, [(8, 2.5), (32, 1.0)])
  func edgesMatchSupersampling(_ c: Case, _ grid: (samples: Int, edgeBound: Double)) throws {
    let w = 64, h = 56
    var layer = Layer(frame: Rect(x: 0, y: 0, width: Double(w), height: Double(h)))
    layer.contents = [ShapeContent(path: c.path, paint: .solid(.black))]
    var pixmap = try #require(Pixmap(width: w, height: h))
    Renderer.render(root: layer, into: &pixmap, scale: 1, background: .clear)
    let n = grid.samples
    var edgeSum = 0.0, edgeCount = 0, allSum = 0.0
    for y in 0..<h {
      for x in 0..<w {
        var hits = 0
        for j in 0..<n {
          for i in 0..<n
          where c.inside(Double(x) + (Double(i) + 0.5) / Double(n), Double(y) + (Double(j) + 0.5) / Double(n)) {
            hits += 1
          }
        }
        let reference = Double(hits) / Double(n * n)
        let ours = Double(pixmap.pixel(x: x, y: y)?.a ?? 0) / 255
        let d = abs(ours - reference)
        allSum += d
        if (reference > 0 && reference < 1) || (ours > 0 && ours < 1) {
          edgeSum += d
          edgeCount += 1
        }
      }
    }
    let edgeMean = edgeSum / Double(max(1, edgeCount)) * 255
    let allMean = allSum / Double(w * h) * 255
    #expect(edgeCount > 50)
    #expect(edgeMean <= grid.edgeBound, "mean |analytic − \(n)×\(n)| over \(edgeCount) edge pixels = \(edgeMean)/255")
    #expect(allMean <= 1.0, "mean |analytic − \(n)×\(n)| over all pixels = \(allMean)/255")
    if ProcessInfo.processInfo.environment["LAYOUTREEL_VERBOSE"] != nil {
      print("\(c.name) \(n)x\(n): edge mean \(edgeMean)/255 over \(edgeCount) px, all-pixel mean \(allMean)/255")
    }
  }
}

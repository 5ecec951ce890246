import Raster
import Testing

@Suite("Determinism")
struct DeterminismTests {
  static func render() -> [UInt8] {
    guard var p = Pixmap(width: 240, height: 180) else { return [] }
    Renderer.render(root: Scenes.kitchenSink, into: &p, scale: 2)
    return p.rgbaImage.pixels
  }

  @Test func sameRenderTwiceGivesIdenticalBytes() {
    let a = Self.render(), b = Self.render()
    #expect(!a.isEmpty)
    #expect(a == b)
  }

  @Test func concurrentRendersGiveIdenticalBytes() async {
    let reference = Self.render()
    let results = await withTaskGroup(of: [UInt8].self) { group in
      for _ in 0..<4 { group.addTask { Self.render() } }
      var all: [[UInt8]] = []
      for await r in group { all.append(r) }
      return all
    }
    #expect(results.count == 4)
    #expect(results.allSatisfy { $0 == reference })
  }
}

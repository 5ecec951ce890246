import Diff
import Geometry
import LayoutReelTesting
import Raster
import SceneModel
import Testing
import Text

/// Symbol images drawn through `SymbolContent` (the API bars and buttons use), against committed
/// PNGs in `Goldens/symbols`.
@Suite struct SymbolGoldenTests {
  /// A row per weight (ultraLight, regular, bold, black) of common symbols at 17 pt, then one
  /// symbol at the three scales, each on its text baseline (the red line).
  @Test func symbolSheet() throws {
    let names = [
      "chevron.left", "chevron.right", "gearshape.fill", "heart", "heart.fill", "plus", "xmark", "checkmark",
      "magnifyingglass", "star.fill", "person.fill", "house.fill", "bell", "trash", "square.and.arrow.up",
      "ellipsis",
    ]
    var root = Layer(frame: Rect(x: 0, y: 0, width: 420, height: 170))
    root.backgroundColor = .white
    var y = 24.0
    for weight in [FontWeight.ultraLight, .regular, .bold, .black] {
      var x = 8.0
      for name in names {
        let symbol = try SymbolImage(name: name, configuration: SymbolConfiguration(pointSize: 17, weight: weight))
        let top = y - (symbol.size.height - symbol.baselineOffsetFromBottom)
        root.contents.append(SymbolContent(symbol: symbol, at: Point(x: x, y: top), color: .black))
        x += symbol.size.width + 6
      }
      y += 28
    }
    var x = 8.0
    var baseline = Path()
    baseline.move(to: Point(x: 0, y: y + 10))
    baseline.line(to: Point(x: 420, y: y + 10))
    baseline.line(to: Point(x: 420, y: y + 10.5))
    baseline.line(to: Point(x: 0, y: y + 10.5))
    root.contents.append(ShapeContent(path: baseline, paint: .solid(Color(r: 255, g: 0, b: 0, a: 255))))
    for scale in SymbolScale.allCases {
      let symbol = try SymbolImage(name: "star.fill", configuration: SymbolConfiguration(pointSize: 17, scale: scale))
      let top = y + 10 - (symbol.size.height - symbol.baselineOffsetFromBottom)
      root.contents.append(SymbolContent(symbol: symbol, at: Point(x: x, y: top), color: Color(r: 0, g: 122, b: 255)))
      x += symbol.size.width + 8
    }
    var pixmap = try #require(Pixmap(width: 840, height: 340))
    Renderer.render(root: root, into: &pixmap, scale: 2)
    assertImageSnapshot(
      of: pixmap.rgbaImage, named: "symbol-sheet", tolerance: .percent(0.1), options: DiffOptions(threshold: 0.05),
      snapshotFolder: RenderingGoldenTests.goldens("symbols"))
  }
}

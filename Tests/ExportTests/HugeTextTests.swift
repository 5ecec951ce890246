import Codecs
import Foundation
import Testing

/// Issue 21, hardening 4: six letters under `"transform": {"scale": 950}` rasterized glyph masks
/// of 30,000 px a side for one frame (3.3 GB, 9 s; on this machine 8.1 s and 2.26 GB peak RSS
/// before this change, 0.07 s and 36 MB after, same bytes). Glyphs that large are rasterized only
/// where the canvas sees them.
@Suite struct HugeTextTests {
  /// The label is placed so the canvas sees the left edge of the B's stem (label point 1.4 pt
  /// from the left, 10 pt down, at the canvas centre): white left of it, black right of it, the
  /// same edge on every row.
  static let scene = """
    {"canvas": {"width": 390, "height": 300, "scale": 2},
     "views": [{"id": "title", "kind": "label", "text": "Bankey", "font": {"size": 17},
                "transform": {"scale": 950}, "frame": {"x": 36825, "y": 4885, "width": 80, "height": 30}}]}
    """

  @Test func aLabelUnderAHugeScaleDrawsTheVisiblePartOfItsGlyphs() throws {
    let folder = try ExportCommand.folder(["big.json": Self.scene])
    let result = try ExportCommand.run(["frame", "big.json", "--time", "0", "-o", "f.png"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent("f.png")))
    let image = try PNGReader.decode(bytes, name: "f.png")
    #expect(image.width == 780 && image.height == 600)
    func grey(_ x: Int, _ y: Int) -> UInt8 { image.pixels[(y * image.width + x) * 4] }
    // The first black column of row 0, then every row has its edge there.
    let edge = try #require((0..<image.width).first { grey($0, 0) == 0 })
    #expect(edge > 0 && edge < image.width - 1)
    for y in stride(from: 0, to: image.height, by: 37) {
      #expect(grey(0, y) == 255 && grey(edge - 1, y) > 0 && grey(edge, y) == 0 && grey(image.width - 1, y) == 0)
    }
  }

  /// The issue's scene itself: the canvas sees the space between two huge letters; the frame
  /// renders (white) instead of rasterizing every letter in full.
  @Test func theIssuesSixLettersRender() throws {
    let scene = """
      {"canvas": {"width": 390, "height": 300, "scale": 2},
       "views": [{"id": "title", "kind": "label", "text": "Bankey", "font": {"size": 17},
                  "transform": {"scale": 950}, "frame": {"x": 100, "y": 100, "width": 80, "height": 30}}]}
      """
    let folder = try ExportCommand.folder(["six.json": scene])
    let result = try ExportCommand.run(["six.json", "--out", "out", "--quiet", "--format", "png"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
  }
}

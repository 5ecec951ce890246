import Codecs
import Foundation
import LayoutReel
import Pixels
import TestSupport
import Testing

/// Image views: the file's scale (@2x/@3x, `scale`), UIImage(named:)'s lookup, JPEG by content,
/// every content mode's frame, and symbol images measured and placed on a label's baseline.
@Suite struct ImageViewTests {
  /// A folder of test images: `name` → (width, height) px, solid opaque red, as PNG.
  static func folder(_ files: [String: (Int, Int)], copying jpeg: String? = nil) throws -> String {
    let folder = try ScratchFolder.make(prefix: "images").path
    for (name, size) in files {
      let image = try #require(RGBAImage(width: size.0, height: size.1, fill: (255, 0, 0, 255)))
      try Data(try PNGWriter.encode(image)).write(to: URL(fileURLWithPath: folder + "/" + name))
    }
    if let jpeg {
      let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("CodecsTests/Fixtures/blocks-444.jpg")
      try FileManager.default.copyItem(atPath: source.path, toPath: folder + "/" + jpeg)
    }
    return folder
  }

  static func scene(_ views: String, constraints: String = "", scale: Double = 2) -> String {
    """
    {"canvas": {"width": 300, "height": 200, "scale": \(scale)},
     "views": [\(views)],
     "constraints": [\(constraints)]}
    """
  }

  static func frame(_ json: String, in folder: String, _ id: String) throws -> (Double, Double, Double, Double) {
    let scene = try CompiledScene(json: json, name: folder + "/scene.json")
    let f = try #require(scene.frame(id, at: 0))
    return (f.x, f.y, f.width, f.height)
  }

  @Test func a2xImageIsHalfItsPixelsInPoints() throws {
    let folder = try Self.folder(["icon@2x.png": (64, 48), "photo.png": (64, 48)])
    let json = Self.scene(
      #"{"id": "a", "kind": "imageView", "image": "icon@2x.png"}, {"id": "b", "kind": "imageView", "image": "photo.png"}, {"id": "c", "kind": "imageView", "image": "photo.png", "scale": 4}"#,
      constraints:
        #""a.top == root.top", "a.leading == root.leading", "b.top == root.top", "b.leading == root.leading", "c.top == root.top", "c.leading == root.leading""#
    )
    #expect(try Self.frame(json, in: folder, "a") == (0, 0, 32, 24))
    #expect(try Self.frame(json, in: folder, "b") == (0, 0, 64, 48))
    #expect(try Self.frame(json, in: folder, "c") == (0, 0, 16, 12))
  }

  /// `"icon"` at 2x finds icon@2x.png; at 3x icon@3x.png; at 1x icon.png; with only @2x present,
  /// a 3x canvas takes it (and draws it at 2x's scale).
  @Test func namesWithoutSuffixFindTheVariantForTheCanvasScale() throws {
    let folder = try Self.folder([
      "icon.png": (10, 10), "icon@2x.png": (40, 40), "icon@3x.png": (90, 90), "only@2x.png": (40, 40),
    ])
    let views =
      #"{"id": "a", "kind": "imageView", "image": "icon"}, {"id": "b", "kind": "imageView", "image": "only.png"}"#
    let pins = #""a.top == root.top", "a.leading == root.leading", "b.top == root.top", "b.leading == root.leading""#
    #expect(try Self.frame(Self.scene(views, constraints: pins, scale: 1), in: folder, "a") == (0, 0, 10, 10))
    #expect(try Self.frame(Self.scene(views, constraints: pins, scale: 2), in: folder, "a") == (0, 0, 20, 20))
    #expect(try Self.frame(Self.scene(views, constraints: pins, scale: 3), in: folder, "a") == (0, 0, 30, 30))
    #expect(try Self.frame(Self.scene(views, constraints: pins, scale: 3), in: folder, "b") == (0, 0, 20, 20))
  }

  @Test func aJPEGNamedPNGIsDecodedByItsBytes() throws {
    let folder = try Self.folder([:], copying: "photo.png")
    let json = Self.scene(
      #"{"id": "a", "kind": "imageView", "image": "photo.png"}"#,
      constraints: #""a.top == root.top", "a.leading == root.leading""#)
    #expect(try Self.frame(json, in: folder, "a") == (0, 0, 16, 8))
    let pixmap = try CompiledScene(json: json, name: folder + "/scene.json").image(at: 0).rgbaImage
    // Top-left pixel at 2x: the JPEG's left block, (200, 40, 30) within 2 levels.
    #expect(abs(Int(pixmap.pixels[0]) - 200) <= 2 && abs(Int(pixmap.pixels[1]) - 40) <= 2)
  }

  @Test func aMissingNameSaysWhatWasTried() throws {
    let folder = try Self.folder([:])
    let json = Self.scene(#"{"id": "a", "kind": "imageView", "image": "nope"}"#)
    #expect {
      try CompiledScene(json: json, name: folder + "/scene.json")
    } throws: { error in
      let text = "\(error)"
      return text.contains("cannot load the image") && text.contains("No such file")
        && text.contains("also tried nope@2x.png, nope@2x.jpg, nope@2x.jpeg, nope@3x.png")
    }
  }

  /// A 40 × 20 pt image (80 × 40 px at 2x) in a 100 × 60 view, in every mode.
  @Test(arguments: [
    ("scaleToFill", (0.0, 0.0, 100.0, 60.0)), ("redraw", (0, 0, 100, 60)),
    ("scaleAspectFit", (0, 5, 100, 50)), ("scaleAspectFill", (-10, 0, 120, 60)),
    ("center", (30, 20, 40, 20)), ("top", (30, 0, 40, 20)), ("bottom", (30, 40, 40, 20)),
    ("left", (0, 20, 40, 20)), ("right", (60, 20, 40, 20)), ("topLeft", (0, 0, 40, 20)),
    ("topRight", (60, 0, 40, 20)), ("bottomLeft", (0, 40, 40, 20)), ("bottomRight", (60, 40, 40, 20)),
  ])
  func contentModePlacesTheImage(mode: String, expected: (Double, Double, Double, Double)) throws {
    let folder = try Self.folder(["art@2x.png": (80, 40)])
    let json = Self.scene(
      #"{"id": "a", "kind": "imageView", "image": "art@2x.png", "contentMode": "\#(mode)", "backgroundColor": "white"}"#,
      constraints: #""a.top == root.top + 50", "a.leading == root.leading + 50", "a.width == 100", "a.height == 60""#)
    let pixmap = try CompiledScene(json: json, name: folder + "/scene.json").image(at: 0).rgbaImage
    // The red pixels' box, in points (2 px each), relative to the view's origin (50, 50).
    var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
    for y in 0..<pixmap.height {
      for x in 0..<pixmap.width {
        let i = (y * pixmap.width + x) * 4
        if pixmap.pixels[i] > 200 && pixmap.pixels[i + 1] < 60 {
          minX = min(minX, x)
          minY = min(minY, y)
          maxX = max(maxX, x)
          maxY = max(maxY, y)
        }
      }
    }
    let box = (Double(minX) / 2 - 50, Double(minY) / 2 - 50, Double(maxX + 1 - minX) / 2, Double(maxY + 1 - minY) / 2)
    // Not clipped (clipsToBounds is false): aspectFill spills 10 pt each side.
    #expect(box == expected, "\(mode): \(box)")
  }

  @Test func clipsToBoundsCutsWhatSpills() throws {
    let folder = try Self.folder(["art@2x.png": (80, 40)])
    let json = Self.scene(
      #"{"id": "a", "kind": "imageView", "image": "art@2x.png", "contentMode": "scaleAspectFill", "clipsToBounds": true}"#,
      constraints: #""a.top == root.top + 50", "a.leading == root.leading + 50", "a.width == 100", "a.height == 60""#)
    let pixmap = try CompiledScene(json: json, name: folder + "/scene.json").image(at: 0).rgbaImage
    func red(_ x: Int, _ y: Int) -> Bool { pixmap.pixels[(y * pixmap.width + x) * 4 + 1] < 60 }
    #expect(red(100, 120) && red(299, 120))  // the view's first and last columns
    #expect(!red(99, 120) && !red(300, 120))  // nothing past them
  }

  /// A symbol's intrinsic size is its image size; a label's baseline constraint lines it up.
  @Test func symbolImageViewsMeasureAndAlignOnTheBaseline() throws {
    let json = Self.scene(
      #"""
      {"id": "icon", "kind": "imageView", "symbol": "star.fill", "symbolConfiguration": {"pointSize": 24, "scale": "large"}},
      {"id": "text", "kind": "label", "text": "Favourites", "font": {"size": 24}}
      """#,
      constraints:
        #""text.top == root.top + 40", "text.leading == root.leading + 60", "icon.trailing == text.leading - 4", "icon.lastBaseline == text.lastBaseline""#
    )
    let scene = try CompiledScene(json: json, name: "scene.json")
    let icon = try #require(scene.frame("icon", at: 0))
    let text = try #require(scene.frame("text", at: 0))
    // Large: the em is 24 × 1.3 = 31.2 pt tall; the star's ink is 20 of 24 units wide.
    #expect(abs(icon.height - 31.2) < 1e-9)
    #expect(abs(icon.width - 31.2 * 20 / 24) < 0.5, "\(icon.width)")
    // The em is centred on Inter's cap height (24 × 2048 / 2816 = 17.45 pt): the baseline lies
    // (31.2 - 17.45) / 2 = 6.87 pt above the image's bottom, and on the label's baseline.
    let capHeight = 24.0 * 2048 / 2816
    let iconBaseline = icon.y + icon.height - (31.2 - capHeight) / 2
    let ascender = 24.0 * 2728 / 2816  // Inter's hhea ascender: the label's baseline from its top
    #expect(abs(iconBaseline - (text.y + ascender)) < 0.51, "\(iconBaseline) vs \(text.y + ascender)")
  }

  @Test func anUnknownSymbolIsReportedWhereItIsWritten() {
    let json = Self.scene(#"{"id": "icon", "kind": "imageView", "symbol": "hart.fill"}"#)
    #expect {
      try CompiledScene(json: json, name: "scene.json")
    } throws: { error in
      let text = "\(error)"
      return text.contains("scene.json:2:58: error: views[0].symbol: unknown symbol") && text.contains("hart.fill")
        && text.contains("cart.fill")
    }
  }
}

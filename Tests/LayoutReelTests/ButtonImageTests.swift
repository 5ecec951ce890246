import Diff
import Geometry
import LayoutReel
import LayoutReelTesting
import Testing

/// Buttons with SF Symbols: the intrinsic size UIButton.Configuration gives the title and the
/// image `imagePadding` apart inside its 7/12 pt content insets (facts H10), and the image in
/// the title's colour (facts SY6).
@Suite struct ButtonImageTests {
  /// Each button's top-left at (10, 10) of a 320 × 200 canvas at scale 1.
  static func compile(_ views: [String]) throws -> CompiledScene {
    let ids = views.indices.map { "b\($0)" }
    let list = zip(ids, views).map { #"{"id": "\#($0)", "kind": "button", \#($1)}"# }
    let constraints = ids.flatMap { [#""\#($0).leading == root.leading + 10""#, #""\#($0).top == root.top + 10""#] }
    return try CompiledScene(
      json: """
        {"canvas": {"width": 320, "height": 200, "scale": 1}, "views": [\(list.joined(separator: ", "))],
         "constraints": [\(constraints.joined(separator: ", "))]}
        """, name: "buttons.json")
  }

  static func size(_ scene: CompiledScene, _ id: String) throws -> Size {
    let frame = try #require(scene.frame(id, at: 0))
    return Size(width: frame.width, height: frame.height)
  }

  /// Material's `add` (plus) is 14 of its 24 grid units wide (x 5 to 19): 17 × 14 / 24 = 9.917 pt
  /// at 17 pt regular (facts SY1, SY4).
  static let plusWidth = 17.0 * 14 / 24
  static let regular17 = #""symbolConfiguration": {"pointSize": 17, "weight": "regular"}"#

  @Test func leadingAndTrailingImagesWidenTheButtonByImageAndPadding() throws {
    let scene = try Self.compile([
      #""title": "Add""#,
      #""title": "Add", "symbol": "plus", "imagePadding": 8, \#(Self.regular17)"#,
      #""title": "Add", "symbol": "plus", "imagePadding": 8, "imagePlacement": "trailing", \#(Self.regular17)"#,
      #""title": "Add", "symbol": "plus", \#(Self.regular17)"#,
    ])
    let titleOnly = try Self.size(scene, "b0")
    for id in ["b1", "b2"] {
      let size = try Self.size(scene, id)
      #expect(abs(size.width - (titleOnly.width + Self.plusWidth + 8)) < 0.05, "\(id): \(size.width)")
      // The 17 pt em is shorter than Inter's 17 pt line (20.57 pt): the title sets the height.
      #expect(size.height == titleOnly.height)
    }
    // imagePadding defaults to 0 (facts H10).
    #expect(abs(try Self.size(scene, "b3").width - (titleOnly.width + Self.plusWidth)) < 0.05)
  }

  @Test func aTallImageSetsTheHeightAndStackedImagesAddTheirHeight() throws {
    let scene = try Self.compile([
      #""title": "Download""#,
      #""title": "Download", "symbol": "plus", "symbolConfiguration": {"pointSize": 17, "scale": "large"}"#,
      #""title": "Download", "symbol": "plus", "imagePlacement": "top", "imagePadding": 4, \#(Self.regular17)"#,
      #""title": "Download", "symbol": "plus", "imagePlacement": "bottom", "imagePadding": 4, \#(Self.regular17)"#,
    ])
    let titleOnly = try Self.size(scene, "b0")
    // Large: the em is 17 × 1.3 = 22.1 pt, taller than the title; + 2 × 7 insets.
    #expect(abs(try Self.size(scene, "b1").height - (22.1 + 14)) < 1e-9)
    for id in ["b2", "b3"] {
      let size = try Self.size(scene, id)
      // The title is wider than the image; the heights add with the padding between them.
      #expect(size.width == titleOnly.width)
      #expect(abs(size.height - (titleOnly.height + 4 + 17)) < 1e-9, "\(id): \(size.height)")
    }
  }

  @Test func anImageOnlyButtonIsTheImageInsideTheInsets() throws {
    let scene = try Self.compile([#""symbol": "plus", "imagePadding": 8, \#(Self.regular17)"#])
    let size = try Self.size(scene, "b0")
    // No title: the padding does not apply; 9.917 + 2 × 12 by 17 + 2 × 7.
    #expect(abs(size.width - (Self.plusWidth + 24)) < 0.05, "\(size.width)")
    #expect(abs(size.height - 31) < 1e-9)
  }

  /// At 34 pt the plus's bars are 34 × 2 / 24 = 2.83 pt thick: the button's centre pixel is inside
  /// the crossing, drawn in the title colour (white on a filled button, systemBlue otherwise).
  @Test func theImageTakesTheTitleColourOfEachStyle() throws {
    let expected: [(String, [UInt8])] = [
      ("plain", [0, 122, 255]), ("filled", [255, 255, 255]), ("tinted", [0, 122, 255]), ("gray", [0, 122, 255]),
    ]
    for (style, rgb) in expected {
      let scene = try Self.compile([
        #""style": "\#(style)", "symbol": "plus", "symbolConfiguration": {"pointSize": 34, "weight": "regular"}"#
      ])
      let frame = try #require(scene.frame("b0", at: 0))
      let image = scene.image(at: 0)
      let centre = try #require(image.pixel(x: Int(frame.x + frame.width / 2), y: Int(frame.y + frame.height / 2)))
      #expect([centre.r, centre.g, centre.b] == rgb, "\(style)")
    }
  }

  @Test func anUnknownButtonSymbolIsReportedWhereItIsWritten() {
    #expect {
      try Self.compile([#""title": "Go", "symbol": "hart.fill""#])
    } throws: { error in
      "\(error)".contains("views[0].symbol: unknown symbol") && "\(error)".contains("hart.fill")
    }
  }

  static let golden = """
    {"canvas": {"width": 300, "height": 150},
     "views": [
       {"id": "plain", "kind": "button", "title": "Add", "symbol": "plus", "imagePadding": 6},
       {"id": "filled", "kind": "button", "title": "Share", "style": "filled", "symbol": "square.and.arrow.up",
        "imagePadding": 8},
       {"id": "tinted", "kind": "button", "title": "Next", "style": "tinted", "symbol": "chevron.right",
        "imagePlacement": "trailing", "imagePadding": 4},
       {"id": "gray", "kind": "button", "style": "gray", "symbol": "heart.fill"},
       {"id": "top", "kind": "button", "title": "Call", "style": "filled", "symbol": "phone.fill",
        "imagePlacement": "top", "imagePadding": 4, "symbolConfiguration": {"textStyle": "title2"}},
       {"id": "off", "kind": "button", "title": "Trash", "style": "filled", "symbol": "trash", "isEnabled": false}],
     "constraints": [
       {"vfl": "|-12-[plain]-8-[filled]-8-[tinted]", "options": "alignAllCenterY"}, "plain.top == root.top + 12",
       {"vfl": "|-12-[gray]-8-[top]-8-[off]", "options": "alignAllCenterY"}, "top.top == plain.bottom + 16"]}
    """

  @Test func buttonStylesWithSymbols() throws {
    let scene = try CompiledScene(json: Self.golden, name: "buttonImages.json")
    assertSceneSnapshot(
      of: scene, at: 0, named: "buttonImages", tolerance: RenderingGoldenTests.tolerance,
      options: RenderingGoldenTests.options, snapshotFolder: RenderingGoldenTests.goldens("controls"))
  }
}

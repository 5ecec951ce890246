import Codecs
import Foundation
import LayoutReel
import Pixels
import TestSupport
import Testing

/// The cache key covers the image file an export reads, which for a name written without a scale
/// suffix is the variant UIImage(named:) picks for the canvas scale (facts IM2), not the name.
@Suite struct CacheKeyImageLookupTests {
  static func png(_ value: UInt8) throws -> Data {
    let image = try #require(RGBAImage(width: 2, height: 2, fill: (value, value, value, 255)))
    return Data(try PNGWriter.encode(image, options: PNGWriteOptions(), name: "dot.png"))
  }

  @Test func aChangedScaleVariantChangesTheKeyAndAnUnreadFileDoesNot() throws {
    let folder = try ScratchFolder.make(prefix: "cache-key")
    let scene = folder.appendingPathComponent("dot.json")
    try Data(
      """
      {"name": "dot", "canvas": {"width": 20, "height": 20, "scale": 2},
       "views": [{"id": "dot", "kind": "imageView", "image": "dot.png"}],
       "constraints": ["dot.left == root.left", "dot.top == root.top"]}
      """.utf8
    ).write(to: scene)
    try Self.png(10).write(to: folder.appendingPathComponent("dot.png"))
    try Self.png(20).write(to: folder.appendingPathComponent("dot@2x.png"))

    let keys = CacheKeys()
    let first = try #require(keys.export(scene.path, settings: ExportSettings()))
    // At 2x the export reads dot@2x.png: changing it must miss the cache...
    try Self.png(30).write(to: folder.appendingPathComponent("dot@2x.png"))
    let second = try #require(keys.export(scene.path, settings: ExportSettings()))
    #expect(second != first)
    // ...and changing dot.png, which a 2x export does not read, must not.
    try Self.png(40).write(to: folder.appendingPathComponent("dot.png"))
    #expect(keys.export(scene.path, settings: ExportSettings()) == second)
    // Removing the 2x variant makes the export read dot.png at 1x: a different key again.
    try FileManager.default.removeItem(at: folder.appendingPathComponent("dot@2x.png"))
    let third = try #require(keys.export(scene.path, settings: ExportSettings()))
    #expect(third != second && third != first)
  }
}

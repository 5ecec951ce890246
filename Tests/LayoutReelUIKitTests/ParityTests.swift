import Diff
import Foundation
import LayoutReel
import LayoutReelUIKit
import Raster
import Testing
import UIKitScenes

/// The Swift versions of the documents' animations give the same frames as their JSON scenes:
/// every view's presented state at every frame, and the painted pixels at five frames (the GIFs
/// themselves are compared by `export diff` in docs/swift-front-end.md: 0 mismatched pixels).
@MainActor
struct ParityTests {
  static func close<V: SIMD>(_ a: V, _ b: V) -> Bool where V.Scalar == Double {
    a.indices.allSatisfy { abs(a[$0] - b[$0]) < 1e-9 }
  }

  @Test(arguments: Gallery.names.compactMap { $0.json == nil ? nil : $0.name })
  func sameFramesAsTheJSONScene(name: String) throws {
    let entry = try #require(Gallery.names.first { $0.name == name })
    let swift = try #require(try Gallery.record(name)).compiledScene()
    try Self.expectSameFrames(swift, try CompiledScene(contentsOf: Repository.path(try #require(entry.json))))
  }

  /// Every view's presented state at every frame of `json` is `swift`'s, and five frames' pixels
  /// are the same.
  static func expectSameFrames(_ swift: CompiledScene, _ json: CompiledScene) throws {
    #expect(swift.clock.frameCount == json.clock.frameCount)
    #expect(swift.viewIDs.count == json.viewIDs.count)
    #expect(swift.pixelWidth == json.pixelWidth && swift.pixelHeight == json.pixelHeight)
    for frame in 0..<json.clock.frameCount {
      let t = json.clock.time(ofFrame: frame)
      let (a, b) = (swift.presentation(at: t), json.presentation(at: t))
      #expect(a.count == b.count)
      for (id, (x, y)) in zip(json.viewIDs, zip(a, b)) {
        // 1e-9 pt: a chained 1 s easeInOut step and the JSON's autoreversed pass differ by
        // rounding only (about 1e-13 pt); nothing else may differ.
        let place = "\(id), frame \(frame) at \(t) s"
        #expect(close(x.frame, y.frame) && close(x.transform, y.transform), "\(place)")
        #expect(abs(x.alpha - y.alpha) < 1e-9 && x.background == y.background && x.hidden == y.hidden, "\(place)")
        #expect(x.presentedText == y.presentedText && x.style == y.style && x.cornerRadii == y.cornerRadii, "\(place)")
      }
    }
    let count = json.clock.frameCount
    for frame in Set([0, count / 4, count / 2, 3 * count / 4, count - 1]).sorted() {
      let t = json.clock.time(ofFrame: frame)
      let result = try ImageDiff.compare(json.image(at: t).rgbaImage, swift.image(at: t).rgbaImage)
      #expect(result.mismatchedPixels == 0, "frame \(frame) at \(t) s")
    }
  }
}

/// The Swift-only gallery scenes still render their committed posters byte for byte (scripts/run
/// writes them; this is their `export check`).
@MainActor
struct SwiftGalleryTests {
  @Test(arguments: Gallery.names.compactMap { $0.json == nil ? $0.name : nil })
  func posterIsTheCommittedOne(name: String) throws {
    let reel = try #require(try Gallery.record(name))
    reel.name = name
    let scene = try reel.compiledScene()
    let bytes = try SceneExporter.poster(scene, at: scene.clock.time(ofFrame: scene.clock.frameCount - 1))
    let committed = try #require(FileManager.default.contents(atPath: Repository.path("output/swift/\(name).png")))
    let same = bytes == [UInt8](committed)
    #expect(same, "output/swift/\(name).png differs from the render: re-record with scripts/run")
  }
}

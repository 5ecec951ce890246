import Foundation
import LayoutReel
import LayoutReelTesting
import Testing

/// Each documentation scene's poster (its last frame) against the PNG committed in `output/`,
/// through the snapshot assertion test authors use. Tolerance: 0.1 % of the pixels, beyond the
/// perceptual threshold and anti-aliasing, absorbs glyph-edge drift from another FreeType or
/// HarfBuzz build; a moved or recoloured view changes far more.
@Suite struct DocumentationPosterTests {
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static var sceneNames: [String] {
    let folder = repository.appendingPathComponent("scenes")
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return files.filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }.sorted()
  }

  @Test(arguments: sceneNames)
  func posterMatchesTheCommittedOne(name: String) throws {
    let path = Self.repository.appendingPathComponent("scenes/\(name).json").path
    let scene = try CompiledScene(contentsOf: path)
    let last = scene.clock.time(ofFrame: scene.clock.frameCount - 1)
    assertSceneSnapshot(
      of: scene, at: last, named: scene.name, tolerance: .percent(0.1),
      snapshotFolder: Self.repository.appendingPathComponent("output").path)
  }

  @Test func everyDocumentationSceneIsCovered() {
    #expect(Self.sceneNames.count >= 10)
  }
}

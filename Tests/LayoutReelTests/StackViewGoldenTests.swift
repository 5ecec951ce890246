import Foundation
import LayoutReel
import LayoutReelTesting
import Testing

/// The gallery's stack view scene rendered through the whole pipeline and compared with
/// committed PNGs in `Goldens/stacks/` (same allowance as `RenderingGoldenTests`): half way
/// through the collapse (the work row 0.5 of its height, fading, the rows below moving up) and
/// with the row hidden.
@Suite struct StackViewGoldenTests {
  static func scene() throws -> CompiledScene {
    let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..")
    return try CompiledScene(contentsOf: repo.appendingPathComponent("scenes/stack-hide-show.json").path)
  }

  @Test func contactCardHalfwayThroughHiding() throws {
    let scene = try Self.scene()
    // The hide step runs 0.6...0.95 s: half way at 0.775 s.
    #expect(abs((scene.snapshot(at: 0.775).first { $0.id == "workRow" }?.alpha ?? 0) - 0.5) < 1e-6)
    assertSceneSnapshot(
      of: scene, at: 0.775, named: "contact-card-halfway", tolerance: RenderingGoldenTests.tolerance,
      options: RenderingGoldenTests.options, snapshotFolder: RenderingGoldenTests.goldens("stacks"))
  }

  @Test func contactCardWithTheRowHidden() throws {
    assertSceneSnapshot(
      of: try Self.scene(), at: 1.5, named: "contact-card-hidden", tolerance: RenderingGoldenTests.tolerance,
      options: RenderingGoldenTests.options, snapshotFolder: RenderingGoldenTests.goldens("stacks"))
  }
}

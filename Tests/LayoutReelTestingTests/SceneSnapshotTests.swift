import Codecs
import Foundation
import LayoutReel
import LayoutReelTesting
import TestSupport
import Testing

/// A small scene: a red box sliding right over one second.
let slidingBox = """
  {"name": "sliding-box", "canvas": {"width": 80, "height": 40, "scale": 1, "background": "#ffffff"},
   "fps": 10,
   "views": [{"id": "box", "frame": {"x": 5, "y": 10, "width": 20, "height": 20}, "backgroundColor": "#ff0000"}],
   "timeline": [{"duration": 1, "curve": "linear",
     "changes": [{"view": "box", "frame": {"x": 55, "y": 10, "width": 20, "height": 20}}]}]}
  """

@Suite struct SceneSnapshotTests {
  /// The assertion as a user writes it, against the committed `__Snapshots__` PNG.
  @Test func slidingBoxHalfwayMatchesItsCommittedSnapshot() throws {
    let scene = try CompiledScene(json: slidingBox, name: "sliding-box.json")
    assertSceneSnapshot(of: scene, at: 0.5, named: "sliding-box-halfway")
  }

  @Test func missingReferenceIsRecordedAndFails() throws {
    let folder = ScratchFolder.path("snapshots")
    let scene = try CompiledScene(json: slidingBox, name: "sliding-box.json")
    let message = try #require(
      verifySceneSnapshot(of: scene, at: 0.5, named: "halfway", record: .missing, snapshotFolder: folder))
    #expect(message.contains("Recorded snapshot \"halfway\" at \(folder)/halfway.png because no reference existed"))
    let recorded = try PNGReader.decode(
      [UInt8](Data(contentsOf: URL(fileURLWithPath: folder + "/halfway.png"))), name: "halfway")
    #expect(recorded == scene.image(at: 0.5).rgbaImage)
    // Now it exists: the same frame passes, another frame fails with figures and artifact paths.
    #expect(verifySceneSnapshot(of: scene, at: 0.5, named: "halfway", record: .missing, snapshotFolder: folder) == nil)
    let failure = try #require(
      verifySceneSnapshot(of: scene, at: 0.6, named: "halfway", record: .missing, snapshotFolder: folder))
    // The box moves 5 px: a 5x20 strip uncovered and one covered on the other side.
    #expect(failure.contains("80x40: 200 of 3200 pixels mismatched (6.25%)"), "\(failure)")
    #expect(failure.contains("tolerance 0 pixels (fails)"))
    let paths = failure.split(separator: "\n").filter { $0.hasPrefix("actual: ") || $0.hasPrefix("difference: ") }
    #expect(paths.count == 2, "\(failure)")
    for line in paths {
      let path = String(line.split(separator: " ", maxSplits: 1)[1])
      #expect(FileManager.default.fileExists(atPath: path), "\(path)")
    }
    // A tolerance that allows the strip passes.
    #expect(
      verifySceneSnapshot(
        of: scene, at: 0.6, named: "halfway", tolerance: .percent(7), record: .missing, snapshotFolder: folder) == nil)
    // Recording on purpose rewrites the reference and still fails, saying so.
    let rerecorded = try #require(
      verifySceneSnapshot(of: scene, at: 0.6, named: "halfway", record: .all, snapshotFolder: folder))
    #expect(rerecorded.contains("because recording is on"))
    #expect(verifySceneSnapshot(of: scene, at: 0.6, named: "halfway", record: .missing, snapshotFolder: folder) == nil)
  }

  @Test func snapshotsLiveNextToTheTestFile() {
    let location = SnapshotLocation(name: "login button", filePath: "/repo/Tests/AppTests/LoginTests.swift")
    #expect(location.referencePath == "/repo/Tests/AppTests/__Snapshots__/LoginTests/login-button.png")
  }
}

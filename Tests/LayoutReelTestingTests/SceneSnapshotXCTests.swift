import LayoutReel
import LayoutReelTesting
import TestSupport
import XCTest

/// The same assertion from XCTest: failures go through XCTFail when no Swift Testing test runs.
final class SceneSnapshotXCTests: XCTestCase {
  func testSlidingBoxEndMatchesItsCommittedSnapshot() throws {
    let scene = try CompiledScene(json: slidingBox, name: "sliding-box.json")
    assertSceneSnapshot(of: scene, at: 1, named: "sliding-box-end")
  }

  func testMismatchMessageUnderXCTest() throws {
    let scene = try CompiledScene(json: slidingBox, name: "sliding-box.json")
    let folder = ScratchFolder.path("xc-snapshots")
    XCTAssertNotNil(verifySceneSnapshot(of: scene, at: 0, named: "start", record: .missing, snapshotFolder: folder))
    XCTAssertNil(verifySceneSnapshot(of: scene, at: 0, named: "start", record: .missing, snapshotFolder: folder))
    let message = try XCTUnwrap(verifySceneSnapshot(of: scene, at: 1, named: "start", snapshotFolder: folder))
    XCTAssertTrue(message.contains("pixels mismatched"), message)
  }
}

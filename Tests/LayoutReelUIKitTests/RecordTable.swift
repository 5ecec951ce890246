import Diff
import LayoutReel
import LayoutReelUIKit
import SceneJSON
import Testing

/// Records a table view of 44 pt rows (its `rowHeight`) filling a 320 × 300 canvas at 50 fps,
/// `appear` making its updates when the controller appears. The caller keeps `source` alive (the
/// table holds its data source weakly, as UIKit does).
@MainActor
func recordTable(
  _ source: any UITableViewDataSource, style: UITableView.Style = .plain, hold: Double = 0.2,
  appear: @escaping @MainActor (UITableView) -> Void
) throws -> (Reel, UITableView) {
  let reel = Reel(width: 320, height: 300, fps: 50)
  let table = UITableView(frame: .zero, style: style)
  table.accessibilityIdentifier = "table"
  let controller = TestController(
    load: { root in
      table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
      table.rowHeight = 44
      table.dataSource = source
      pinToEdges(table, in: root)
    },
    appear: { _ in appear(table) })
  try reel.record(controller, hold: hold)
  return (reel, table)
}

/// Pixel parity with a JSON twin: the same frame count, and 0 mismatched pixels at frames 0, 4, 7,
/// 11 (through a 0.3 s update at 50 fps) and the last.
func expectSameFrames(_ swift: CompiledScene, asJSON json: String) throws {
  let twin = try CompiledScene(SceneDecoder.decode(text: json).scene)
  #expect(swift.clock.frameCount == twin.clock.frameCount)
  for frame in [0, 4, 7, 11, twin.clock.frameCount - 1] {
    let t = twin.clock.time(ofFrame: frame)
    let result = try ImageDiff.compare(twin.image(at: t).rgbaImage, swift.image(at: t).rgbaImage)
    #expect(result.mismatchedPixels == 0, "frame \(frame)")
  }
}

import Foundation

/// Where RasterTests' reference images live: `Goldens/<feature>/<name>.png` in this target. The
/// tests compare against them with LayoutReelTesting's `assertImageSnapshot`, so recording is the
/// library's: a missing golden is recorded and the test fails; `LAYOUTREEL_RECORD=1` re-records
/// and fails saying so.
///
/// Every golden is compared with `.channelDelta(max: 1, mean: 0.02)`: at most 1 per channel and a
/// mean absolute channel difference of at most 0.02. Rendering is deterministic, so today every
/// golden matches exactly; the ±1 slack only absorbs rounding flips should a future compiler fuse
/// multiply-adds in the geometry code. Anything larger is a real change.
enum Goldens {
  /// `Goldens/<feature>` in this test target, as an absolute path.
  static func folder(_ feature: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Goldens").appendingPathComponent(feature).path
  }
}

import Codecs
import Foundation
import Pixels
import Raster
import Testing

/// Golden-image comparison: `Goldens/<feature>/<name>.png` next to this test target.
///
/// Tolerance: at most 1 per channel and a mean absolute channel difference of at most 0.02.
/// Rendering is deterministic, so today every golden matches exactly; the ±1 slack only absorbs
/// rounding flips should a future compiler fuse multiply-adds in the geometry code. Anything
/// larger is a real change. `LAYOUTREEL_RECORD=1` (or `all`) rewrites goldens on purpose; a
/// missing golden is recorded and the test fails so the new file gets looked at.
enum Golden {
  static let maxChannelDelta = 1
  static let maxMeanDelta = 0.02

  static var goldensDirectory: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Goldens")
  }

  static var recordAll: Bool {
    let v = ProcessInfo.processInfo.environment["LAYOUTREEL_RECORD"] ?? ""
    return v == "1" || v == "all"
  }

  /// Compares `pixmap` with its golden; returns nil on a match, else a sentence with numbers.
  static func verify(_ pixmap: Pixmap, feature: String, name: String) -> String? {
    let image = pixmap.rgbaImage
    let dir = goldensDirectory.appendingPathComponent(feature)
    let file = dir.appendingPathComponent(name + ".png")
    let exists = FileManager.default.fileExists(atPath: file.path)
    if recordAll || !exists {
      do {
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        try Data(TestPNG.encode(image)).write(to: file)
      } catch {
        return "could not write golden \(file.path): \(error)"
      }
      return exists ? nil : "no golden existed: recorded \(file.path); look at it, then run the tests again"
    }
    let reference: RGBAImage
    do {
      reference = try TestPNG.decode(Array(try Data(contentsOf: file)))
    } catch {
      return "golden \(file.path) unreadable: \(error)"
    }
    guard reference.width == image.width, reference.height == image.height else {
      return "size differs: golden \(reference.width)x\(reference.height), actual \(image.width)x\(image.height)"
    }
    if reference.pixels == image.pixels { return nil }
    var maxDelta = 0, total = 0, differing = 0
    var diff = [UInt8](repeating: 0, count: image.pixels.count)
    for i in stride(from: 0, to: image.pixels.count, by: 4) {
      var pixelDelta = 0
      for c in 0..<4 {
        let d = abs(Int(image.pixels[i + c]) - Int(reference.pixels[i + c]))
        total += d
        pixelDelta = max(pixelDelta, d)
      }
      maxDelta = max(maxDelta, pixelDelta)
      if pixelDelta > 0 { differing += 1 }
      let v = UInt8(min(255, pixelDelta * 32))
      diff[i] = v; diff[i + 3] = 255
    }
    let mean = Double(total) / Double(image.pixels.count)
    if maxDelta <= maxChannelDelta && mean <= maxMeanDelta { return nil }
    let artifacts = FileManager.default.temporaryDirectory.appendingPathComponent("layoutreel-artifacts/\(feature)")
    try? FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
    let actualFile = artifacts.appendingPathComponent(name + ".actual.png")
    let diffFile = artifacts.appendingPathComponent(name + ".diff.png")
    try? Data(TestPNG.encode(image)).write(to: actualFile)
    if let d = RGBAImage(width: image.width, height: image.height, pixels: diff) {
      try? Data(TestPNG.encode(d)).write(to: diffFile)
    }
    return "\(feature)/\(name): \(differing) of \(image.width * image.height) pixels differ, max channel delta "
      + "\(maxDelta) (allowed \(maxChannelDelta)), mean \(mean) (allowed \(maxMeanDelta)); "
      + "actual \(actualFile.path), difference \(diffFile.path)"
  }

  static func expectMatch(_ pixmap: Pixmap, feature: String, name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    if let message = verify(pixmap, feature: feature, name: name) {
      Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
  }
}

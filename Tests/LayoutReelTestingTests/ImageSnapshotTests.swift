import Codecs
import Foundation
import LayoutReelTesting
import Pixels
import TestSupport
import Testing

/// The image-level assertion the scene assertion is built on, with a chosen reference folder.
@Suite struct ImageSnapshotTests {
  /// A 6x4 opaque image whose first pixel's red byte is `red`.
  static func image(red: UInt8) throws -> RGBAImage {
    var image = try #require(RGBAImage(width: 6, height: 4, fill: (200, 100, 50, 255)))
    image.pixels[0] = red
    return image
  }

  static func temporaryFolder() -> String {
    ScratchFolder.path("image-snapshots") + "/feature"
  }

  @Test func missingReferenceIsRecordedInTheChosenFolderAndFails() throws {
    let folder = Self.temporaryFolder()
    let image = try Self.image(red: 200)
    let message = try #require(
      verifyImageSnapshot(of: image, named: "swatch", record: .missing, snapshotFolder: folder))
    #expect(message.contains("Recorded snapshot \"swatch\" at \(folder)/swatch.png because no reference existed"))
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: folder + "/swatch.png")))
    let recorded = try PNGReader.decode(bytes, name: "swatch")
    #expect(recorded == image)
    #expect(verifyImageSnapshot(of: image, named: "swatch", record: .missing, snapshotFolder: folder) == nil)
  }

  @Test func channelDeltaStrategyAllowsRoundingAndReportsMore() throws {
    let folder = Self.temporaryFolder()
    let reference = try Self.image(red: 200)
    _ = verifyImageSnapshot(
      of: reference, as: .channelDelta(max: 1, mean: 0.02), named: "swatch", record: .missing, snapshotFolder: folder)
    // 1 of 96 bytes off by 1: mean 0.0104, within both limits.
    let rounded = try Self.image(red: 201)
    #expect(
      verifyImageSnapshot(
        of: rounded, as: .channelDelta(max: 1, mean: 0.02), named: "swatch", record: .missing, snapshotFolder: folder)
        == nil)
    let moved = try Self.image(red: 203)
    let failure = try #require(
      verifyImageSnapshot(
        of: moved, as: .channelDelta(max: 1, mean: 0.02), named: "swatch", record: .missing, snapshotFolder: folder))
    #expect(failure.contains("max channel delta 3 (allowed 1)"), "\(failure)")
    let paths = failure.split(separator: "\n").filter { $0.hasPrefix("actual: ") || $0.hasPrefix("difference: ") }
    #expect(paths.count == 2, "\(failure)")
    // The perceptual comparison with default options does not see a 3-level change of one byte.
    #expect(verifyImageSnapshot(of: moved, named: "swatch", record: .missing, snapshotFolder: folder) == nil)
  }

  @Test func reRecordingFailsAndKeepsTheBytesOfAReferenceWithTheSamePixels() throws {
    let folder = Self.temporaryFolder()
    let image = try Self.image(red: 200)
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    // Encoded differently from what the store writes (with pHYs), as an older golden might be.
    let original = try PNGWriter.encode(image, options: PNGWriteOptions(scale: 2))
    let path = folder + "/swatch.png"
    try Data(original).write(to: URL(fileURLWithPath: path))
    let message = try #require(verifyImageSnapshot(of: image, named: "swatch", record: .all, snapshotFolder: folder))
    #expect(message.contains("because recording is on"), "\(message)")
    #expect(message.contains("the file was left unchanged"), "\(message)")
    #expect([UInt8](try Data(contentsOf: URL(fileURLWithPath: path))) == original)
    // Different pixels are written, and the assertion still fails.
    let changed = try Self.image(red: 10)
    let rewritten = try #require(
      verifyImageSnapshot(of: changed, named: "swatch", record: .all, snapshotFolder: folder))
    #expect(rewritten.contains("because recording is on"), "\(rewritten)")
    #expect(!rewritten.contains("left unchanged"))
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    #expect(try PNGReader.decode(bytes, name: path) == changed)
  }
}

import Foundation
import Testing

@testable import Codecs

/// Issue 21, hardening 5: `export diff` had no limits (a 23 KB GIF of 1,000 one-pixel frames on a
/// 1000 x 1000 screen took 11.7 GB, an LZW bomb of 1 MB 2.66 GB, two small PNG bombs 6.3 GB). The
/// files' headers are now read first, sizes and frame counts meet `--max-frames` and
/// `--max-memory` before a pixel is decoded, and animations are compared as they are decoded.
@Suite struct DiffLimitsTests {
  static func le16(_ v: Int) -> [UInt8] { [UInt8(v & 0xFF), UInt8(v >> 8)] }

  /// `count` one-pixel frames (white at 0, 0, delay 1 cs) on a `side` x `side` screen.
  static func onePixelFrames(_ count: Int, side: Int) -> [UInt8] {
    var gif = Array("GIF89a".utf8) + le16(side) + le16(side) + [0x80, 0, 0, 0, 0, 0, 255, 255, 255]
    let frame: [UInt8] = [0x21, 0xF9, 4, 0, 1, 0, 0, 0, 0x2C, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x4C, 0x01, 0]
    for _ in 0..<count { gif += frame }
    return gif + [0x3B]
  }

  static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    return be32(data.count) + body + be32(Int(CRC32.checksum(body)))
  }

  static func be32(_ v: Int) -> [UInt8] { (0..<4).map { UInt8((v >> (24 - 8 * $0)) & 0xFF) } }

  /// A 1-bit grey PNG declaring `side` x `side` px: the header is all that is read before the
  /// limit refuses it (its one IDAT is a placeholder).
  static func declaredPNG(side: Int) -> [UInt8] {
    [137, 80, 78, 71, 13, 10, 26, 10] + chunk("IHDR", be32(side) + be32(side) + [1, 0, 0, 0, 0])
      + chunk("IDAT", [0x78, 0x9C, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01]) + chunk("IEND", [])
  }

  func run(_ files: [String: [UInt8]], _ arguments: [String]) throws -> ExportCommand.Result {
    let folder = try ExportCommand.folder([:])
    for (name, bytes) in files { try Data(bytes).write(to: folder.appendingPathComponent(name)) }
    return try ExportCommand.run(["diff"] + arguments, in: folder)
  }

  /// The file: 1,000 frames are counted from the structure, and refused by --max-frames
  /// before any is decoded.
  @Test func theFrameCountMeetsItsLimitBeforeDecoding() throws {
    let gif = Self.onePixelFrames(1000, side: 1000)
    #expect(gif.count < 24_000)
    let refused = try run(["a.gif": gif], ["a.gif", "a.gif", "--max-frames", "999"])
    #expect(refused.status == 2)
    #expect(
      refused.stderr
        == "a.gif: error: the file holds 1000 frames, over the limit of 999 (raise the limit with --max-frames)\n")
  }

  /// 1,000 frames are compared one pair at a time (on a 100 x 100 screen, so the debug build's
  /// comparison stays fast; the 1000 x 1000 file took 44 MB peak RSS in the debug build).
  @Test func aThousandFramesCompareAsTheyAreDecoded() throws {
    let gif = Self.onePixelFrames(1000, side: 100)
    let result = try run(["a.gif": gif, "b.gif": gif], ["a.gif", "b.gif"])
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "1000 frames match: same count, same delays, every frame within tolerance 0 pixels.\n")
  }

  /// The LZW bomb: a frame declaring 65535 x 32000 px is refused at its descriptor.
  @Test func anLZWBombIsRefusedAtItsDescriptor() throws {
    var gif = Array("GIF89a".utf8) + Self.le16(100) + Self.le16(100) + [0x80, 0, 0, 0, 0, 0, 255, 255, 255]
    gif += [0x2C, 0, 0, 0, 0] + Self.le16(65535) + Self.le16(32000) + [0, 2, 2, 0x4C, 0x01, 0, 0x3B]
    let result = try run(["bomb.gif": gif, "ok.gif": Self.onePixelFrames(1, side: 100)], ["bomb.gif", "ok.gif"])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "bomb.gif: error: invalid input: frame 0 declares 65535x32000 px, over the 134217728 px a GIF frame may have\n"
    )
  }

  /// Two PNGs declaring 23000 x 23000 px (as small bombs they took 6.22 GB and 26 s with main's
  /// reader): 4 bytes per pixel each, plus 4 for a difference image when one is written.
  @Test func declaredPNGSizesMeetTheMemoryLimitBeforeDecoding() throws {
    let png = Self.declaredPNG(side: 23000)
    let files = ["a.png": png, "b.png": png]
    let counted = try run(files, ["a.png", "b.png"])
    #expect(counted.status == 2)
    #expect(
      counted.stderr
        == "a.png: error: comparing 23000x23000 px with 23000x23000 px needs about 4035 MiB, over the 2048 MiB limit "
        + "(raise the limit with --max-memory)\n")
    let withImage = try run(files, ["a.png", "b.png", "--out", "d.png", "--max-memory", "5000"])
    #expect(withImage.status == 2)
    #expect(
      withImage.stderr.contains("needs about 6053 MiB, over the 5000 MiB limit (raise the limit with --max-memory)"))
  }
}

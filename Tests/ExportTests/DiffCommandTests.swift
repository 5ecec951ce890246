import Codecs
import Foundation
import Pixels
import Testing

/// `export diff` on constructed pairs whose answers are known.
@Suite(.serialized) struct DiffCommandTests {
  /// A width x height image: black columns left of `edge`, a grey column at it, white after.
  static func edge(at edge: Int, width: Int = 12, height: Int = 6) -> RGBAImage {
    var pixels: [UInt8] = []
    for _ in 0..<height {
      for x in 0..<width {
        let level: UInt8 = x < edge ? 0 : x == edge ? 128 : 255
        pixels += [level, level, level, 255]
      }
    }
    return RGBAImage(width: width, height: height, pixels: pixels) ?? edgeFallback
  }
  static let edgeFallback = RGBAImage(width: 1, height: 1, fill: (0, 0, 0, 0))!

  static func gradient(_ width: Int, _ height: Int, dot: (Int, Int)? = nil) -> RGBAImage {
    var pixels: [UInt8] = []
    for y in 0..<height {
      for x in 0..<width {
        if let dot, dot == (x, y) {
          pixels += [255, 0, 0, 255]
        } else {
          pixels += [UInt8(x * 5 % 256), UInt8(y * 7 % 256), 120, 255]
        }
      }
    }
    return RGBAImage(width: width, height: height, pixels: pixels) ?? edgeFallback
  }

  static func write(_ image: RGBAImage, _ name: String, in folder: URL) throws {
    try Data(PNGWriter.encode(image)).write(to: folder.appendingPathComponent(name))
  }

  static func apng(_ frames: [RGBAImage], delay: FrameDelay) throws -> Data {
    let writer = try APNGWriter(width: frames[0].width, height: frames[0].height)
    for frame in frames { try writer.add(frame, delay: delay) }
    return Data(try writer.finish())
  }

  @Test func identicalImagesMatch() throws {
    let folder = try ExportCommand.folder([:])
    try Self.write(Self.gradient(40, 30), "a.png", in: folder)
    try Self.write(Self.gradient(40, 30), "b.png", in: folder)
    let result = try ExportCommand.run(["diff", "a.png", "b.png", "--json"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "{\"mismatched\": 0, \"total\": 1200, \"percent\": 0}\n")
    #expect(result.stderr.isEmpty)
  }

  @Test func onePixelOffFailsUnlessTolerated() throws {
    let folder = try ExportCommand.folder([:])
    try Self.write(Self.gradient(40, 30), "a.png", in: folder)
    try Self.write(Self.gradient(40, 30, dot: (7, 9)), "b.png", in: folder)
    let json = try ExportCommand.run(["diff", "a.png", "b.png", "--json", "--out", "diff.png"], in: folder)
    #expect(json.status == 1)
    #expect(json.stdout == "{\"mismatched\": 1, \"total\": 1200, \"percent\": 0.0833}\n")
    let text = try ExportCommand.run(["diff", "a.png", "b.png"], in: folder)
    #expect(text.status == 1)
    #expect(text.stdout.hasPrefix("40x30: 1 of 1200 pixels mismatched (0.08"), "\(text.stdout)")
    #expect(try ExportCommand.run(["diff", "a.png", "b.png", "--tolerance", "1"], in: folder).status == 0)
    #expect(try ExportCommand.run(["diff", "a.png", "b.png", "--tolerance", "0.1%"], in: folder).status == 0)
    // The difference image marks exactly that pixel in red.
    let difference = try PNGReader.decode(
      [UInt8](Data(contentsOf: folder.appendingPathComponent("diff.png"))), name: "diff")
    let i = (9 * 40 + 7) * 4
    #expect(Array(difference.pixels[i..<(i + 4)]) == [255, 0, 0, 255])
    var reds = 0
    for p in stride(from: 0, to: difference.pixels.count, by: 4)
    where difference.pixels[p] == 255 && difference.pixels[p + 1] == 0 {
      reds += 1
    }
    #expect(reds == 1)
  }

  @Test func shiftedAntiAliasedEdgeCountsOnlyWithIncludeAA() throws {
    let folder = try ExportCommand.folder([:])
    try Self.write(Self.edge(at: 5), "a.png", in: folder)
    try Self.write(Self.edge(at: 6), "b.png", in: folder)
    let ignored = try ExportCommand.run(["diff", "a.png", "b.png", "--json"], in: folder)
    #expect(ignored.status == 0)
    #expect(ignored.stdout == "{\"mismatched\": 0, \"total\": 72, \"percent\": 0}\n")
    let counted = try ExportCommand.run(["diff", "a.png", "b.png", "--json", "--include-aa"], in: folder)
    #expect(counted.status == 1)
    #expect(counted.stdout == "{\"mismatched\": 12, \"total\": 72, \"percent\": 16.6667}\n")
  }

  @Test func transparentPixelsCompareOverWhite() throws {
    let folder = try ExportCommand.folder([:])
    try Self.write(RGBAImage(width: 8, height: 8, fill: (255, 255, 255, 255))!, "white.png", in: folder)
    try Self.write(RGBAImage(width: 8, height: 8, fill: (0, 0, 0, 0))!, "clear.png", in: folder)
    try Self.write(RGBAImage(width: 8, height: 8, fill: (0, 0, 0, 255))!, "black.png", in: folder)
    #expect(try ExportCommand.run(["diff", "white.png", "clear.png"], in: folder).status == 0)
    #expect(try ExportCommand.run(["diff", "black.png", "clear.png"], in: folder).status == 1)
  }

  /// Issue 22: the difference image is made only when --output (--out) asks for it. Two
  /// 1024 x 512 stills need 4 MiB of decoded pixels, plus 2 MiB for a difference image, so a
  /// 5 MiB limit admits the comparison without one and refuses it with one.
  @Test func theDifferenceImageIsMadeOnlyWhenAsked() throws {
    let folder = try ExportCommand.folder([:])
    try Self.write(RGBAImage(width: 1024, height: 512, fill: (20, 40, 60, 255))!, "a.png", in: folder)
    try Self.write(RGBAImage(width: 1024, height: 512, fill: (20, 40, 60, 255))!, "b.png", in: folder)
    let counts = try ExportCommand.run(["diff", "a.png", "b.png", "--json", "--max-memory", "5"], in: folder)
    #expect(counts.status == 0, "\(counts.stderr)")
    #expect(counts.stdout == "{\"mismatched\": 0, \"total\": 524288, \"percent\": 0}\n")
    let image = try ExportCommand.run(["diff", "a.png", "b.png", "--out", "d.png", "--max-memory", "5"], in: folder)
    #expect(image.status == 2)
    #expect(image.stderr.contains("over the 5 MiB limit"), "\(image.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("d.png").path))
    let raised = try ExportCommand.run(["diff", "a.png", "b.png", "--out", "d.png", "--max-memory", "7"], in: folder)
    #expect(raised.status == 0, "\(raised.stderr)")
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("d.png").path))
  }

  @Test func differentSizesFailStatingBoth() throws {
    let folder = try ExportCommand.folder([:])
    try Self.write(Self.gradient(40, 30), "a.png", in: folder)
    try Self.write(Self.gradient(30, 40), "b.png", in: folder)
    let result = try ExportCommand.run(["diff", "a.png", "b.png", "--json"], in: folder)
    // No pixel-by-pixel comparison exists: trouble (2), as diff(1) says, not a regression (1).
    #expect(result.status == 2)
    #expect(result.stdout.isEmpty)
    #expect(result.stderr == "error: Image sizes differ: reference is 40x30, actual is 30x40.\n")
  }

  /// Issue 21, hardening 8: a decoder's message names the file once.
  @Test func aCorruptFileIsNamedOnce() throws {
    let folder = try ExportCommand.folder([:])
    try Self.write(Self.gradient(40, 30), "a.png", in: folder)
    let whole = try Data(contentsOf: folder.appendingPathComponent("a.png"))
    try whole.prefix(60).write(to: folder.appendingPathComponent("cut.png"))
    let result = try ExportCommand.run(["diff", "a.png", "cut.png"], in: folder)
    #expect(result.stderr.hasPrefix("cut.png: error: cannot decode PNG: "))
    #expect(!result.stderr.contains("cut.png: error: cut.png"))
  }

  @Test func usageAndFileErrors() throws {
    let folder = try ExportCommand.folder([:])
    try Self.write(Self.gradient(4, 4), "a.png", in: folder)
    let threshold = try ExportCommand.run(["diff", "a.png", "a.png", "--threshold", "2"], in: folder)
    #expect(threshold.status == 2)
    #expect(threshold.stderr.contains("--threshold must be a number from 0 to 1, got 2"))
    let tolerance = try ExportCommand.run(["diff", "a.png", "a.png", "--tolerance", "lots"], in: folder)
    #expect(tolerance.status == 2)
    #expect(tolerance.stderr.contains("Invalid tolerance \"lots\""))
    let missing = try ExportCommand.run(["diff", "a.png", "nope.png"], in: folder)
    #expect(missing.status == 2)
    #expect(missing.stdout.isEmpty)
    #expect(missing.stderr.contains("nope.png") && missing.stderr.contains("No such file"), "\(missing.stderr)")
    try Data("hello".utf8).write(to: folder.appendingPathComponent("text.png"))
    let garbage = try ExportCommand.run(["diff", "a.png", "text.png"], in: folder)
    #expect(garbage.status == 2)
    #expect(garbage.stderr.contains("not a PNG, APNG or GIF file"))
  }

  @Test func animationsCompareFrameByFrameWithCountAndTiming() throws {
    let folder = try ExportCommand.folder([:])
    let frames = (0..<3).map { Self.gradient(20, 10, dot: ($0 * 4, 2)) }
    try Self.apng(frames, delay: .frame(atFPS: 10)).write(to: folder.appendingPathComponent("a.apng"))
    try Self.apng(frames, delay: .frame(atFPS: 10)).write(to: folder.appendingPathComponent("same.apng"))
    try Self.apng(Array(frames.prefix(2)), delay: .frame(atFPS: 10)).write(
      to: folder.appendingPathComponent("short.apng"))
    try Self.apng(frames, delay: .frame(atFPS: 20)).write(to: folder.appendingPathComponent("fast.apng"))
    // The same frames as a GIF: 10 centiseconds equal 1/10 s.
    let gif = ByteBuffer()
    var histogram = ColorHistogram()
    for frame in frames { histogram.add(frame) }
    let writer = try GIFWriter(width: 20, height: 10, palette: histogram.makePalette(), sink: gif.sink)
    for frame in frames { try writer.add(frame, delay: .frame(atFPS: 10)) }
    _ = try writer.finish()
    try Data(gif.bytes).write(to: folder.appendingPathComponent("a.gif"))

    let same = try ExportCommand.run(["diff", "a.apng", "same.apng", "--json"], in: folder)
    #expect(same.status == 0, "\(same.stdout)\(same.stderr)")
    #expect(same.stdout == "{\"mismatched\": 0, \"total\": 600, \"percent\": 0}\n")
    let asGIF = try ExportCommand.run(["diff", "a.gif", "a.apng"], in: folder)
    #expect(asGIF.status == 0, "\(asGIF.stdout)\(asGIF.stderr)")
    #expect(asGIF.stdout == "3 frames match: same count, same delays, every frame within tolerance 0 pixels.\n")
    let short = try ExportCommand.run(["diff", "a.apng", "short.apng"], in: folder)
    #expect(short.status == 1)
    #expect(short.stdout.hasPrefix("Frame count differs: reference has 3, actual has 2"), "\(short.stdout)")
    let fast = try ExportCommand.run(["diff", "a.apng", "fast.apng"], in: folder)
    #expect(fast.status == 1)
    #expect(fast.stdout.contains("Frame 0 delay differs: reference 0.1 s, actual 0.05 s."), "\(fast.stdout)")
  }
}

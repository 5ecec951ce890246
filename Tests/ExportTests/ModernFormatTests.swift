import Codecs
import Foundation
import LayoutReel
import Pixels
import Testing

/// `--format webp` and `--format mp4`, read back by Debian's decoders: the same frames at the same
/// centisecond times as the GIF, the pixels within a stated floor, the same bytes every run.
@Suite(.enabled(if: IndependentDecoders.installed, "\(IndependentDecoders.missing)"))
struct ModernFormatTests {
  /// Odd size (101 x 61 px, so the MP4 is padded), 30 fps (3⅓ cs per frame, so times round),
  /// a hold (identical frames merge), a translucent box (blending), loop 3.
  static let scene = """
    {
      "name": "mover",
      "canvas": {"width": 101, "height": 61, "scale": 1, "background": "#ffffff"},
      "fps": 30, "hold": 0.3, "loop": 3,
      "views": [
        {"id": "box", "frame": {"x": 4, "y": 10, "width": 30, "height": 30},
         "backgroundColor": "#1e6fd9", "cornerRadius": 6, "alpha": 0.4}
      ],
      "timeline": [
        {"id": "slide", "at": 0.1, "duration": 0.6, "curve": "easeInOut",
         "changes": [{"view": "box", "frame": {"x": 60, "y": 24, "width": 36, "height": 30}, "alpha": 1}]}
      ]
    }
    """

  /// The frames our exporter shows, in the GIF's schedule, and the scratch folder with the scene.
  static func expected() throws -> (folder: URL, entries: [CentisecondSchedule<RGBAImage>.Entry]) {
    let folder = try ExportCommand.folder(["mover.json": scene])
    let compiled = try CompiledScene(contentsOf: folder.appendingPathComponent("mover.json").path)
    var schedule = CentisecondSchedule<RGBAImage>(same: ==)
    var entries: [CentisecondSchedule<RGBAImage>.Entry] = []
    for i in 0..<compiled.clock.frameCount {
      let image = compiled.image(at: compiled.clock.time(ofFrame: i)).rgbaImage
      if let entry = schedule.add(image, delay: SceneExporter.delay(ofFrame: i, in: compiled)) { entries.append(entry) }
    }
    if let last = schedule.finish() { entries.append(last) }
    return (folder, entries)
  }

  static func export(_ folder: URL, _ arguments: [String]) throws {
    let result = try ExportCommand.run(["mover.json", "-q"] + arguments, in: folder)
    #expect(result.status == 0, "\(result.stderr)")
  }

  @Test func losslessWebPShowsEveryFrameExactlyAtTheGIFsTimes() throws {
    let (folder, entries) = try Self.expected()
    try Self.export(folder, ["--format", "gif,webp", "-o", "out"])
    let gif = try IndependentDecoders.frameTimes(folder.appendingPathComponent("out/mover.gif").path)
    // The schedule the writers share is the GIF writer's own: same frames, same centiseconds.
    #expect(entries.map { [$0.start, $0.duration] } == gif.map { [$0.start, $0.duration] })
    #expect(gif.count > 10)

    let webp = folder.appendingPathComponent("out/mover.webp").path
    let info = try IndependentDecoders.webpInfo(webp)
    #expect(info.loopCount == 4, "GIF loop 3 = 3 repeats = 4 plays, WebP counts plays")
    #expect(info.frames.map(\.duration) == gif.map { $0.duration * 10 })
    let canvases = try IndependentDecoders.webpCanvases(webp, width: 101, height: 61, scratch: folder)
    #expect(canvases.count == entries.count)
    for (canvas, entry) in zip(canvases, entries) {
      #expect(canvas == entry.frame, "frame at \(entry.start) cs differs")
    }
  }

  @Test func lossyWebPKeepsTheGIFsTimesAndQuality() throws {
    let (folder, entries) = try Self.expected()
    try Self.export(folder, ["--format", "gif,webp", "--webp-quality", "80", "-o", "out"])
    let gif = try IndependentDecoders.frameTimes(folder.appendingPathComponent("out/mover.gif").path)
    let webp = folder.appendingPathComponent("out/mover.webp").path
    let info = try IndependentDecoders.webpInfo(webp)
    let text = String(decoding: try IndependentDecoders.run("webpmux", ["-info", webp]), as: UTF8.self)
    #expect(text.contains("lossy") && !text.contains("lossless"))
    // libwebp may merge frames it finds near-identical when lossy: each starts at a GIF frame's
    // start, and together they last exactly as long.
    #expect(info.frames.reduce(0) { $0 + $1.duration } == gif.reduce(0) { $0 + $1.duration } * 10)
    let gifStarts = Set(gif.map(\.start))
    let canvases = try IndependentDecoders.webpCanvases(webp, width: 101, height: 61, scratch: folder)
    var start = 0
    for (frame, canvas) in zip(info.frames, canvases) {
      #expect(gifStarts.contains(start / 10) && start % 10 == 0)
      let shown = try #require(entries.last { $0.start * 10 <= start })
      let psnr = IndependentDecoders.psnr(canvas, against: shown.frame)
      #expect(psnr > 32, "frame at \(start) ms: \(psnr) dB")
      start += frame.duration
    }
  }

  @Test func mp4IsH264BT709AtTheGIFsTimesWithTheIndexFirst() throws {
    let (folder, entries) = try Self.expected()
    try Self.export(folder, ["--format", "gif,mp4", "-o", "out"])
    let mp4 = folder.appendingPathComponent("out/mover.mp4").path
    let info = try IndependentDecoders.streamInfo(mp4)
    #expect(info["codec_name"] == "h264" && info["profile"] == "High" && info["pix_fmt"] == "yuv420p")
    // 101 x 61 padded to even for 4:2:0.
    #expect(info["width"] == "102" && info["height"] == "62")
    #expect(info["color_range"] == "tv" && info["color_space"] == "bt709")
    #expect(info["color_primaries"] == "bt709" && info["color_transfer"] == "bt709")

    let gif = try IndependentDecoders.frameTimes(folder.appendingPathComponent("out/mover.gif").path)
    let times = try IndependentDecoders.frameTimes(mp4)
    #expect(times.map { [$0.start, $0.duration] } == gif.map { [$0.start, $0.duration] })

    // +faststart: the index (moov) precedes the media (mdat).
    let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: mp4)))
    let moov = try #require(Self.offset(of: "moov", in: bytes))
    let mdat = try #require(Self.offset(of: "mdat", in: bytes))
    #expect(moov < mdat)

    // CRF 18. Measured 34.6 to 37.4 dB on the moving frames: at this size most of the error is
    // 4:2:0 chroma on the saturated blue edges, which no CRF removes.
    let frames = try IndependentDecoders.mp4Frames(mp4, codedWidth: 102, codedHeight: 62, width: 101, height: 61)
    #expect(frames.count == entries.count)
    for (rgb, entry) in zip(frames, entries) {
      let psnr = IndependentDecoders.psnr(rgb: rgb, against: entry.frame)
      #expect(psnr > 32, "frame at \(entry.start) cs: \(psnr) dB")
    }
  }

  @Test func webpAndMP4AreTheSameBytesEveryRunAndWithTwoThreads() throws {
    let folder = try ExportCommand.folder(["mover.json": Self.scene])
    for (run, jobs) in [("a", "1"), ("b", "2"), ("c", "1")] {
      try Self.export(folder, ["--format", "webp,mp4", "-j", jobs, "-o", run])
      try Self.export(folder, ["--format", "webp", "--webp-quality", "60", "-j", jobs, "-o", run + "-lossy"])
    }
    for name in ["a/mover.webp", "a/mover.mp4", "a-lossy/mover.webp"] {
      let first = try Data(contentsOf: folder.appendingPathComponent(name))
      #expect(first.count > 1000)
      for other in ["b", "c"] {
        let path = other + name.dropFirst(1)
        #expect(try Data(contentsOf: folder.appendingPathComponent(path)) == first, "\(path) differs from \(name)")
      }
    }
  }

  static func offset(of box: String, in bytes: [UInt8]) -> Int? {
    let tag = Array(box.utf8)
    return (0..<(bytes.count - 4)).first { Array(bytes[$0..<($0 + 4)]) == tag }
  }
}

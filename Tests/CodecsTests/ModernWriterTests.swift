import Codecs
import Foundation
import Pixels
import TestSupport
import Testing

/// The WebP and MP4 writers on their own: the shared schedule against the GIF writer's, and the
/// inputs they refuse with an error instead of a crash.
struct ModernWriterTests {
  static func frame(_ shade: UInt8, width: Int = 8, height: Int = 6) -> RGBAImage {
    RGBAImage(width: width, height: height, fill: (shade, 255 &- shade, 40, 255))!
  }

  /// Delays that round up and down, frames under 2 cs, and repeated pictures.
  static let input: [(shade: UInt8, delay: FrameDelay)] = [
    (0, .frame(atFPS: 30)), (10, .frame(atFPS: 60)), (20, .frame(atFPS: 60)), (20, .frame(atFPS: 30)),
    (30, .milliseconds(4)), (40, .milliseconds(15)), (50, .milliseconds(26)), (50, .milliseconds(26)),
    (60, .frame(atFPS: 7)), (70, .milliseconds(1)),
  ]

  @Test func scheduleMatchesTheGIFWritersFramesAndDuration() throws {
    var histogram = ColorHistogram()
    for item in Self.input { histogram.add(Self.frame(item.shade)) }
    let gif = try GIFWriter(width: 8, height: 6, palette: histogram.makePalette(), sink: { _ in })
    var schedule = CentisecondSchedule<RGBAImage>(same: ==)
    var entries: [CentisecondSchedule<RGBAImage>.Entry] = []
    for item in Self.input {
      try gif.add(Self.frame(item.shade), delay: item.delay)
      if let entry = schedule.add(Self.frame(item.shade), delay: item.delay) { entries.append(entry) }
    }
    if let last = schedule.finish() { entries.append(last) }
    let summary = try gif.finish()
    #expect(entries.count == summary.frameCount)
    #expect(schedule.written == summary.durationCentiseconds)
    #expect(entries.allSatisfy { $0.duration >= 2 })
    // Contiguous: each frame starts where the previous ended.
    #expect(zip(entries, entries.dropFirst()).allSatisfy { $0.start + $0.duration == $1.start })
    // Ends 3.3, 5, 6.7, 10 (same picture), 10.4, 11.9, 14.5, 17.1 (same), 31.4, 31.5 cs: the
    // 4 ms frame (shade 30) would last 0 cs and is dropped; the last lasts 2 cs at least.
    #expect(
      entries.map { [$0.start, $0.duration] } == [[0, 3], [3, 2], [5, 5], [10, 2], [12, 5], [17, 14], [31, 2]])
    #expect(entries.map { $0.frame.pixels[0] } == [0, 10, 20, 40, 50, 60, 70])
  }

  @Test func writersRefuseBadInputWithErrors() throws {
    #expect(throws: CodecError.self) { try WebPAnimationWriter(width: 0, height: 4) }
    #expect(throws: CodecError.self) { try WebPAnimationWriter(width: 4, height: 4, options: .init(quality: 101)) }
    let folder = try ScratchFolder.make(prefix: "mp4")
    let path = folder.appendingPathComponent("a.mp4").path
    #expect(throws: CodecError.self) { try MP4Writer(width: 9000, height: 4, path: path) }
    #expect(throws: CodecError.self) { try MP4Writer(width: 4, height: 4, options: .init(crf: 60), path: path) }
    #expect(throws: CodecError.self) { try MP4Writer(width: 4, height: 4, path: folder.path + "/missing/a.mp4") }
    let webp = try WebPAnimationWriter(width: 8, height: 6)
    #expect(throws: CodecError.self) { try webp.add(Self.frame(1, width: 9), delay: .frame(atFPS: 10)) }
    let mp4 = try MP4Writer(width: 8, height: 6, path: path)
    #expect(throws: CodecError.self) { try mp4.add(Self.frame(1, height: 7), delay: .frame(atFPS: 10)) }
    try mp4.add(Self.frame(1), delay: .frame(atFPS: 10))
    let summary = try mp4.finish()
    #expect(summary.frameCount == 1 && summary.durationCentiseconds == 10)
    #expect(summary.byteCount == (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int))
    #expect(throws: CodecError.self) { try mp4.finish() }
  }
}

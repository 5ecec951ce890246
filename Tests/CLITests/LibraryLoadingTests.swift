import Foundation
import Testing

/// FFmpeg's libraries (and the ~120 codec libraries libavcodec pulls in) are opened only when a
/// video is written: a GIF export never loads them. The dynamic loader itself reports what it
/// loads (`LD_DEBUG=libs` prints every library it looks up, on standard error).
@Suite struct LibraryLoadingTests {
  static func loads(_ format: String) throws -> (status: Int32, libraries: [String]) {
    let folder = try Tool.folder(["plain.json": Scenes.literal])
    let result = try Tool.run(
      Tool.export, ["plain.json", "--format", format, "--out", "out", "-q"], in: folder,
      environment: Tool.environment(["LD_DEBUG": "libs"]))
    // Lines such as "  1234:\tfind library=libgif.so.7 [0]; searching".
    let libraries = result.stderr.split(separator: "\n").compactMap { line -> String? in
      guard let start = line.range(of: "find library=") else { return nil }
      return String(line[start.upperBound...].prefix { $0 != " " })
    }
    return (result.status, libraries)
  }

  @Test func aGIFExportLoadsNoFFmpegLibrary() throws {
    let gif = try Self.loads("gif")
    #expect(gif.status == 0)
    // The loader did report: the GIF library is linked.
    #expect(gif.libraries.contains { $0.hasPrefix("libgif.so") }, "\(gif.libraries)")
    let ffmpeg = gif.libraries.filter {
      $0.hasPrefix("libavcodec") || $0.hasPrefix("libavformat") || $0.hasPrefix("libswscale")
        || $0.hasPrefix("libavutil") || $0.hasPrefix("libx264")
    }
    #expect(ffmpeg.isEmpty, "\(ffmpeg)")
  }

  @Test func anMP4ExportOpensFFmpeg() throws {
    let mp4 = try Self.loads("mp4")
    #expect(mp4.status == 0)
    for name in ["libavutil.so", "libavcodec.so", "libavformat.so", "libswscale.so", "libx264.so"] {
      #expect(mp4.libraries.contains { $0.hasPrefix(name) }, "\(name) in \(mp4.libraries)")
    }
  }

  /// The include path comes from FFmpeg's own .pc files, their libraries do not: SwiftPM (like
  /// `pkg-config --cflags --libs` without `--static`) takes a Requires.private package's Cflags
  /// and not its Libs, so the headers-only file must name them there and have no Libs or Requires.
  @Test func theFFmpegHeadersPackageNamesItsLibrariesPrivately() throws {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Sources/CFFmpeg/ffmpeg-headers.pc")
    let fields = try String(contentsOf: file, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") }
      .compactMap { line -> (String, String)? in
        guard let colon = line.firstIndex(of: ":") else { return nil }
        return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
      }
    #expect(!fields.contains { $0.0 == "Libs" || $0.0 == "Requires" || $0.0 == "Cflags" })
    let required = fields.first { $0.0 == "Requires.private" }?.1.split(separator: ",").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    #expect(required == ["libavformat", "libavcodec", "libavutil", "libswscale"])
  }
}

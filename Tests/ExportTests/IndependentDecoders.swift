import Foundation
import Pixels

/// Debian's own decoders (`ffprobe`/`ffmpeg` from `ffmpeg`, `webpmux`/`dwebp` from `webp`,
/// installed by `scripts/install-deps --test`), run as processes: the WebP and MP4 outputs are
/// read back by code that is not ours.
enum IndependentDecoders {
  static let tools = ["ffprobe", "ffmpeg", "webpmux", "dwebp"]
  static var installed: Bool { tools.allSatisfy { FileManager.default.isExecutableFile(atPath: "/usr/bin/" + $0) } }
  static let missing = "ffmpeg or webp is not installed: run scripts/install-deps --test"

  struct ToolError: Error, CustomStringConvertible {
    let description: String
  }

  /// Runs `/usr/bin/tool` and returns its standard output; throws on a non-zero exit.
  static func run(_ tool: String, _ arguments: [String]) throws -> Data {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/" + tool)
    process.arguments = arguments
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw ToolError(description: "\(tool) \(arguments) failed: \(String(decoding: stderr, as: UTF8.self))")
    }
    return stdout
  }

  /// Every frame's start and duration in centiseconds, as ffprobe reads them (GIF and MP4).
  static func frameTimes(_ path: String) throws -> [(start: Int, duration: Int)] {
    let csv = try run(
      "ffprobe",
      [
        "-v", "error", "-select_streams", "v", "-show_entries", "frame=pts_time,pkt_duration_time", "-of", "csv=p=0",
        path,
      ])
    return String(decoding: csv, as: UTF8.self).split(separator: "\n").compactMap { line in
      let fields = line.split(separator: ",").compactMap { Double($0) }
      guard fields.count == 2 else { return nil }
      return (Int((fields[0] * 100).rounded()), Int((fields[1] * 100).rounded()))
    }
  }

  /// ffprobe's `key=value` lines for the video stream.
  static func streamInfo(_ path: String) throws -> [String: String] {
    let text = try run(
      "ffprobe",
      [
        "-v", "error", "-select_streams", "v", "-show_entries",
        "stream=codec_name,profile,pix_fmt,width,height,color_range,color_space,color_primaries,color_transfer",
        "-of", "default=nw=1", path,
      ])
    var info: [String: String] = [:]
    for line in String(decoding: text, as: UTF8.self).split(separator: "\n") {
      let parts = line.split(separator: "=", maxSplits: 1).map(String.init)
      if parts.count == 2 { info[parts[0]] = parts[1] }
    }
    return info
  }

  /// The MP4's frames as RGB, converted by ffmpeg's swscale from BT.709 limited range, cropped to
  /// `width` x `height` (the coded size may be padded to even).
  static func mp4Frames(_ path: String, codedWidth: Int, codedHeight: Int, width: Int, height: Int) throws -> [[UInt8]]
  {
    let raw = try run(
      "ffmpeg",
      [
        "-v", "error", "-i", path, "-fps_mode", "passthrough", "-vf",
        "scale=in_color_matrix=bt709:in_range=tv:out_range=pc,format=rgb24", "-f", "rawvideo", "-",
      ])
    let size = codedWidth * codedHeight * 3
    guard size > 0, raw.count % size == 0 else { throw ToolError(description: "ffmpeg gave \(raw.count) bytes") }
    let bytes = [UInt8](raw)
    return (0..<(raw.count / size)).map { f in
      var rgb: [UInt8] = []
      rgb.reserveCapacity(width * height * 3)
      for y in 0..<height {
        let row = f * size + y * codedWidth * 3
        rgb.append(contentsOf: bytes[row..<(row + width * 3)])
      }
      return rgb
    }
  }

  /// One frame of `webpmux -info`.
  struct WebPFrame {
    var width, height, x, y, duration: Int
    var disposesToBackground, blends: Bool
  }

  /// The animation's loop count and frames, from `webpmux -info`.
  static func webpInfo(_ path: String) throws -> (loopCount: Int, frames: [WebPFrame]) {
    let text = String(decoding: try run("webpmux", ["-info", path]), as: UTF8.self)
    var loop = -1
    var frames: [WebPFrame] = []
    for line in text.split(separator: "\n") {
      if let range = line.range(of: "Loop Count : ") {
        loop = Int(line[range.upperBound...].trimmingCharacters(in: .whitespaces)) ?? -1
      }
      // "  2:   125   120   yes   32   60   20   none   yes   434   lossless"
      let fields = line.split(separator: " ")
      guard fields.count >= 10, fields[0].hasSuffix(":"), Int(fields[0].dropLast()) != nil else { continue }
      guard let w = Int(fields[1]), let h = Int(fields[2]), let x = Int(fields[4]), let y = Int(fields[5]),
        let d = Int(fields[6])
      else { continue }
      frames.append(
        WebPFrame(
          width: w, height: h, x: x, y: y, duration: d, disposesToBackground: fields[7] == "background",
          blends: fields[8] == "yes"))
    }
    return (loop, frames)
  }

  /// The canvas after each frame: each frame extracted by `webpmux -get frame`, decoded by
  /// `dwebp -pam`, and composited as the WebP container specification says (dispose to
  /// transparent, alpha-blend or replace).
  static func webpCanvases(_ path: String, width: Int, height: Int, scratch: URL) throws -> [RGBAImage] {
    let (_, frames) = try webpInfo(path)
    var canvas = [UInt8](repeating: 0, count: width * height * 4)
    var result: [RGBAImage] = []
    var previous: WebPFrame?
    for (i, frame) in frames.enumerated() {
      if let previous, previous.disposesToBackground {
        for y in previous.y..<(previous.y + previous.height) {
          for x in previous.x..<(previous.x + previous.width) {
            for c in 0..<4 { canvas[(y * width + x) * 4 + c] = 0 }
          }
        }
      }
      let still = scratch.appendingPathComponent("frame-\(i).webp").path
      let pam = scratch.appendingPathComponent("frame-\(i).pam").path
      _ = try run("webpmux", ["-get", "frame", String(i + 1), path, "-o", still])
      _ = try run("dwebp", ["-quiet", "-pam", still, "-o", pam])
      let pixels = try readPAM(pam, width: frame.width, height: frame.height)
      for y in 0..<frame.height {
        for x in 0..<frame.width {
          let s = (y * frame.width + x) * 4
          let d = ((frame.y + y) * width + frame.x + x) * 4
          let a = Int(pixels[s + 3])
          guard frame.blends, a < 255 else {
            for c in 0..<4 { canvas[d + c] = pixels[s + c] }
            continue
          }
          // Non-premultiplied "over", as the container specification gives it.
          let da = Int(canvas[d + 3])
          let outA = a + da * (255 - a) / 255
          guard outA > 0 else {
            for c in 0..<4 { canvas[d + c] = 0 }
            continue
          }
          for c in 0..<3 {
            canvas[d + c] = UInt8((Int(pixels[s + c]) * a + Int(canvas[d + c]) * da * (255 - a) / 255) / outA)
          }
          canvas[d + 3] = UInt8(outA)
        }
      }
      previous = frame
      result.append(RGBAImage(width: width, height: height, pixels: canvas)!)
    }
    return result
  }

  /// An RGB_ALPHA PAM file's pixels.
  static func readPAM(_ path: String, width: Int, height: Int) throws -> [UInt8] {
    let data = [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    let marker = Array("ENDHDR\n".utf8)
    guard let end = (0...(data.count - marker.count)).first(where: { Array(data[$0..<($0 + marker.count)]) == marker })
    else { throw ToolError(description: "\(path) is not a PAM file") }
    let header = String(decoding: data[..<end], as: UTF8.self)
    guard header.contains("WIDTH \(width)\n"), header.contains("HEIGHT \(height)\n"), header.contains("DEPTH 4\n")
    else { throw ToolError(description: "\(path) header \(header) is not \(width)x\(height) RGBA") }
    let pixels = Array(data[(end + marker.count)...])
    guard pixels.count == width * height * 4 else { throw ToolError(description: "\(path) is truncated") }
    return pixels
  }

  /// PSNR in dB of `decoded` against `reference`, both as RGB (`reference` is RGBA, drawn over white).
  static func psnr(rgb decoded: [UInt8], against reference: RGBAImage) -> Double {
    var squared = 0.0
    for i in 0..<(reference.width * reference.height) {
      let a = Int(reference.pixels[i * 4 + 3])
      for c in 0..<3 {
        let expected = (Int(reference.pixels[i * 4 + c]) * a + 255 * (255 - a) + 127) / 255
        let delta = Double(expected - Int(decoded[i * 3 + c]))
        squared += delta * delta
      }
    }
    let mse = squared / Double(reference.width * reference.height * 3)
    return mse == 0 ? .infinity : 10 * log10(255 * 255 / mse)
  }

  /// PSNR in dB of two RGBA images over their colour channels.
  static func psnr(_ decoded: RGBAImage, against reference: RGBAImage) -> Double {
    var rgb: [UInt8] = []
    rgb.reserveCapacity(decoded.width * decoded.height * 3)
    for i in 0..<(decoded.width * decoded.height) { rgb.append(contentsOf: decoded.pixels[(i * 4)..<(i * 4 + 3)]) }
    return psnr(rgb: rgb, against: reference)
  }
}

import Codecs
import Foundation
import Pixels

/// `CodecsBench --gif-quality [--fps 50] [--targets 60,70,max] DIR...`: each DIR holds an export's
/// frames (`export SCENE --format frames --fps 50`); for each quality the GIF's palette, bytes and
/// quality measured as the peer benchmark does (Benchmarks/peers): the decoded GIF against every
/// source frame due at i / fps, RGB PSNR per frame (identical frames count 100 dB), mean and worst.
func sweepGIFQuality(_ arguments: [String]) throws {
  var fps = 50
  var targets: [GIFQuality] = [.standard]
  var folders: [String] = []
  var rest = arguments[...]
  while let argument = rest.popFirst() {
    switch argument {
    case "--fps": fps = rest.popFirst().flatMap { Int($0) } ?? fps
    case "--targets":
      targets = (rest.popFirst() ?? "").split(separator: ",").compactMap { GIFQuality(String($0)) }
    default: folders.append(argument)
    }
  }
  print("scene | quality | colours | bytes | summary PSNR | mean frame PSNR | worst frame PSNR | local | ms")
  for folder in folders {
    let frames = try loadFrames(folder)
    guard let first = frames.first else { continue }
    var histogram = ColorHistogram()
    for (k, frame) in frames.enumerated() {
      histogram.add(frame, after: k > 0 ? frames[k - 1] : nil, frames: UInt32(frames.count - k))
    }
    for quality in targets {
      let start = Date()
      let palette = histogram.makePalette(quality: quality)
      let buffer = ByteBuffer()
      let writer = try GIFWriter(
        width: first.width, height: first.height, palette: palette, options: GIFWriteOptions(quality: quality),
        sink: buffer.sink)
      for frame in frames { try writer.add(frame, delay: .frame(atFPS: fps)) }
      let summary = try writer.finish()
      let ms = Date().timeIntervalSince(start) * 1000
      let (mean, worst) = try framePSNR(buffer.bytes, sources: frames, fps: fps)
      print(
        [
          (folder as NSString).lastPathComponent, quality.description, "\(palette.colors.count)",
          "\(buffer.bytes.count)", fmt(summary.psnr, 2), fmt(mean, 2), fmt(worst, 2),
          "\(summary.localPaletteFrameCount)", fmt(ms, 0),
        ].joined(separator: " | "))
    }
  }
}

/// The frame-NNNN.png files of `folder`, in order.
private func loadFrames(_ folder: String) throws -> [RGBAImage] {
  let names = try FileManager.default.contentsOfDirectory(atPath: folder)
    .filter { $0.hasPrefix("frame-") && $0.hasSuffix(".png") }.sorted()
  return try names.map { name in
    let path = folder + "/" + name
    guard let data = FileManager.default.contents(atPath: path) else {
      throw CodecError.invalidInput(file: path, reason: "unreadable")
    }
    return try PNGReader.decode([UInt8](data), name: path)
  }
}

/// Mean and worst RGB PSNR of the GIF's displayed frames against `sources` shown at `fps`, as
/// Benchmarks/peers/quality.py aligns them (the GIF frame on screen when source frame i is due).
private func framePSNR(_ gif: [UInt8], sources: [RGBAImage], fps: Int) throws -> (mean: Double, worst: Double) {
  let stream = try GIFFrameStream(gif, name: "sweep.gif")
  var shown: GIFAnimation.Frame? = try stream.next()
  var next = try stream.next()
  var start = 0
  var total = 0.0, worst = Double.infinity
  for (i, source) in sources.enumerated() {
    let due = Double(i) * 100 / Double(fps) + 1e-6
    while let candidate = next, let current = shown, Double(start + current.delayCentiseconds) <= due {
      start += current.delayCentiseconds
      shown = candidate
      next = try stream.next()
    }
    guard let image = shown?.image else { break }
    let psnr = rgbPSNR(source, image)
    total += psnr
    worst = min(worst, psnr)
  }
  return (total / Double(max(sources.count, 1)), worst)
}

/// RGB PSNR in dB of two same-sized images; 100 when identical (the peer benchmark's cap).
private func rgbPSNR(_ a: RGBAImage, _ b: RGBAImage) -> Double {
  var error = 0
  a.pixels.withUnsafeBufferPointer { p in
    b.pixels.withUnsafeBufferPointer { q in
      for i in stride(from: 0, to: p.count, by: 4) {
        for c in 0..<3 {
          let d = Int(p[i + c]) - Int(q[i + c])
          error += d * d
        }
      }
    }
  }
  guard error > 0 else { return 100 }
  return 10 * log10(255 * 255 / (Double(error) / Double(a.width * a.height * 3)))
}

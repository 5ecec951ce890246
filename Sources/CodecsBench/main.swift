import Codecs
import Foundation

// CodecsBench: figures for the codecs on a 780x1688 UI-like frame (run in release mode).

let frameCount = 30
print("CodecsBench: 780x1688 synthetic UI frames, \(frameCount)-frame animations (best of 3 runs)\n")

for (label, levels, gradient) in [("rich (256 AA levels, gradient)", 256, true), ("flat (6 AA levels)", 6, false)] {
  let frames: [RGBAImage] = (0..<frameCount).compactMap { SyntheticFrame(levels: levels, gradient: gradient, offset: $0 * 12).image }
  guard let first = frames.first else { fatalError("no frames") }
  print("== \(label)")

  // Colour reduction, pass 1.
  let (histMs, histogram) = measure {
    var h = ColorHistogram()
    h.add(first)
    return h
  }
  let (paletteMs, palette) = measure { histogram.makePalette() }
  print("  distinct colours: \(histogram.distinctColorCount); histogram \(fmt(histMs, 2)) ms/frame; palette \(fmt(paletteMs)) ms (\(palette.isExact ? "exact" : "quantized"), \(palette.count) entries)")

  // GIF: both passes over the animation.
  var animationHistogram = ColorHistogram()
  let (pass1Ms, _) = measure(repeats: 1) { for f in frames { animationHistogram.add(f) } }
  for order in [Palette.Order.frequency, .luminance] {
    let shared = animationHistogram.makePalette(order: order)
    let (gifMs, result) = try measure(repeats: order == .frequency ? 3 : 1) { () throws -> (Int, GIFSummary) in
      let buffer = ByteBuffer()
      let writer = try GIFWriter(width: first.width, height: first.height, palette: shared, sink: buffer.sink)
      for f in frames { try writer.add(f, delay: .frame(atFPS: 30)) }
      let summary = try writer.finish()
      return (buffer.bytes.count, summary)
    }
    print("  GIF (\(order) order): pass 1 \(fmt(pass1Ms / Double(frameCount), 2)) ms/frame, pass 2 \(fmt(gifMs / Double(frameCount))) ms/frame; \(result.0) bytes, \(result.1.frameCount) frames, \(result.1.durationCentiseconds) cs, PSNR \(fmt(result.1.psnr, 2)) dB (min \(fmt(result.1.minimumFramePSNR, 2)))")
  }
  let (oneMs, one) = try measure { try GIFWriter.encode([(first, .milliseconds(100))]) }
  print("  GIF single frame (both passes): \(fmt(oneMs)) ms, \(one.bytes.count) bytes, PSNR \(fmt(one.summary.psnr, 2)) dB")
  let (ditherMs, dithered) = try measure(repeats: 1) { try GIFWriter.encode([(first, .milliseconds(100))], options: GIFWriteOptions(dithering: true)) }
  print("  GIF single frame dithered: \(fmt(ditherMs)) ms, \(dithered.bytes.count) bytes, PSNR \(fmt(dithered.summary.psnr, 2)) dB")

  // PNG: every filter choice, then optipng -o2 on the default output.
  var defaultPNG: [UInt8] = []
  var defaultMs = 0.0
  let filters: [(String, PNGWriteOptions.Filter)] = [("automatic", .automatic), ("none", .none), ("sub", .sub), ("up", .up), ("average", .average), ("paeth", .paeth), ("adaptive", .adaptive)]
  for (mode, modeLabel) in [(PNGWriteOptions.ColorMode.automatic, "auto"), (.rgb, "rgb"), (.rgba, "rgba")] {
    var line = "  PNG \(modeLabel):"
    for (name, filter) in filters where mode == .automatic || name == "automatic" {
      let (ms, png) = try measure { try PNGWriter.encode(first, options: PNGWriteOptions(colorMode: mode, filter: filter)) }
      line += " \(name) \(png.count) B \(fmt(ms)) ms;"
      if mode == .automatic && name == "automatic" { (defaultPNG, defaultMs) = (png, ms) }
    }
    print(line)
  }
  for level in [6, 9] {
    for filter in [PNGWriteOptions.Filter.none, .adaptive] {
      let (ms, png) = try measure { try PNGWriter.encode(first, options: PNGWriteOptions(compressionLevel: level, filter: filter)) }
      print("  PNG auto level \(level) \(filter): \(png.count) B, \(fmt(ms)) ms")
    }
  }
  try compareWithOptipng(defaultPNG, ms: defaultMs, tag: "\(levels)")
  print("")
}

// A gradient-heavy frame, where filtering should win: checks the automatic filter trial.
let gradient = SyntheticFrame.diagonalGradient()
print("== diagonal gradient (filter trial check)")
for (name, filter) in [("automatic", PNGWriteOptions.Filter.automatic), ("none", .none), ("adaptive", .adaptive)] {
  let (ms, png) = try measure { try PNGWriter.encode(gradient, options: PNGWriteOptions(filter: filter)) }
  print("  PNG \(name): \(png.count) B, \(fmt(ms)) ms")
  if name == "automatic" { try compareWithOptipng(png, ms: ms, tag: "gradient") }
}

func compareWithOptipng(_ defaultPNG: [UInt8], ms defaultMs: Double, tag: String) throws {
  let input = "/tmp/codecs-bench-\(tag).png", output = "/tmp/codecs-bench-\(tag)-opt.png"
  try Data(defaultPNG).write(to: URL(fileURLWithPath: input))
  try? FileManager.default.removeItem(atPath: output)
  let (optMs, status) = try measure(repeats: 1) { () throws -> Int32 in
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/optipng")
    p.arguments = ["-o2", "-quiet", "-out", output, input]
    try p.run()
    p.waitUntilExit()
    return p.terminationStatus
  }
  if status == 0, let optimized = FileManager.default.contents(atPath: output) {
    let ratio = Double(defaultPNG.count) / Double(optimized.count)
    print("  optipng -o2: \(optimized.count) B in \(fmt(optMs)) ms -> ours is \(fmt((ratio - 1) * 100, 2))% larger, \(fmt(optMs / defaultMs)) x faster")
  } else {
    print("  optipng -o2 unavailable (status \(status))")
  }
}

import Codecs
import Foundation
import Pixels

// CodecsBench: figures for the codecs on a 780x1688 UI-like frame (run in release mode).

let frameCount = 30

// `CodecsBench --samples DIR` writes sample.gif / sample.png (APNG) / frame.png for external checkers.
if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "--samples" {
  let dir = CommandLine.arguments[2]
  let frames: [RGBAImage] = (0..<12).compactMap { SyntheticFrame(levels: 256, offset: $0 * 20).image }
  guard let first = frames.first else { fatalError("no frames") }
  var histogram = ColorHistogram()
  for f in frames { histogram.add(f) }
  let file = try FileSink(path: dir + "/sample.gif")
  let gif = try GIFWriter(width: first.width, height: first.height, palette: histogram.makePalette(), sink: file.sink)
  for f in frames + [frames[11]] { try gif.add(f, delay: .frame(atFPS: 30)) }
  print(try gif.finish())
  try file.close()
  let apng = try APNGWriter(
    width: first.width, height: first.height, colorMode: .rgb,
    options: PNGWriteOptions(scale: 2, softwareVersion: "bench"))
  for f in frames { try apng.add(f, delay: .milliseconds(40)) }
  try Data(try apng.finish()).write(to: URL(fileURLWithPath: dir + "/sample.png"))
  let png = try PNGWriter.encode(
    first, options: PNGWriteOptions(scale: 3, softwareVersion: "bench", metadata: [.init(key: "Title", value: "bench")])
  )
  try Data(png).write(to: URL(fileURLWithPath: dir + "/frame.png"))
  // Raw RGB24 of the sources and of our own GIF decode, to compare with ffmpeg's decodes.
  func rgb24(_ images: [RGBAImage]) -> Data {
    var out = Data()
    for image in images {
      for i in 0..<(image.width * image.height) { out.append(contentsOf: image.pixels[(i * 4)..<(i * 4 + 3)]) }
    }
    return out
  }
  try rgb24(frames).write(to: URL(fileURLWithPath: dir + "/frames.rgb"))
  let decoded = try GIFReader.decode(
    [UInt8](try Data(contentsOf: URL(fileURLWithPath: dir + "/sample.gif"))), name: "sample.gif")
  try rgb24(decoded.frames.map(\.image)).write(to: URL(fileURLWithPath: dir + "/gif-decoded.rgb"))
  exit(0)
}
if CommandLine.arguments.count >= 3, CommandLine.arguments[1] == "--gif-quality" {
  try sweepGIFQuality(Array(CommandLine.arguments.dropFirst(2)))
  exit(0)
}
// `CodecsBench --png [--levels 6,9,12] FILE...`: re-encodes real PNGs against optipng -o2, with a
// stage split; `--levels` adds a none/adaptive sweep over those libdeflate levels.
if CommandLine.arguments.count >= 3, CommandLine.arguments[1] == "--png" {
  var files = Array(CommandLine.arguments.dropFirst(2))
  var levels: [Int] = []
  if files.first == "--levels", files.count >= 2 {
    levels = files[1].split(separator: ",").compactMap { Int($0) }
    files.removeFirst(2)
  }
  try benchRealPNGs(files, levels: levels)
  exit(0)
}
print("CodecsBench: 780x1688 synthetic UI frames, \(frameCount)-frame animations (best of 3 runs)\n")

// Sections: `CodecsBench [ui] [gradient] [field]` (all when none is named).
let sections = Set(CommandLine.arguments.dropFirst())
func wants(_ s: String) -> Bool { sections.isEmpty || sections.contains(s) }

for (label, levels, gradient) in [("rich (256 AA levels, gradient)", 256, true), ("flat (6 AA levels)", 6, false)]
where wants("ui") {
  let frames: [RGBAImage] = (0..<frameCount).compactMap {
    SyntheticFrame(levels: levels, gradient: gradient, offset: $0 * 12).image
  }
  guard let first = frames.first else { fatalError("no frames") }
  print("== \(label)")

  // Colour reduction, pass 1.
  let (histMs, histogram) = measure {
    var h = ColorHistogram()
    h.add(first)
    return h
  }
  let (paletteMs, palette) = measure { histogram.makePalette() }
  print(
    "  distinct colours: \(histogram.distinctColorCount); histogram \(fmt(histMs, 2)) ms/frame; palette \(fmt(paletteMs)) ms (\(palette.isExact ? "exact" : "quantized"), \(palette.count) entries)"
  )

  // GIF: both passes over the animation.
  var animationHistogram = ColorHistogram()
  let (pass1Ms, _) = measure(repeats: 1) { for f in frames { animationHistogram.add(f) } }
  for order in [Palette.Order.changesFirst, .luminance] {
    let shared = animationHistogram.makePalette(order: order)
    let (gifMs, result) = try measure(repeats: order == .changesFirst ? 3 : 1) { () throws -> (Int, GIFSummary) in
      let buffer = ByteBuffer()
      let writer = try GIFWriter(width: first.width, height: first.height, palette: shared, sink: buffer.sink)
      for f in frames { try writer.add(f, delay: .frame(atFPS: 30)) }
      let summary = try writer.finish()
      return (buffer.bytes.count, summary)
    }
    print(
      "  GIF (\(order) order): pass 1 \(fmt(pass1Ms / Double(frameCount), 2)) ms/frame, pass 2 \(fmt(gifMs / Double(frameCount))) ms/frame; \(result.0) bytes, \(result.1.frameCount) frames, \(result.1.durationCentiseconds) cs, PSNR \(fmt(result.1.psnr, 2)) dB (min \(fmt(result.1.minimumFramePSNR, 2)))"
    )
  }
  let (oneMs, one) = try measure { try GIFWriter.encode([(first, .milliseconds(100))]) }
  print(
    "  GIF single frame (both passes): \(fmt(oneMs)) ms, \(one.bytes.count) bytes, PSNR \(fmt(one.summary.psnr, 2)) dB")
  let (ditherMs, dithered) = try measure(repeats: 1) {
    try GIFWriter.encode([(first, .milliseconds(100))], options: GIFWriteOptions(dithering: true))
  }
  print(
    "  GIF single frame dithered: \(fmt(ditherMs)) ms, \(dithered.bytes.count) bytes, PSNR \(fmt(dithered.summary.psnr, 2)) dB"
  )

  // PNG: every filter choice, then optipng -o2 on the default output.
  var defaultPNG: [UInt8] = []
  var defaultMs = 0.0
  let filters: [(String, PNGWriteOptions.Filter)] = [
    ("automatic", .automatic), ("none", .none), ("sub", .sub), ("up", .up), ("average", .average), ("paeth", .paeth),
    ("adaptive", .adaptive),
  ]
  for (mode, modeLabel) in [(PNGWriteOptions.ColorMode.automatic, "auto"), (.rgb, "rgb"), (.rgba, "rgba")] {
    var line = "  PNG \(modeLabel):"
    for (name, filter) in filters where mode == .automatic || name == "automatic" {
      let (ms, png) = try measure {
        try PNGWriter.encode(first, options: PNGWriteOptions(colorMode: mode, filter: filter))
      }
      line += " \(name) \(png.count) B \(fmt(ms)) ms;"
      if mode == .automatic && name == "automatic" { (defaultPNG, defaultMs) = (png, ms) }
    }
    print(line)
  }
  for level in [6, 9] {
    for filter in [PNGWriteOptions.Filter.none, .adaptive] {
      let (ms, png) = try measure {
        try PNGWriter.encode(first, options: PNGWriteOptions(compressionLevel: level, filter: filter))
      }
      print("  PNG auto level \(level) \(filter): \(png.count) B, \(fmt(ms)) ms")
    }
  }
  try compareWithOptipng(defaultPNG, ms: defaultMs, tag: "\(levels)")
  print("")
}

if wants("gradient") {
  // A gradient-heavy frame, where filtering should win: checks the automatic filter trial.
  let gradient = SyntheticFrame.diagonalGradient()
  print("== diagonal gradient (filter trial check)")
  for (name, filter) in [("automatic", PNGWriteOptions.Filter.automatic), ("none", .none), ("adaptive", .adaptive)] {
    let (ms, png) = try measure { try PNGWriter.encode(gradient, options: PNGWriteOptions(filter: filter)) }
    print("  PNG \(name): \(png.count) B, \(fmt(ms)) ms")
    if name == "automatic" { try compareWithOptipng(png, ms: ms, tag: "gradient") }
  }
  try benchSingleFrameGIF(gradient, label: "  GIF input")
}

if wants("field") {
  // Many distinct colours: exercises the quantizer's bucket path.
  var pixels = [UInt8](repeating: 255, count: 780 * 1688 * 4)
  for y in 0..<1688 {
    for x in 0..<780 {
      let i = (y * 780 + x) * 4
      pixels[i] = UInt8(x * 255 / 779)
      pixels[i + 1] = UInt8(y * 255 / 1687)
      pixels[i + 2] = UInt8((x ^ y) & 255)
    }
  }
  guard let field = RGBAImage(width: 780, height: 1688, pixels: pixels) else { fatalError("bad size") }
  try benchSingleFrameGIF(field, label: "== colour field")
}

/// Colour counting, quantizing and a one-frame GIF (plain and dithered) of `image`, on two lines.
func benchSingleFrameGIF(_ image: RGBAImage, label: String) throws {
  var h = ColorHistogram()
  let (histMs, _) = measure(repeats: 1) { h.add(image) }
  let (paletteMs, palette) = measure(repeats: 1) { h.makePalette() }
  let (gifMs, gif) = try measure(repeats: 1) { try GIFWriter.encode([(image, .milliseconds(100))]) }
  let (ditherMs, dithered) = try measure(repeats: 1) {
    try GIFWriter.encode([(image, .milliseconds(100))], options: GIFWriteOptions(dithering: true))
  }
  print(
    "\(label): \(h.distinctColorCount) colours; histogram \(fmt(histMs)) ms; quantize \(fmt(paletteMs)) ms (\(palette.count) entries)"
  )
  print(
    "  GIF both passes: \(fmt(gifMs)) ms, \(gif.bytes.count) B, PSNR \(fmt(gif.summary.psnr, 2)) dB; dithered \(fmt(ditherMs)) ms, \(dithered.bytes.count) B, PSNR \(fmt(dithered.summary.psnr, 2)) dB"
  )
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
    print(
      "  optipng -o2: \(optimized.count) B in \(fmt(optMs)) ms -> ours is \(fmt((ratio - 1) * 100, 2))% larger, \(fmt(optMs / defaultMs)) x faster"
    )
  } else {
    print("  optipng -o2 unavailable (status \(status))")
  }
}

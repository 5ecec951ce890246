import Codecs
import Foundation

/// For each PNG file: decode it, re-encode it with a grid of zlib levels and strategies (default
/// filter choice), and compare every variant's size and time with `optipng -o2` on our default.
func benchRealPNGs(_ paths: [String]) throws {
  let variants: [(String, PNGWriteOptions)] = [
    ("L9 auto (default)", PNGWriteOptions()),
    ("L9 filtered", PNGWriteOptions(compressionLevel: 9, strategy: .filtered)),
    ("L9 rle", PNGWriteOptions(compressionLevel: 9, strategy: .rle)),
    ("L8 auto", PNGWriteOptions(compressionLevel: 8)),
    ("L8 filtered", PNGWriteOptions(compressionLevel: 8, strategy: .filtered)),
    ("L7 auto", PNGWriteOptions(compressionLevel: 7)),
    ("L6 auto", PNGWriteOptions(compressionLevel: 6)),
    ("L0 (layout + framing only)", PNGWriteOptions(compressionLevel: 0)),
    ("L9 adaptive", PNGWriteOptions(compressionLevel: 9, filter: .adaptive)),
  ]
  for path in paths {
    guard let data = FileManager.default.contents(atPath: path) else { print("\(path): unreadable"); continue }
    let image = try PNGReader.decode([UInt8](data), name: path)
    print("== \(path) (\(image.width)x\(image.height), \(data.count) B as read)")
    var defaultPNG: [UInt8] = []
    var defaultMs = 0.0
    for (label, options) in variants {
      let (ms, png) = try measure { try PNGWriter.encode(image, options: options) }
      print("  \(label): \(png.count) B, \(fmt(ms)) ms")
      if defaultPNG.isEmpty { (defaultPNG, defaultMs) = (png, ms) }
    }
    try compareWithOptipng(defaultPNG, ms: defaultMs, tag: "real")
  }
}

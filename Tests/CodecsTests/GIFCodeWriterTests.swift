import Foundation
import Pixels
import TestSupport
import Testing

@testable import Codecs

/// The LZW code writer (`GIFCodeList.write`) on crafted rasters: every file is read back pixel
/// for pixel by giflib (`GIFReader`) and by ffmpeg, and the price of the parse is the number of
/// image data bytes written.
@Suite struct GIFCodeWriterTests {
  struct Written {
    var gif: [UInt8]
    var dataBytes: Int
    var price: Int
    var list: GIFCodeList
    var minimumCodeSize: UInt8
  }

  /// A one-frame GIF of `raster` (`width` x rows) over a global table of `colors` greys (entry v
  /// is grey v), its codes written with roots `rootBits` wide.
  static func write(_ raster: [UInt8], width: Int, colors: Int, rootBits: Int) -> Written {
    var out: [UInt8] = []
    let table = (0..<colors).map { PackedColor.pack($0, $0, $0) }
    GIFBlocks.header(width: width, height: raster.count / width, table: table, into: &out)
    GIFBlocks.graphicControl(disposal: .keep, delay: 10, transparent: nil, into: &out)
    GIFBlocks.image(PixelRect(x: 0, y: 0, width: width, height: raster.count / width), localTable: nil, into: &out)
    var lzw = GIFLZW()
    var list = GIFCodeList()
    var pixels = raster
    _ = pixels.withUnsafeMutableBufferPointer { lzw.parse($0, free: nil, rootBits: rootBits, into: &list) }
    let start = out.count
    list.write(rootBits: rootBits, symbols: (0..<256).map { UInt8($0) }, into: &out)
    let dataBytes = out.count - start
    let minimumCodeSize = out[start]
    out.append(GIFBlocks.trailer)
    return Written(
      gif: out, dataBytes: dataBytes, price: list.byteCount(rootBits: rootBits), list: list,
      minimumCodeSize: minimumCodeSize)
  }

  /// The RGBA pixels `raster` shows (grey v for symbol v).
  static func expected(_ raster: [UInt8]) -> [UInt8] { raster.flatMap { [$0, $0, $0, 255] } }

  /// Checks the price and both decoders on `raster`.
  static func check(_ raster: [UInt8], width: Int, colors: Int, rootBits: Int) throws -> Written {
    let written = write(raster, width: width, colors: colors, rootBits: rootBits)
    #expect(written.price == written.dataBytes)
    let decoded = try GIFReader.decode(written.gif, name: "crafted.gif")
    #expect(decoded.frames.count == 1)
    #expect(decoded.frames.first?.image.pixels == expected(raster))
    #expect(try ffmpegPixels(written.gif) == expected(raster))
    return written
  }

  /// The first frame as ffmpeg decodes it, RGBA.
  static func ffmpegPixels(_ gif: [UInt8]) throws -> [UInt8] {
    let path = ScratchFolder.path("lzw") + ".gif"
    try Data(gif).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/ffmpeg")
    process.arguments = ["-v", "error", "-i", path, "-frames:v", "1", "-f", "rawvideo", "-pix_fmt", "rgba", "-"]
    let out = Pipe()
    process.standardOutput = out
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return [UInt8](data)
  }

  /// Noise in `colors` symbols with runs, so strings of several lengths occur.
  static func noise(count: Int, colors: Int, seed: UInt32) -> [UInt8] {
    var noise = TestImages.Noise(state: seed)
    return (0..<count).map { k in k % 5 < 2 ? UInt8(k / 40 % colors) : UInt8(noise.next() % UInt32(colors)) }
  }

  /// The shortest prefix of `raster` whose parse writes `codes` codes before the end code.
  static func prefix(of raster: [UInt8], codes: Int, rootBits: Int) -> [UInt8] {
    var lzw = GIFLZW()
    var list = GIFCodeList()
    func count(_ n: Int) -> Int {
      var pixels = Array(raster[0..<n])
      _ = pixels.withUnsafeMutableBufferPointer { lzw.parse($0, free: nil, rootBits: rootBits, into: &list) }
      return list.codes.count
    }
    // Each code takes at least one pixel: search upwards from `codes` pixels.
    var lo = codes - 1, hi = codes
    while hi < raster.count && count(hi) < codes { (lo, hi) = (hi, min(hi * 2, raster.count)) }
    while lo < hi {
      let mid = (lo + hi) / 2
      if count(mid) < codes { lo = mid + 1 } else { hi = mid }
    }
    return Array(raster[0..<lo])
  }

  @Test(arguments: [2, 8])
  func codesWidenAtEveryTableSize(rootBits: Int) throws {
    // Code i after a clear is written in bitlen(2^b + 1 + i) bits: the width grows when the next
    // free code reaches 512, 1024, 2048 (at 4096 it stays 12 bits: `aFullTableCodesWhatItHolds`).
    // Each boundary is crossed by a code, by the end code, and one code later.
    let raster = Self.noise(count: 30_000, colors: 1 << rootBits, seed: UInt32(rootBits))
    for width in (rootBits + 2)...12 {
      let first = (1 << (width - 1)) - (1 << rootBits) - 1
      for codes in [first - 1, first, first + 1] {
        let part = Self.prefix(of: raster, codes: codes, rootBits: rootBits)
        let written = try Self.check(part, width: part.count, colors: 1 << rootBits, rootBits: rootBits)
        #expect(written.list.codes.count == codes)
        #expect(written.list.stretches.count == 1)
      }
    }
  }

  @Test(arguments: [2, 8])
  func aFullTableCodesWhatItHolds(rootBits: Int) throws {
    // Noise that fills the table, then the same noise again: the full table holds its strings,
    // so it is kept (no clear) and codes the repeat in far fewer codes than the first pass.
    let capacity = GIFCodeList.capacity(rootBits: rootBits)
    let noise = Self.noise(count: 60_000, colors: 1 << rootBits, seed: 99)
    let block = Self.prefix(of: noise, codes: capacity + 2, rootBits: rootBits)
    let written = try Self.check(block + block, width: block.count, colors: 1 << rootBits, rootBits: rootBits)
    #expect(written.list.stretches.count == 1)
    #expect(!written.list.codes.contains(GIFCodeList.clear))
    #expect(written.list.codes.count > capacity + 2)
    #expect(written.list.codes.count < 2 * (capacity + 2))
  }

  @Test(arguments: [2, 8])
  func aFullTableClearsWhenThePixelsMoveOn(rootBits: Int) throws {
    // Noise in the lower half of the symbols fills the table; noise in the upper half follows,
    // whose strings the full table lacks: it clears, never before it is full. Several times
    // over a long raster of such halves.
    let capacity = GIFCodeList.capacity(rootBits: rootBits)
    let colors = 1 << rootBits
    let low = Self.noise(count: 160_000, colors: max(colors / 2, 1), seed: 3)
    let high = Self.noise(count: 160_000, colors: max(colors / 2, 1), seed: 4).map { $0 + UInt8(colors / 2) }
    let first = Self.prefix(of: low, codes: capacity + 2, rootBits: rootBits)
    let part = first + high[0..<(first.count / 2)]
    let once = try Self.check(part, width: part.count, colors: colors, rootBits: rootBits)
    #expect(once.list.stretches.count == 2)
    #expect(once.list.stretches[0] >= capacity + 1)
    var long: [UInt8] = []
    for k in 0..<4 { long += (k % 2 == 0 ? low : high)[(k * 40_000)..<((k + 1) * 40_000)] }
    let many = try Self.check(long, width: 400, colors: colors, rootBits: rootBits)
    #expect(many.list.stretches.count >= 3)
    #expect(many.list.stretches.dropLast().allSatisfy { $0 >= capacity + 1 })
  }

  @Test func onePixelAndOneColourFrames() throws {
    let one = try Self.check([1], width: 1, colors: 2, rootBits: 1)
    // Clear, the pixel, end: 3 codes of 3 bits in 2 bytes; code size byte, length, data, terminator.
    #expect(one.minimumCodeSize == 2)
    #expect(one.dataBytes == 5)
    let flat = try Self.check([UInt8](repeating: 0, count: 64 * 48), width: 64, colors: 1, rootBits: 1)
    #expect(flat.minimumCodeSize == 2)
    // A run of n pixels takes about sqrt(2n) codes: 3,072 pixels in 78 codes.
    #expect(flat.list.codes.count == 78)
  }

  @Test func twoColoursUseTheMinimumCodeSizeOfTwo() throws {
    let checker = (0..<(40 * 30)).map { (k: Int) -> UInt8 in (k % 40 + k / 40) & 1 == 0 ? 0 : 1 }
    let written = try Self.check(checker, width: 40, colors: 2, rootBits: 1)
    #expect(written.minimumCodeSize == 2)
    // 256-byte sub-blocks: every length byte but the last is 255.
    let long = try Self.check(Self.noise(count: 5000, colors: 2, seed: 5), width: 100, colors: 2, rootBits: 1)
    #expect(long.dataBytes > 600)
  }

  @Test func stretchBitsSumTheCodeWidths() {
    // Roots 2 bits wide: the decoder's largest code is 5 (end) before code 0, 6 before code 1,
    // 7 before code 2, 8 before code 3: codes 0–2 are 3 bits, 3–10 are 4 bits, 11–26 5 bits; the
    // end code follows at the width the last code left.
    #expect(GIFCodeList.stretchBits(codes: 0, rootBits: 2) == 3)
    #expect(GIFCodeList.stretchBits(codes: 1, rootBits: 2) == 3 + 3)
    #expect(GIFCodeList.stretchBits(codes: 3, rootBits: 2) == 3 * 3 + 4)
    #expect(GIFCodeList.stretchBits(codes: 10, rootBits: 2) == 3 * 3 + 7 * 4 + 4)
    #expect(GIFCodeList.stretchBits(codes: 11, rootBits: 2) == 3 * 3 + 8 * 4 + 5)
    // Roots 8 bits: codes 0–254 are 9 bits (largest 257...511), then 10 bits.
    #expect(GIFCodeList.stretchBits(codes: 255, rootBits: 8) == 255 * 9 + 10)
    // 12 bits is the widest.
    #expect(GIFCodeList.stretchBits(codes: 5000, rootBits: 8) - GIFCodeList.stretchBits(codes: 4999, rootBits: 8) == 12)
  }
}

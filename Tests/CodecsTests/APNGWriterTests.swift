import Pixels
import Testing

@testable import Codecs

@Suite struct APNGWriterTests {
  static func frames() -> [RGBAImage] {
    (0..<6).map { k in
      TestImages.make(30, 20) { x, y in
        if x >= k * 3 && x < k * 3 + 6 && y >= 5 && y < 12 { return (255, UInt8(k * 40), 0, 200) }
        return (UInt8(x * 8), UInt8(y * 12), 90, 255)
      }
    }
  }

  /// Rebuilds frame `k` as a standalone PNG from the APNG's chunks and decodes it with libpng.
  private func standalone(_ ihdr: [UInt8], width: UInt32, height: UInt32, data: [UInt8]) throws -> RGBAImage {
    var header = ihdr
    header.replaceSubrange(
      0..<8,
      with: [
        UInt8(width >> 24), UInt8(width >> 16 & 255), UInt8(width >> 8 & 255), UInt8(width & 255),
        UInt8(height >> 24), UInt8(height >> 16 & 255), UInt8(height >> 8 & 255), UInt8(height & 255),
      ])
    var png: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]
    for (type, body) in [("IHDR", header), ("IDAT", data), ("IEND", [])] {
      let n = UInt32(body.count)
      png += [UInt8(n >> 24), UInt8(n >> 16 & 255), UInt8(n >> 8 & 255), UInt8(n & 255)]
      let typed = Array(type.utf8) + body
      png += typed
      let crc = PNGChunks.crc(typed)
      png += [UInt8(crc >> 24), UInt8(crc >> 16 & 255), UInt8(crc >> 8 & 255), UInt8(crc & 255)]
    }
    return try PNGReader.decode(png, name: "frame.png")
  }

  @Test func structureIsValidAndFramesRebuildExactly() throws {
    let source = Self.frames()
    let writer = try APNGWriter(width: 30, height: 20, loopCount: 3, options: PNGWriteOptions(softwareVersion: "test"))
    for frame in source { try writer.add(frame, delay: .frame(atFPS: 30)) }
    // A repeated frame merges with the last one.
    try writer.add(source[5], delay: .frame(atFPS: 30))
    let bytes = try writer.finish()
    let png = try PNGChunks(bytes)
    #expect(png.chunks.allSatisfy { $0.crcValid })
    #expect(png.types.first == "IHDR")
    #expect(png.types.last == "IEND")
    let actlAt = try #require(png.types.firstIndex(of: "acTL"))
    let idatAt = try #require(png.types.firstIndex(of: "IDAT"))
    #expect(actlAt < idatAt)
    #expect(png.types[idatAt - 1] == "fcTL")
    let actl = try #require(png.first("acTL"))
    #expect(PNGChunks.be32(actl.data, 0) == 6)
    #expect(PNGChunks.be32(actl.data, 4) == 3)
    // Sequence numbers run 0, 1, 2, ... across fcTL and fdAT.
    let sequenced = png.chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }
    #expect(sequenced.enumerated().allSatisfy { PNGChunks.be32($0.element.data, 0) == UInt32($0.offset) })
    #expect(png.chunks.filter { $0.type == "fcTL" }.count == 6)
    // The default image is frame 0.
    #expect(try PNGReader.decode(bytes, name: "anim.png") == source[0])

    // Composite every frame (dispose NONE, blend SOURCE) and compare with the sources.
    let ihdr = try #require(png.first("IHDR")).data
    var canvas = source[0]
    var k = -1
    var data: [UInt8] = []
    var control: [UInt8] = []
    var delays: [(UInt16, UInt16)] = []
    func flush() throws {
      guard k > 0 else { return }
      let w = PNGChunks.be32(control, 4), h = PNGChunks.be32(control, 8)
      let x = Int(PNGChunks.be32(control, 12)), y = Int(PNGChunks.be32(control, 16))
      let part = try standalone(ihdr, width: w, height: h, data: data)
      for row in 0..<Int(h) {
        for col in 0..<Int(w) {
          for c in 0..<4 {
            canvas.pixels[((y + row) * 30 + x + col) * 4 + c] = part.pixels[(row * Int(w) + col) * 4 + c]
          }
        }
      }
      #expect(canvas == source[k], "frame \(k)")
    }
    for chunk in png.chunks {
      if chunk.type == "fcTL" {
        try flush()
        k += 1
        control = chunk.data
        delays.append((PNGChunks.be16(chunk.data, 20), PNGChunks.be16(chunk.data, 22)))
        data = []
      } else if chunk.type == "fdAT" {
        data += chunk.data[4...]
      }
    }
    try flush()
    #expect(k == 5)
    // Exact fractions; the merged last frame is 2/30 = 1/15 s.
    #expect(delays.map(\.0) == [1, 1, 1, 1, 1, 1])
    #expect(delays.map(\.1) == [30, 30, 30, 30, 30, 15])
    #expect(png.texts["Software"] == "LayoutReel test")
  }

  @Test func emptyWriterThrows() throws {
    let writer = try APNGWriter(width: 2, height: 2)
    #expect(throws: CodecError.self) { try writer.finish() }
  }

  @Test func rgbModeRejectsTranslucentFrames() throws {
    let writer = try APNGWriter(width: 30, height: 20, colorMode: .rgb)
    #expect(throws: CodecError.self) {
      try writer.add(Self.frames()[0], delay: .milliseconds(10))
      _ = try writer.finish()
    }
  }

  /// Issue 21: a loop count past UInt32 (a scene's "loop": 5000000000) trapped writing acTL; it
  /// is written as the largest count PNG can say, 2^31 - 1.
  @Test func aLoopCountPastPNGsRangeIsClamped() throws {
    let writer = try APNGWriter(width: 30, height: 20, loopCount: 5_000_000_000)
    try writer.add(Self.frames()[0], delay: .milliseconds(10))
    let actl = try #require(try PNGChunks(try writer.finish()).first("acTL"))
    #expect(PNGChunks.be32(actl.data, 4) == 2_147_483_647)
  }
}

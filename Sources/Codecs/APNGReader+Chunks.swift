/// Splits a PNG stream into chunks, checking lengths and CRCs (untrusted input, unlike
/// `PNGChunkWriter.chunks`, which reads libpng's own output).
enum PNGChunkReader {
  /// One chunk: its type as text and its data.
  struct Chunk {
    var type: String
    var data: ArraySlice<UInt8>
  }

  static func chunks(of bytes: [UInt8], name: String) throws(CodecError) -> [Chunk] {
    guard bytes.count >= 8, Array(bytes[0..<8]) == PNGChunkWriter.signature else {
      throw .pngDecode(file: name, message: "not a PNG file (bad signature)")
    }
    var result: [Chunk] = []
    var offset = 8
    while offset < bytes.count {
      guard offset + 12 <= bytes.count else {
        throw .pngDecode(file: name, message: "truncated chunk at byte \(offset)")
      }
      let length = Int(be32(bytes[...], offset))
      guard length <= bytes.count - offset - 12 else {
        throw .pngDecode(file: name, message: "chunk at byte \(offset) runs past the end of the file")
      }
      let typeBytes = bytes[(offset + 4)..<(offset + 8)]
      let stored = be32(bytes[...], offset + 8 + length)
      let computed = bytes.withUnsafeBytes {
        CRC32.update(0, UnsafeRawBufferPointer(rebasing: $0[(offset + 4)..<(offset + 8 + length)]))
      }
      let type = String(decoding: typeBytes, as: UTF8.self)
      guard stored == computed else {
        throw .pngDecode(file: name, message: "\(type) chunk at byte \(offset) has a bad CRC")
      }
      result.append(Chunk(type: type, data: bytes[(offset + 8)..<(offset + 8 + length)]))
      offset += 12 + length
      if type == "IEND" { break }
    }
    return result
  }

  /// The big-endian 32-bit value at `offset` from the slice's start.
  static func be32(_ bytes: ArraySlice<UInt8>, _ offset: Int) -> UInt32 {
    let i = bytes.startIndex + offset
    return UInt32(bytes[i]) << 24 | UInt32(bytes[i + 1]) << 16 | UInt32(bytes[i + 2]) << 8 | UInt32(bytes[i + 3])
  }

  /// The big-endian 16-bit value at `offset` from the slice's start.
  static func be16(_ bytes: ArraySlice<UInt8>, _ offset: Int) -> UInt16 {
    let i = bytes.startIndex + offset
    return UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1])
  }
}

/// An fcTL chunk: where the frame goes, how long it shows, and how it meets the canvas.
struct APNGFrameControl {
  var x: Int
  var y: Int
  var width: Int
  var height: Int
  var delay: FrameDelay
  /// 0 none, 1 clear the region to transparent, 2 restore the canvas as it was before the frame.
  var dispose: UInt8
  /// 0 replace the region, 1 alpha-composite over it.
  var blend: UInt8

  init(_ data: ArraySlice<UInt8>, canvasWidth: Int, canvasHeight: Int, name: String) throws(CodecError) {
    guard data.count == 26 else { throw .pngDecode(file: name, message: "fcTL is not 26 bytes") }
    width = Int(PNGChunkReader.be32(data, 4))
    height = Int(PNGChunkReader.be32(data, 8))
    x = Int(PNGChunkReader.be32(data, 12))
    y = Int(PNGChunkReader.be32(data, 16))
    guard width > 0, height > 0, x + width <= canvasWidth, y + height <= canvasHeight else {
      throw .pngDecode(
        file: name,
        message: "frame \(width)x\(height) at (\(x), \(y)) lies outside the \(canvasWidth)x\(canvasHeight) canvas")
    }
    let numerator = Int(PNGChunkReader.be16(data, 20))
    let denominator = Int(PNGChunkReader.be16(data, 22))
    // The APNG spec: a zero denominator means hundredths of a second.
    delay = FrameDelay(numerator: numerator, denominator: denominator == 0 ? 100 : denominator) ?? .zero
    let base = data.startIndex
    dispose = data[base + 24]
    blend = data[base + 25]
    guard dispose <= 2, blend <= 1 else {
      throw .pngDecode(file: name, message: "fcTL dispose \(dispose) / blend \(blend) out of range")
    }
  }
}

/// One frame's control and its concatenated image data (IDAT or fdAT payloads).
struct APNGFramePart {
  var control: APNGFrameControl
  var data: [UInt8]

  /// Groups the chunks by fcTL; IDAT belongs to the animation only when an fcTL precedes it.
  static func split(_ chunks: [PNGChunkReader.Chunk], name: String) throws(CodecError) -> [APNGFramePart] {
    guard let header = chunks.first else { return [] }
    let width = Int(PNGChunkReader.be32(header.data, 0))
    let height = Int(PNGChunkReader.be32(header.data, 4))
    var parts: [APNGFramePart] = []
    var current: APNGFramePart?
    for chunk in chunks {
      switch chunk.type {
      case "fcTL":
        if let current { parts.append(current) }
        current = APNGFramePart(
          control: try APNGFrameControl(chunk.data, canvasWidth: width, canvasHeight: height, name: name), data: [])
      case "IDAT":
        current?.data += chunk.data
      case "fdAT":
        guard chunk.data.count >= 4 else { throw .pngDecode(file: name, message: "fdAT shorter than 4 bytes") }
        // The first 4 bytes are the sequence number; the rest is IDAT-style data.
        current?.data += chunk.data.dropFirst(4)
      default:
        break
      }
    }
    if let current { parts.append(current) }
    if let empty = parts.firstIndex(where: { $0.data.isEmpty }) {
      throw .pngDecode(file: name, message: "frame \(empty) has no image data")
    }
    return parts
  }
}

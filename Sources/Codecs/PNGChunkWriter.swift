/// Splits PNGWriter's output into chunks and appends new chunks with big-endian lengths and CRCs:
/// what APNG needs to re-wrap the IDAT data as fcTL/fdAT.
enum PNGChunkWriter {
  /// One chunk of a PNG stream (type as 4 ASCII bytes, raw data).
  struct Chunk {
    var type: [UInt8]
    var data: ArraySlice<UInt8>
  }

  static let signature: [UInt8] = [137, 80, 78, 71, 13, 10, 26, 10]

  /// The chunks of a PNG produced by PNGWriter (trusted input: lengths are consistent).
  static func chunks(of png: [UInt8]) -> [Chunk] {
    var result: [Chunk] = []
    var i = signature.count
    while i + 12 <= png.count {
      let length = Int(png[i]) << 24 | Int(png[i + 1]) << 16 | Int(png[i + 2]) << 8 | Int(png[i + 3])
      guard i + 12 + length <= png.count else { break }
      result.append(Chunk(type: Array(png[(i + 4)..<(i + 8)]), data: png[(i + 8)..<(i + 8 + length)]))
      i += 12 + length
    }
    return result
  }

  /// Appends a complete chunk (length, type, data, CRC over type and data).
  static func append(_ type: String, _ data: some Collection<UInt8>, to out: inout [UInt8]) {
    appendBE32(UInt32(data.count), to: &out)
    let start = out.count
    out += Array(type.utf8)
    out += data
    let crc = out.withUnsafeBytes { CRC32.update(0, UnsafeRawBufferPointer(rebasing: $0[start...])) }
    appendBE32(crc, to: &out)
  }

  static func appendBE32(_ v: UInt32, to out: inout [UInt8]) {
    out += [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
  }

  static func appendBE16(_ v: UInt16, to out: inout [UInt8]) {
    out += [UInt8(v >> 8), UInt8(v & 0xFF)]
  }
}

/// A test-side PNG chunk parser, independent of the encoder, that checks signature and CRCs.
struct PNGChunks {
  struct Chunk {
    var type: String
    var data: [UInt8]
    var crcValid: Bool
  }

  enum ParseError: Error { case badSignature, truncated }

  var chunks: [Chunk] = []

  init(_ bytes: [UInt8]) throws {
    guard bytes.count >= 8, bytes[0..<8].elementsEqual([137, 80, 78, 71, 13, 10, 26, 10]) else {
      throw ParseError.badSignature
    }
    var i = 8
    while i < bytes.count {
      guard i + 12 <= bytes.count else { throw ParseError.truncated }
      let length = Int(Self.be32(bytes, i))
      guard i + 12 + length <= bytes.count else { throw ParseError.truncated }
      let type = String(decoding: bytes[(i + 4)..<(i + 8)], as: UTF8.self)
      let data = Array(bytes[(i + 8)..<(i + 8 + length)])
      let crc = Self.be32(bytes, i + 8 + length)
      chunks.append(Chunk(type: type, data: data, crcValid: crc == Self.crc(Array(bytes[(i + 4)..<(i + 8 + length)]))))
      i += 12 + length
    }
  }

  var types: [String] { chunks.map(\.type) }

  func first(_ type: String) -> Chunk? { chunks.first { $0.type == type } }

  static func be32(_ b: [UInt8], _ i: Int) -> UInt32 {
    UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3])
  }

  static func be16(_ b: [UInt8], _ i: Int) -> UInt16 { UInt16(b[i]) << 8 | UInt16(b[i + 1]) }

  /// Bitwise CRC-32 (no table), deliberately a different implementation from the encoder's.
  static func crc(_ bytes: [UInt8]) -> UInt32 {
    var c: UInt32 = 0xFFFF_FFFF
    for b in bytes {
      c ^= UInt32(b)
      for _ in 0..<8 { c = (c >> 1) ^ (0xEDB8_8320 & (0 &- (c & 1))) }
    }
    return ~c
  }

  /// The tEXt entries as key -> value (Latin-1).
  var texts: [String: String] {
    var result: [String: String] = [:]
    for chunk in chunks where chunk.type == "tEXt" {
      guard let nul = chunk.data.firstIndex(of: 0) else { continue }
      let key = String(decoding: chunk.data[..<nul], as: UTF8.self)
      result[key] = String(String.UnicodeScalarView(chunk.data[(nul + 1)...].map { Unicode.Scalar($0) }))
    }
    return result
  }
}

import Codecs
import Pixels

/// A minimal PNG writer/reader for goldens, private to the tests until the real `Codecs` PNG
/// codec lands. It writes RGBA8 with filter 0 and *stored* (uncompressed) deflate blocks — valid
/// PNG any viewer or libpng reads — and reads back exactly that form.
enum TestPNG {
  struct DecodeError: Error, CustomStringConvertible {
    let description: String
  }

  static func encode(_ image: RGBAImage) -> [UInt8] {
    var raw: [UInt8] = []
    raw.reserveCapacity((image.width * 4 + 1) * image.height)
    for y in 0..<image.height {
      raw.append(0)
      raw.append(contentsOf: image.pixels[(y * image.width * 4)..<((y + 1) * image.width * 4)])
    }
    var zlib: [UInt8] = [0x78, 0x01]
    var offset = 0
    repeat {
      let n = min(65535, raw.count - offset)
      let final = offset + n == raw.count
      zlib.append(final ? 1 : 0)
      zlib.append(UInt8(n & 0xFF)); zlib.append(UInt8(n >> 8))
      zlib.append(UInt8(~n & 0xFF)); zlib.append(UInt8((~n >> 8) & 0xFF))
      zlib.append(contentsOf: raw[offset..<(offset + n)])
      offset += n
    } while offset < raw.count
    appendBE(&zlib, adler32(raw))
    var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    var ihdr: [UInt8] = []
    appendBE(&ihdr, UInt32(image.width)); appendBE(&ihdr, UInt32(image.height))
    ihdr.append(contentsOf: [8, 6, 0, 0, 0])
    chunk(&out, "IHDR", ihdr)
    chunk(&out, "IDAT", zlib)
    chunk(&out, "IEND", [])
    return out
  }

  static func decode(_ bytes: [UInt8]) throws -> RGBAImage {
    guard bytes.count > 8, Array(bytes[0..<8]) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] else {
      throw DecodeError(description: "not a PNG file")
    }
    var i = 8
    var width = 0, height = 0
    var idat: [UInt8] = []
    while i + 8 <= bytes.count {
      let len = Int(readBE(bytes, i))
      let type = String(decoding: bytes[(i + 4)..<(i + 8)], as: UTF8.self)
      guard i + 12 + len <= bytes.count else { throw DecodeError(description: "truncated chunk \(type)") }
      let data = Array(bytes[(i + 8)..<(i + 8 + len)])
      if type == "IHDR" {
        width = Int(readBE(data, 0)); height = Int(readBE(data, 4))
        guard data[8] == 8, data[9] == 6, data[12] == 0 else {
          throw DecodeError(description: "only RGBA8 non-interlaced PNG is supported by the test reader")
        }
      } else if type == "IDAT" {
        idat += data
      }
      i += 12 + len
    }
    var raw: [UInt8] = []
    var p = 2
    while true {
      guard p + 5 <= idat.count else { throw DecodeError(description: "truncated deflate stream") }
      let header = idat[p]
      guard header & 0x06 == 0 else {
        throw DecodeError(description: "compressed deflate block: re-record, or read with the real PNG codec")
      }
      let n = Int(idat[p + 1]) | Int(idat[p + 2]) << 8
      raw += idat[(p + 5)..<(p + 5 + n)]
      p += 5 + n
      if header & 1 == 1 { break }
    }
    let stride = width * 4 + 1
    guard raw.count == stride * height else { throw DecodeError(description: "wrong pixel data size") }
    var pixels: [UInt8] = []
    pixels.reserveCapacity(width * height * 4)
    for y in 0..<height {
      guard raw[y * stride] == 0 else { throw DecodeError(description: "row filter \(raw[y * stride]) unsupported") }
      pixels += raw[(y * stride + 1)..<((y + 1) * stride)]
    }
    guard let image = RGBAImage(width: width, height: height, pixels: pixels) else {
      throw DecodeError(description: "invalid size \(width)x\(height)")
    }
    return image
  }

  private static func chunk(_ out: inout [UInt8], _ type: String, _ data: [UInt8]) {
    appendBE(&out, UInt32(data.count))
    let body = Array(type.utf8) + data
    out += body
    appendBE(&out, crc32(body))
  }

  private static func appendBE(_ out: inout [UInt8], _ v: UInt32) {
    out += [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
  }

  private static func readBE(_ b: [UInt8], _ i: Int) -> UInt32 {
    UInt32(b[i]) << 24 | UInt32(b[i + 1]) << 16 | UInt32(b[i + 2]) << 8 | UInt32(b[i + 3])
  }

  private static let crcTable: [UInt32] = (0..<256).map { n in
    var c = UInt32(n)
    for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
    return c
  }

  private static func crc32(_ data: [UInt8]) -> UInt32 {
    var c: UInt32 = 0xFFFF_FFFF
    for b in data { c = crcTable[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) }
    return c ^ 0xFFFF_FFFF
  }

  private static func adler32(_ data: [UInt8]) -> UInt32 {
    var a: UInt32 = 1, b: UInt32 = 0
    for v in data {
      a = (a + UInt32(v)) % 65521
      b = (b + a) % 65521
    }
    return b << 16 | a
  }
}

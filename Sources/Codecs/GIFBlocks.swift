/// The GIF89a blocks around the image data, byte by byte (GIF89a specification, sections 17–27):
/// the header with the logical screen and global colour table, the NETSCAPE2.0 loop extension,
/// graphic control extensions and image descriptors. The image data is `GIFCodeList.write`'s.
enum GIFBlocks {
  /// Disposal methods of the graphic control extension (GIF89a section 23).
  enum Disposal: UInt8 {
    /// Leave the frame in place.
    case keep = 1
    /// Restore the frame's rectangle to the background (shown as transparent by browsers).
    case background = 2
  }

  /// "GIF89a", the logical screen descriptor and the global colour table.
  static func header(width: Int, height: Int, table: [UInt32], into out: inout [UInt8]) {
    out.append(contentsOf: Array("GIF89a".utf8))
    appendWord(width, to: &out)
    appendWord(height, to: &out)
    let bits = tableBits(table.count)
    // Global table present, colour resolution 8 bits, not sorted, its size.
    out.append(0x80 | 0x70 | UInt8(bits - 1))
    out.append(0)  // background colour index
    out.append(0)  // no pixel aspect ratio
    appendTable(table, bits: bits, to: &out)
  }

  /// The NETSCAPE2.0 application extension: loop `count` times (0 forever).
  static func loop(count: Int, into out: inout [UInt8]) {
    out.append(contentsOf: [0x21, 0xFF, 11])
    out.append(contentsOf: Array("NETSCAPE2.0".utf8))
    let loops = UInt16(clamping: count)
    out.append(contentsOf: [3, 1, UInt8(loops & 0xFF), UInt8(loops >> 8), 0])
  }

  /// A graphic control extension: disposal, delay in centiseconds, transparent index.
  static func graphicControl(disposal: Disposal, delay: Int, transparent: Int?, into out: inout [UInt8]) {
    out.append(contentsOf: [0x21, 0xF9, 4, disposal.rawValue << 2 | (transparent == nil ? 0 : 1)])
    appendWord(delay, to: &out)
    // No transparency: the index byte is unused; 0xFF as giflib writes it.
    out.append(UInt8(truncatingIfNeeded: transparent ?? 0xFF))
    out.append(0)
  }

  /// An image descriptor for `rect`, followed by its local colour table when it has one.
  static func image(_ rect: PixelRect, localTable: [UInt32]?, into out: inout [UInt8]) {
    out.append(0x2C)
    for v in [rect.x, rect.y, rect.width, rect.height] { appendWord(v, to: &out) }
    guard let localTable else { return out.append(0) }
    let bits = tableBits(localTable.count)
    out.append(0x80 | UInt8(bits - 1))
    appendTable(localTable, bits: bits, to: &out)
  }

  /// The trailer that ends the file.
  static let trailer: UInt8 = 0x3B

  /// Bits per entry of a colour table holding `count` entries (tables have 2...256 entries).
  static func tableBits(_ count: Int) -> Int {
    var bits = 1
    while 1 << bits < count { bits += 1 }
    return bits
  }

  /// Bytes a colour table of `count` entries takes (padded to a power of two).
  static func tableBytes(_ count: Int) -> Int { 3 << tableBits(count) }

  private static func appendWord(_ value: Int, to out: inout [UInt8]) {
    out.append(UInt8(truncatingIfNeeded: value))
    out.append(UInt8(truncatingIfNeeded: value >> 8))
  }

  /// The entries as RGB triples, padded with black to 2^bits.
  private static func appendTable(_ table: [UInt32], bits: Int, to out: inout [UInt8]) {
    for c in table {
      out.append(UInt8(PackedColor.r(c)))
      out.append(UInt8(PackedColor.g(c)))
      out.append(UInt8(PackedColor.b(c)))
    }
    out.append(contentsOf: repeatElement(0, count: 3 * ((1 << bits) - table.count)))
  }
}

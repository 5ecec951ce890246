/// One LZW parse of a frame's raster, as codes that do not depend on the root code width: a
/// root is the raster's symbol (0...255) and `256 + j` the j-th string added since the last
/// clear. The same parse can then be priced exactly at every root width whose table holds it
/// (the width of each code follows from its position alone) and written at the cheapest, with
/// the symbols renumbered for the colour table chosen. No trial encodes.
struct GIFCodeList {
  /// The clear code's place in `codes`.
  static let clear: UInt16 = 0xFFFF
  /// The codes in order, clears included; the end code is implicit.
  var codes: [UInt16] = []
  /// Codes in each stretch that starts after a clear (or at the start) and ends with a clear
  /// (or the end code); each code but a stretch's last adds one string to the table (or takes a
  /// string's number, where the lookahead parse's string was there already) until it is full.
  var stretches: [Int] = []
  /// The root width whose table size decided where the parse cleared.
  var rootBits = 2

  /// Empties the list, keeping its storage.
  mutating func removeAll() {
    codes.removeAll(keepingCapacity: true)
    stretches.removeAll(keepingCapacity: true)
  }

  /// Strings a table with roots `rootBits` wide holds: codes up to 4095, the last a decoder
  /// adds; once full, the table stays until the parse finds clearing cheaper (`GIFFreshTable`).
  static func capacity(rootBits: Int) -> Int { 4096 - ((1 << rootBits) + 2) }

  /// Whether this parse is the one a table with roots `rootBits` wide makes: its own, or one
  /// that never filled that table (a table that fills freezes and clears at its own points).
  func fits(rootBits: Int) -> Bool {
    rootBits == max(self.rootBits, 2) || (stretches.count == 1 && stretches[0] - 1 <= Self.capacity(rootBits: rootBits))
  }

  /// Image data bytes (minimum code size, sub-blocks with their length bytes, terminator) of
  /// this parse written with roots `rootBits` wide (2...8), exactly what `write` produces.
  func byteCount(rootBits: Int) -> Int {
    let b = max(rootBits, 2)
    var bits = b + 1  // the leading clear
    for m in stretches { bits += Self.stretchBits(codes: m, rootBits: b) }
    return Self.imageDataBytes(bits: bits)
  }

  /// Bits of a stretch of `m` codes and the clear or end code after it. Code i of a stretch is
  /// written when the table's next free code is 2^b + 2 + i, in as many bits as the decoder's
  /// largest code at that point needs: bitlen(2^b + 1 + i), at most 12.
  static func stretchBits(codes m: Int, rootBits b: Int) -> Int {
    let first = (1 << b) + 1, last = first + m  // the values whose bit lengths are summed
    var total = 0
    var width = b + 1
    while width <= 12 {
      let lo = max(first, 1 << (width - 1)), hi = width == 12 ? last : min(last, (1 << width) - 1)
      if hi >= lo { total += (hi - lo + 1) * width }
      width += 1
    }
    return total
  }

  /// Image data bytes for `bits` of codes: the minimum code size byte, one length byte per
  /// 255-byte sub-block, the terminator.
  static func imageDataBytes(bits: Int) -> Int {
    let dataBytes = (bits + 7) / 8
    return 1 + dataBytes + (dataBytes + 254) / 255 + 1
  }

  /// Appends the image data: codes with roots `rootBits` wide, each root symbol s written as
  /// `symbols[s]`.
  func write(rootBits: Int, symbols: [UInt8], into out: inout [UInt8]) {
    let b = max(rootBits, 2)
    let clearCode = 1 << b, firstEntry = (1 << b) + 2
    out.append(UInt8(b))
    var packer = GIFCodePacker(out: out)
    out = []
    packer.put(clearCode, width: b + 1)
    // Decoder's view: `largest` is the largest code it may see next; the width follows it.
    var largest = firstEntry - 1
    var width = b + 1
    symbols.withUnsafeBufferPointer { symbols in
      for code in codes {
        if code == Self.clear {
          packer.put(clearCode, width: width)
          largest = firstEntry - 1
          width = b + 1
          continue
        }
        let value = code < 256 ? Int(symbols[Int(code)]) : firstEntry + Int(code) - 256
        packer.put(value, width: width)
        largest += 1
        if largest >> width != 0 && width < 12 { width += 1 }
      }
    }
    packer.put(clearCode + 1, width: width)  // the end code
    out = packer.finish()
  }
}

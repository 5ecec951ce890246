extension GIFWriter {
  /// How a frame's rectangle is written: its colour table, the root code width, the written index
  /// of each raster symbol, and the LZW parse to write.
  struct TableChoice {
    var palette: Palette
    var isLocal: Bool
    var rootBits: Int
    var symbols: [UInt8]
    /// Image data plus local table bytes.
    var bytes: Int
    /// A parse made for this table when the frame's own parse overflows its smaller table.
    var list: GIFCodeList?
  }

  /// The colour table whose rectangle encodes smallest, table bytes included, priced exactly
  /// from the frame's one parse (`list`, made with a table of every entry present): the palette as
  /// is; the global table with narrower codes when every index used is small once written
  /// (`globalOrder`); or a compact local table of just the entries `used`. The colours shown are
  /// the same either way. Only a frame large enough to clear the table (at a width other than the
  /// parse's) costs a second parse.
  func cheapestTable(list: GIFCodeList, raster: [UInt8], used: [Bool], palette: Palette, isLocal: Bool) -> TableChoice {
    var trial = GIFCodeList()
    func price(_ bits: Int, tableBytes: Int) -> (bytes: Int, list: GIFCodeList?) {
      let root = max(bits, 2)
      if list.fits(rootBits: root) { return (list.byteCount(rootBits: root) + tableBytes, nil) }
      var copy = raster
      copy.withUnsafeMutableBufferPointer { lzw.parse($0, free: nil, rootBits: root, into: &trial) }
      return (trial.byteCount(rootBits: root) + tableBytes, trial)
    }
    let fullBits = GIFBlocks.tableBits(palette.count)
    let full = price(fullBits, tableBytes: isLocal ? 3 << fullBits : 0)
    var best = TableChoice(
      palette: palette, isLocal: isLocal, rootBits: fullBits,
      symbols: isLocal ? (0..<palette.count).map { UInt8(truncatingIfNeeded: $0) } : globalOrder,
      bytes: full.bytes, list: full.list)
    // GIF codes are at least 2 bits wide, so narrowing pays only for tables of 8 or more.
    if !isLocal, let highest = used.indices.lazy.filter({ used[$0] }).map({ Int(self.globalOrder[$0]) }).max() {
      let bits = max(GIFBlocks.tableBits(highest + 1), 2)
      if bits < fullBits {
        let narrow = price(bits, tableBytes: 0)
        if narrow.bytes < best.bytes {
          best = TableChoice(
            palette: palette, isLocal: false, rootBits: bits,
            symbols: globalOrder, bytes: narrow.bytes, list: narrow.list)
        }
      }
    }
    var colors: [UInt32] = []
    var remap = [UInt8](repeating: 0, count: 256)
    for (i, c) in palette.colors.enumerated() where used[i] {
      remap[i] = UInt8(truncatingIfNeeded: colors.count)
      colors.append(c)
    }
    // The transparent entry only when some pixel uses it.
    let t = palette.transparentIndex.flatMap { used[$0] ? $0 : nil }
    if let t { remap[t] = UInt8(truncatingIfNeeded: colors.count) }
    let bits = GIFBlocks.tableBits(colors.count + (t == nil ? 0 : 1))
    if bits < fullBits, let compact = Palette(colors: colors, reserveTransparent: t != nil, isExact: palette.isExact) {
      let local = price(bits, tableBytes: 3 << bits)
      if local.bytes < best.bytes {
        best = TableChoice(
          palette: compact, isLocal: true, rootBits: bits, symbols: remap, bytes: local.bytes,
          list: local.list)
      }
    }
    return best
  }
}

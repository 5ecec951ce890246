extension GIFWriter {
  /// How a frame's rectangle is written: its colour table, the root code width, the written index
  /// of each raster symbol, and what it costs.
  struct TableChoice {
    var palette: Palette
    var isLocal: Bool
    var rootBits: Int
    var symbols: [UInt8]
    /// Image data plus local table bytes. Exact when the frame's parse fits this table; otherwise
    /// the parse's codes priced at this width, an estimate (a parse made for this table clears a
    /// few codes earlier or later), and `needsParse` is set.
    var bytes: Int
    var needsParse: Bool

    /// The local colour table's bytes (none for the global table).
    var tableBytes: Int { isLocal ? 3 << rootBits : 0 }
  }

  /// The colour table whose rectangle encodes smallest, table bytes included, priced from the
  /// frame's one parse (`list`, made with a table of every entry present): the palette as is; the
  /// global table with narrower codes when every index used is small once written
  /// (`globalOrder`); or a compact local table of just the entries `used`. The colours shown are
  /// the same either way. No parse is made here: a table the parse does not fit (a frame large
  /// enough to clear at another width) is priced by estimate, and `fitting` is the cheapest
  /// table priced exactly, the fallback once the estimate's winner is parsed (`finalParse`).
  func cheapestTable(list: GIFCodeList, used: [Bool], palette: Palette, isLocal: Bool) -> (
    best: TableChoice, fitting: TableChoice?
  ) {
    func price(_ palette: Palette, isLocal: Bool, bits: Int, symbols: [UInt8]) -> TableChoice {
      let root = max(bits, 2)
      var choice = TableChoice(
        palette: palette, isLocal: isLocal, rootBits: bits, symbols: symbols, bytes: 0,
        needsParse: !list.fits(rootBits: root))
      choice.bytes = list.byteCount(rootBits: root) + choice.tableBytes
      return choice
    }
    let fullBits = GIFBlocks.tableBits(palette.count)
    var best = price(
      palette, isLocal: isLocal, bits: fullBits,
      symbols: isLocal ? (0..<palette.count).map { UInt8(truncatingIfNeeded: $0) } : globalOrder)
    var fitting = best.needsParse ? nil : best
    func keep(_ choice: TableChoice) {
      if choice.bytes < best.bytes { best = choice }
      if !choice.needsParse, fitting.map({ choice.bytes < $0.bytes }) ?? true { fitting = choice }
    }
    // GIF codes are at least 2 bits wide, so narrowing pays only for tables of 8 or more.
    if !isLocal, let highest = used.indices.lazy.filter({ used[$0] }).map({ Int(self.globalOrder[$0]) }).max() {
      let bits = max(GIFBlocks.tableBits(highest + 1), 2)
      if bits < fullBits { keep(price(palette, isLocal: false, bits: bits, symbols: globalOrder)) }
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
      keep(price(compact, isLocal: true, bits: bits, symbols: remap))
    }
    return (best, fitting)
  }
}

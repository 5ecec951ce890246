extension GIFWriter {
  /// The colour table and LZW code width a frame's rectangle is written with, whichever encodes
  /// smallest (table bytes included): its palette as is; the global table with narrower codes
  /// when every index used is small once written (`globalOrder`); or, when the
  /// rectangle uses few entries, a local table of just those, `raster` then rewritten to the
  /// compact indices. The colours shown are the same either way, so quality and flicker do not
  /// change. `knownBytes` is the image data size with `palette` when the caller already estimated it.
  func smallestTable(
    _ raster: inout [UInt8], palette: Palette, isLocal: Bool, knownBytes: Int? = nil
  ) -> (palette: Palette, isLocal: Bool, codeBits: Int) {
    var used = [Bool](repeating: false, count: 256)
    raster.withUnsafeBufferPointer { pixels in
      used.withUnsafeMutableBufferPointer { used in
        for v in pixels { used[Int(v)] = true }
      }
    }
    let fullBits = Self.tableBits(palette.count)
    var best = (
      palette: palette, isLocal: isLocal, codeBits: fullBits, remap: [UInt8]?.none,
      bytes: (knownBytes ?? raster.withUnsafeBufferPointer { lzw.byteCount($0, bits: fullBits) })
        + (isLocal ? 3 << fullBits : 0)
    )
    // GIF codes are at least 2 bits wide, so narrowing pays only for tables of 8 or more.
    let highest = isLocal ? nil : used.indices.lazy.filter { used[$0] }.map { Int(self.globalOrder[$0]) }.max()
    if let highest, max(Self.tableBits(highest + 1), 2) < fullBits {
      let bits = max(Self.tableBits(highest + 1), 2)
      let bytes = raster.withUnsafeBufferPointer { lzw.byteCount($0, bits: bits) }
      if bytes < best.bytes { best = (palette, false, bits, nil, bytes) }
    }
    var colors: [UInt32] = []
    var remap = [UInt8](repeating: 0, count: 256)
    for (i, c) in palette.colors.enumerated() where used[i] {
      remap[i] = UInt8(truncatingIfNeeded: colors.count)
      colors.append(c)
    }
    // The transparent entry only when some pixel still uses it (not when every unchanged pixel
    // was written as its colour).
    let t = palette.transparentIndex.flatMap { used[$0] ? $0 : nil }
    if let t { remap[t] = UInt8(truncatingIfNeeded: colors.count) }
    let bits = Self.tableBits(colors.count + (t == nil ? 0 : 1))
    if bits < fullBits, let compact = Palette(colors: colors, reserveTransparent: t != nil, isExact: palette.isExact) {
      let remapped = raster.map { remap[Int($0)] }
      let bytes = remapped.withUnsafeBufferPointer { lzw.byteCount($0, bits: bits) } + (3 << bits)
      if bytes < best.bytes { best = (compact, true, bits, remapped, bytes) }
    }
    if let remapped = best.remap { raster = remapped }
    return (best.palette, best.isLocal, best.codeBits)
  }

  /// Bits per entry of a GIF colour table holding `count` entries (tables have 2...256 entries).
  static func tableBits(_ count: Int) -> Int {
    var bits = 1
    while 1 << bits < count { bits += 1 }
    return bits
  }
}

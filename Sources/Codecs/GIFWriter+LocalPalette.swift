extension GIFWriter {
  /// When a frame's rectangle uses few of its palette's entries, a local table of just those
  /// entries gives shorter LZW codes. It is chosen only when the estimated image data plus the
  /// table's own bytes come out smaller; `raster` is then rewritten to the compact indices.
  /// The colours shown are the same either way, so quality and flicker do not change.
  /// `knownBytes` is the image data size with `palette` when the caller already estimated it.
  func compactPalette(_ raster: inout [UInt8], palette: Palette, isLocal: Bool, knownBytes: Int? = nil) -> (Palette, Bool) {
    var used = [Bool](repeating: false, count: 256)
    raster.withUnsafeBufferPointer { pixels in
      used.withUnsafeMutableBufferPointer { used in
        for v in pixels { used[Int(v)] = true }
      }
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
    let fullBits = Self.tableBits(palette.count)
    guard bits < fullBits,
      let compact = Palette(colors: colors, reserveTransparent: t != nil, isExact: palette.isExact)
    else { return (palette, isLocal) }
    let remapped = raster.map { remap[Int($0)] }
    let current = (knownBytes ?? raster.withUnsafeBufferPointer { lzw.byteCount($0, bits: fullBits) })
      + (isLocal ? 3 << fullBits : 0)
    let smaller = remapped.withUnsafeBufferPointer { lzw.byteCount($0, bits: bits) } + (3 << bits)
    guard smaller < current else { return (palette, isLocal) }
    raster = remapped
    return (compact, true)
  }

  /// Bits per entry of a GIF colour table holding `count` entries (tables have 2...256 entries).
  static func tableBits(_ count: Int) -> Int {
    var bits = 1
    while 1 << bits < count { bits += 1 }
    return bits
  }
}

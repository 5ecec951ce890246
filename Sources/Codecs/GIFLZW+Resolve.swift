extension GIFLZW {
  /// Chooses the code of every pixel that may be either its colour or `transparent` (flagged in
  /// `free`) for the smallest image data, trying three rules and keeping the best: all
  /// transparent, all their own colour (best when the changed area is mostly the colour that
  /// surrounds it), and the LZW-guided mix of `resolve`. `raster` holds the colours on entry and
  /// the chosen codes on return. Returns the image data bytes.
  mutating func smallest(_ raster: inout [UInt8], free: [Bool], transparent: UInt8, bits: Int) -> Int {
    guard free.contains(true) else { return raster.withUnsafeBufferPointer { byteCount($0, bits: bits) } }
    var best = raster
    var bestBytes = resolve(&best, free: free, transparent: transparent, bits: bits)
    let own = raster.withUnsafeBufferPointer { byteCount($0, bits: bits) }
    if own < bestBytes { (best, bestBytes) = (raster, own) }
    for k in raster.indices where free[k] { raster[k] = transparent }
    let clear = raster.withUnsafeBufferPointer { byteCount($0, bits: bits) }
    if clear < bestBytes { (best, bestBytes) = (raster, clear) }
    raster = best
    return bestBytes
  }

  /// Decides the code of every pixel that may be either its colour or `transparent` (the
  /// unchanged pixels, flagged in `free`), the way gifsicle does: while LZW grows a string, such a
  /// pixel takes whichever of the two extends a string already in the table; when neither does,
  /// it repeats the previous code if it can (a run), else becomes transparent. Both choices show
  /// the same picture, so only the size changes. `raster` holds the colours on entry and the
  /// chosen codes on return. Returns the estimated image data bytes, as `byteCount` would.
  @discardableResult
  mutating func resolve(_ raster: inout [UInt8], free: [Bool], transparent: UInt8, bits: Int) -> Int {
    var codes = Codes(bits: bits)
    guard !raster.isEmpty else { return codes.finish() }
    raster.withUnsafeMutableBufferPointer { pixels in
      free.withUnsafeBufferPointer { free in
        withTable { table in
          table.reset()
          if free[0] { pixels[0] = transparent }
          var prefix = Int(pixels[0])
          for k in 1..<pixels.count {
            let own = pixels[k]
            if free[k] {
              let a = table.find(prefix << 8 | Int(transparent))
              if a >= 0 {
                pixels[k] = transparent
                prefix = a
                continue
              }
              let b = table.find(prefix << 8 | Int(own))
              if b >= 0 {
                prefix = b
                continue
              }
              if own != pixels[k - 1] { pixels[k] = transparent }
            } else {
              let e = table.find(prefix << 8 | Int(own))
              if e >= 0 {
                prefix = e
                continue
              }
            }
            let c = Int(pixels[k])
            codes.emit(adding: prefix << 8 | c, to: &table)
            prefix = c
          }
        }
      }
    }
    return codes.finish()
  }
}

extension GIFLZWCounter {
  /// Decides the code of every pixel that may be either its colour or `transparent` (the
  /// unchanged pixels, flagged in `free`), the way gifsicle does: while LZW grows a string, such a
  /// pixel takes whichever of the two extends a string already in the table; when neither does,
  /// it repeats the previous code if it can (a run), else becomes transparent. Both choices show
  /// the same picture, so only the size changes. `raster` holds the colours on entry and the
  /// chosen codes on return.
  mutating func resolve(_ raster: inout [UInt8], free: [Bool], transparent: UInt8, bits: Int) {
    let rootBits = max(bits, 2)
    let clear = 1 << rootBits
    guard !raster.isEmpty else { return }
    var next = clear + 2
    var current = nextStamp()
    raster.withUnsafeMutableBufferPointer { pixels in
      free.withUnsafeBufferPointer { free in
        withTable { dict in
          var stampBits = current << 12
          if free[0] { pixels[0] = transparent }
          var prefix = Int(pixels[0])
          for k in 1..<pixels.count {
            let own = pixels[k]
            if free[k] {
              let a = dict[prefix << 8 | Int(transparent)], b = dict[prefix << 8 | Int(own)]
              if a & 0xFFFF_F000 == stampBits {
                pixels[k] = transparent
                prefix = Int(a & 0xFFF)
                continue
              }
              if b & 0xFFFF_F000 == stampBits {
                prefix = Int(b & 0xFFF)
                continue
              }
              if own != pixels[k - 1] { pixels[k] = transparent }
            } else {
              let e = dict[prefix << 8 | Int(own)]
              if e & 0xFFFF_F000 == stampBits {
                prefix = Int(e & 0xFFF)
                continue
              }
            }
            let c = Int(pixels[k])
            if next < 4095 {
              dict[prefix << 8 | c] = stampBits | UInt32(next)
              next += 1
            } else {
              current = Self.advance(current, dict)
              stampBits = current << 12
              next = clear + 2
            }
            prefix = c
          }
        }
      }
    }
    commit(current)
  }
}

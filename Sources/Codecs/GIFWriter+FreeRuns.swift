import Glibc

extension GIFWriter {
  /// The run rule for unchanged ("free") pixels, taken in raster order: a stretch of free pixels
  /// that holds one colour keeps it, so it continues the run of that colour around it; a stretch
  /// holding several colours becomes one transparent run. Unlike the string-guided choice it
  /// depends on the pixels alone, so rows that repeat are written the same way and LZW finds
  /// them again (gifsicle's optimizer decides free pixels this way). This is the rule pass by
  /// pass; `emit` applies it within the one pass that builds every rule (`scanRectangle`), and
  /// the tests hold that pass to this one.
  static func freeRuns(_ raster: inout [UInt8], free: [Bool], transparent: UInt8) {
    raster.withUnsafeMutableBufferPointer { pixels in
      // A local copy of the inout buffer: otherwise each pixel reloads its base address.
      let pixels = pixels
      free.withUnsafeBytes { flags in
        // Stretches are found with memchr over the flags (a Bool is the byte 0 or 1), and a
        // stretch of one colour is confirmed sixteen pixels at a compare: the rectangle of a
        // moving box is mostly long free stretches.
        guard let f = flags.baseAddress, let p = pixels.baseAddress else { return }
        let n = min(pixels.count, flags.count)
        var k = 0
        while k < n {
          guard let hit = memchr(f + k, 1, n - k) else { return }
          let start = UnsafeRawPointer(hit) - f
          let end = memchr(f + start, 0, n - start).map { UnsafeRawPointer($0) - f } ?? n
          let color = p[start]
          let block = SIMD16<UInt8>(repeating: color)
          var j = start + 1
          while j + 16 <= end, all(UnsafeRawPointer(p + j).loadUnaligned(as: SIMD16<UInt8>.self) .== block) {
            j += 16
          }
          while j < end && p[j] == color { j += 1 }
          if j < end { UnsafeMutableBufferPointer(rebasing: pixels[start..<end]).update(repeating: transparent) }
          k = end
        }
      }
    }
  }
}

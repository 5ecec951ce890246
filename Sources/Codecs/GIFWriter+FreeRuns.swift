extension GIFWriter {
  /// The run rule for unchanged ("free") pixels, taken in raster order: a stretch of free pixels
  /// that holds one colour keeps it, so it continues the run of that colour around it; a stretch
  /// holding several colours becomes one transparent run. Unlike the string-guided choice it
  /// depends on the pixels alone, so rows that repeat are written the same way and LZW finds
  /// them again (gifsicle's optimizer decides free pixels this way).
  static func freeRuns(_ raster: inout [UInt8], free: [Bool], transparent: UInt8) {
    raster.withUnsafeMutableBufferPointer { pixels in
      // A local copy of the inout buffer: otherwise each pixel reloads its base address.
      let pixels = pixels
      free.withUnsafeBufferPointer { free in
        var start = -1
        var mixed = false
        for k in 0...pixels.count {
          if k < pixels.count && free[k] {
            if start < 0 {
              start = k
              mixed = false
            } else if pixels[k] != pixels[start] {
              mixed = true
            }
            continue
          }
          if start >= 0 && mixed {
            for j in start..<k { pixels[j] = transparent }
          }
          start = -1
        }
      }
    }
  }
}

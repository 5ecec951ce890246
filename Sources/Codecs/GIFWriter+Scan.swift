import Glibc

extension GIFWriter {
  /// What one pass over the written rectangle found (`scanRectangle`), besides the rasters.
  struct RectangleScan: Equatable {
    /// Every colour in the rectangle.
    var present = [Bool](repeating: false, count: 256)
    /// The colours of its changed pixels (every pixel when the palette has no transparent
    /// entry): in every rule's raster.
    var changed = [Bool](repeating: false, count: 256)
    /// The symbols of the run rule's raster.
    var runSymbols = [Bool](repeating: false, count: 256)
    /// Whether any pixel is free (unchanged, with a transparent entry to write it as).
    var anyFree = false
    /// Whether the run rule's raster equals the own-colour one (no stretch was cleared).
    var runsAreOwn = true
    /// Whether it equals the all-transparent one (every stretch kept is of the transparent index).
    var runsAreClear = true
  }

  /// The rules' rasters of rectangle `r`, each `r.width * r.height` long, filled by `scanRectangle`.
  struct RuleRasters {
    /// Every pixel as its index.
    let own: UnsafeMutablePointer<UInt8>
    /// The string-guided parse's raster (a copy of `own` it rewrites).
    let guided: UnsafeMutablePointer<UInt8>
    /// Every free pixel transparent.
    let clear: UnsafeMutablePointer<UInt8>
    /// The run rule, taken in raster order: a stretch of free pixels that holds one colour keeps
    /// it, so it continues the run of that colour around it; a stretch holding several colours
    /// becomes one transparent run. Unlike the string-guided choice it depends on the pixels
    /// alone, so rows that repeat are written the same way and LZW finds them again (gifsicle's
    /// optimizer decides free pixels this way).
    let runs: UnsafeMutablePointer<UInt8>
    /// Which pixels are free; written whole when there is a transparent index (storage reused).
    let free: UnsafeMutablePointer<Bool>
  }

  /// Fills the four rules' rasters of rectangle `r` of a frame (`indices`, shown as `shown`)
  /// over `canvas`, in one pass that replaces a raster build, three copies, the transparent
  /// rule's pass, the run rule's, a symbol count and two raster compares. A row is copied whole and
  /// then walked by stretches: pixels equal to the canvas eight at a compare, a stretch of one
  /// index eight at a compare, so a flat rectangle costs about its edges. Without a
  /// `transparent` index no pixel is free and only `own` and `guided` are written.
  static func scanRectangle(
    _ r: PixelRect, width: Int, indices: UnsafeBufferPointer<UInt8>, shown: UnsafeBufferPointer<UInt32>,
    canvas: UnsafeBufferPointer<UInt32>, transparent: UInt8?, into out: RuleRasters
  ) -> RectangleScan {
    // The loads below are unchecked: a rectangle past the frame would read foreign memory.
    precondition(r.x >= 0 && r.y >= 0 && r.x + r.width <= width)
    precondition(indices.count >= (r.y + r.height) * width && shown.count >= indices.count)
    precondition(canvas.count >= indices.count)
    guard let idx = indices.baseAddress, let pixels = shown.baseAddress, let under = canvas.baseAddress else {
      return RectangleScan()
    }
    let symbol = transparent ?? 0
    let w = r.width
    var scan = RectangleScan()
    var sets = [Bool](repeating: false, count: 3 * 256)
    sets.withUnsafeMutableBufferPointer { sets in
      guard let present = sets.baseAddress else { return }
      let changed = present + 256
      let kept = present + 512
      // The open stretch of free pixels (raster order: it runs on across row ends), from
      // `start`: whether every pixel is `colour` so far.
      var open = false
      var start = 0
      var colour: UInt8 = 0
      var uniform = true
      var anyFree = false
      var runsAreOwn = true
      var runsAreClear = true
      // The run rule (`RuleRasters.runs`): a stretch of one colour keeps it; a mixed one becomes
      // transparent.
      func close(at end: Int) {
        open = false
        if uniform {
          kept[Int(colour)] = true
          if colour != symbol { runsAreClear = false }
        } else {
          memset(out.runs + start, Int32(symbol), end - start)
          kept[Int(symbol)] = true
          runsAreOwn = false
        }
      }
      for y in r.y..<(r.y + r.height) {
        let i0 = y * width + r.x
        let o0 = (y - r.y) * w
        memcpy(out.own + o0, idx + i0, w)
        memcpy(out.guided + o0, idx + i0, w)
        guard transparent != nil else {
          markColours(out.own + o0, count: w, in: present)
          continue
        }
        memcpy(out.clear + o0, idx + i0, w)
        memcpy(out.runs + o0, idx + i0, w)
        let a = pixels + i0
        let b = under + i0
        let row = out.own + o0
        var k = 0
        while k < w {
          // Free pixels: shown as the canvas already shows them.
          let s = k
          k = RowSpan.firstDifference(a, b, from: k, to: w)
          if k > s {
            anyFree = true
            let count = k - s
            memset(out.free + o0 + s, 1, count)
            memset(out.clear + o0 + s, Int32(symbol), count)
            if !open {
              (open, start, colour, uniform) = (true, o0 + s, row[s], true)
            }
            if uniform {
              let m = GIFLZW.Table.runCount(row + s, count: count, colour: colour)
              present[Int(colour)] = true
              if m < count {
                uniform = false
                markColours(row + s + m, count: count - m, in: present)
              }
            } else {
              markColours(row + s, count: count, in: present)
            }
          }
          // Changed pixels: their colours are marked a stretch of one index at a time.
          let d = k
          k = RowSpan.firstEqual(a, b, from: k, to: w)
          if k > d {
            memset(out.free + o0 + d, 0, k - d)
            markColours(row + d, count: k - d, in: changed)
            if open { close(at: o0 + d) }
          }
        }
      }
      if open { close(at: r.width * r.height) }
      for c in 0..<256 {
        if transparent == nil {
          changed[c] = present[c]
        } else {
          present[c] = present[c] || changed[c]
        }
        kept[c] = kept[c] || changed[c]
      }
      scan.present = Array(UnsafeBufferPointer(start: present, count: 256))
      scan.changed = Array(UnsafeBufferPointer(start: changed, count: 256))
      scan.runSymbols = Array(UnsafeBufferPointer(start: kept, count: 256))
      (scan.anyFree, scan.runsAreOwn, scan.runsAreClear) = (anyFree, runsAreOwn, runsAreClear)
    }
    return scan
  }

  /// Marks the indices of `count` pixels from `p` in `set`, a stretch of one index at a time.
  @inline(__always)
  static func markColours(_ p: UnsafePointer<UInt8>, count: Int, in set: UnsafeMutablePointer<Bool>) {
    var j = 0
    while j < count {
      let c = p[j]
      set[Int(c)] = true
      j += GIFLZW.Table.runCount(p + j, count: count - j, colour: c)
    }
  }
}

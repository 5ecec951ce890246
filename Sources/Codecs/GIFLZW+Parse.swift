extension GIFLZW {
  /// Parses `pixels` into `list` with a table sized for roots `rootBits` wide (2...8), clearing
  /// it when full. Pixels flagged in `free` (unchanged ones) may be written either as their
  /// colour or as `transparent`: both show the same picture, so the parse picks, pixel by
  /// pixel, whichever extends the current string (as gifsicle does); when neither does, a pixel
  /// repeating the previous one keeps its colour (a run) and any other becomes transparent.
  /// `pixels` holds the colours on entry and the chosen symbols on return. With a `bound`, the
  /// parse stops, returning false with `list` unfinished, once it cannot beat it (checked every
  /// 256 codes).
  @discardableResult
  mutating func parse(
    _ pixels: UnsafeMutableBufferPointer<UInt8>, free: UnsafeBufferPointer<Bool>?, transparent: UInt8 = 0,
    rootBits: Int, bound: GIFParseBound? = nil, into list: inout GIFCodeList
  ) -> Bool {
    list.removeAll()
    list.rootBits = max(rootBits, 2)
    guard !pixels.isEmpty else {
      list.stretches.append(0)
      return true
    }
    let capacity = GIFCodeList.capacity(rootBits: max(rootBits, 2))
    var stretch = 0
    var entries = 0
    var bound = bound
    return withTable { table in
      // A local copy of the inout table: otherwise each lookup reloads its storage's address,
      // as a store to `pixels` might have changed it.
      let table = table
      table.reset()
      if let free, free[0] { pixels[0] = transparent }
      var prefix = Int(pixels[0])
      for k in 1..<pixels.count {
        let own = pixels[k]
        if let free, free[k] {
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
        // The string ends: its code is written, and it plus this pixel joins the table.
        let c = Int(pixels[k])
        list.codes.append(UInt16(truncatingIfNeeded: prefix))
        stretch += 1
        if stretch & 0xFF == 0, let b = bound, b.isReached(open: stretch) { return false }
        if entries < capacity {
          table.insert(prefix << 8 | c, code: 256 + entries)
          entries += 1
        } else {
          list.codes.append(GIFCodeList.clear)
          list.stretches.append(stretch)
          bound?.close(stretch: stretch)
          stretch = 0
          entries = 0
          table.reset()
        }
        prefix = c
      }
      list.codes.append(UInt16(truncatingIfNeeded: prefix))
      list.stretches.append(stretch + 1)
      return true
    }
  }
}

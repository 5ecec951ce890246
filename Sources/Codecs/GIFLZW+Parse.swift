extension GIFLZW {
  /// Parses `pixels` into `list` with a table sized for roots `rootBits` wide (2...8), clearing
  /// it when full. Pixels flagged in `free` (unchanged ones) may be written either as their
  /// colour or as `transparent`: both show the same picture, so the parse picks, pixel by
  /// pixel, whichever extends the current string (as gifsicle does); when neither does, a pixel
  /// repeating the previous one keeps its colour (a run) and any other becomes transparent.
  /// A full table is kept (frozen: it adds no strings, its codes are 12 bits) while a fresh
  /// table started where it filled (`GIFFreshTable`) would not have coded the same pixels in
  /// fewer bits; once it would, the codes since then are replaced by a clear and its codes. A
  /// frame a little over one table's worth of codes then writes no clear at all (gifsicle's
  /// streams gain 2–3 % on such frames), and one whose content moves on still clears.
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
    var scratch = freshCodes
    freshCodes = []
    defer { freshCodes = scratch }
    return withTables(transparent: transparent) { main, second in
      // A local variable, not the closure's parameter: each lookup then keeps its storage's
      // address in a register (swapped with the fresh table's when that one is taken).
      var table = main
      table.reset()
      var fresh = GIFFreshTable(table: second, codes: scratch, rootBits: list.rootBits)
      defer { scratch = fresh.codes }
      // While the table is full: where the fresh parse's comparison starts in `codes`, the open
      // stretch's codes then, and the bits of the frozen codes written since.
      var frozen = false
      var mark = 0
      var markStretch = 0
      var frozenBits = 0
      if let free, free[0] { pixels[0] = transparent }
      var prefix = Int(pixels[0])
      let count = pixels.count
      var next = 1
      while next < count {
        // The string grows while the table holds it (most pixels): a loop of its own, with
        // few live values, so the buffers' addresses stay in registers.
        // A string that is a run of one colour (every string after a code starts as one) first
        // takes the pixels of that colour the table holds a run for, with no lookup a pixel.
        if let free {
          table.skipRun(&prefix, next: &next, end: count, pixels: pixels, free: free)
          while next < count {
            let own = pixels[next]
            if free[next] {
              let a = table.find(prefix << 8 | Int(transparent))
              if a >= 0 {
                pixels[next] = transparent
                prefix = a
                next += 1
                continue
              }
              let b = table.find(prefix << 8 | Int(own))
              if b >= 0 {
                prefix = b
                next += 1
                continue
              }
              if own != pixels[next - 1] { pixels[next] = transparent }
              break
            }
            let e = table.find(prefix << 8 | Int(own))
            if e < 0 { break }
            prefix = e
            next += 1
          }
        } else {
          table.skipRun(&prefix, next: &next, end: count, pixels: pixels)
          while next < count {
            let e = table.find(prefix << 8 | Int(pixels[next]))
            if e < 0 { break }
            prefix = e
            next += 1
          }
        }
        guard next < count else { break }
        let k = next
        next += 1
        // The string ends: its code is written, and it plus this pixel joins the table.
        let c = Int(pixels[k])
        list.codes.append(UInt16(truncatingIfNeeded: prefix))
        stretch += 1
        if stretch & 0xFF == 0, let b = bound {
          if frozen {
            // The frozen codes may yet be replaced by the fresh parse's.
            fresh.advance(to: k, pixels: pixels)
            if b.isReached(open: stretch, kept: markStretch, fresh: fresh.codes.count + 1) { return false }
          } else if b.isReached(open: stretch) {
            return false
          }
        }
        if entries < capacity {
          table.insert(prefix << 8 | c, code: 256 + entries)
          entries += 1
          prefix = c
          continue
        }
        prefix = c
        if !frozen {
          frozen = true
          (mark, markStretch, frozenBits) = (list.codes.count, stretch, 0)
          fresh.start(at: k, pixels: pixels)
          continue
        }
        frozenBits += 12
        fresh.advance(to: k, pixels: pixels)
        // The fresh parse's cost of pixels up to k: the clear (12 bits, the full table's width),
        // its codes, and at least one more code for its open string.
        if 12 + fresh.bits + fresh.width < frozenBits {
          // A fresh table that fills here freezes at its next code, which starts a new comparison.
          fresh.advance(to: k + 1, pixels: pixels)
          Self.adopt(&fresh, mark: mark, markStretch: markStretch, list: &list, bound: &bound, table: &table)
          (stretch, entries, prefix, frozen) = (fresh.codes.count, fresh.entries, fresh.prefix, false)
        } else if fresh.isFull {
          // A fresh table that filled without winning: compare again from here.
          (mark, markStretch, frozenBits) = (list.codes.count, stretch, 0)
          fresh.start(at: k, pixels: pixels)
        }
      }
      if frozen {
        // The last code of either parse included.
        fresh.advance(to: pixels.count, pixels: pixels)
        if 12 + fresh.bits + fresh.width < frozenBits + 12 {
          Self.adopt(&fresh, mark: mark, markStretch: markStretch, list: &list, bound: &bound, table: &table)
          (stretch, prefix) = (fresh.codes.count, fresh.prefix)
        }
      }
      list.codes.append(UInt16(truncatingIfNeeded: prefix))
      list.stretches.append(stretch + 1)
      return true
    }
  }

  /// Replaces the codes after the first `mark` by a clear and the fresh parse's, and swaps the
  /// tables: the fresh one is the parse's table from here (its state is the parse's).
  private static func adopt(
    _ fresh: inout GIFFreshTable, mark: Int, markStretch: Int, list: inout GIFCodeList, bound: inout GIFParseBound?,
    table: inout Table
  ) {
    list.codes.removeLast(list.codes.count - mark)
    list.codes.append(GIFCodeList.clear)
    list.stretches.append(markStretch)
    bound?.close(stretch: markStretch)
    list.codes.append(contentsOf: fresh.codes)
    swap(&table, &fresh.table)
  }
}

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
    // The codes go to storage kept from parse to parse, with no capacity or uniqueness check a
    // code (an append cost about 40 instructions), and into `list` at the end. Each code takes a
    // pixel at least and a clear follows a table's worth of codes (over 3,800), so
    // `count + count / 1024 + 2` hold any parse; the fresh parse's codes, one a pixel.
    let count = pixels.count
    var storage = parseCodes, freshStorage = freshCodes
    (parseCodes, freshCodes) = ([], [])
    defer { (parseCodes, freshCodes) = (storage, freshStorage) }
    Self.grow(&storage, to: count + count / 1024 + 2)
    Self.grow(&freshStorage, to: count)
    return storage.withUnsafeMutableBufferPointer { codes in
      freshStorage.withUnsafeMutableBufferPointer { freshBuffer in
        withTables(transparent: transparent) { main, second in
          // A local variable, not the closure's parameter: each lookup then keeps its storage's
          // address in a register (swapped with the fresh table's when that one is taken).
          var table = main
          table.reset()
          // Declared in the closure, not captured: a captured variable is reached through a
          // pointer at every code.
          var stretch = 0
          var entries = 0
          var bound = bound
          var fresh = GIFFreshTable(table: second, storage: freshBuffer, rootBits: list.rootBits)
          // How many codes are written.
          var n = 0
          // While the table is full: where the fresh parse's comparison starts in `codes`, the open
          // stretch's codes then, and the bits of the frozen codes written since.
          var frozen = false
          var mark = 0
          var markStretch = 0
          var frozenBits = 0
          if let free, free[0] { pixels[0] = transparent }
          var prefix = Int(pixels[0])
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
            codes[n] = UInt16(truncatingIfNeeded: prefix)
            n += 1
            stretch += 1
            if stretch & 0xFF == 0, let b = bound {
              // The frozen codes may yet be replaced by the fresh parse's.
              if frozen { fresh.advance(to: k, pixels: pixels) }
              if frozen
                ? b.isReached(open: stretch, kept: markStretch, fresh: fresh.count + 1) : b.isReached(open: stretch)
              {
                list.codes.append(contentsOf: UnsafeBufferPointer(rebasing: codes[..<n]))
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
              (mark, markStretch, frozenBits) = (n, stretch, 0)
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
              n = Self.adopt(
                &fresh, mark: mark, markStretch: markStretch, codes: codes, list: &list, bound: &bound, table: &table)
              (stretch, entries, prefix, frozen) = (fresh.count, fresh.entries, fresh.prefix, false)
            } else if fresh.isFull {
              // A fresh table that filled without winning: compare again from here.
              (mark, markStretch, frozenBits) = (n, stretch, 0)
              fresh.start(at: k, pixels: pixels)
            }
          }
          if frozen {
            // The last code of either parse included.
            fresh.advance(to: pixels.count, pixels: pixels)
            if 12 + fresh.bits + fresh.width < frozenBits + 12 {
              n = Self.adopt(
                &fresh, mark: mark, markStretch: markStretch, codes: codes, list: &list, bound: &bound, table: &table)
              (stretch, prefix) = (fresh.count, fresh.prefix)
            }
          }
          codes[n] = UInt16(truncatingIfNeeded: prefix)
          list.codes.append(contentsOf: UnsafeBufferPointer(rebasing: codes[...n]))
          list.stretches.append(stretch + 1)
          return true
        }
      }
    }
  }

  /// Replaces the codes after the first `mark` by a clear and the fresh parse's, and swaps the
  /// tables: the fresh one is the parse's table from here (its state is the parse's). Returns
  /// how many codes are written.
  private static func adopt(
    _ fresh: inout GIFFreshTable, mark: Int, markStretch: Int, codes: UnsafeMutableBufferPointer<UInt16>,
    list: inout GIFCodeList, bound: inout GIFParseBound?, table: inout Table
  ) -> Int {
    codes[mark] = GIFCodeList.clear
    list.stretches.append(markStretch)
    bound?.close(stretch: markStretch)
    _ = UnsafeMutableBufferPointer(rebasing: codes[(mark + 1)...]).update(fromContentsOf: fresh.codes)
    swap(&table, &fresh.table)
    return mark + 1 + fresh.count
  }

  /// Grows `storage` to at least `count` entries (it only grows: its entries are scratch).
  private static func grow(_ storage: inout [UInt16], to count: Int) {
    if storage.count < count { storage.append(contentsOf: repeatElement(0, count: count - storage.count)) }
  }
}

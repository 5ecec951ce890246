import CPUTime
import Pixels

extension GIFWriter {
  /// Maps an input frame through the shared palette (or a local one when that loses too much)
  /// and records its PSNR.
  func map(_ image: RGBAImage) -> Pending {
    let count = width * height
    // Buffers of a frame already written are reused: every entry is overwritten by the mapping.
    var indices = spare?.indices ?? [UInt8](repeating: 0, count: count)
    var shown = spare?.shown ?? [UInt32](repeating: 0, count: count)
    var rowErrors = spare?.rowErrors ?? [Int](repeating: 0, count: height)
    // Rows the recycled buffers already hold (see `spareIsPredecessor`): false where `pending` kept its row.
    let settled = spare != nil && spareIsPredecessor ? pendingChangedRows : nil
    spare = nil
    var isLocal = false
    var palette = mapper.palette
    let samples = Double(count * 3)
    let dither = options.dithering && !palette.isExact
    var error = image.pixels.withUnsafeBufferPointer { bytes in
      bytes.withMemoryRebound(to: UInt32.self) { source -> Double in
        guard dither else {
          return mapRows(source, indices: &indices, shown: &shown, rowErrors: &rowErrors, settled: settled)
        }
        let e = mapper.mapDithered(source, width: width, previous: previousInput, indices: &indices, shown: &shown)
        previousInput = (Array(source), indices)
        return e
      }
    }
    if let threshold = options.localPaletteBelowPSNR, !palette.isExact,
      PackedColor.psnr(squaredError: error, samples: samples) < threshold
    {
      var histogram = ColorHistogram()
      histogram.add(image)
      let localPalette = histogram.makePalette(quality: options.quality)
      // Same colours as the shared palette (e.g. a one-frame animation): nothing to gain.
      if localPalette.colors != palette.colors {
        var local = PaletteMapper(palette: localPalette)
        var localIndices = [UInt8](repeating: 0, count: count)
        var localShown = [UInt32](repeating: 0, count: count)
        let localError = image.pixels.withUnsafeBufferPointer { bytes in
          bytes.withMemoryRebound(to: UInt32.self) { source in
            dither && !localPalette.isExact
              ? local.mapDithered(source, width: width, previous: nil, indices: &localIndices, shown: &localShown)
              : local.map(source, indices: &localIndices, shown: &localShown)
          }
        }
        // Worth its extra colour table only if it is clearly better (about 1 dB).
        if localError < error * 0.8 {
          (indices, shown, palette, error, isLocal) = (localIndices, localShown, localPalette, localError, true)
        }
      }
    }
    totalSquaredError += error
    minimumPSNR = min(minimumPSNR, PackedColor.psnr(squaredError: error, samples: samples))
    return Pending(indices: indices, shown: shown, palette: palette, isLocal: isLocal, rowErrors: rowErrors, end: .zero)
  }

  /// Maps a frame through the shared palette row by row; a row equal to the last input's is
  /// copied from its mapping (`pending`) instead, or left as it is where `settled` says the
  /// buffers already hold it (unchanged in `pending` too: most rows of a UI animation). Records
  /// the rows that changed in `pendingChangedRows`. Returns the squared error.
  private func mapRows(
    _ source: UnsafeBufferPointer<UInt32>, indices: inout [UInt8], shown: inout [UInt32], rowErrors: inout [Int],
    settled: [Bool]?
  ) -> Double {
    var changed = [Bool](repeating: true, count: height)
    defer { pendingChangedRows = changed }
    let reference = pending.flatMap { $0.isLocal ? nil : $0 }
    let previous = reference == nil ? nil : lastInput
    let empty: [UInt8] = [], none: [UInt32] = []
    return (previous?.pixels ?? empty).withUnsafeBufferPointer { previousBytes in
      (reference?.indices ?? empty).withUnsafeBufferPointer { oldIndices in
        (reference?.shown ?? none).withUnsafeBufferPointer { oldShown in
          indices.withUnsafeMutableBufferPointer { idx in
            shown.withUnsafeMutableBufferPointer { out in
              previousBytes.withMemoryRebound(to: UInt32.self) { old in
                var total = 0
                for y in 0..<height {
                  let row = (y * width)..<((y + 1) * width)
                  if let reference, !old.isEmpty, RowSpan.differing(old, source, row: y, width: width) == nil {
                    changed[y] = false
                    if settled?[y] != false {
                      _ = UnsafeMutableBufferPointer(rebasing: idx[row]).update(fromContentsOf: oldIndices[row])
                      _ = UnsafeMutableBufferPointer(rebasing: out[row]).update(fromContentsOf: oldShown[row])
                      rowErrors[y] = reference.rowErrors[y]
                    }
                  } else {
                    rowErrors[y] = mapper.map(
                      UnsafeBufferPointer(rebasing: source[row]),
                      indices: UnsafeMutableBufferPointer(rebasing: idx[row]),
                      shown: UnsafeMutableBufferPointer(rebasing: out[row]))
                  }
                  total += rowErrors[y]
                }
                return Double(total)
              }
            }
          }
        }
      }
    }
  }

  /// Writes `frame` as the rectangle that differs from the canvas. When `next` needs pixels
  /// cleared to transparent, the frame disposes to background over a rectangle covering them.
  /// Unchanged pixels inside the rectangle are written as whatever LZW codes best (their colour
  /// or transparent): each of four rules is one LZW parse, priced with every colour table
  /// (`cheapestTable`), and the cheapest is written directly, with no re-encode (at most one
  /// more parse, when the table chosen needs one: `finalParse`).
  func emit(_ frame: Pending, next: [UInt32]?) throws(CodecError) {
    var mark = ThreadCPUClock.mark(timed: stages != nil)
    let full = PixelRect(x: 0, y: 0, width: width, height: height)
    var rect = framesWritten == 0 ? full : PixelRect.differences(frame.shown, canvas, width: width, height: height)
    var disposal = GIFBlocks.Disposal.keep
    // Only a successor with transparent pixels can need clearing (a fast scan for opaque animations).
    if let next, next.contains(0) {
      let clear = PixelRect.bounds(width: width, height: height) { next[$0] == 0 && frame.shown[$0] != 0 }
      if let clear {
        rect = rect.map { $0.union(clear) } ?? clear
        disposal = .background
      }
    }
    // Nothing changed (a dropped short frame left the canvas as is): one unchanged pixel carries the delay.
    let r = rect ?? PixelRect(x: 0, y: 0, width: 1, height: 1)
    let t = frame.palette.transparentIndex
    var raster = [UInt8](repeating: 0, count: r.width * r.height)
    // Unchanged pixels may be written as their colour or as transparent: same picture.
    var free = [Bool](repeating: false, count: raster.count)
    // Every entry the rectangle may be written with.
    var present = [Bool](repeating: false, count: 256)
    var anyFree = false
    frame.indices.withUnsafeBufferPointer { idx in
      frame.shown.withUnsafeBufferPointer { shown in
        canvas.withUnsafeBufferPointer { canvas in
          raster.withUnsafeMutableBufferPointer { out in
            free.withUnsafeMutableBufferPointer { free in
              present.withUnsafeMutableBufferPointer { present in
                let canClear = t != nil
                var o = 0
                for y in r.y..<(r.y + r.height) {
                  var i = y * width + r.x
                  for _ in 0..<r.width {
                    let v = idx[i]
                    out[o] = v
                    present[Int(v)] = true
                    let isFree = canClear && shown[i] == canvas[i]
                    free[o] = isFree
                    anyFree = anyFree || isFree
                    o += 1
                    i += 1
                  }
                }
              }
            }
          }
        }
      }
    }
    if anyFree, let t { present[t] = true }
    lap(\.rectangle, since: &mark)
    // Parses are made with the table of every entry present, the widest any choice needs
    // but the palette's own (which `cheapestTable` checks).
    let parseBits = max(GIFBlocks.tableBits(present.lazy.filter { $0 }.count), 2)
    // Each rule's raster goes to its scratch buffer (`rasters`), so that the rule written can be
    // parsed again for another table; the own-colour rule is `raster` itself.
    for slot in anyFree && t != nil ? [0, 2, 3] : [0] {
      rasters[slot].removeAll(keepingCapacity: true)
      rasters[slot].append(contentsOf: raster)
    }
    var best = choose(slot: 0, free: anyFree ? free : nil, transparent: t, bits: parseBits, frame: frame)
    if anyFree, let t {
      let symbol = UInt8(truncatingIfNeeded: t)
      // Three plain rules can beat the string-guided choice: every unchanged pixel as its colour
      // (best when the changed area is mostly the colour around it), all transparent, and
      // transparent only where unchanged pixels of several colours meet (`freeRuns`).
      swap(&rasters[1], &raster)  // `raster` is not used again
      rasters[2].withUnsafeMutableBufferPointer { clear in
        for k in clear.indices where free[k] { clear[k] = symbol }
      }
      Self.freeRuns(&rasters[3], free: free, transparent: symbol)
      for slot in 1...3 {
        // The run rule often equals a plain rule (every stretch mixed, or every one a single
        // colour): that raster is parsed once.
        if slot == 3 && (Self.same(rasters[3], rasters[2]) || Self.same(rasters[3], rasters[1])) { continue }
        // A parse that can no longer beat the best rule stops early (`GIFParseBound`).
        guard let rule = challenge(best, slot: slot, bits: parseBits, frame: frame) else { continue }
        if rule.choice.bytes < best.choice.bytes { best = rule }
      }
    }
    let (choice, list) = finalParse(best)
    lap(\.parse, since: &mark)
    let written = choice.palette.transparentIndex.flatMap { choice.isLocal ? $0 : Int(globalOrder[$0]) }
    let delay = max(frame.end.roundedCentiseconds - writtenCentiseconds, 2)
    GIFBlocks.graphicControl(disposal: disposal, delay: delay, transparent: written, into: &frameBytes)
    GIFBlocks.image(
      r, localTable: choice.isLocal ? Self.tableEntries(choice.palette) : nil,
      into: &frameBytes)
    list.write(rootBits: choice.rootBits, symbols: choice.symbols, into: &frameBytes)
    try send()
    lap(\.write, since: &mark)
    if choice.isLocal { localFrames += 1 }
    // Copied into the canvas's own buffer, so the frame's buffer can be recycled without a
    // copy-on-write; only the rectangle's rows: outside it the frame already equals the canvas
    // (the rectangle bounds every difference), so a full copy moved 4 bytes a pixel for nothing.
    canvas.withUnsafeMutableBufferPointer { out in
      frame.shown.withUnsafeBufferPointer { shown in
        for y in r.y..<(r.y + r.height) {
          let row = (y * width + r.x)..<(y * width + r.x + r.width)
          _ = UnsafeMutableBufferPointer(rebasing: out[row]).update(fromContentsOf: shown[row])
        }
      }
    }
    if disposal == .background {
      for y in r.y..<(r.y + r.height) {
        for x in r.x..<(r.x + r.width) { canvas[y * width + x] = 0 }
      }
    }
    writtenCentiseconds += delay
    framesWritten += 1
    lap(\.rectangle, since: &mark)
  }

  /// A rule for free pixels: its parse (code list `slot`), cheapest table and the fallback.
  typealias Rule = (choice: TableChoice, fitting: TableChoice?, slot: Int)

  /// Parses rule `slot`'s raster (free pixels decided during the parse when `free` is given)
  /// into code list `slot` and picks its cheapest colour table.
  private func choose(slot: Int, free: [Bool]?, transparent: Int?, bits: Int, frame: Pending) -> Rule {
    let t = UInt8(truncatingIfNeeded: transparent ?? 0)
    _ = rasters[slot].withUnsafeMutableBufferPointer { p in
      guard let free else { return lzw.parse(p, free: nil, transparent: t, rootBits: bits, into: &codeLists[slot]) }
      return free.withUnsafeBufferPointer { f in
        lzw.parse(p, free: f, transparent: t, rootBits: bits, into: &codeLists[slot])
      }
    }
    return price(slot: slot, used: symbolsUsed(slot: slot), frame: frame)
  }

  /// Like `choose` for a rule whose raster is fixed (no free pixels left to decide), but nil as
  /// soon as its parse cannot be cheaper than `rival` (`GIFParseBound`): such a parse is not finished.
  private func challenge(_ rival: Rule, slot: Int, bits: Int, frame: Pending) -> Rule? {
    let used = symbolsUsed(slot: slot)
    // Every table `cheapestTable` prices holds at least the symbols used.
    let bound = GIFParseBound(
      rootBits: GIFBlocks.tableBits(used.lazy.filter { $0 }.count), bytes: rival.choice.bytes)
    let finished = rasters[slot].withUnsafeMutableBufferPointer { p in
      lzw.parse(p, free: nil, rootBits: bits, bound: bound, into: &codeLists[slot])
    }
    return finished ? price(slot: slot, used: used, frame: frame) : nil
  }

  /// The symbols rule `slot`'s raster holds.
  private func symbolsUsed(slot: Int) -> [Bool] {
    var used = [Bool](repeating: false, count: 256)
    used.withUnsafeMutableBufferPointer { used in
      rasters[slot].withUnsafeBufferPointer { pixels in
        for v in pixels { used[Int(v)] = true }
      }
    }
    return used
  }

  /// Rule `slot` with its parse priced (`cheapestTable`).
  private func price(slot: Int, used: [Bool], frame: Pending) -> Rule {
    let (choice, fitting) = cheapestTable(
      list: codeLists[slot], used: used, palette: frame.palette, isLocal: frame.isLocal)
    return (choice, fitting, slot)
  }

  /// The rule chosen, with its table and the parse to write. A table the rule's parse does not
  /// fit was priced by estimate: the rule is parsed again for it, and kept only if that is
  /// really cheaper than the best table the first parse fits. At most one extra parse a frame.
  private func finalParse(_ rule: Rule) -> (TableChoice, GIFCodeList) {
    guard rule.choice.needsParse else { return (rule.choice, codeLists[rule.slot]) }
    var choice = rule.choice
    var trial = GIFCodeList()
    let root = max(choice.rootBits, 2)
    _ = rasters[rule.slot].withUnsafeMutableBufferPointer { lzw.parse($0, free: nil, rootBits: root, into: &trial) }
    choice.bytes = trial.byteCount(rootBits: root) + choice.tableBytes
    choice.needsParse = false
    if let fitting = rule.fitting, fitting.bytes <= choice.bytes { return (fitting, codeLists[rule.slot]) }
    return (choice, trial)
  }
}

import CPUTime
import Pixels

extension GIFWriter {
  /// Maps an input frame through the shared palette (or a local one when that loses too much)
  /// and records its PSNR. A pixel whose input did not change keeps the colour it showed, even
  /// across a change of palette (written transparent, over the canvas that shows it): otherwise
  /// still pixels would flicker between two palettes' nearest colours.
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
    var foreign: [Bool]?
    let samples = Double(count * 3)
    let dither = options.dithering && !palette.isExact
    var error = image.pixels.withUnsafeBufferPointer { bytes in
      bytes.withMemoryRebound(to: UInt32.self) { source -> Double in
        guard dither else {
          return mapRows(
            source, indices: &indices, shown: &shown, rowErrors: &rowErrors, settled: settled, foreign: &foreign)
        }
        let e = mapper.mapDithered(source, width: width, previous: previousInput, indices: &indices, shown: &shown)
        previousInput = (Array(source), indices)
        return e
      }
    }
    if let threshold = options.localPaletteBelowPSNR, !palette.isExact,
      PackedColor.psnr(squaredError: error, samples: samples) < threshold,
      let local = mapLocal(image, dither: dither),
      // Worth its extra colour table only if it is clearly better (about 1 dB).
      local.error < error * 0.8
    {
      (indices, shown, rowErrors, palette, error, isLocal, foreign) = (
        local.indices, local.shown, local.rowErrors, local.palette, local.error, true, local.foreign
      )
    }
    totalSquaredError += error
    minimumPSNR = min(minimumPSNR, PackedColor.psnr(squaredError: error, samples: samples))
    // `mapRows` just recorded the rows whose input changed (a dithered mapping records none);
    // a local mapping with a predecessor keeps the other rows' colours too (`keepRow`).
    return Pending(
      indices: indices, shown: shown, palette: palette, isLocal: isLocal, rowErrors: rowErrors, end: .zero,
      source: image, foreignRows: foreign, changedRows: dither || pending == nil ? nil : pendingChangedRows)
  }

  /// The frame mapped through its own palette, made from the pixels whose input changed since
  /// `pending`'s (all of them for the first frame, or when dithering); the others keep their
  /// colour, written transparent. Nil when that palette is the shared one or has no transparent
  /// entry to keep pixels with.
  private func mapLocal(_ image: RGBAImage, dither: Bool) -> LocalMapping? {
    let reference = dither ? nil : pending.flatMap { held in lastInput.map { (held: held, previous: $0) } }
    var histogram = ColorHistogram()
    if let reference {
      histogram.addDiffering(from: reference.previous, to: image)
    } else {
      histogram.add(image)
    }
    guard histogram.distinctColorCount > 0 else { return nil }
    let palette = histogram.makePalette(quality: options.quality)
    // Same colours as the shared palette (e.g. a one-frame animation): nothing to gain.
    guard palette.colors != mapper.palette.colors, reference == nil || palette.transparentIndex != nil else {
      return nil
    }
    var local = PaletteMapper(palette: palette)
    let count = width * height
    var indices = [UInt8](repeating: 0, count: count)
    var shown = [UInt32](repeating: 0, count: count)
    var rowErrors = [Int](repeating: 0, count: height)
    var foreign: [Bool]?
    let error = image.pixels.withUnsafeBufferPointer { bytes in
      bytes.withMemoryRebound(to: UInt32.self) { source -> Double in
        if dither {
          return local.mapDithered(source, width: width, previous: nil, indices: &indices, shown: &shown)
        }
        guard let reference else {
          // Row by row: a later frame that keeps a row takes its error from here.
          return indices.withUnsafeMutableBufferPointer { idx in
            shown.withUnsafeMutableBufferPointer { out in
              var total = 0
              for y in 0..<height {
                let row = (y * width)..<((y + 1) * width)
                rowErrors[y] = local.map(
                  UnsafeBufferPointer(rebasing: source[row]), indices: UnsafeMutableBufferPointer(rebasing: idx[row]),
                  shown: UnsafeMutableBufferPointer(rebasing: out[row]))
                total += rowErrors[y]
              }
              return Double(total)
            }
          }
        }
        return reference.previous.pixels.withUnsafeBufferPointer { oldBytes in
          oldBytes.withMemoryRebound(to: UInt32.self) { old in
            reference.held.shown.withUnsafeBufferPointer { oldShown in
              indices.withUnsafeMutableBufferPointer { idx in
                shown.withUnsafeMutableBufferPointer { out in
                  var total = 0
                  for y in 0..<height {
                    let kept = Self.keepRow(
                      y * width..<(y + 1) * width, source: source, old: old, oldShown: oldShown, oldIndices: nil,
                      mapper: &local, indices: idx, shown: out)
                    rowErrors[y] = kept.error
                    if kept.foreign {
                      if foreign == nil { foreign = [Bool](repeating: false, count: height) }
                      foreign?[y] = true
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
    return LocalMapping(
      indices: indices, shown: shown, rowErrors: rowErrors, foreign: foreign, palette: palette, error: error)
  }

  /// A frame mapped through a local palette.
  private struct LocalMapping {
    var indices: [UInt8]
    var shown: [UInt32]
    var rowErrors: [Int]
    var foreign: [Bool]?
    var palette: Palette
    var error: Double
  }

  /// Maps the pixels of `row` whose input changed (`source` against `old`) through `mapper`, and
  /// keeps the others as `oldShown` shows them: with their index `oldIndices` when it is in the
  /// same palette, else as the transparent entry. Returns the row's squared error and whether
  /// a kept pixel is a colour written transparent (shown only while the canvas holds it).
  static func keepRow(
    _ row: Range<Int>, source: UnsafeBufferPointer<UInt32>, old: UnsafeBufferPointer<UInt32>,
    oldShown: UnsafeBufferPointer<UInt32>, oldIndices: UnsafeBufferPointer<UInt8>?, mapper: inout PaletteMapper,
    indices idx: UnsafeMutableBufferPointer<UInt8>, shown out: UnsafeMutableBufferPointer<UInt32>
  ) -> (error: Int, foreign: Bool) {
    let palette = mapper.palette
    // Callers pass no `oldIndices` only with a palette that has a transparent entry.
    let t = palette.transparentIndex ?? 0
    let transparent = UInt8(truncatingIfNeeded: t)
    var error = 0
    var foreign = false
    for i in row {
      let p = source[i]
      if p == old[i] {
        let s = oldShown[i]
        let k = oldIndices?[i] ?? transparent
        idx[i] = k
        out[i] = s
        foreign = foreign || (k == transparent && s != 0)
        error += PackedColor.squaredError(p, s)
      } else {
        let k = mapper.index(of: p)
        idx[i] = UInt8(truncatingIfNeeded: k)
        out[i] = palette.shown(k)
        error += PackedColor.squaredError(p, out[i])
      }
    }
    return (error, foreign)
  }

  /// Maps a frame through the shared palette row by row; a row equal to the last input's is
  /// copied from its mapping (`pending`) instead, or left as it is where `settled` says the
  /// buffers already hold it (unchanged in `pending` too: most rows of a UI animation). After a
  /// local frame, or in a row holding colours kept from one (`foreign`, set for this frame's
  /// such rows), unchanged pixels keep their colour (`keepRow`). Any other changed row starts
  /// from the last input's mapping and maps only its differing runs, correcting that row's
  /// error pixel by pixel: exact, since errors are integers and the palette is the same.
  /// Records the rows that changed in `pendingChangedRows`. Returns the squared error.
  private func mapRows(
    _ source: UnsafeBufferPointer<UInt32>, indices: inout [UInt8], shown: inout [UInt32], rowErrors: inout [Int],
    settled: [Bool]?, foreign: inout [Bool]?
  ) -> Double {
    var changed = [Bool](repeating: true, count: height)
    defer { pendingChangedRows = changed }
    let t = mapper.palette.transparentIndex
    // A local reference's colours can be kept only through the transparent entry.
    let reference = pending.flatMap { $0.isLocal && t == nil ? nil : $0 }
    let previous = reference == nil ? nil : lastInput
    let switching = reference?.isLocal ?? false
    let keptForeign = reference?.foreignRows
    var rowsKept = [Bool](repeating: false, count: keptForeign == nil && !switching ? 0 : height)
    defer { foreign = rowsKept.contains(true) ? rowsKept : nil }
    let empty: [UInt8] = [], none: [UInt32] = []
    let transparent = UInt8(truncatingIfNeeded: t ?? 0)
    return (previous?.pixels ?? empty).withUnsafeBufferPointer { previousBytes in
      (reference?.indices ?? empty).withUnsafeBufferPointer { oldIndices in
        (reference?.shown ?? none).withUnsafeBufferPointer { oldShown in
          indices.withUnsafeMutableBufferPointer { idx in
            shown.withUnsafeMutableBufferPointer { out in
              previousBytes.withMemoryRebound(to: UInt32.self) { old in
                // One buffer twice (a frame stream hands on a frame in which nothing changed):
                // no row differs, and none is compared.
                let still = old.baseAddress == source.baseAddress
                var total = 0
                for y in 0..<height {
                  let row = (y * width)..<((y + 1) * width)
                  let keeps = switching || keptForeign?[y] == true
                  // Only where `add` was told the input may have changed.
                  let compared = RowSpan.offsets(row: y, width: width, within: inputChange)
                  let span =
                    reference == nil || old.isEmpty
                    ? row : still ? nil : RowSpan.differing(old, source, in: compared)
                  if let reference, !old.isEmpty, span == nil {
                    changed[y] = false
                    if switching {
                      // Every pixel keeps what the local frame showed, over the canvas.
                      UnsafeMutableBufferPointer(rebasing: idx[row]).update(repeating: transparent)
                      _ = UnsafeMutableBufferPointer(rebasing: out[row]).update(fromContentsOf: oldShown[row])
                      rowErrors[y] = reference.rowErrors[y]
                      rowsKept[y] = true
                    } else {
                      if settled?[y] != false {
                        _ = UnsafeMutableBufferPointer(rebasing: idx[row]).update(fromContentsOf: oldIndices[row])
                        _ = UnsafeMutableBufferPointer(rebasing: out[row]).update(fromContentsOf: oldShown[row])
                        rowErrors[y] = reference.rowErrors[y]
                      }
                      if keeps { rowsKept[y] = true }
                    }
                  } else if keeps, !old.isEmpty {
                    let kept = Self.keepRow(
                      row, source: source, old: old, oldShown: oldShown, oldIndices: switching ? nil : oldIndices,
                      mapper: &mapper, indices: idx, shown: out)
                    rowErrors[y] = kept.error
                    rowsKept[y] = kept.foreign
                  } else if let reference, let span, !old.isEmpty {
                    // Only the pixels that changed are mapped: the others map as they did in
                    // `reference` (same palette, no kept colours in this row), and its row error
                    // is corrected by each changed pixel's difference.
                    if settled?[y] != false {
                      _ = UnsafeMutableBufferPointer(rebasing: idx[row]).update(fromContentsOf: oldIndices[row])
                      _ = UnsafeMutableBufferPointer(rebasing: out[row]).update(fromContentsOf: oldShown[row])
                    }
                    var error = reference.rowErrors[y]
                    RowSpan.forEachDifferingRun(old, source, in: span) { run in
                      error -= Self.squaredError(old, oldShown, in: run)
                      error += mapper.map(
                        UnsafeBufferPointer(rebasing: source[run]),
                        indices: UnsafeMutableBufferPointer(rebasing: idx[run]),
                        shown: UnsafeMutableBufferPointer(rebasing: out[run]))
                    }
                    rowErrors[y] = error
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

  /// The squared error of `source` shown as `shown` over `run`; a stretch of one pixel and
  /// shown colour pair (a flat area) costs one error.
  @inline(__always)
  static func squaredError(
    _ source: UnsafeBufferPointer<UInt32>, _ shown: UnsafeBufferPointer<UInt32>, in run: Range<Int>
  ) -> Int {
    guard let first = run.first else { return 0 }
    var (p, s) = (source[first], shown[first])
    var pairError = PackedColor.squaredError(p, s)
    var error = 0
    for i in run {
      if source[i] != p || shown[i] != s {
        (p, s) = (source[i], shown[i])
        pairError = PackedColor.squaredError(p, s)
      }
      error += pairError
    }
    return error
  }

  /// Maps again the kept pixels (`keepRow`: a colour written transparent) that the canvas no
  /// longer shows, because the frame before was dropped (under 2 cs) or cleared; the error's
  /// change is counted in the total (the worst frame's PSNR stays the mapping's).
  func mendKept(_ frame: inout Pending) {
    guard let rows = frame.foreignRows, let t = frame.palette.transparentIndex else { return }
    let transparent = UInt8(truncatingIfNeeded: t)
    var stale: [Int] = []
    for y in 0..<height where rows[y] {
      for i in (y * width)..<((y + 1) * width) {
        let s = frame.shown[i]
        if frame.indices[i] == transparent, s != 0, s != canvas[i] { stale.append(i) }
      }
    }
    guard !stale.isEmpty else { return }
    var mending = frame.isLocal ? PaletteMapper(palette: frame.palette) : mapper
    var delta = 0
    frame.source.pixels.withUnsafeBufferPointer { bytes in
      bytes.withMemoryRebound(to: UInt32.self) { source in
        for i in stale {
          let p = source[i]
          let k = mending.index(of: p)
          let c = frame.palette.shown(k)
          delta += PackedColor.squaredError(p, c) - PackedColor.squaredError(p, frame.shown[i])
          frame.indices[i] = UInt8(truncatingIfNeeded: k)
          frame.shown[i] = c
        }
      }
    }
    totalSquaredError += Double(delta)
  }

  /// Writes `frame` as the rectangle that differs from the canvas. When `next` needs pixels
  /// cleared to transparent, the frame disposes to background over a rectangle covering them.
  /// Unchanged pixels inside the rectangle are written as whatever LZW codes best (their colour
  /// or transparent): each of four rules is one LZW parse, priced with every colour table
  /// (`cheapestTable`), and the cheapest is written directly, with no re-encode (at most one
  /// more parse, when the table chosen needs one: `finalParse`).
  /// `nextRows` flags the rows where `next` may differ from `frame` (nil: any): only those can
  /// need clearing, as `mendKept` changes no pixel `next` shows transparent.
  func emit(_ frame: Pending, next: [UInt32]?, nextRows: [Bool]? = nil) throws(CodecError) {
    var mark = ThreadCPUClock.mark(timed: stages != nil)
    var frame = frame
    mendKept(&frame)
    let full = PixelRect(x: 0, y: 0, width: width, height: height)
    var rect = framesWritten == 0 ? full : PixelRect.differences(frame.shown, canvas, width: width, height: height)
    var disposal = GIFBlocks.Disposal.keep
    // Only a successor with transparent pixels can need clearing (a fast scan for opaque animations).
    if let next, Self.holdsTransparent(next, rows: nextRows, width: width) {
      let clear = PixelRect.bounds(width: width, height: height) { next[$0] == 0 && frame.shown[$0] != 0 }
      if let clear {
        rect = rect.map { $0.union(clear) } ?? clear
        disposal = .background
      }
    }
    // Nothing changed (a dropped short frame left the canvas as is): one unchanged pixel carries the delay.
    let r = rect ?? PixelRect(x: 0, y: 0, width: 1, height: 1)
    let t = frame.palette.transparentIndex
    let symbol = UInt8(truncatingIfNeeded: t ?? 0)
    let n = r.width * r.height
    // The rules for free pixels, each a raster: the string-guided one (`rasters[0]`) decides
    // them during its parse; every one as its colour (`rasters[1]`); every one transparent
    // (`rasters[2]`); the run rule (`rasters[3]`, `RuleRasters.runs`) keeps a stretch of free pixels of
    // one colour and clears a mixed one. The colours of the changed pixels (`changedColors`) are
    // in every rule's raster. All four are filled in one pass (`scanRectangle`).
    var own = Self.resized(&rasters[1], to: n, padding: 0)
    var guided = Self.resized(&rasters[0], to: n, padding: 0)
    var clear = Self.resized(&rasters[2], to: n, padding: 0)
    var runs = Self.resized(&rasters[3], to: n, padding: 0)
    // Unchanged pixels may be written as their colour or as transparent: same picture.
    var free = Self.resized(&freeFlags, to: n, padding: false)
    let scan = frame.indices.withUnsafeBufferPointer { idx in
      frame.shown.withUnsafeBufferPointer { shown in
        canvas.withUnsafeBufferPointer { canvas in
          own.withUnsafeMutableBufferPointer { own in
            guided.withUnsafeMutableBufferPointer { guided in
              clear.withUnsafeMutableBufferPointer { clear in
                runs.withUnsafeMutableBufferPointer { runs in
                  free.withUnsafeMutableBufferPointer { free in
                    guard let o = own.baseAddress, let g = guided.baseAddress, let c = clear.baseAddress,
                      let u = runs.baseAddress, let f = free.baseAddress
                    else { return RectangleScan() }
                    return Self.scanRectangle(
                      r, width: width, indices: idx, shown: shown, canvas: canvas, transparent: t.map { _ in symbol },
                      into: RuleRasters(own: o, guided: g, clear: c, runs: u, free: f))
                  }
                }
              }
            }
          }
        }
      }
    }
    swap(&rasters[1], &own)
    swap(&rasters[0], &guided)
    swap(&rasters[2], &clear)
    swap(&rasters[3], &runs)
    defer { swap(&freeFlags, &free) }
    lap(\.rectangle, since: &mark)
    let present = scan.present
    let rules = scan.anyFree && t != nil
    // Parses are made with the table of every entry present, the widest any choice needs
    // but the palette's own (which `cheapestTable` checks).
    let entries = present.lazy.filter { $0 }.count + (rules && !present[Int(symbol)] ? 1 : 0)
    let parseBits = max(GIFBlocks.tableBits(entries), 2)
    let changedColors = rules ? scan.changed : present
    var order = [0]
    if rules {
      // The rule the last frame wrote is parsed first: consecutive frames mostly pick the same,
      // and the others' parses then stop as soon as they cannot beat it (`GIFParseBound`).
      order = Self.ruleOrder(first: lastRule)
      // The run rule often equals a plain rule (every stretch mixed, or every one a single
      // colour): that raster is parsed once (the plain rule, a lower slot, wins the tie).
      if scan.runsAreClear || scan.runsAreOwn { order.removeAll { $0 == 3 } }
    }
    var allClear = changedColors
    allClear[Int(symbol)] = true
    func used(_ slot: Int) -> [Bool]? {
      switch slot {
      case 1: present
      case 2: allClear
      case 3: scan.runSymbols
      default: rules ? nil : present
      }
    }
    func rule(_ slot: Int, rival: Rule?) -> Rule? {
      parse(
        slot: slot, free: slot == 0 && rules ? free : nil, transparent: symbol, used: used(slot),
        atLeast: changedColors, rival: rival, bits: parseBits, frame: frame)
    }
    // The rule written is the cheapest, the lowest slot among equals, whatever the parse order.
    var best = rule(order[0], rival: nil)
    // Whether the string-guided parse finished: its raster then holds the symbols it chose, and
    // a rule with the same raster would make the same parse at the same price, which slot 0
    // wins (in competing-priorities, 69 of 198 other parses).
    var guidedFinished = order[0] == 0
    for slot in order.dropFirst() {
      if guidedFinished && Self.same(rasters[slot], rasters[0]) { continue }
      guard let challenger = rule(slot, rival: best) else { continue }
      if slot == 0 { guidedFinished = true }
      if let b = best, (b.choice.bytes, b.slot) <= (challenger.choice.bytes, challenger.slot) { continue }
      best = challenger
    }
    // The first parse has no rival, so it always finishes.
    guard let best else { throw .invalidInput(file: name, reason: "no LZW parse of frame \(framesWritten) finished") }
    lastRule = best.slot
    let (choice, list) = shorterParse(finalParse(best), slot: best.slot)
    lap(\.parse, since: &mark)
    let delay = max(frame.end.roundedCentiseconds - writtenCentiseconds, 2)
    GIFBlocks.graphicControl(disposal: disposal, delay: delay, transparent: choice.transparent, into: &frameBytes)
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

  /// The order in which the four rules are parsed: `first`, then the others by slot.
  static func ruleOrder(first: Int) -> [Int] { [first] + (0..<4).filter { $0 != first } }

  /// Parses rule `slot`'s raster into code list `slot` and picks its cheapest colour table;
  /// free pixels are decided during the parse when `free` is given. `used` is the raster's
  /// symbols (nil: known after the parse, a superset of `atLeast`). With a `rival`, nil as soon
  /// as the parse cannot beat it (`GIFParseBound`): such a parse is not finished. A rule beats
  /// a higher slot by costing no more, a lower one by costing less.
  private func parse(
    slot: Int, free: [Bool]?, transparent: UInt8, used: [Bool]?, atLeast: [Bool], rival: Rule?, bits: Int,
    frame: Pending
  ) -> Rule? {
    // Every table `cheapestTable` prices holds at least the symbols used.
    let bound = rival.map {
      GIFParseBound(
        rootBits: GIFBlocks.tableBits((used ?? atLeast).lazy.filter { $0 }.count),
        bytes: $0.choice.bytes + (slot < $0.slot ? 1 : 0))
    }
    let finished = rasters[slot].withUnsafeMutableBufferPointer { p in
      guard let free else { return lzw.parse(p, free: nil, rootBits: bits, bound: bound, into: &codeLists[slot]) }
      return free.withUnsafeBufferPointer { f in
        lzw.parse(p, free: f, transparent: transparent, rootBits: bits, bound: bound, into: &codeLists[slot])
      }
    }
    guard finished else { return nil }
    return price(slot: slot, used: used ?? symbolsUsed(slot: slot), frame: frame)
  }

  /// `buffer` with `count` entries, taken out of it (storage reused; the entries are to be
  /// overwritten, new ones are `padding`).
  static func resized<Element>(_ buffer: inout [Element], to count: Int, padding: Element) -> [Element] {
    var taken: [Element] = []
    swap(&taken, &buffer)
    if taken.count > count {
      taken.removeLast(taken.count - count)
    } else {
      taken.append(contentsOf: repeatElement(padding, count: count - taken.count))
    }
    return taken
  }

  /// The symbols rule `slot`'s raster holds (a stretch of one symbol at a time).
  private func symbolsUsed(slot: Int) -> [Bool] {
    var used = [Bool](repeating: false, count: 256)
    used.withUnsafeMutableBufferPointer { used in
      rasters[slot].withUnsafeBufferPointer { pixels in
        guard let u = used.baseAddress, let p = pixels.baseAddress else { return }
        Self.markColours(p, count: pixels.count, in: u)
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

  /// `chosen`, or the lookahead parse of the same raster (`GIFLZW.lookaheadParse`) where that
  /// is smaller: tried on every small rectangle, and on a larger one while the last larger one
  /// tried saved 1 %, else on the ninth after it.
  private func shorterParse(_ chosen: (TableChoice, GIFCodeList), slot: Int) -> (TableChoice, GIFCodeList) {
    let (choice, list) = chosen
    let large = rasters[slot].count > Self.lookaheadAlways
    if large {
      guard lookaheadPaid || framesSinceLookahead >= 8 else {
        framesSinceLookahead += 1
        return chosen
      }
      framesSinceLookahead = 0
    }
    let root = max(choice.rootBits, 2)
    let bytes = list.byteCount(rootBits: root)
    let parsed = rasters[slot].withUnsafeBufferPointer {
      lzw.lookaheadParse($0, greedy: list, rootBits: root, into: &lookaheadList)
    }
    let saved = parsed ? bytes - lookaheadList.byteCount(rootBits: root) : 0
    if large { lookaheadPaid = saved * 100 >= bytes }
    guard saved > 0 else { return chosen }
    var shorter = choice
    shorter.bytes -= saved
    return (shorter, lookaheadList)
  }

  /// Rectangles up to this many pixels always get the lookahead parse. Larger ones pay for its
  /// walks (about three strings a position) where few gain: tried on every frame, Bankey's GIF
  /// would be 0.58 % smaller at +10.6 % instructions and constraint-width-reflow's 1.0 % at +8.6 %,
  /// and none of the scenes above 0.90 × the smallest peer's bytes would cross it
  /// (docs/performance.md, session 19).
  static let lookaheadAlways = 8_192
}

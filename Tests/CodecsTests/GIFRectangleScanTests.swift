import Testing

@testable import Codecs

/// The one pass that fills the rules' rasters (`GIFWriter.scanRectangle`) against the separate
/// passes it replaces: the raster and free flags pixel by pixel, the transparent rule, `freeRuns`,
/// the symbols of each raster and the raster compares.
@Suite struct GIFRectangleScanTests {
  /// What the separate passes give for rectangle `r`.
  struct Expected {
    var own: [UInt8] = []
    var clear: [UInt8] = []
    var runs: [UInt8] = []
    var free: [Bool] = []
    var scan = GIFWriter.RectangleScan()
  }

  static func symbols(_ raster: [UInt8]) -> [Bool] {
    var set = [Bool](repeating: false, count: 256)
    for v in raster { set[Int(v)] = true }
    return set
  }

  static func reference(
    _ r: PixelRect, width: Int, indices: [UInt8], shown: [UInt32], canvas: [UInt32], transparent: UInt8?
  ) -> Expected {
    var e = Expected()
    for y in r.y..<(r.y + r.height) {
      for x in r.x..<(r.x + r.width) {
        let i = y * width + x
        e.own.append(indices[i])
        e.free.append(transparent != nil && shown[i] == canvas[i])
      }
    }
    let symbol = transparent ?? 0
    e.clear = zip(e.own, e.free).map { $1 ? symbol : $0 }
    e.runs = e.own
    GIFWriter.freeRuns(&e.runs, free: e.free, transparent: symbol)
    e.scan.present = symbols(e.own)
    e.scan.anyFree = e.free.contains(true)
    e.scan.changed =
      transparent == nil ? e.scan.present : symbols(zip(e.own, e.free).compactMap { $1 ? nil : $0 })
    e.scan.runSymbols = symbols(e.runs)
    e.scan.runsAreOwn = e.runs == e.own
    e.scan.runsAreClear = e.runs == e.clear
    return e
  }

  /// Runs the pass; returns its scan and rasters (own, guided, clear, runs) and free flags.
  static func scan(
    _ r: PixelRect, width: Int, indices: [UInt8], shown: [UInt32], canvas: [UInt32], transparent: UInt8?
  ) -> (GIFWriter.RectangleScan, [[UInt8]], [Bool]) {
    let n = r.width * r.height
    // Stale bytes in the rasters and flags, as the writer's reused storage holds.
    var rasters = (0..<4).map { [UInt8](repeating: UInt8(77 + $0), count: n) }
    var free = (0..<n).map { $0 % 3 == 1 }
    let scan = indices.withUnsafeBufferPointer { idx in
      shown.withUnsafeBufferPointer { shown in
        canvas.withUnsafeBufferPointer { canvas in
          free.withUnsafeMutableBufferPointer { f in
            let p = (0..<4).map { _ in UnsafeMutablePointer<UInt8>.allocate(capacity: n) }
            defer { for q in p { q.deallocate() } }
            for k in 0..<4 { p[k].initialize(from: rasters[k], count: n) }
            let result = GIFWriter.scanRectangle(
              r, width: width, indices: idx, shown: shown, canvas: canvas, transparent: transparent,
              into: GIFWriter.RuleRasters(own: p[0], guided: p[1], clear: p[2], runs: p[3], free: f.baseAddress!))
            for k in 0..<4 { rasters[k] = Array(UnsafeBufferPointer(start: p[k], count: n)) }
            return result
          }
        }
      }
    }
    return (scan, rasters, free)
  }

  /// Frames of flat stretches (`GIFRunSkipTests.stretches`: the transparent index among the
  /// colours) whose free pixels come in stretches too, at widths around the eight-pixel compares,
  /// every rectangle from the whole frame to one pixel, with and without a transparent index.
  @Test func onePassEqualsTheSeparatePasses() {
    var cases = 0
    let frames: [(UInt32, Int, Int)] = [(1, 37, 23), (2, 64, 16), (3, 9, 40), (4, 130, 11), (5, 1, 50)]
    for (seed, width, height) in frames {
      for colours in [1, 3, 12] {
        for longest in [1, 6, 40] {
          let count = width * height
          let (indices, free) = GIFRunSkipTests.stretches(
            count: count, colours: colours, longest: longest, seed: seed &* 31 &+ UInt32(colours * 7 + longest))
          // A pixel shows a colour of its index; a changed one differs from the canvas under it.
          let shown = indices.map { 0xFF00_0000 | UInt32($0) &* 0x0102_03 }
          let canvas = (0..<count).map { free[$0] ? shown[$0] : shown[$0] ^ 0x10 }
          let rects = [
            PixelRect(x: 0, y: 0, width: width, height: height),
            PixelRect(x: width / 3, y: height / 4, width: width - width / 3, height: height / 2),
            PixelRect(x: width / 2, y: height - 1, width: 1, height: 1),
          ]
          for r in rects {
            for transparent in [nil, 0, 2, 200] as [UInt8?] {
              let want = Self.reference(
                r, width: width, indices: indices, shown: shown, canvas: canvas, transparent: transparent)
              let (got, rasters, gotFree) = Self.scan(
                r, width: width, indices: indices, shown: shown, canvas: canvas, transparent: transparent)
              let label =
                "seed \(seed), \(colours) colours, stretches ≤ \(longest), \(r), t \(String(describing: transparent))"
              #expect(got == want.scan, "\(label)")
              #expect(rasters[0] == want.own, "\(label)")
              #expect(rasters[1] == want.own, "\(label)")
              if transparent != nil {
                #expect(gotFree == want.free, "\(label)")
                #expect(rasters[2] == want.clear, "\(label)")
                #expect(rasters[3] == want.runs, "\(label)")
              }
              cases += 1
            }
          }
        }
      }
    }
    #expect(cases == 5 * 3 * 3 * 3 * 4)
  }

  /// A stretch of one colour broken only across a row end, and a frame with every pixel free:
  /// the run rule keeps the first, and the second equals the all-transparent rule only when
  /// its colour is the transparent index.
  @Test func stretchesRunAcrossRowEnds() {
    // 4×3 in raster order: pixel 0 changed, pixels 1...9 free (7 ... 7 8), pixels 10 and 11 changed.
    let width = 4
    let indices: [UInt8] = [1, 7, 7, 7, 7, 7, 7, 7, 7, 8, 3, 3]
    let shown = indices.map { UInt32($0) + 1 }
    var canvas = shown
    for i in [0, 10, 11] { canvas[i] = 0 }
    let r = PixelRect(x: 0, y: 0, width: 4, height: 3)
    let (scan, rasters, _) = Self.scan(r, width: width, indices: indices, shown: shown, canvas: canvas, transparent: 9)
    // Pixels 1...9 are one free stretch holding 7 and 8: mixed, so transparent.
    #expect(rasters[3] == [1, 9, 9, 9, 9, 9, 9, 9, 9, 9, 3, 3])
    #expect(scan.runsAreClear && !scan.runsAreOwn)
    var flat = indices
    flat[9] = 7
    let flatShown = flat.map { UInt32($0) + 1 }
    var flatCanvas = flatShown
    for i in [0, 10, 11] { flatCanvas[i] = 0 }
    let (kept, keptRasters, _) = Self.scan(
      r, width: width, indices: flat, shown: flatShown, canvas: flatCanvas, transparent: 9)
    #expect(keptRasters[3] == flat)
    #expect(kept.runsAreOwn && !kept.runsAreClear)
    #expect(kept.runSymbols == Self.symbols([1, 7, 3]))
    let all = [UInt8](repeating: 9, count: 12)
    let (same, _, _) = Self.scan(
      r, width: width, indices: all, shown: shown, canvas: shown, transparent: 9)
    #expect(same.runsAreOwn && same.runsAreClear && same.anyFree)
    #expect(same.changed == [Bool](repeating: false, count: 256))
  }

  /// The frame compare that skips rows known equal: only flagged rows are compared, and
  /// without flags every row is.
  @Test func sameComparesTheFlaggedRowsOnly() {
    let a = (0..<12).map { UInt32($0) }
    var b = a
    b[5] = 99  // row 1 of three 4-pixel rows
    #expect(!GIFWriter.same(a, b, rows: nil, width: 4))
    #expect(!GIFWriter.same(a, b, rows: [false, true, false], width: 4))
    #expect(GIFWriter.same(a, b, rows: [true, false, true], width: 4))
    #expect(GIFWriter.same(a, a, rows: [true, true, true], width: 4))
    // Flags that do not fit the frame: every row is compared.
    #expect(!GIFWriter.same(a, b, rows: [false, false], width: 4))
  }
}

import Testing

@testable import Codecs

@Suite struct PNGRowFilterTests {
  // A 3×2 RGB image (bpp 3); expected bytes computed by hand from the PNG specification's
  // predictors (e.g. row 1, byte 6: left 90, above 70, upper-left 40 -> Paeth predicts 90).
  let row0: [UInt8] = [10, 20, 30, 40, 50, 60, 70, 80, 90]
  let row1: [UInt8] = [15, 25, 35, 90, 55, 65, 100, 70, 95]
  let expected: [PNGRowFilter: ([UInt8], [UInt8])] = [
    .none: ([10, 20, 30, 40, 50, 60, 70, 80, 90], [15, 25, 35, 90, 55, 65, 100, 70, 95]),
    .sub: ([10, 20, 30, 30, 30, 30, 30, 30, 30], [15, 25, 35, 75, 30, 30, 10, 15, 30]),
    .up: ([10, 20, 30, 40, 50, 60, 70, 80, 90], [5, 5, 5, 50, 5, 5, 30, 246, 5]),
    .average: ([10, 20, 30, 35, 40, 45, 50, 55, 60], [10, 15, 20, 63, 18, 18, 20, 3, 18]),
    .paeth: ([10, 20, 30, 30, 30, 30, 30, 30, 30], [5, 5, 5, 50, 5, 5, 10, 246, 5]),
  ]

  private func apply(_ filter: PNGRowFilter, _ row: [UInt8], above: [UInt8]) -> [UInt8] {
    var out = [UInt8](repeating: 0, count: row.count)
    row.withUnsafeBufferPointer { r in
      above.withUnsafeBufferPointer { p in
        out.withUnsafeMutableBufferPointer { o in
          PNGRowFilter.apply(
            filter, row: r.baseAddress!, previous: p.baseAddress!, count: row.count, bpp: 3, into: o.baseAddress!)
        }
      }
    }
    return out
  }

  @Test(arguments: PNGRowFilter.allCases)
  func filterBytesMatchHandComputedExample(filter: PNGRowFilter) throws {
    let (first, second) = try #require(expected[filter])
    #expect(apply(filter, row0, above: [UInt8](repeating: 0, count: 9)) == first)
    #expect(apply(filter, row1, above: row0) == second)
  }

  private var example: PNGPixelLayout {
    get throws {
      let image = TestImages.make(3, 2) { x, y in
        let row = y == 0 ? row0 : row1
        return (row[3 * x], row[3 * x + 1], row[3 * x + 2], 255)
      }
      return try PNGPixelLayout(image, mode: .rgb, name: "example")
    }
  }

  @Test(arguments: PNGRowFilter.allCases)
  func scanlinesPrefixEachRowWithItsFilterType(filter: PNGRowFilter) throws {
    let (first, second) = try #require(expected[filter])
    let t = filter.rawValue
    #expect(PNGScanlines.filtered(try example, .fixed(filter)) == [t] + first + [t] + second)
  }

  @Test func adaptiveKeepsTheSmallestSignedSumPerRow() throws {
    // Row 0 scores: none 450, sub 240, up 450, average 345, paeth 240 -> sub (ties go to the
    // lower type). Row 1: none 550, sub 265, up 120, average 185, paeth 100 -> paeth.
    let scanlines = PNGScanlines.filtered(try example, .adaptive)
    let sub = try #require(expected[.sub]).0, paeth = try #require(expected[.paeth]).1
    #expect(scanlines == [1] + sub + [4] + paeth)
  }

  @Test func repeatedRowsGetTheFilterScoringWouldPick() throws {
    // Rows: zeros, zeros again, row0, row0 again, row1. A repeated row is not scored; scoring it
    // gives Up (all zeros, score 0) unless the row itself is zeros, where None ties and wins.
    let rows = [[UInt8](repeating: 0, count: 9), [UInt8](repeating: 0, count: 9), row0, row0, row1]
    let image = TestImages.make(3, rows.count) { x, y in (rows[y][3 * x], rows[y][3 * x + 1], rows[y][3 * x + 2], 255) }
    let scanlines = PNGScanlines.filtered(try PNGPixelLayout(image, mode: .rgb, name: "repeats"), .adaptive)
    let lines = stride(from: 0, to: scanlines.count, by: 10).map { Array(scanlines[$0..<$0 + 10]) }
    let zeros = [UInt8](repeating: 0, count: 9)
    #expect(lines[0] == [0] + zeros)
    #expect(lines[1] == [0] + zeros)
    #expect(lines[2] == [1] + (try #require(expected[.sub]).0))  // scored, as in the example above
    #expect(lines[3] == [2] + zeros)
    #expect(lines[4] == [4] + (try #require(expected[.paeth]).1))
    // The same choices as scoring each row by itself.
    for (y, line) in lines.enumerated() {
      let above = y == 0 ? zeros : rows[y - 1]
      let scored = rows[y].withUnsafeBufferPointer { r in
        above.withUnsafeBufferPointer { p in
          PNGRowFilter.chooseAdaptive(row: r.baseAddress!, previous: p.baseAddress!, count: 9, bpp: 3)
        }
      }
      #expect(line[0] == scored.rawValue, "row \(y)")
    }
  }

  @Test func subByteRowsArePackedMostSignificantBitsFirst() {
    var out = [UInt8](repeating: 0, count: 2)
    let samples: [UInt8] = [1, 0, 3, 2, 1]
    samples.withUnsafeBufferPointer { s in
      out.withUnsafeMutableBufferPointer { o in
        PNGScanlines.pack(s.baseAddress!, count: 5, depth: 2, into: o.baseAddress!)
      }
    }
    #expect(out == [0b01_00_11_10, 0b01_00_00_00])
  }
}

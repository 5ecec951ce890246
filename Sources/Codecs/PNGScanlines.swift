import Glibc

/// The uncompressed IDAT payload of an image: every row packed to its bit depth and written after
/// the type byte of the filter applied to it.
enum PNGScanlines {
  /// How rows are filtered.
  enum Choice: Equatable, Sendable {
    /// One filter for every row.
    case fixed(PNGRowFilter)
    /// Per row, the filter with the smallest sum of signed magnitudes.
    case adaptive
    /// Per row, the filter whose bytes hold the fewest distinct byte pairs.
    case bigrams
    /// Per row, the filter whose bytes have the lowest Shannon entropy.
    case entropy

    /// The scorer a per-row choice other than `adaptive` uses.
    var score: PNGRowScorer.Score? {
      switch self {
      case .bigrams: return .bigrams
      case .entropy: return .entropy
      case .fixed, .adaptive: return nil
      }
    }
  }

  /// Packed bytes in one row of `layout` (sub-byte depths pack 8 / depth samples per byte).
  static func rowBytes(_ layout: PNGPixelLayout) -> Int {
    (layout.rowStride * layout.bitDepth + 7) / 8
  }

  /// Filtered scanlines of `layout`: height × (1 + rowBytes) bytes.
  static func filtered(_ layout: PNGPixelLayout, _ choice: Choice) -> [UInt8] {
    let rowBytes = rowBytes(layout)
    let bpp = max(1, layout.rowStride / max(layout.width, 1) * layout.bitDepth / 8)
    let lineBytes = rowBytes + 1
    let packs = layout.bitDepth < 8
    // Row buffers: the zero row above the first and two packed rows (sub-byte depths).
    var work = [UInt8](repeating: 0, count: rowBytes * (packs ? 3 : 1) + 1)
    var scorer = choice.score.map { PNGRowScorer($0, rowBytes: rowBytes) }
    return [UInt8](unsafeUninitializedCapacity: layout.height * lineBytes) { out, initialized in
      guard let outBase = out.baseAddress else { return }
      layout.samples.withUnsafeBufferPointer { samples in
        work.withUnsafeMutableBufferPointer { workBuffer in
          guard let samplesBase = samples.baseAddress, let zero = workBuffer.baseAddress else { return }
          let packed = (zero + rowBytes, zero + 2 * rowBytes)
          var previous = UnsafePointer(zero)
          for y in 0..<layout.height {
            var row = samplesBase + y * layout.rowStride
            if packs {
              let target = y % 2 == 0 ? packed.0 : packed.1
              pack(row, count: layout.rowStride, depth: layout.bitDepth, into: target)
              row = UnsafePointer(target)
            }
            let line = outBase + y * lineBytes
            switch choice {
            case .fixed(let filter):
              line[0] = filter.rawValue
              PNGRowFilter.apply(filter, row: row, previous: previous, count: rowBytes, bpp: bpp, into: line + 1)
            case .adaptive where memcmp(row, previous, rowBytes) == 0,
              .bigrams where memcmp(row, previous, rowBytes) == 0,
              .entropy where memcmp(row, previous, rowBytes) == 0:
              // A repeated row (most of a flat frame): Up turns it into zeros, the smallest score,
              // which only None ties (and wins) when the row is all zeros. Same choice, unscored.
              let zeros = row[0] == 0 && memcmp(row, row + 1, rowBytes - 1) == 0
              line[0] = (zeros ? PNGRowFilter.none : .up).rawValue
              (line + 1).initialize(repeating: 0, count: rowBytes)
            case .adaptive:
              let filter = PNGRowFilter.applyAdaptive(
                row: row, previous: previous, count: rowBytes, bpp: bpp, into: line + 1)
              line[0] = filter.rawValue
            case .bigrams, .entropy:
              let filter =
                scorer?.choose(row: row, previous: previous, count: rowBytes, bpp: bpp) ?? PNGRowFilter.none
              line[0] = filter.rawValue
              PNGRowFilter.apply(filter, row: row, previous: previous, count: rowBytes, bpp: bpp, into: line + 1)
            }
            previous = row
          }
          initialized = layout.height * lineBytes
        }
      }
    }
  }

  /// Unfiltered scanlines of `layout`'s `rows` alone (as `filtered(_, .fixed(.none))` writes
  /// them there): what a band of a frame compresses.
  static func unfiltered(_ layout: PNGPixelLayout, rows: Range<Int>) -> [UInt8] {
    let rowBytes = rowBytes(layout)
    let lineBytes = rowBytes + 1
    return [UInt8](unsafeUninitializedCapacity: rows.count * lineBytes) { out, initialized in
      layout.samples.withUnsafeBufferPointer { samples in
        guard let outBase = out.baseAddress, let samplesBase = samples.baseAddress else { return }
        for (k, y) in rows.enumerated() {
          let line = outBase + k * lineBytes
          line[0] = PNGRowFilter.none.rawValue
          let row = samplesBase + y * layout.rowStride
          if layout.bitDepth < 8 {
            pack(row, count: layout.rowStride, depth: layout.bitDepth, into: line + 1)
          } else {
            (line + 1).initialize(from: row, count: rowBytes)
          }
        }
      }
      initialized = rows.count * lineBytes
    }
  }

  /// Packs one-byte samples (each < 2^depth) most significant bits first, as PNG stores them.
  static func pack(_ samples: UnsafePointer<UInt8>, count: Int, depth: Int, into out: UnsafeMutablePointer<UInt8>) {
    let perByte = 8 / depth
    let whole = count / perByte
    // Whole bytes with the per-depth shifts spelled out (a loop over k per byte was the slowest
    // stage on 1-bit and 4-bit palette posters).
    switch depth {
    case 4:
      for o in 0..<whole { out[o] = samples[2 &* o] << 4 | samples[2 &* o &+ 1] }
    case 2:
      for o in 0..<whole {
        let s = samples + 4 &* o
        out[o] = s[0] << 6 | s[1] << 4 | s[2] << 2 | s[3]
      }
    default:
      for o in 0..<whole {
        let s = samples + 8 &* o
        out[o] = s[0] << 7 | s[1] << 6 | s[2] << 5 | s[3] << 4 | s[4] << 3 | s[5] << 2 | s[6] << 1 | s[7]
      }
    }
    guard whole * perByte < count else { return }
    var byte: UInt8 = 0
    for (k, i) in (whole * perByte..<count).enumerated() {
      byte |= samples[i] << UInt8(8 - depth * (k + 1))
    }
    out[whole] = byte
  }
}

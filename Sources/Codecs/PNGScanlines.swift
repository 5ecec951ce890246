/// The uncompressed IDAT payload of an image: every row packed to its bit depth and written after
/// the type byte of the filter applied to it.
enum PNGScanlines {
  /// How rows are filtered.
  enum Choice: Equatable, Sendable {
    /// One filter for every row.
    case fixed(PNGRowFilter)
    /// Per row, the filter with the smallest sum of signed magnitudes.
    case adaptive
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
            case .adaptive:
              let filter = PNGRowFilter.applyAdaptive(row: row, previous: previous, count: rowBytes, bpp: bpp, into: line + 1)
              line[0] = filter.rawValue
            }
            previous = row
          }
          initialized = layout.height * lineBytes
        }
      }
    }
  }

  /// Packs one-byte samples (each < 2^depth) most significant bits first, as PNG stores them.
  static func pack(_ samples: UnsafePointer<UInt8>, count: Int, depth: Int, into out: UnsafeMutablePointer<UInt8>) {
    let perByte = 8 / depth
    let bytes = (count * depth + 7) / 8
    var i = 0
    for o in 0..<bytes {
      var byte: UInt8 = 0
      for k in 0..<perByte {
        let sample = i < count ? samples[i] : 0
        byte |= sample << UInt8(8 - depth * (k + 1))
        i += 1
      }
      out[o] = byte
    }
  }
}

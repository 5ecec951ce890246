import Foundation

/// Separable Gaussian blur of an 8-bit mask in integer arithmetic (deterministic on every machine).
///
/// For σ ≥ 2 three successive box blurs approximate the Gaussian (the SVG/CSS filter-effects
/// recipe, box size d = ⌊σ·3·√(2π)/4 + 0.5⌋), costing O(1) per pixel whatever the radius; below
/// that a true sampled kernel is used, where the box approximation is poor. Vertical passes run
/// a row of column sums at once so memory is walked row by row, and every pass computes only
/// what the final rows and columns asked for depend on.
enum GaussianBlur {
  /// One box pass: the mean over [i − left, i − left + size − 1]; outside the mask counts as 0.
  struct Box {
    let size: Int
    let left: Int
    /// round(65536 / size): the mean becomes a multiply and a shift instead of a division.
    var reciprocal: UInt32 { UInt32((65536.0 / Double(size)).rounded()) }
  }

  static func boxes(sigma: Double) -> [Box] {
    let d = Int((sigma * 3 * (2 * Double.pi).squareRoot() / 4 + 0.5).rounded(.down))
    if d % 2 == 1 { return Array(repeating: Box(size: d, left: (d - 1) / 2), count: 3) }
    return [Box(size: d, left: d / 2), Box(size: d, left: d / 2 - 1), Box(size: d + 1, left: d / 2)]
  }

  static func blur(_ mask: inout [UInt8], width: Int, height: Int, sigma: Double) {
    guard width > 0, height > 0, mask.count == width * height else { return }
    mask.withUnsafeMutableBufferPointer { m in
      guard let mp = m.baseAddress else { return }
      blur(mp, width: width, height: height, sigma: sigma, columns: 0..<width, rows: 0..<height)
    }
  }

  /// Blurs the `width` × `height` mask at `mask` in place. Only `columns` × `rows` of the result
  /// are exact: the passes work out just what those need (the rest of the mask is left in an
  /// intermediate state), so a caller that padded its region pays nothing for the padding's
  /// own output.
  static func blur(
    _ mask: UnsafeMutablePointer<UInt8>, width: Int, height: Int, sigma: Double, columns: Range<Int>,
    rows: Range<Int>
  ) {
    guard sigma > 0.05, width > 0, height > 0, !columns.isEmpty, !rows.isEmpty else { return }
    let temp = UnsafeMutablePointer<UInt8>.allocate(capacity: width * height)
    defer { temp.deallocate() }
    if sigma < 2 {
      sampled(mask, temp, width, height, kernel(sigma: sigma), columns, rows)
      return
    }
    let passes = boxes(sigma: sigma)
    // The rows and columns each pass must produce for the last one to produce `rows` × `columns`.
    let xs = needed(columns, passes, width), ys = needed(rows, passes, height)
    // Three horizontal passes per row, in a scratch row with zero margins (no bounds tests in the
    // loops), ending in temp on the last pass's columns, for the rows the vertical passes read.
    boxRows(mask, temp, width, xs, ys[0], passes)
    // Three vertical passes on those columns only: temp → mask → temp → mask.
    let n = columns.count
    let sums = UnsafeMutableRawPointer.allocate(byteCount: n * 4, alignment: 16)
    let zero = UnsafeMutablePointer<UInt8>.allocate(capacity: n)
    defer {
      sums.deallocate()
      zero.deallocate()
    }
    zero.initialize(repeating: 0, count: n)
    let column = Window(zero: zero, sums: sums, x: columns.lowerBound, count: n, width: width, height: height)
    column.pass(temp, mask, passes[0], ys[1])
    column.pass(mask, temp, passes[1], ys[2])
    column.pass(temp, mask, passes[2], rows)
  }

  /// For each pass, the range it must output so that the last pass outputs `out` (input beyond
  /// 0..<n counts as 0, so nothing outside it is ever needed); the first entry is what the
  /// passes read.
  static func needed(_ out: Range<Int>, _ passes: [Box], _ n: Int) -> [Range<Int>] {
    var ranges = [out]
    for b in passes.reversed() {
      let r = ranges[0]
      let lo = max(0, r.lowerBound - b.left), hi = min(n, r.upperBound - b.left + b.size - 1)
      ranges.insert(lo..<max(lo, hi), at: 0)
    }
    return ranges
  }

  /// Whether rows `a` and `b` of a `w`-wide image hold the same bytes.
  @inline(__always)
  private static func sameRow(_ p: UnsafeMutablePointer<UInt8>, _ a: Int, _ b: Int, _ w: Int) -> Bool {
    memcmp(p + a * w, p + b * w, w) == 0
  }

  /// `min(255, round(sum / size))` as the box passes round it (`reciprocal` is 65536 / size).
  @inline(__always)
  private static func mean(_ sum: UInt32, _ inv: UInt32) -> UInt8 {
    UInt8(truncatingIfNeeded: min(255, (sum &* inv &+ 32768) >> 16))
  }

  /// The horizontal passes of rows `ys` of `src` into `dst`, exact on `xs.last` (the columns
  /// `xs[k + 1]` needs of pass k are `xs[k]`).
  private static func boxRows(
    _ src: UnsafeMutablePointer<UInt8>, _ dst: UnsafeMutablePointer<UInt8>, _ w: Int, _ xs: [Range<Int>],
    _ ys: Range<Int>, _ passes: [Box]
  ) {
    let margin = passes.map(\.size).max() ?? 0
    let stride = w + 2 * margin
    let scratch = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * stride)
    defer { scratch.deallocate() }
    scratch.initialize(repeating: 0, count: 2 * stride)
    let a = scratch + margin, b = scratch + stride + margin
    let out = xs[xs.count - 1]
    let tables = passes.map { meanTable($0) ?? [] }
    for y in ys {
      let s = src + y * w, d = dst + y * w
      // Shadow shapes repeat the same row many times (the straight sides): blur it once.
      if y > ys.lowerBound && sameRow(src, y, y - 1, w) {
        (d + out.lowerBound).update(from: d - w + out.lowerBound, count: out.count)
        continue
      }
      // a ← row, b ← pass 1, a ← pass 2, row of dst ← pass 3; outside 0..<w both stay 0.
      a.update(from: s, count: w)
      tables[0].withUnsafeBufferPointer { boxRow(a, b, xs[1], passes[0], $0.isEmpty ? nil : $0.baseAddress) }
      tables[1].withUnsafeBufferPointer { boxRow(b, a, xs[2], passes[1], $0.isEmpty ? nil : $0.baseAddress) }
      tables[2].withUnsafeBufferPointer { boxRow(a, d, xs[3], passes[2], $0.isEmpty ? nil : $0.baseAddress) }
    }
  }

  /// One box pass along a row, for outputs `range`; the input reads up to `size` beyond either
  /// end, which must hold 0 there. The mean comes from a table of every possible sum when one is
  /// small (≤ 64 KiB: a load instead of a multiply, shift and clamp on the serial path).
  @inline(__always)
  private static func boxRow(
    _ s: UnsafePointer<UInt8>, _ d: UnsafeMutablePointer<UInt8>, _ range: Range<Int>, _ b: Box,
    _ means: UnsafePointer<UInt8>?
  ) {
    if let means {
      slide(s, d, range, b) { means[Int($0)] }
    } else {
      let inv = b.reciprocal
      slide(s, d, range, b) { mean($0, inv) }
    }
  }

  @inline(__always)
  private static func slide(
    _ s: UnsafePointer<UInt8>, _ d: UnsafeMutablePointer<UInt8>, _ range: Range<Int>, _ b: Box,
    _ mean: (UInt32) -> UInt8
  ) {
    guard !range.isEmpty else { return }
    var leaving = s + range.lowerBound - b.left
    var entering = leaving + b.size
    var sum: UInt32 = 0
    for j in 0..<b.size { sum &+= UInt32(leaving[j]) }
    for i in range {
      d[i] = mean(sum)
      sum = sum &+ (UInt32(entering.pointee) &- UInt32(leaving.pointee))
      leaving += 1
      entering += 1
    }
  }

  /// `mean(sum)` for every sum a box of `b.size` bytes can have, or nil when that is over 64 KiB.
  private static func meanTable(_ b: Box) -> [UInt8]? {
    guard b.size <= 65536 / 255 else { return nil }
    let inv = b.reciprocal
    return (0...UInt32(255 * b.size)).map { mean($0, inv) }
  }

  /// The vertical passes on `count` columns from `x`, with one running sum per column. Where the
  /// whole window lies inside a run of identical rows the output is that row mapped through a
  /// table (the same arithmetic), and the sums are rebuilt only when the run is left.
  private struct Window {
    let zero: UnsafeMutablePointer<UInt8>
    let sums: UnsafeMutableRawPointer
    let x, count, width, height: Int

    func pass(_ src: UnsafeMutablePointer<UInt8>, _ dst: UnsafeMutablePointer<UInt8>, _ b: Box, _ ys: Range<Int>) {
      guard !ys.isEmpty else { return }
      // 16-bit sums when a window's sum fits: twice the lanes per vector.
      if b.size * 255 <= Int(UInt16.max) {
        run(src, dst, b, ys, sums.bindMemory(to: UInt16.self, capacity: count))
      } else {
        run(src, dst, b, ys, sums.bindMemory(to: UInt32.self, capacity: count))
      }
    }

    private func row(_ p: UnsafeMutablePointer<UInt8>, _ y: Int) -> UnsafeMutablePointer<UInt8> {
      y >= 0 && y < height ? p + y * width + x : zero
    }

    private func run<Sum: FixedWidthInteger & UnsignedInteger>(
      _ src: UnsafeMutablePointer<UInt8>, _ dst: UnsafeMutablePointer<UInt8>, _ b: Box, _ ys: Range<Int>,
      _ sums: UnsafeMutablePointer<Sum>
    ) {
      let inv = b.reciprocal, n = count
      // First row of the run of identical rows each row of the window's reach belongs to.
      let lo = max(0, ys.lowerBound - b.left), hi = min(height, ys.upperBound - b.left + b.size - 1)
      var runStart = [Int](repeating: 0, count: max(0, hi - lo))
      for y in lo..<max(lo, hi) {
        runStart[y - lo] = y > lo && memcmp(row(src, y), row(src, y - 1), n) == 0 ? runStart[y - lo - 1] : y
      }
      var table = [UInt8](repeating: 0, count: 256)
      for v in 0..<256 { table[v] = mean(UInt32(v * b.size), inv) }
      var valid = false
      for y in ys {
        let d = dst + y * width + x
        let top = y - b.left, bottom = y - b.left + b.size - 1
        if top >= 0 && bottom < height && runStart[bottom - lo] <= top {
          let r = row(src, top)
          table.withUnsafeBufferPointer { t in
            for i in 0..<n { d[i] = t[Int(r[i])] }
          }
          valid = false
          continue
        }
        if !valid {
          sums.update(repeating: 0, count: n)
          for j in max(0, top)..<max(max(0, top), min(height, bottom + 1)) {
            let r = row(src, j)
            for i in 0..<n { sums[i] &+= Sum(r[i]) }
          }
          valid = true
        }
        // Output row y, then slide the window down one row for y + 1.
        let leaving = row(src, top), entering = row(src, bottom + 1)
        if Sum.self == UInt16.self, b.size > 1 {
          GaussianBlur.slideColumns(
            d, UnsafeMutableRawPointer(sums).assumingMemoryBound(to: UInt16.self), entering, leaving, n,
            UInt16(inv))
          continue
        }
        for i in 0..<n {
          let sum = sums[i]
          d[i] = mean(UInt32(truncatingIfNeeded: sum), inv)
          sums[i] = sum &+ Sum(entering[i]) &- Sum(leaving[i])
        }
      }
    }
  }

  /// `Window`'s sliding step on 16-bit sums with `inv` < 2¹⁶ (a box of 2 or more), in 16-bit
  /// lanes: (sum · inv + 32768) >> 16 is the product's high half plus the top bit of its low half
  /// (SSE2 has both multiplies for 16-bit lanes; 32-bit ones take `pmuludq` pairs and shuffles).
  static func slideColumns(
    _ d: UnsafeMutablePointer<UInt8>, _ sums: UnsafeMutablePointer<UInt16>, _ entering: UnsafePointer<UInt8>,
    _ leaving: UnsafePointer<UInt8>, _ n: Int, _ inv: UInt16
  ) {
    for i in 0..<n {
      let sum = sums[i]
      let high = UInt16(truncatingIfNeeded: (UInt32(sum) &* UInt32(inv)) >> 16)
      d[i] = UInt8(truncatingIfNeeded: min(255, high &+ (sum &* inv) >> 15))
      sums[i] = sum &+ UInt16(entering[i]) &- UInt16(leaving[i])
    }
  }

  /// A sampled Gaussian, one side (index 0 is the centre), in 16-bit weights summing to 65536.
  static func kernel(sigma: Double) -> [UInt32] {
    let radius = max(1, Int((3 * sigma).rounded(.up)))
    let raw = (0...radius).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
    let total = raw[0] + 2 * raw.dropFirst().reduce(0, +)
    var fixed = raw.map { UInt32(($0 / total * 65536).rounded()) }
    let fixedTotal = fixed[0] + 2 * fixed.dropFirst().reduce(0, +)
    fixed[0] = fixed[0] &+ 65536 &- fixedTotal
    return fixed
  }

  /// The sampled kernel `k` along rows (mask → temp), then along columns (temp → mask), for
  /// `columns` × `rows` of the result.
  private static func sampled(
    _ mask: UnsafeMutablePointer<UInt8>, _ temp: UnsafeMutablePointer<UInt8>, _ w: Int, _ h: Int, _ k: [UInt32],
    _ columns: Range<Int>, _ rows: Range<Int>
  ) {
    let r = k.count - 1, n = columns.count
    // A row with r zeros either side, a zero line for rows beyond the mask, the sums of a line.
    let line = UnsafeMutablePointer<UInt8>.allocate(capacity: w + 2 * r + n)
    let acc = UnsafeMutablePointer<UInt32>.allocate(capacity: n)
    defer {
      line.deallocate()
      acc.deallocate()
    }
    line.initialize(repeating: 0, count: w + 2 * r + n)
    let row = line + r, zero = line + w + 2 * r
    let x0 = columns.lowerBound
    for y in max(0, rows.lowerBound - r)..<min(h, rows.upperBound + r) {
      row.update(from: mask + y * w, count: w)
      weigh(k, temp + y * w + x0, n, acc) { j in (row + x0 - j, row + x0 + j) }
    }
    for y in rows {
      weigh(k, mask + y * w + x0, n, acc) { j in
        (y - j >= 0 ? temp + (y - j) * w + x0 : zero, y + j < h ? temp + (y + j) * w + x0 : zero)
      }
    }
  }

  /// One output line of the sampled kernel: `k[0]`·centre + Σ `k[j]`·(the two lines `j` away),
  /// rounded; `lines(j)` gives those two lines (for 0, the centre twice).
  @inline(__always)
  private static func weigh(
    _ k: [UInt32], _ d: UnsafeMutablePointer<UInt8>, _ n: Int, _ acc: UnsafeMutablePointer<UInt32>,
    _ lines: (Int) -> (UnsafeMutablePointer<UInt8>, UnsafeMutablePointer<UInt8>)
  ) {
    let centre = lines(0).0, k0 = k[0]
    for i in 0..<n { acc[i] = UInt32(centre[i]) &* k0 }
    for j in 1..<k.count {
      let (a, b) = lines(j)
      let kj = k[j]
      for i in 0..<n { acc[i] &+= (UInt32(a[i]) &+ UInt32(b[i])) &* kj }
    }
    for i in 0..<n { d[i] = UInt8(truncatingIfNeeded: min(255, (acc[i] &+ 32768) >> 16)) }
  }
}

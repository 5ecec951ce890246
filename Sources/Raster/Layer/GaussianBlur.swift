import Foundation

/// Separable Gaussian blur of an 8-bit mask in integer arithmetic (deterministic on every machine).
///
/// For σ ≥ 2 three successive box blurs approximate the Gaussian (the SVG/CSS filter-effects
/// recipe, box size d = ⌊σ·3·√(2π)/4 + 0.5⌋), costing O(1) per pixel whatever the radius; below
/// that a true sampled kernel is used, where the box approximation is poor. Vertical passes run
/// a row of column sums at once so memory is walked row by row.
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
    guard sigma > 0.05, width > 0, height > 0, mask.count == width * height else { return }
    var temp = [UInt8](repeating: 0, count: width * height)
    var sums = [UInt32](repeating: 0, count: max(width, height))
    mask.withUnsafeMutableBufferPointer { m in
      temp.withUnsafeMutableBufferPointer { t in
        sums.withUnsafeMutableBufferPointer { s in
          guard let mp = m.baseAddress, let tp = t.baseAddress, let sp = s.baseAddress else { return }
          if sigma < 2 {
            let weights = kernel(sigma: sigma)
            kernelRows(mp, tp, width, height, weights)
            kernelColumns(tp, mp, width, height, weights)
          } else {
            let passes = boxes(sigma: sigma)
            // Ping-pong: three horizontal passes end in temp, three vertical ones end in mask.
            var src = mp, dst = tp
            for (i, b) in passes.enumerated() {
              boxRows(src, dst, width, height, b)
              if i < passes.count - 1 { swap(&src, &dst) }
            }
            // After an odd number of passes the result is in tp.
            src = tp
            dst = mp
            for (i, b) in passes.enumerated() {
              boxColumns(src, dst, width, height, b, sp)
              if i < passes.count - 1 { swap(&src, &dst) }
            }
          }
        }
      }
    }
  }

  /// Whether rows `a` and `b` of a `w`-wide image hold the same bytes.
  @inline(__always)
  private static func sameRow(_ p: UnsafeMutablePointer<UInt8>, _ a: Int, _ b: Int, _ w: Int) -> Bool {
    memcmp(p + a * w, p + b * w, w) == 0
  }

  private static func boxRows(
    _ src: UnsafeMutablePointer<UInt8>, _ dst: UnsafeMutablePointer<UInt8>,
    _ w: Int, _ h: Int, _ b: Box
  ) {
    let inv = b.reciprocal
    for y in 0..<h {
      let s = src + y * w, d = dst + y * w
      // Shadow shapes repeat the same row many times (the straight sides): blur it once.
      if y > 0 && sameRow(src, y, y - 1, w) {
        d.update(from: d - w, count: w)
        continue
      }
      var sum: UInt32 = 0
      let lo = max(0, -b.left), hi = min(w - 1, b.size - 1 - b.left)
      if lo <= hi { for j in lo...hi { sum += UInt32(s[j]) } }
      for i in 0..<w {
        d[i] = UInt8(truncatingIfNeeded: min(255, (sum &* inv &+ 32768) >> 16))
        let leaving = i - b.left, entering = i - b.left + b.size
        if leaving >= 0 { sum -= UInt32(s[leaving]) }
        if entering < w { sum += UInt32(s[entering]) }
      }
    }
  }

  /// The vertical pass keeps one running sum per column. Where the whole window lies inside a run
  /// of identical rows the output is that row mapped through a table (the same arithmetic), and
  /// the sums are rebuilt only when the run is left.
  private static func boxColumns(
    _ src: UnsafeMutablePointer<UInt8>, _ dst: UnsafeMutablePointer<UInt8>,
    _ w: Int, _ h: Int, _ b: Box, _ sums: UnsafeMutablePointer<UInt32>
  ) {
    let inv = b.reciprocal
    var runStart = [Int](repeating: 0, count: h)
    for y in 1..<max(1, h) { runStart[y] = sameRow(src, y, y - 1, w) ? runStart[y - 1] : y }
    var table = [UInt8](repeating: 0, count: 256)
    for v in 0..<256 { table[v] = UInt8(truncatingIfNeeded: min(255, (UInt32(v * b.size) &* inv &+ 32768) >> 16)) }
    var valid = false
    for y in 0..<h {
      let d = dst + y * w
      let top = y - b.left, bottom = y - b.left + b.size - 1
      if top >= 0 && bottom < h && runStart[bottom] <= top {
        let row = src + top * w
        for x in 0..<w { d[x] = table[Int(row[x])] }
        valid = false
        continue
      }
      if !valid {
        sums.update(repeating: 0, count: w)
        let lo = max(0, top), hi = min(h - 1, bottom)
        if lo <= hi {
          for j in lo...hi {
            let row = src + j * w
            for x in 0..<w { sums[x] += UInt32(row[x]) }
          }
        }
        valid = true
      }
      for x in 0..<w { d[x] = UInt8(truncatingIfNeeded: min(255, (sums[x] &* inv &+ 32768) >> 16)) }
      // Slide the window down one row for y + 1.
      if top >= 0 {
        let row = src + top * w
        for x in 0..<w { sums[x] -= UInt32(row[x]) }
      }
      if bottom + 1 < h {
        let row = src + (bottom + 1) * w
        for x in 0..<w { sums[x] += UInt32(row[x]) }
      }
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

  private static func kernelRows(
    _ src: UnsafeMutablePointer<UInt8>, _ dst: UnsafeMutablePointer<UInt8>,
    _ w: Int, _ h: Int, _ k: [UInt32]
  ) {
    let r = k.count - 1
    for y in 0..<h {
      let s = src + y * w, d = dst + y * w
      for i in 0..<w {
        var acc = UInt32(s[i]) * k[0]
        for j in 1...r {
          if i - j >= 0 { acc += UInt32(s[i - j]) * k[j] }
          if i + j < w { acc += UInt32(s[i + j]) * k[j] }
        }
        d[i] = UInt8(truncatingIfNeeded: min(255, (acc + 32768) >> 16))
      }
    }
  }

  private static func kernelColumns(
    _ src: UnsafeMutablePointer<UInt8>, _ dst: UnsafeMutablePointer<UInt8>,
    _ w: Int, _ h: Int, _ k: [UInt32]
  ) {
    let r = k.count - 1
    for y in 0..<h {
      let d = dst + y * w
      for x in 0..<w {
        var acc = UInt32(src[y * w + x]) * k[0]
        for j in 1...r {
          if y - j >= 0 { acc += UInt32(src[(y - j) * w + x]) * k[j] }
          if y + j < h { acc += UInt32(src[(y + j) * w + x]) * k[j] }
        }
        d[x] = UInt8(truncatingIfNeeded: min(255, (acc + 32768) >> 16))
      }
    }
  }
}

/// Reduces many opaque colours to a few in RGB, the space PSNR is measured in, weighting each
/// colour by the pixels that show it (a pixel shown for n frames counts n times). The first
/// groups come from merging, two at a time, the pair that adds the least squared error (Ward's
/// method: with a few hundred colours over a palette, rare anti-aliasing shades merge into their
/// neighbours and every heavy colour stays alone), or above `mergeLimit` colours from a greedy
/// variance-minimising cut; Lloyd (k-means) passes then move each centre to the mean of the
/// colours nearest to it, and a centre is finally replaced by its heaviest colour when that costs
/// no more, so a background or text colour stays exact.
struct Quantizer {
  /// Colours as RGB coordinates, their pixel weights, and the packed colours themselves.
  private var points: [SIMD3<Float>] = []
  private var weights: [Double] = []
  private var colors: [UInt32] = []
  /// The groups' history, as cuts: group `j` (j ≥ 1) was split off group `parent[j]` (< j), and
  /// `label[i]` is the group of colour `i` after every cut; the groups of a smaller count undo
  /// the later cuts. (A merge of b into a, read backwards, is a cut of b off a.)
  private var parent: [Int] = [0]
  private var label: [Int] = []

  /// Above this many distinct colours, colours are first merged into buckets of 7, 6 or 5 bits
  /// per channel, the finest leaving at most this many (each bucket keeps its exact weighted
  /// mean), which bounds k-means cost on noisy frames. Fixed 5-bit buckets (8 levels a side) held
  /// gradients and blurs near 42 dB: no centre can fall between two buckets' means.
  static let bucketThreshold = 65536
  /// Up to this many colours the groups come from merging (quadratic in the count), above from cutting.
  static let mergeLimit = 2048
  /// The most colours `reduce` is asked for (a GIF palette beside its transparent entry).
  static let mostColors = 255

  init(colors opaque: [(key: UInt32, value: UInt64)]) {
    if opaque.count > Self.bucketThreshold {
      for (color, weight) in Self.buckets(opaque) { append(color, weight: weight) }
    } else {
      for (c, n) in opaque { append(c, weight: Double(n)) }
    }
    if points.count <= Self.mergeLimit { merge() } else { cut(into: Self.mostColors) }
  }

  /// Ward's method: merges the pair of groups whose union adds the least squared error,
  /// w₁w₂ / (w₁ + w₂) · |m₁ − m₂|², until one group is left; ties go to the lower indices. Each
  /// group keeps its nearest partner; a merge can only move the others' nearest partners farther
  /// (Ward's distance is reducible), so only groups whose partner was merged are searched again.
  private mutating func merge() {
    let n = points.count
    guard n > 1 else {
      label = [Int](repeating: 0, count: n)
      return
    }
    // Raw buffers: the scans below cost 386 M instructions on row-expand through bounds-checked arrays.
    let weight = UnsafeMutableBufferPointer<Double>.allocate(capacity: n)
    defer { weight.deallocate() }
    let sum = UnsafeMutableBufferPointer<SIMD3<Double>>.allocate(capacity: n)
    defer { sum.deallocate() }
    // Each group's mean, kept with its sum (the same division, made once a merge, not once a pair).
    let mean = UnsafeMutableBufferPointer<SIMD3<Double>>.allocate(capacity: n)
    defer { mean.deallocate() }
    let partner = UnsafeMutableBufferPointer<Int>.allocate(capacity: n)
    defer { partner.deallocate() }
    let partnerCost = UnsafeMutableBufferPointer<Double>.allocate(capacity: n)
    defer { partnerCost.deallocate() }
    // The groups not merged away, ascending: a scan meets them in the order a scan of all would.
    let live = UnsafeMutableBufferPointer<Int>.allocate(capacity: n)
    defer { live.deallocate() }
    var liveCount = n
    for i in 0..<n {
      weight[i] = weights[i]
      sum[i] = SIMD3<Double>(points[i]) * weights[i]
      mean[i] = sum[i] / weight[i]
      partner[i] = -1
      partnerCost[i] = .infinity
      live[i] = i
    }
    @inline(__always) func cost(_ a: Int, _ b: Int) -> Double {
      let d = mean[a] - mean[b]
      return weight[a] * weight[b] / (weight[a] + weight[b]) * (d * d).sum()
    }
    func findPartner(_ a: Int) {
      partner[a] = -1
      partnerCost[a] = .infinity
      for j in 0..<liveCount where live[j] != a {
        let b = live[j]
        let c = cost(a, b)
        if c < partnerCost[a] {
          partnerCost[a] = c
          partner[a] = b
        }
      }
    }
    // The first partners, each pair costed once: the cost is symmetric to the bit, and every
    // group still meets its candidates in ascending order, so ties go as `findPartner` sends them.
    for a in 0..<n {
      for b in (a + 1)..<n {
        let c = cost(a, b)
        if c < partnerCost[a] {
          partnerCost[a] = c
          partner[a] = b
        }
        if c < partnerCost[b] {
          partnerCost[b] = c
          partner[b] = a
        }
      }
    }
    // merges[k] = (survivor, absorbed) of the k-th merge.
    var merges: [(into: Int, from: Int)] = []
    merges.reserveCapacity(n - 1)
    for _ in 1..<n {
      var a = live[0]
      for j in 1..<liveCount where partnerCost[live[j]] < partnerCost[a] { a = live[j] }
      let b = partner[a]
      // The buffers are unchecked: a group left with no partner (a NaN mean) must not read index -1.
      precondition(b >= 0, "no group to merge with")
      let (into, from) = (min(a, b), max(a, b))
      weight[into] += weight[from]
      sum[into] += sum[from]
      mean[into] = sum[into] / weight[into]
      var j = 0
      while live[j] != from { j += 1 }
      liveCount -= 1
      while j < liveCount {
        live[j] = live[j + 1]
        j += 1
      }
      merges.append((into, from))
      findPartner(into)
      for j in 0..<liveCount {
        let i = live[j]
        if i != into && (partner[i] == into || partner[i] == from) { findPartner(i) }
      }
    }
    // Numbered as cuts: the survivor of every merge is group 0, the group absorbed last is 1.
    var number = [Int](repeating: 0, count: n)
    for (k, m) in merges.enumerated() { number[m.from] = n - 1 - k }
    parent = [Int](repeating: 0, count: n)
    for m in merges { parent[number[m.from]] = number[m.into] }
    label = number
  }

  /// `opaque` merged into the finest buckets (7, 6 or 5 bits per channel) that number at most
  /// `bucketThreshold`, each as its weighted mean colour, ascending by bucket. The sums run in
  /// `opaque`'s order, so they do not depend on how the table hashes.
  private static func buckets(_ opaque: [(key: UInt32, value: UInt64)]) -> [(color: UInt32, weight: Double)] {
    func key(_ c: UInt32, bits: Int) -> Int {
      let drop = 8 - bits
      return (PackedColor.r(c) >> drop) << (2 * bits) | (PackedColor.g(c) >> drop) << bits | PackedColor.b(c) >> drop
    }
    // One pass counts the buckets of 7 and 6 bits (bitsets of 2^21 and 2^18 bits), so the colours
    // are summed only once, at the finest width that fits; 5 bits make at most 32,768 buckets.
    var seven = BucketCount(bits: 7), six = BucketCount(bits: 6)
    for (c, _) in opaque {
      seven.insert(key(c, bits: 7))
      six.insert(key(c, bits: 6))
    }
    let bits = seven.count <= bucketThreshold ? 7 : six.count <= bucketThreshold ? 6 : 5
    var sums: [UInt32: SIMD4<Double>] = [:]
    sums.reserveCapacity(min(opaque.count, bucketThreshold))
    for (c, n) in opaque {
      let w = Double(n)
      sums[UInt32(key(c, bits: bits)), default: .zero] += SIMD4(
        w * Double(PackedColor.r(c)), w * Double(PackedColor.g(c)), w * Double(PackedColor.b(c)), w)
    }
    // A colour counted and then removed may be left with no weight: it has no mean.
    return sums.keys.sorted().compactMap { key in
      guard let s = sums[key], s.w > 0 else { return nil }
      let color = PackedColor.pack(Int((s.x / s.w).rounded()), Int((s.y / s.w).rounded()), Int((s.z / s.w).rounded()))
      return (color, s.w)
    }
  }

  /// How many distinct buckets of one width the colours fill.
  private struct BucketCount {
    private var words: [UInt64]
    private(set) var count = 0

    init(bits: Int) { words = [UInt64](repeating: 0, count: 1 << (3 * bits - 6)) }

    mutating func insert(_ key: Int) {
      let bit = UInt64(1) << UInt64(key & 63)
      if words[key >> 6] & bit == 0 {
        words[key >> 6] |= bit
        count += 1
      }
    }
  }

  private mutating func append(_ color: UInt32, weight: Double) {
    colors.append(color)
    points.append(SIMD3(Float(PackedColor.r(color)), Float(PackedColor.g(color)), Float(PackedColor.b(color))))
    weights.append(weight)
  }

  /// At most `count` colours (1...255) with the pixel weight each one stands for, ascending by colour.
  func reduce(to count: Int, iterations: Int = 8) -> [(color: UInt32, weight: UInt64)] {
    guard !points.isEmpty else { return [] }
    let n = min(max(count, 1), parent.count)
    var assignment = label.map { box in
      var b = box
      while b >= n { b = parent[b] }
      return b
    }
    var centres = means(assignment, count: n, previous: [SIMD3<Float>](repeating: .zero, count: n))
    for _ in 0..<iterations {
      guard assign(centres, into: &assignment) else { break }
      centres = means(assignment, count: n, previous: centres)
    }
    _ = assign(centres, into: &assignment)
    let chosen = snapped(centres, assignment: assignment)
    var totals = [Double](repeating: 0, count: n)
    for i in points.indices { totals[assignment[i]] += weights[i] }
    // Centres that coincide after rounding are merged so the palette has no duplicates.
    var merged: [UInt32: Double] = [:]
    for k in 0..<n where totals[k] > 0 { merged[chosen[k], default: 0] += totals[k] }
    // Sums of counts below 2⁵³ are exact in a Double; the cap only keeps the conversion from trapping.
    return merged.map { ($0.key, UInt64(min($0.value, 0x1p63))) }.sorted { $0.color < $1.color }
  }

  /// Cuts the colours into up to `count` boxes: each time the box with the largest weighted
  /// squared error is cut, across its axis of largest variance, where the two halves' errors
  /// add up to the least.
  private mutating func cut(into count: Int) {
    var boxes: [[Int]] = [Array(points.indices)]
    var errors = [error(of: boxes[0])]
    label = [Int](repeating: 0, count: points.count)
    while boxes.count < count {
      guard let worst = errors.indices.max(by: { errors[$0] < errors[$1] }), errors[worst] > 0 else { break }
      let (left, right) = split(boxes[worst])
      boxes[worst] = left
      errors[worst] = error(of: left)
      for i in right { label[i] = boxes.count }
      parent.append(worst)
      boxes.append(right)
      errors.append(error(of: right))
    }
  }

  /// The best cut of a box (at least two colours, with some error) into two non-empty halves.
  private func split(_ box: [Int]) -> ([Int], [Int]) {
    var mean = SIMD3<Double>.zero, total = 0.0
    for i in box {
      mean += SIMD3<Double>(points[i]) * weights[i]
      total += weights[i]
    }
    mean /= total
    var spread = SIMD3<Double>.zero
    for i in box {
      let d = SIMD3<Double>(points[i]) - mean
      spread += d * d * weights[i]
    }
    let axis = spread.x >= spread.y && spread.x >= spread.z ? 0 : (spread.y >= spread.z ? 1 : 2)
    // Ties broken by colour, so the cut does not depend on the order colours arrived in (then by
    // place in the box, as a stable sort would). Packed words (channel, colour, place; a channel is
    // a whole 0...255) sort without a closure: split costs 28 % fewer instructions.
    precondition(box.count < 1 << 17)
    var keys = box.enumerated().map { place, i in
      UInt64(points[i][axis]) << 49 | UInt64(colors[i]) << 17 | UInt64(place)
    }
    keys.sort()
    let sorted = keys.map { box[Int(truncatingIfNeeded: $0 & 0x1_FFFF)] }
    // Prefix sums of w, w·x and w·|x|² give each half's error, Σw|x|² − |Σwx|²/Σw, in O(1).
    var w = 0.0, s = SIMD3<Double>.zero, q = 0.0
    var prefix: [(w: Double, s: SIMD3<Double>, q: Double)] = []
    prefix.reserveCapacity(sorted.count)
    for i in sorted {
      let p = SIMD3<Double>(points[i])
      w += weights[i]
      s += p * weights[i]
      q += (p * p).sum() * weights[i]
      prefix.append((w, s, q))
    }
    var best = 1
    var bestError = Double.infinity
    for k in 1..<sorted.count where points[sorted[k]][axis] != points[sorted[k - 1]][axis] {
      let l = prefix[k - 1]
      let rw = w - l.w, rs = s - l.s, rq = q - l.q
      let e = (l.q - (l.s * l.s).sum() / l.w) + (rq - (rs * rs).sum() / rw)
      if e < bestError {
        bestError = e
        best = k
      }
    }
    return (Array(sorted[..<best]), Array(sorted[best...]))
  }

  private func error(of box: [Int]) -> Double {
    guard box.count > 1 else { return 0 }
    var w = 0.0, s = SIMD3<Double>.zero, q = 0.0
    for i in box {
      let p = SIMD3<Double>(points[i])
      w += weights[i]
      s += p * weights[i]
      q += (p * p).sum() * weights[i]
    }
    return max(q - (s * s).sum() / w, 0)
  }

  /// Assigns each colour its nearest centre (ties to the lower index); false when nothing moved.
  /// Centres are scanned outward from the colour's r + g + b, and a scan stops where that sum's
  /// gap alone rules the rest out ((Δr + Δg + Δb)² ≤ 3 (Δr² + Δg² + Δb²)).
  private func assign(_ centres: [SIMD3<Float>], into assignment: inout [Int]) -> Bool {
    let order = centres.indices.sorted { a, b in
      centres[a].sum() != centres[b].sum() ? centres[a].sum() < centres[b].sum() : a < b
    }
    let scanned = order.map { centres[$0] }
    let sums = scanned.map { $0.sum() }
    // A hair over 3, so float rounding never skips a centre that ties.
    let slack: Float = 3.001
    var moved = false
    // Raw buffers: with bounds-checked arrays this function cost 126 M instructions on
    // constraint-width-reflow, 98 M so.
    points.withUnsafeBufferPointer { points in
      centres.withUnsafeBufferPointer { centres in
        scanned.withUnsafeBufferPointer { scanned in
          sums.withUnsafeBufferPointer { sums in
            order.withUnsafeBufferPointer { order in
              assignment.withUnsafeMutableBufferPointer { assignment in
                for i in 0..<points.count {
                  let p = points[i], ps = p.sum()
                  var best = assignment[i]
                  var bestDistance = distance(p, centres[best])
                  @inline(__always) func consider(_ j: Int) {
                    let k = order[j]
                    let d = distance(p, scanned[j])
                    if d < bestDistance || (d == bestDistance && k < best) {
                      bestDistance = d
                      best = k
                    }
                  }
                  var lo = 0, hi = sums.count
                  while lo < hi {
                    let mid = (lo + hi) / 2
                    if sums[mid] < ps { lo = mid + 1 } else { hi = mid }
                  }
                  var up = lo
                  while up < sums.count, (sums[up] - ps) * (sums[up] - ps) <= slack * bestDistance {
                    consider(up)
                    up += 1
                  }
                  var down = lo - 1
                  while down >= 0, (ps - sums[down]) * (ps - sums[down]) <= slack * bestDistance {
                    consider(down)
                    down -= 1
                  }
                  if best != assignment[i] {
                    assignment[i] = best
                    moved = true
                  }
                }
              }
            }
          }
        }
      }
    }
    return moved
  }

  @inline(__always) private func distance(_ a: SIMD3<Float>, _ b: SIMD3<Float>) -> Float {
    let d = a - b
    return (d * d).sum()
  }

  /// The weighted mean of each centre's colours (the previous centre when it has none).
  private func means(_ assignment: [Int], count: Int, previous: [SIMD3<Float>]) -> [SIMD3<Float>] {
    var sums = [SIMD3<Double>](repeating: .zero, count: count)
    var totals = [Double](repeating: 0, count: count)
    for i in points.indices {
      sums[assignment[i]] += SIMD3<Double>(points[i]) * weights[i]
      totals[assignment[i]] += weights[i]
    }
    return (0..<count).map { k in totals[k] > 0 ? SIMD3<Float>(sums[k] / totals[k]) : previous[k] }
  }

  /// Each centre as a colour: its rounded mean, or its heaviest colour when that has no larger
  /// squared error over the centre's colours (exact UI colours matter more than a rounding).
  private func snapped(_ centres: [SIMD3<Float>], assignment: [Int]) -> [UInt32] {
    var heaviest = [Int](repeating: -1, count: centres.count)
    for i in points.indices {
      let k = assignment[i]
      if heaviest[k] < 0 || weights[i] > weights[heaviest[k]] { heaviest[k] = i }
    }
    var rounded = centres.map { c in
      PackedColor.pack(Int(c.x.rounded()), Int(c.y.rounded()), Int(c.z.rounded()))
    }
    var errorRounded = [Double](repeating: 0, count: centres.count)
    var errorHeaviest = errorRounded
    for i in points.indices {
      let k = assignment[i]
      let r = rounded[k]
      let p = points[i]
      let dr = SIMD3<Float>(Float(PackedColor.r(r)), Float(PackedColor.g(r)), Float(PackedColor.b(r))) - p
      errorRounded[k] += Double((dr * dr).sum()) * weights[i]
      let dh = points[heaviest[k]] - p
      errorHeaviest[k] += Double((dh * dh).sum()) * weights[i]
    }
    for k in rounded.indices where heaviest[k] >= 0 && errorHeaviest[k] <= errorRounded[k] {
      rounded[k] = colors[heaviest[k]]
    }
    return rounded
  }
}

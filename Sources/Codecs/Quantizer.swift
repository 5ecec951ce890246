/// Reduces many opaque colours to a few, in Oklab, weighting each colour by its pixel count:
/// a variance-driven median cut for the initial boxes, then a few k-means (Lloyd) passes.
struct Quantizer {
  private var points: [Oklab] = []
  private var weights: [Float] = []

  /// Above this many distinct colours, colours are first merged into 5-bit-per-channel buckets
  /// (each bucket keeps its exact weighted mean), which bounds k-means cost on noisy frames.
  static let bucketThreshold = 32768

  init(colors: [(key: UInt32, value: UInt32)]) {
    if colors.count > Self.bucketThreshold {
      var sums = [Double](repeating: 0, count: 32768 * 4)
      for (c, n) in colors {
        let k = ((PackedColor.r(c) >> 3) << 10 | (PackedColor.g(c) >> 3) << 5 | (PackedColor.b(c) >> 3)) * 4
        let w = Double(n)
        sums[k] += w * Double(PackedColor.r(c))
        sums[k + 1] += w * Double(PackedColor.g(c))
        sums[k + 2] += w * Double(PackedColor.b(c))
        sums[k + 3] += w
      }
      for k in stride(from: 0, to: sums.count, by: 4) where sums[k + 3] > 0 {
        let w = sums[k + 3]
        let c = PackedColor.pack(
          Int((sums[k] / w).rounded()), Int((sums[k + 1] / w).rounded()), Int((sums[k + 2] / w).rounded()))
        points.append(Oklab(packed: c))
        weights.append(Float(w))
      }
    } else {
      points = colors.map { Oklab(packed: $0.key) }
      weights = colors.map { Float($0.value) }
    }
  }

  /// At most `count` colours with the pixel weight each one represents.
  func reduce(to count: Int, iterations: Int = 4) -> [(color: UInt32, weight: UInt32)] {
    var centres = medianCut(count)
    var assignment = [Int](repeating: 0, count: points.count)
    for _ in 0..<iterations {
      assign(centres, into: &assignment)
      centres = means(assignment, count: centres.count, previous: centres)
    }
    assign(centres, into: &assignment)
    var totals = [Float](repeating: 0, count: centres.count)
    for i in 0..<points.count { totals[assignment[i]] += weights[i] }
    // Centres that coincide after rounding to sRGB are merged so the palette has no duplicates.
    var merged: [UInt32: Float] = [:]
    for (k, c) in centres.enumerated() where totals[k] > 0 { merged[c.packed, default: 0] += totals[k] }
    return merged.map { ($0.key, UInt32(min($0.value, Float(UInt32.max - 1)))) }.sorted { $0.color < $1.color }
  }

  /// Repeatedly splits the box with the largest weighted squared error at the weighted median of
  /// its widest axis.
  private func medianCut(_ count: Int) -> [Oklab] {
    var boxes: [[Int]] = [Array(0..<points.count)]
    var errors = [boxError(boxes[0])]
    while boxes.count < count {
      guard let worst = errors.indices.max(by: { errors[$0] < errors[$1] }), errors[worst] > 0 else { break }
      let box = boxes[worst]
      let axis = widestAxis(box)
      let sorted = box.sorted { coordinate(points[$0], axis) < coordinate(points[$1], axis) }
      let half = sorted.reduce(Float(0)) { $0 + weights[$1] } / 2
      var acc: Float = 0
      var cut = 1
      for (i, p) in sorted.enumerated() {
        acc += weights[p]
        if acc >= half {
          cut = min(max(i + 1, 1), sorted.count - 1)
          break
        }
      }
      let left = Array(sorted[..<cut]), right = Array(sorted[cut...])
      boxes[worst] = left
      errors[worst] = boxError(left)
      boxes.append(right)
      errors.append(boxError(right))
    }
    return boxes.map { mean($0) }
  }

  private func coordinate(_ p: Oklab, _ axis: Int) -> Float { axis == 0 ? p.l : axis == 1 ? p.a : p.b }

  private func widestAxis(_ box: [Int]) -> Int {
    var lo = [Float](repeating: .infinity, count: 3), hi = [Float](repeating: -.infinity, count: 3)
    for i in box {
      for axis in 0..<3 {
        let v = coordinate(points[i], axis)
        lo[axis] = min(lo[axis], v)
        hi[axis] = max(hi[axis], v)
      }
    }
    let spans = (0..<3).map { hi[$0] - lo[$0] }
    return spans[0] >= spans[1] && spans[0] >= spans[2] ? 0 : (spans[1] >= spans[2] ? 1 : 2)
  }

  private func mean(_ box: [Int]) -> Oklab {
    var l: Float = 0, a: Float = 0, b: Float = 0, w: Float = 0
    for i in box {
      let p = points[i], wi = weights[i]
      l += p.l * wi
      a += p.a * wi
      b += p.b * wi
      w += wi
    }
    return w > 0 ? Oklab(l: l / w, a: a / w, b: b / w) : Oklab(l: 0, a: 0, b: 0)
  }

  private func boxError(_ box: [Int]) -> Float {
    guard box.count > 1 else { return 0 }
    let m = mean(box)
    return box.reduce(Float(0)) { $0 + weights[$1] * points[$1].distanceSquared(m) }
  }

  private func assign(_ centres: [Oklab], into assignment: inout [Int]) {
    centres.withUnsafeBufferPointer { cs in
      for i in 0..<points.count {
        let p = points[i]
        var best = 0
        var bestDistance = Float.infinity
        for k in 0..<cs.count {
          let d = p.distanceSquared(cs[k])
          if d < bestDistance {
            bestDistance = d
            best = k
          }
        }
        assignment[i] = best
      }
    }
  }

  private func means(_ assignment: [Int], count: Int, previous: [Oklab]) -> [Oklab] {
    var sums = [Float](repeating: 0, count: count * 4)
    for i in 0..<points.count {
      let k = assignment[i] * 4, p = points[i], w = weights[i]
      sums[k] += p.l * w
      sums[k + 1] += p.a * w
      sums[k + 2] += p.b * w
      sums[k + 3] += w
    }
    return (0..<count).map { k in
      let w = sums[k * 4 + 3]
      return w > 0 ? Oklab(l: sums[k * 4] / w, a: sums[k * 4 + 1] / w, b: sums[k * 4 + 2] / w) : previous[k]
    }
  }
}

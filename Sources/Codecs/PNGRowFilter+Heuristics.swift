import Glibc

/// Per-row filter choices by other scores than the sum of magnitudes: the count of distinct byte
/// pairs (a row whose filtered bytes repeat few pairs gives deflate long, cheap matches: UI art
/// with a few flat colours and anti-aliased edges) and the Shannon entropy of the bytes (what a
/// Huffman code alone would spend). Each filter's output is written to scratch and scored; the
/// lowest score wins, ties going to the lower filter type. Holds its scratch rows, so one scorer
/// serves one thread.
struct PNGRowScorer {
  enum Score: Sendable {
    case bigrams, entropy
  }

  let score: Score
  private var scratch: [UInt8]
  /// One bit per byte pair (65,536 bits); cleared after each count by walking the same pairs.
  private var seen = [UInt64](repeating: 0, count: 1024)
  private var histogram = [Int32](repeating: 0, count: 256)

  init(_ score: Score, rowBytes: Int) {
    self.score = score
    scratch = [UInt8](repeating: 0, count: max(1, rowBytes))
  }

  /// The filter with the lowest score for `row` (`previous` is the row above, zeros for the first).
  mutating func choose(row: UnsafePointer<UInt8>, previous: UnsafePointer<UInt8>, count: Int, bpp: Int)
    -> PNGRowFilter
  {
    var best = PNGRowFilter.none
    var bestScore = Double.infinity
    let score = self.score
    scratch.withUnsafeMutableBufferPointer { out in
      seen.withUnsafeMutableBufferPointer { bits in
        histogram.withUnsafeMutableBufferPointer { counts in
          guard let o = out.baseAddress, let b = bits.baseAddress, let h = counts.baseAddress else { return }
          for filter in PNGRowFilter.allCases {
            PNGRowFilter.apply(filter, row: row, previous: previous, count: count, bpp: bpp, into: o)
            let value =
              score == .bigrams
              ? Double(Self.distinctPairs(o, count: count, bits: b)) : Self.entropyBits(o, count: count, histogram: h)
            if value < bestScore { (best, bestScore) = (filter, value) }
          }
        }
      }
    }
    return best
  }

  /// Distinct (byte, next byte) pairs in `bytes`.
  static func distinctPairs(_ bytes: UnsafePointer<UInt8>, count: Int, bits: UnsafeMutablePointer<UInt64>) -> Int {
    guard count > 1 else { return 0 }
    var distinct = 0
    var i = 1
    while i < count {
      let pair = Int(bytes[i &- 1]) &<< 8 | Int(bytes[i])
      let word = pair &>> 6, mask = UInt64(1) &<< UInt64(pair & 63)
      if bits[word] & mask == 0 {
        bits[word] |= mask
        distinct &+= 1
      }
      i &+= 1
    }
    i = 1
    while i < count {
      bits[(Int(bytes[i &- 1]) &<< 8 | Int(bytes[i])) &>> 6] = 0
      i &+= 1
    }
    return distinct
  }

  /// Bits a Huffman code of the byte frequencies would need at best: n log2 n − Σ c log2 c.
  static func entropyBits(_ bytes: UnsafePointer<UInt8>, count: Int, histogram: UnsafeMutablePointer<Int32>)
    -> Double
  {
    for i in 0..<count { histogram[Int(bytes[i])] &+= 1 }
    var sum = 0.0
    for v in 0..<256 where histogram[v] > 0 {
      let c = Double(histogram[v])
      sum += c * log2(c)
      histogram[v] = 0
    }
    let n = Double(count)
    return n * log2(max(n, 1)) - sum
  }
}

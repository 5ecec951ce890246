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
  /// One bit per byte pair (65,536 bits); after each count, the words it set are cleared.
  private var seen = [UInt64](repeating: 0, count: 1024)
  /// The words of `seen` a count set, in the order it set them (at most all 1,024).
  private var touched = [UInt16](repeating: 0, count: 1024)
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
        touched.withUnsafeMutableBufferPointer { words in
          histogram.withUnsafeMutableBufferPointer { counts in
            guard let o = out.baseAddress, let b = bits.baseAddress, let w = words.baseAddress,
              let h = counts.baseAddress
            else { return }
            for filter in PNGRowFilter.allCases {
              PNGRowFilter.apply(filter, row: row, previous: previous, count: count, bpp: bpp, into: o)
              // A count that reaches the best so far cannot win (ties keep the lower filter): it stops there.
              let limit = score == .bigrams && bestScore.isFinite ? Int(bestScore) : Int.max
              let value =
                score == .bigrams
                ? Double(Self.distinctPairs(o, count: count, bits: b, touched: w, limit: limit))
                : Self.entropyBits(o, count: count, histogram: h)
              if value < bestScore { (best, bestScore) = (filter, value) }
            }
          }
        }
      }
    }
    return best
  }

  /// Distinct (byte, next byte) pairs in `bytes`, or some count from `limit` up once it has
  /// that many. `bits` (1,024 words) must be all zeros, and is left so; `touched` holds 1,024
  /// word numbers. Filtered UI rows are mostly runs: 8 bytes repeating the byte before them add
  /// only that byte's pair with itself, so a run is checked 8 bytes at a time.
  static func distinctPairs(
    _ bytes: UnsafePointer<UInt8>, count: Int, bits: UnsafeMutablePointer<UInt64>,
    touched: UnsafeMutablePointer<UInt16>, limit: Int = .max
  ) -> Int {
    guard count > 1 else { return 0 }
    var distinct = 0
    var words = 0
    @inline(__always) func insert(_ pair: Int) {
      let word = pair &>> 6, mask = UInt64(1) &<< UInt64(pair & 63)
      let old = bits[word]
      if old == 0 {
        touched[words] = UInt16(truncatingIfNeeded: word)
        words &+= 1
      }
      if old & mask == 0 {
        bits[word] = old | mask
        distinct &+= 1
      }
    }
    let raw = UnsafeRawPointer(bytes)
    var i = 1
    while i < count && distinct < limit {
      if count &- i >= 8 {
        let v = bytes[i &- 1]
        if raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) == UInt64(v) &* 0x0101_0101_0101_0101 {
          insert(Int(v) &<< 8 | Int(v))
          i &+= 8
          continue
        }
      }
      // Not a run: the next 8 pairs (or the rest) one by one, then look for a run again.
      let end = min(count, i &+ 8)
      while i < end {
        insert(Int(bytes[i &- 1]) &<< 8 | Int(bytes[i]))
        i &+= 1
      }
    }
    for k in 0..<words { bits[Int(touched[k])] = 0 }
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

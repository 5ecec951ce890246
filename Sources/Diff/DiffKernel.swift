/// Totals gathered by one pass over an image pair.
struct DiffTally {
  var mismatched = 0
  var antiAliased = 0
  var largestChannelDelta = 0.0
}

/// The hot loop: walks two same-sized images row by row on raw buffers, counts what differs and
/// paints the difference image.
///
/// Rows are compared as raw bytes first because most rows of a regression test are untouched; only
/// a row that differs is walked pixel by pixel, and only a pixel whose RGBA word differs pays for
/// the colour maths. Pixels above the threshold are collected first and classified afterwards, so
/// the anti-aliasing test can be run in the form that suits the row: per pixel when they are few,
/// from precomputed rows of flags and brightness when they are many. A row is classified once the
/// next row has been read: the test reads the rows above and below each candidate, and the row
/// below, at random columns, missed the cache at nearly every candidate before it had been read. Loops are `while` loops:
/// test targets build unoptimised, where `for` over a range is several times slower.
struct DiffKernel {
  let reference: UnsafePointer<UInt8>
  let actual: UnsafePointer<UInt8>
  /// Where the difference image goes; nil when only the numbers are wanted.
  let output: UnsafeMutablePointer<UInt8>?
  let width: Int
  let height: Int
  /// Squared YIQ distance above which a pixel differs (threshold² × the largest distance).
  let deltaLimit: Double
  let detectsAntiAliasing: Bool
  let fade: Double
  /// How rows are classified; only tests force one form, to check both give the same answers.
  var strategy = ClassificationStrategy.automatic

  /// Which of the two equivalent forms of the anti-aliasing classification a row takes.
  enum ClassificationStrategy {
    /// Per row, by the number of candidates (the only one used outside tests).
    case automatic
    /// Every row pixel by pixel from the images, each row scanned by skipping to differences.
    case alwaysSparse
    /// Every row from precomputed flag and brightness rows, each row scanned in full.
    case alwaysDense
  }

  var detector: AntiAliasDetector { AntiAliasDetector(width: width, height: height) }

  func run() -> DiffTally {
    DiffScratch.with(reference: reference, actual: actual, width: width, height: height) { scratch in
      var tally = DiffTally()
      var grey = GreyPainter(fade: fade)
      let rowBytes = width * 4
      var waiting = (row: 0, count: 0)
      var y = 0
      while y < height {
        let offset = y * rowBytes
        var found = 0
        if RowBytes.equal(reference + offset, actual + offset, count: rowBytes) {
          if let output {
            grey.paint(row: reference + offset, count: width, into: output + offset)
          }
        } else {
          // A row much like the one before: many candidates there predict many here.
          let dense = strategy == .alwaysDense || (strategy == .automatic && waiting.count * 8 >= width)
          found =
            dense
            ? compareDenseRow(
              y, grey: &grey, tally: &tally, into: scratch.candidates(ofRow: y), differing: scratch.differing)
            : compareRow(y, grey: &grey, tally: &tally, into: scratch.candidates(ofRow: y))
        }
        classify(row: waiting.row, count: waiting.count, scratch: &scratch, tally: &tally)
        waiting = (y, found)
        y += 1
      }
      classify(row: waiting.row, count: waiting.count, scratch: &scratch, tally: &tally)
      return tally
    }
  }

  /// Compares one row known to differ somewhere; returns how many columns it wrote to
  /// `candidates` (those whose distance exceeds the limit, left unpainted).
  private func compareRow(
    _ y: Int, grey: inout GreyPainter, tally: inout DiffTally, into candidates: UnsafeMutablePointer<Int>
  ) -> Int {
    let offset = y * width * 4
    let rowA = reference + offset
    let rowB = actual + offset
    var found = 0
    var x = 0
    while x < width {
      // Skip (and paint) the run of identical pixels up to the next difference.
      let next = RowBytes.firstDifferentPixel(rowA, rowB, from: x, to: width)
      if let output, next > x {
        grey.paint(row: rowA + x * 4, count: next - x, into: output + offset + x * 4)
      }
      if next == width { break }
      let a = rowA + next * 4
      let distance = YIQ.distance(a, rowB + next * 4)
      if distance.channel > tally.largestChannelDelta { tally.largestChannelDelta = distance.channel }
      if distance.delta > deltaLimit {
        candidates[found] = next
        found += 1
      } else if let output {
        grey.paint(
          pixel: a, word: UnsafeRawPointer(a).loadUnaligned(as: UInt32.self),
          into: output + offset + next * 4)
      }
      x = next + 1
    }
    return found
  }

  /// `compareRow` for a row where differences are too many to skip to (every skip ends in a
  /// mispredicted branch): one branch-free pass lists the columns whose words differ, a second
  /// measures them, and the whole row is painted grey first (candidates are painted over later).
  private func compareDenseRow(
    _ y: Int, grey: inout GreyPainter, tally: inout DiffTally, into candidates: UnsafeMutablePointer<Int>,
    differing: UnsafeMutablePointer<Int>
  ) -> Int {
    let offset = y * width * 4
    let rowA = reference + offset
    let rowB = actual + offset
    if let output { grey.paint(row: rowA, count: width, into: output + offset) }
    let rawA = UnsafeRawPointer(rowA)
    let rawB = UnsafeRawPointer(rowB)
    var count = 0
    var x = 0
    while x < width {
      differing[count] = x
      let same =
        rawA.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self)
        == rawB.loadUnaligned(fromByteOffset: x &* 4, as: UInt32.self)
      count &+= same ? 0 : 1
      x &+= 1
    }
    var largest = tally.largestChannelDelta
    var found = 0
    var index = 0
    while index < count {
      let column = differing[index]
      let distance = YIQ.distance(rowA + column &* 4, rowB + column &* 4)
      largest = max(largest, distance.channel)
      candidates[found] = column
      found &+= distance.delta > deltaLimit ? 1 : 0
      index &+= 1
    }
    tally.largestChannelDelta = largest
    return found
  }

  /// Classifies the `count` candidates of row `y` and records them.
  private func classify(row y: Int, count found: Int, scratch: inout DiffScratch, tally: inout DiffTally) {
    guard found > 0 else { return }
    let candidates = scratch.candidates(ofRow: y)
    if !detectsAntiAliasing {
      var index = 0
      while index < found {
        record(antiAliased: false, x: candidates[index], y: y, tally: &tally)
        index += 1
      }
    } else if strategy == .alwaysDense || (strategy == .automatic && found * 8 >= width) {
      // Precomputing three rows of flags and brightness pays off once a row has many candidates.
      classifyDense(row: y, count: found, scratch: &scratch, tally: &tally)
    } else {
      classifySparse(row: y, count: found, candidates: candidates, tally: &tally)
    }
  }

  /// Classifies a few candidates, each from the pixels directly.
  private func classifySparse(
    row y: Int, count: Int, candidates: UnsafeMutablePointer<Int>, tally: inout DiffTally
  ) {
    var index = 0
    while index < count {
      let x = candidates[index]
      let antiAliased =
        isAntiAliasedDirect(reference, comparedTo: actual, x: x, y: y)
        || isAntiAliasedDirect(actual, comparedTo: reference, x: x, y: y)
      record(antiAliased: antiAliased, x: x, y: y, tally: &tally)
      index += 1
    }
  }

  /// One side of the test from the pixels: raw words first, brightness only when they cannot tell.
  @inline(__always)
  func isAntiAliasedDirect(
    _ image: UnsafePointer<UInt8>, comparedTo other: UnsafePointer<UInt8>, x: Int, y: Int
  ) -> Bool {
    let detector = self.detector
    if detector.isPlainlyNotAnEdge(image, x: x, y: y) { return false }
    return detector.isAntiAliased(
      image, comparedTo: other, luma: DirectLuma(pixels: image, width: width), x: x, y: y)
  }

  /// Counts one above-threshold pixel and paints its marker.
  @inline(__always)
  func record(antiAliased: Bool, x: Int, y: Int, tally: inout DiffTally) {
    if antiAliased { tally.antiAliased += 1 } else { tally.mismatched += 1 }
    if let output {
      let marker = antiAliased ? DiffColor.antiAliased : DiffColor.mismatch
      UnsafeMutableRawPointer(output + (y * width + x) * 4).storeBytes(of: marker, as: UInt32.self)
    }
  }
}

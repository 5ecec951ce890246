import Check
import Codecs
import Diff
import LayoutReel
import Pixels

/// What `export diff` found, for stills and animations alike.
struct DiffOutcome {
  let mismatched: Int
  let total: Int
  let passes: Bool
  let summary: String
  /// For an animation, the difference image of the frame with the most mismatched pixels.
  let differenceImage: RGBAImage?

  /// Stills are compared as images; if either file is animated, frame by frame, as they are
  /// decoded (`StreamingComparison`).
  static func compare(
    _ reference: inout ImageFrameReader, _ actual: inout ImageFrameReader, options: DiffOptions, tolerance: Tolerance
  ) throws(ExportError) -> Result<DiffOutcome, DiffError> {
    if !reference.isAnimated && !actual.isAnimated {
      guard let first = try reference.next(), let second = try actual.next() else {
        throw .codec(path: reference.path, .invalidInput(file: reference.path, reason: "the file holds no frames"))
      }
      do throws(DiffError) {
        return .success(
          DiffOutcome(still: try ImageDiff.compare(first.image, second.image, options: options), tolerance))
      } catch {
        return .failure(error)
      }
    }
    return try StreamingComparison.compare(&reference, &actual, options: options).map {
      DiffOutcome(sequence: $0, tolerance)
    }
  }

  private init(still result: DiffResult, _ tolerance: Tolerance) {
    mismatched = result.mismatchedPixels
    total = result.totalPixels
    passes = result.passes(tolerance)
    summary = result.summary(tolerance: tolerance)
    differenceImage = result.differenceImage
  }

  private init(sequence result: SequenceDiffResult, _ tolerance: Tolerance) {
    var mismatched = 0, total = 0, worst: DiffResult?
    for case .compared(let frame) in result.frames {
      mismatched += frame.mismatchedPixels
      total += frame.totalPixels
      if worst == nil || frame.mismatchedPixels > (worst?.mismatchedPixels ?? 0) { worst = frame }
    }
    self.mismatched = mismatched
    self.total = total
    passes = result.passes(tolerance)
    summary = result.summary(tolerance: tolerance)
    differenceImage = worst?.differenceImage
  }

  /// Exactly `{"mismatched": N, "total": M, "percent": P}`, P rounded to 4 decimals.
  var json: String {
    let percent = total == 0 ? 0 : Double(mismatched) * 100 / Double(total)
    return "{\"mismatched\": \(mismatched), \"total\": \(total), \"percent\": \(Self.decimal(percent))}"
  }

  /// A plain JSON number with at most 4 decimals and no exponent: `0`, `6.25`, `0.0001`.
  static func decimal(_ value: Double) -> String {
    let scaled = Int((value * 10_000).rounded())
    let whole = scaled / 10_000
    var fraction = String(scaled % 10_000)
    fraction = String(repeating: "0", count: 4 - fraction.count) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    return fraction.isEmpty ? "\(whole)" : "\(whole).\(fraction)"
  }
}

/// Scratch memory for one comparison, allocated once up front, never per row or pixel.
struct DiffScratch {
  /// Columns of the current row whose distance exceeds the limit.
  let candidates: UnsafeMutablePointer<Int>
  /// Per column of the current row: nonzero when some neighbour is flat in both images.
  let nearFlatInBoth: UnsafeMutablePointer<UInt8>
  /// Per candidate of the current row: which brightness checks it still needs.
  let pendingChecks: UnsafeMutablePointer<UInt8>
  var referenceLuma: LumaRowCache
  var actualLuma: LumaRowCache
  var referenceSiblings: SiblingRowCache
  var actualSiblings: SiblingRowCache

  /// Runs `body` with scratch sized for `width`, freeing it afterwards.
  static func with<Result>(
    reference: UnsafePointer<UInt8>, actual: UnsafePointer<UInt8>, width: Int, height: Int,
    _ body: (inout DiffScratch) -> Result
  ) -> Result {
    let candidates = UnsafeMutablePointer<Int>.allocate(capacity: width)
    defer { candidates.deallocate() }
    let luma = UnsafeMutablePointer<Double>.allocate(capacity: 6 * width)
    luma.initialize(repeating: 0, count: 6 * width)
    defer { luma.deallocate() }
    let flags = UnsafeMutablePointer<UInt8>.allocate(capacity: 6 * width)
    flags.initialize(repeating: 0, count: 6 * width)
    defer { flags.deallocate() }
    let near = UnsafeMutablePointer<UInt8>.allocate(capacity: width)
    near.initialize(repeating: 0, count: width)
    defer { near.deallocate() }
    let pending = UnsafeMutablePointer<UInt8>.allocate(capacity: width)
    pending.initialize(repeating: 0, count: width)
    defer { pending.deallocate() }
    var scratch = DiffScratch(
      candidates: candidates,
      nearFlatInBoth: near,
      pendingChecks: pending,
      referenceLuma: LumaRowCache(pixels: reference, rows: luma, width: width, height: height),
      actualLuma: LumaRowCache(pixels: actual, rows: luma + 3 * width, width: width, height: height),
      referenceSiblings: SiblingRowCache(pixels: reference, flags: flags, width: width, height: height),
      actualSiblings: SiblingRowCache(
        pixels: actual, flags: flags + 3 * width, width: width, height: height))
    return body(&scratch)
  }
}

/// Scratch memory for one comparison, allocated once up front, never per row or pixel.
struct DiffScratch {
  /// Columns whose distance exceeds the limit, for two rows (slot `y % 2`): a row's candidates
  /// wait until the next row has been read (see `DiffKernel.run`).
  let candidateRows: UnsafeMutablePointer<Int>
  let width: Int
  /// Columns of the current row whose RGBA words differ (the dense scan's first pass).
  let differing: UnsafeMutablePointer<Int>
  /// Rows y - 1, y, y + 1 of "flat (3+ identical neighbours) in both images", in that order, so
  /// a neighbour's flag is one load at a computed offset, with no choice of row to branch on.
  let flatInBoth: UnsafeMutablePointer<UInt8>
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
    let candidates = UnsafeMutablePointer<Int>.allocate(capacity: 2 * width)
    defer { candidates.deallocate() }
    let differing = UnsafeMutablePointer<Int>.allocate(capacity: width)
    defer { differing.deallocate() }
    let luma = UnsafeMutablePointer<Int>.allocate(capacity: 6 * width)
    luma.initialize(repeating: 0, count: 6 * width)
    defer { luma.deallocate() }
    let flags = UnsafeMutablePointer<UInt8>.allocate(capacity: 6 * width)
    flags.initialize(repeating: 0, count: 6 * width)
    defer { flags.deallocate() }
    let flatInBoth = UnsafeMutablePointer<UInt8>.allocate(capacity: 3 * width)
    flatInBoth.initialize(repeating: 0, count: 3 * width)
    defer { flatInBoth.deallocate() }
    let near = UnsafeMutablePointer<UInt8>.allocate(capacity: width)
    near.initialize(repeating: 0, count: width)
    defer { near.deallocate() }
    let pending = UnsafeMutablePointer<UInt8>.allocate(capacity: width)
    pending.initialize(repeating: 0, count: width)
    defer { pending.deallocate() }
    var scratch = DiffScratch(
      candidateRows: candidates,
      width: width,
      differing: differing,
      flatInBoth: flatInBoth,
      nearFlatInBoth: near,
      pendingChecks: pending,
      referenceLuma: LumaRowCache(pixels: reference, rows: luma, width: width, height: height),
      actualLuma: LumaRowCache(pixels: actual, rows: luma + 3 * width, width: width, height: height),
      referenceSiblings: SiblingRowCache(pixels: reference, flags: flags, width: width, height: height),
      actualSiblings: SiblingRowCache(
        pixels: actual, flags: flags + 3 * width, width: width, height: height))
    return body(&scratch)
  }

  /// The candidate columns of row `y`.
  @inline(__always)
  func candidates(ofRow y: Int) -> UnsafeMutablePointer<Int> { candidateRows + (y & 1) * width }
}

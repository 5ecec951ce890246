/// Scratch memory for one comparison, allocated once up front, never per row or pixel.
struct DiffScratch {
  /// Columns of the current row whose distance exceeds the limit.
  let candidates: UnsafeMutablePointer<Int>
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
    var scratch = DiffScratch(
      candidates: candidates,
      referenceLuma: LumaRowCache(pixels: reference, rows: luma, width: width, height: height),
      actualLuma: LumaRowCache(pixels: actual, rows: luma + 3 * width, width: width, height: height),
      referenceSiblings: SiblingRowCache(pixels: reference, flags: flags, width: width, height: height),
      actualSiblings: SiblingRowCache(
        pixels: actual, flags: flags + 3 * width, width: width, height: height))
    return body(&scratch)
  }
}

/// When a rule's parse may stop early: once the codes written so far already cost at least
/// `bytes` (the best rule's), the rule cannot be chosen, since only strictly cheaper rules win.
/// The codes so far are priced at `rootBits`, the narrowest root any of the rule's colour tables
/// can have: more codes only add bits, and a wider root prices each code at least as wide, so
/// this is a lower bound of every price `cheapestTable` could give the finished parse.
struct GIFParseBound {
  let rootBits: Int
  let bytes: Int
  /// Bits of the leading clear and of the stretches closed so far.
  private var closedBits: Int

  init(rootBits: Int, bytes: Int) {
    self.rootBits = max(rootBits, 2)
    self.bytes = bytes
    closedBits = self.rootBits + 1
  }

  /// A clear closed a stretch of `m` codes (the clear included, as `GIFCodeList.stretches` counts).
  mutating func close(stretch m: Int) { closedBits += GIFCodeList.stretchBits(codes: m, rootBits: rootBits) }

  /// Whether the parse so far, with `m` codes in its open stretch, already costs `bytes` or more
  /// (the finished parse has at least one more code there, so pricing `m` codes and the end
  /// code is still a lower bound).
  func isReached(open m: Int) -> Bool {
    GIFCodeList.imageDataBytes(bits: closedBits + GIFCodeList.stretchBits(codes: m, rootBits: rootBits)) >= bytes
  }

  /// Like `isReached(open:)` while a full table is frozen: the codes of the open stretch after
  /// its first `kept` may yet be replaced by a clear and a fresh stretch of at least `fresh`
  /// codes (`GIFFreshTable`), so the cheaper of the two ways is the bound.
  func isReached(open m: Int, kept: Int, fresh: Int) -> Bool {
    let stay = GIFCodeList.stretchBits(codes: m, rootBits: rootBits)
    let restart =
      GIFCodeList.stretchBits(codes: kept, rootBits: rootBits)
      + GIFCodeList.stretchBits(codes: fresh, rootBits: rootBits)
    return GIFCodeList.imageDataBytes(bits: closedBits + min(stay, restart)) >= bytes
  }
}

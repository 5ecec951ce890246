/// Which image row each of three ring slots holds (slot `y % 3`), so that rows y - 1 ... y + 1
/// are available together and consecutive rows reuse two thirds of the work.
struct RowSlots {
  private var rows = (-1, -1, -1)

  /// Records that `y` now occupies its slot; false when it was already there (nothing to compute).
  @inline(__always)
  mutating func claim(_ y: Int) -> Bool {
    switch y % 3 {
    case 0:
      if rows.0 == y { return false }
      rows.0 = y
    case 1:
      if rows.1 == y { return false }
      rows.1 = y
    default:
      if rows.2 == y { return false }
      rows.2 = y
    }
    return true
  }
}

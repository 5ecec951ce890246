import Glibc
import Pixels

/// What one pass over an image learns about its colours: enough to pick a PNG colour type.
struct ImageColorProfile {
  /// Every pixel has alpha 255.
  var isOpaque = true
  /// Every pixel has r == g == b.
  var isGray = true
  /// The distinct colours (packed RGBA, ascending), or nil when there are more than 256.
  var colors: [UInt32]?
  /// Rows that prove the answers above for a later frame whose rows they are too
  /// (`init(_:changedRows:after:)`): the rows where the first 257 distinct colours were found
  /// (when `colors` is nil), a row with a translucent pixel, a row with a colourful one.
  var manyColorRows: [Int] = []
  var translucentRow: Int?
  var colorfulRow: Int?

  /// A profile of known answers (`ColorCensus.profile`): it proves nothing for a later frame.
  init(isOpaque: Bool, isGray: Bool, colors: [UInt32]?) {
    (self.isOpaque, self.isGray, self.colors) = (isOpaque, isGray, colors)
  }

  init(_ image: RGBAImage) {
    var table = ColorTable(capacityHint: 512)
    var breaks = Breaks()
    var tooMany = false
    var manyColorRows: [Int] = []
    let width = image.width
    image.pixels.withUnsafeBufferPointer { bytes in
      bytes.withMemoryRebound(to: UInt32.self) { px in
        guard let base = px.baseAddress else { return }
        var last: UInt32 = 0
        var first = true
        rows: for y in 0..<image.height {
          let row = base + y * width
          // A row repeating the one above (most of a UI frame) has no colour not seen already.
          if y > 0 && memcmp(row, row - width, width * 4) == 0 { continue }
          for x in 0..<width {
            let p = row[x]
            if !first && p == last { continue }
            first = false
            last = p
            breaks.note(p, row: y)
            if !tooMany {
              let before = table.count
              table.add(p, 1)
              if table.count > before && manyColorRows.last != y { manyColorRows.append(y) }
              if table.count > 256 { tooMany = true }
            }
            if tooMany && !breaks.opaque && !breaks.gray { break rows }
          }
        }
      }
    }
    isOpaque = breaks.opaque
    isGray = breaks.gray
    colors = tooMany ? nil : table.entries().map(\.key)
    self.manyColorRows = tooMany ? manyColorRows : []
    translucentRow = breaks.translucentRow
    colorfulRow = breaks.colorfulRow
  }

  /// Whether the pixels seen so far are opaque and grey, and the row of the first that is not.
  private struct Breaks {
    var opaque = true
    var gray = true
    var translucentRow: Int?
    var colorfulRow: Int?

    @inline(__always)
    mutating func note(_ p: UInt32, row y: Int) {
      if opaque && p >> 24 != 0xFF {
        opaque = false
        translucentRow = y
      }
      let r = p & 0xFF, g = (p >> 8) & 0xFF, b = (p >> 16) & 0xFF
      if gray && (r != g || g != b) {
        gray = false
        colorfulRow = y
      }
    }
  }

  /// Whether the next frame's profile can be made from this one (`init(_:changedRows:after:)`):
  /// over 256 colours, found in known rows.
  var seedsIncremental: Bool { colors == nil && !manyColorRows.isEmpty }

  /// The profile of `image` from `earlier`'s, the previous frame's, when `changed` (per row,
  /// whether `image`'s row differs from that frame's) leaves the answers provable without a
  /// full scan: `earlier` had over 256 colours and the rows that showed it are unchanged (the
  /// colour count can only be found again by a full scan), and so is a translucent or colourful
  /// row `earlier` had; only changed rows are read. Nil when a full scan is needed. On UI
  /// frames with gradients or photos (controls: 750 × 920 px, 303 RGB frames) the full scan was
  /// 22 % of the frames export's instructions.
  init?(_ image: RGBAImage, changedRows changed: [Bool], after earlier: ImageColorProfile) {
    guard earlier.seedsIncremental, changed.count == image.height,
      !earlier.manyColorRows.contains(where: { changed[$0] })
    else { return nil }
    if let row = earlier.translucentRow, changed[row] { return nil }
    if let row = earlier.colorfulRow, changed[row] { return nil }
    isOpaque = earlier.isOpaque
    isGray = earlier.isGray
    colors = nil
    manyColorRows = earlier.manyColorRows
    translucentRow = earlier.translucentRow
    colorfulRow = earlier.colorfulRow
    guard isOpaque || isGray else { return }
    // Opaque or grey so far: the changed rows may break it.
    let width = image.width
    var breaks = Breaks(opaque: isOpaque, gray: isGray, translucentRow: translucentRow, colorfulRow: colorfulRow)
    image.pixels.withUnsafeBufferPointer { bytes in
      bytes.withMemoryRebound(to: UInt32.self) { px in
        guard let base = px.baseAddress else { return }
        for y in 0..<image.height where changed[y] {
          let row = base + y * width
          for x in 0..<width { breaks.note(row[x], row: y) }
        }
      }
    }
    (isOpaque, isGray) = (breaks.opaque, breaks.gray)
    (translucentRow, colorfulRow) = (breaks.translucentRow, breaks.colorfulRow)
  }
}

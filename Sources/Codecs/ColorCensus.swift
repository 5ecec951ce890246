import Pixels

/// Every colour of a frame with how many runs of it its rows hold, kept up to date from the rows
/// that change in each next frame: the exact colours, opacity and greyness of a frame without a
/// scan of its unchanged rows. `ImageColorProfile.init(_:changedRows:after:)` needs the rows that
/// showed over 256 colours unchanged; table-expand's colours are spread down the whole frame, so
/// it scanned every row of each moving frame (5 % of its frames export's instructions).
struct ColorCensus {
  /// Runs per colour (a colour whose runs all went keeps its slot with 0: `mostEntries`).
  private var runs = ColorMap<UInt32>(capacityHint: 512)
  /// Colours with at least one run.
  private(set) var distinct = 0
  /// Runs of a translucent colour, and of one with r != g or g != b.
  private var translucentRuns = 0
  private var colorfulRuns = 0
  /// Whether a row taken out held a run the census did not count (rows said unchanged that
  /// changed): its counts no longer describe the frame.
  private var lost = false
  /// Colours the census may have seen, gone ones included (their slots stay): past this, frames
  /// whose colours keep changing (moving noise) would grow it with the frame count.
  static let mostEntries = 1 << 16

  /// Whether the census still describes the frame and stays within `mostEntries`.
  var isUsable: Bool { !lost && runs.count <= Self.mostEntries }

  /// The census of every row of `image`.
  init(_ image: RGBAImage) {
    image.pixels.withUnsafeBufferPointer { bytes in
      bytes.withMemoryRebound(to: UInt32.self) { px in
        guard let base = px.baseAddress else { return }
        for y in 0..<image.height { count(base + y * image.width, width: image.width, by: 1) }
      }
    }
  }

  /// Moves the census from `earlier` to `image` (the same size), whose rows differ where
  /// `changed` says.
  mutating func update(from earlier: RGBAImage, to image: RGBAImage, changed: [Bool]) {
    let width = image.width
    earlier.pixels.withUnsafeBufferPointer { old in
      image.pixels.withUnsafeBufferPointer { new in
        old.withMemoryRebound(to: UInt32.self) { old in
          new.withMemoryRebound(to: UInt32.self) { new in
            guard let o = old.baseAddress, let n = new.baseAddress else { return }
            for y in changed.indices where changed[y] {
              count(o + y * width, width: width, by: -1)
              count(n + y * width, width: width, by: 1)
            }
          }
        }
      }
    }
  }

  /// The profile the census gives: the same colours, opacity and greyness as a full scan's.
  var profile: ImageColorProfile {
    ImageColorProfile(
      isOpaque: translucentRuns == 0, isGray: colorfulRuns == 0,
      colors: distinct <= 256 ? runs.entries().filter { $0.value > 0 }.map(\.key) : nil)
  }

  /// Adds (`by` 1) or takes (-1) the runs of one row of `width` pixels.
  private mutating func count(_ row: UnsafePointer<UInt32>, width: Int, by delta: Int) {
    var start = 0
    while start < width {
      let p = row[start]
      var end = start + 1
      while end < width && row[end] == p { end += 1 }
      let before = Int(runs.value(for: p) ?? 0)
      guard before + delta >= 0 else {
        lost = true
        return
      }
      runs.set(p, UInt32(before + delta))
      if before == 0 { distinct += 1 } else if before + delta == 0 { distinct -= 1 }
      if p >> 24 != 0xFF { translucentRuns += delta }
      let r = p & 0xFF, g = (p >> 8) & 0xFF, b = (p >> 16) & 0xFF
      if r != g || g != b { colorfulRuns += delta }
      start = end
    }
  }
}

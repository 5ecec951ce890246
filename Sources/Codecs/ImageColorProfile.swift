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

  init(_ image: RGBAImage) {
    var table = ColorTable(capacityHint: 512)
    var opaque = true
    var gray = true
    var tooMany = false
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
            if p >> 24 != 0xFF { opaque = false }
            let r = p & 0xFF, g = (p >> 8) & 0xFF, b = (p >> 16) & 0xFF
            if r != g || g != b { gray = false }
            if !tooMany {
              table.add(p, 1)
              if table.count > 256 { tooMany = true }
            }
            if tooMany && !opaque && !gray { break rows }
          }
        }
      }
    }
    isOpaque = opaque
    isGray = gray
    colors = tooMany ? nil : table.entries().map(\.key)
  }
}

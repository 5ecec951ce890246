/// The smallest unit line breaking works with: glyphs HarfBuzz tied to a run of characters
/// (one character, or several for a ligature such as "fi").
struct Cluster: Sendable {
  var scalars: Range<Int>
  var glyphs: Range<Int>
  var advance: Double
  /// Breaking whitespace: hangs at line ends and is not counted in a line's width.
  var isWhitespace: Bool
  /// A line may break after this cluster.
  var breakAfter: Bool

  /// Groups shaped glyphs (left to right, non-decreasing clusters) into clusters and marks
  /// break opportunities: after whitespace, after a hyphen or dash inside a word, after U+200B,
  /// or after every cluster when `everywhere` (character wrapping).
  static func make(scalars: [UInt32], glyphs: [ShapedGlyph], everywhere: Bool) -> [Cluster] {
    var clusters: [Cluster] = []
    var g = 0
    while g < glyphs.count {
      let start = g
      var advance = 0.0
      while g < glyphs.count && glyphs[g].cluster == glyphs[start].cluster {
        advance += glyphs[g].advance
        g += 1
      }
      let scalarEnd = g < glyphs.count ? glyphs[g].cluster : scalars.count
      let range = glyphs[start].cluster..<max(scalarEnd, glyphs[start].cluster)
      let white = !range.isEmpty && range.allSatisfy { isBreakingSpace(scalars[$0]) }
      clusters.append(
        Cluster(scalars: range, glyphs: start..<g, advance: advance, isWhitespace: white, breakAfter: false))
    }
    for i in clusters.indices.dropLast() {
      let here = clusters[i]
      let next = clusters[i + 1]
      let last = here.scalars.isEmpty ? 0 : scalars[here.scalars.upperBound - 1]
      if everywhere {
        clusters[i].breakAfter = !next.isWhitespace
      } else if here.isWhitespace {
        clusters[i].breakAfter = !next.isWhitespace
      } else if last == 0x200B {
        clusters[i].breakAfter = true
      } else if isBreakingDash(last), i > 0, !clusters[i - 1].isWhitespace, !next.isWhitespace {
        clusters[i].breakAfter = true
      }
    }
    return clusters
  }

  /// Spaces a line may break at (no-break spaces U+00A0, U+2007, U+202F excluded).
  static func isBreakingSpace(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0x20, 0x09, 0x1680, 0x2000...0x2006, 0x2008...0x200A, 0x205F, 0x3000: true
    default: false
    }
  }

  /// Hyphen-minus, hyphen, en dash, em dash.
  static func isBreakingDash(_ scalar: UInt32) -> Bool {
    scalar == 0x2D || scalar == 0x2010 || scalar == 0x2013 || scalar == 0x2014
  }
}

extension Array where Element == Cluster {
  /// Index after the last non-whitespace cluster in `range` (trailing whitespace hangs).
  func trimmedEnd(_ range: Range<Int>) -> Int {
    var end = range.upperBound
    while end > range.lowerBound && self[end - 1].isWhitespace { end -= 1 }
    return end
  }

  /// Width of `range` without its trailing whitespace.
  func contentWidth(_ range: Range<Int>) -> Double {
    var width = 0.0
    for i in range.lowerBound..<trimmedEnd(range) { width += self[i].advance }
    return width
  }
}

/// Greedy line breaking of one paragraph, as CoreText does for UILabel: fill each line with whole
/// words; a word wider than the line is split between characters.
enum LineBreaker {
  /// Tolerance for "fits": widths are sums of doubles, a line exactly as wide as the label fits.
  static let epsilon = 1e-6

  /// Cluster ranges of the lines of a paragraph at `width` (nil = never wrap).
  static func lines(_ clusters: [Cluster], width: Double?) -> [Range<Int>] {
    guard !clusters.isEmpty else { return [0..<0] }
    guard let width else { return [0..<clusters.count] }
    var lines: [Range<Int>] = []
    var lineStart = 0
    var lineEnd = 0
    var pen = 0.0  // advance of clusters lineStart..<lineEnd, trailing spaces included
    var segStart = 0
    while segStart < clusters.count {
      var segEnd = segStart
      while segEnd < clusters.count {
        segEnd += 1
        if clusters[segEnd - 1].breakAfter { break }
      }
      let segment = segStart..<segEnd
      let content = clusters.contentWidth(segment)
      if lineEnd > lineStart && pen + content > width + epsilon {
        lines.append(lineStart..<lineEnd)
        lineStart = lineEnd
        pen = 0
      }
      if lineEnd == lineStart && content > width + epsilon {
        // A word wider than the line: split it between clusters.
        for i in segment {
          let c = clusters[i]
          if lineEnd > lineStart && !c.isWhitespace && pen + c.advance > width + epsilon {
            lines.append(lineStart..<lineEnd)
            lineStart = lineEnd
            pen = 0
          }
          lineEnd = i + 1
          pen += c.advance
        }
      } else {
        lineEnd = segEnd
        pen += segment.reduce(0.0) { $0 + clusters[$1].advance }
      }
      segStart = segEnd
    }
    lines.append(lineStart..<lineEnd)
    return lines
  }

  /// End index of the longest prefix of `range` that, trailing whitespace trimmed, fits `width`
  /// together with a suffix of `reserve` points (the ellipsis).
  static func fittingPrefix(_ clusters: [Cluster], _ range: Range<Int>, width: Double, reserve: Double) -> Int {
    var pen = 0.0
    var end = range.lowerBound
    for i in range {
      pen += clusters[i].advance
      if clusters[i].isWhitespace { continue }
      if pen + reserve > width + epsilon { break }
      end = i + 1
    }
    return end
  }
}

/// One hard-break-delimited paragraph, shaped once and split into clusters.
struct Paragraph: Sendable {
  var scalars: [UInt32]
  var glyphs: [ShapedGlyph]
  var clusters: [Cluster]

  init(scalars: [UInt32], font: Font, charWrapping: Bool) {
    self.scalars = scalars
    self.glyphs = font.shape(scalars)
    self.clusters = Cluster.make(scalars: scalars, glyphs: glyphs, everywhere: charWrapping)
  }

  /// Splits text at hard line breaks (LF, CR, CRLF, U+2028, U+2029). A final break does not start
  /// an extra empty line, as in CoreText. Tabs become spaces.
  static func split(_ text: String) -> [[UInt32]] {
    var paragraphs: [[UInt32]] = []
    var current: [UInt32] = []
    var previousCR = false
    for scalar in text.unicodeScalars {
      let v = scalar.value
      if v == 0x0A && previousCR {
        previousCR = false
        continue
      }
      previousCR = v == 0x0D
      if v == 0x0A || v == 0x0D || v == 0x2028 || v == 0x2029 {
        paragraphs.append(current)
        current = []
      } else {
        // No tab stops: a tab is laid out as one space (fonts map no glyph to U+0009).
        current.append(v == 0x09 ? 0x20 : v)
      }
    }
    if !current.isEmpty || paragraphs.isEmpty { paragraphs.append(current) }
    if paragraphs == [[]] { return [] }
    return paragraphs
  }

  /// The characters of `clusters` as a String.
  func text(_ range: Range<Int>) -> String {
    guard !range.isEmpty else { return "" }
    let scalarRange = clusters[range.lowerBound].scalars.lowerBound..<clusters[range.upperBound - 1].scalars.upperBound
    var view = String.UnicodeScalarView()
    for v in scalars[scalarRange] {
      if let s = Unicode.Scalar(v) { view.append(s) }
    }
    return String(view)
  }
}

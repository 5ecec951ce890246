import Geometry

extension TextLayout {
  /// Lays out `text` like UILabel at `width` points (nil = unconstrained, one line per paragraph),
  /// top-aligned: the first line's top is at y = 0.
  public init(text: String, style: LabelStyle, width: Double?) {
    self.init(text: text, style: style, width: width, lineLimit: style.numberOfLines)
  }

  /// The same, answered from `cache` instead of the process-wide one (benchmarks time layout
  /// with a fresh cache).
  public init(text: String, style: LabelStyle, width: Double?, cache: TextLayoutCache) {
    self.init(text: text, style: style, width: width, lineLimit: style.numberOfLines, cache: cache)
  }

  /// `lineLimit` 0 = unlimited. Answered from `cache` when the same text was laid
  /// out before with the same style, width and limit (a label is laid out again every frame).
  init(text: String, style: LabelStyle, width: Double?, lineLimit: Int, cache: TextLayoutCache = .shared) {
    let key = TextLayoutCache.Key(text: text, style: style, width: width, lineLimit: lineLimit)
    if let cached = cache.lookup(key) {
      self = cached
      return
    }
    self = TextLayout(laying: text, style: style, width: width, lineLimit: lineLimit)
    cache.insert(self, for: key)
  }

  /// Lays out without the cache.
  init(laying text: String, style: LabelStyle, width: Double?, lineLimit: Int) {
    let font = style.font
    let charWrapping = style.lineBreakMode == .charWrapping
    var specs: [LineSpec] = []
    var paragraphs: [Paragraph] = []
    var overflow = false
    for scalars in Paragraph.split(text) {
      if lineLimit > 0 && specs.count >= lineLimit {
        overflow = true
        break
      }
      let paragraph = Paragraph(scalars: scalars, font: font, charWrapping: charWrapping)
      let ranges = LineBreaker.lines(paragraph.clusters, width: width)
      for (i, range) in ranges.enumerated() {
        specs.append(LineSpec(paragraph: paragraphs.count, clusters: range, endsParagraph: i == ranges.count - 1))
      }
      paragraphs.append(paragraph)
    }
    if lineLimit > 0 && specs.count > lineLimit {
      overflow = true
      specs.removeLast(specs.count - lineLimit)
    }
    var ellipsis: [ShapedGlyph] = []
    if overflow, var last = specs.popLast() {
      let paragraph = paragraphs[last.paragraph]
      let rest = last.clusters.lowerBound..<paragraph.clusters.count
      switch style.lineBreakMode {
      case .truncatingTail:
        ellipsis = font.shape([0x2026])
        let reserve = ellipsis.reduce(0.0) { $0 + $1.advance }
        let end = LineBreaker.fittingPrefix(paragraph.clusters, rest, width: width ?? .infinity, reserve: reserve)
        last.clusters = rest.lowerBound..<end
        last.truncated = true
      case .clipping:
        last.clusters = rest
      case .wordWrapping, .charWrapping:
        break
      }
      specs.append(last)
    }
    self = TextLayout.place(specs, paragraphs: paragraphs, ellipsis: ellipsis, style: style, width: width)
    self.isTruncated = overflow
  }

  /// Which clusters of which paragraph make a line, before positioning.
  struct LineSpec {
    var paragraph: Int
    var clusters: Range<Int>
    var endsParagraph: Bool
    var truncated = false
  }

  /// Positions glyphs: alignment, justification, baselines.
  private static func place(
    _ specs: [LineSpec], paragraphs: [Paragraph], ellipsis: [ShapedGlyph], style: LabelStyle, width: Double?
  ) -> TextLayout {
    let font = style.font
    let ellipsisWidth = ellipsis.reduce(0.0) { $0 + $1.advance }
    let widths = specs.map { spec in
      paragraphs[spec.paragraph].clusters.contentWidth(spec.clusters) + (spec.truncated ? ellipsisWidth : 0)
    }
    let widest = widths.max() ?? 0
    let container = width ?? widest
    var lines: [TextLine] = []
    lines.reserveCapacity(specs.count)
    for (index, spec) in specs.enumerated() {
      let paragraph = paragraphs[spec.paragraph]
      let clusters = paragraph.clusters
      let visible = spec.clusters.lowerBound..<clusters.trimmedEnd(spec.clusters)
      var lineWidth = widths[index]
      var extraPerSpace = 0.0
      if style.alignment == .justified, width != nil, !spec.endsParagraph, !spec.truncated {
        let spaces = visible.filter { clusters[$0].isWhitespace }.count
        if spaces > 0 && container > lineWidth {
          extraPerSpace = (container - lineWidth) / Double(spaces)
          lineWidth = container
        }
      }
      let x: Double
      switch style.alignment {
      case .left, .natural, .justified: x = 0
      case .center: x = (container - lineWidth) / 2
      case .right: x = container - lineWidth
      }
      let baseline = font.ascender + Double(index) * font.lineHeight
      var builder = RunBuilder(font: font, baseline: baseline, pen: x)
      for c in visible {
        for g in clusters[c].glyphs { builder.add(paragraph.glyphs[g]) }
        if clusters[c].isWhitespace { builder.pen += extraPerSpace }
      }
      if spec.truncated { for g in ellipsis { builder.add(g) } }
      lines.append(
        TextLine(
          text: paragraph.text(visible), runs: builder.runs, x: x, width: lineWidth, baseline: baseline,
          isTruncated: spec.truncated))
    }
    return TextLayout(
      lines: lines, font: font,
      usedSize: Size(width: widest, height: Double(lines.count) * font.lineHeight),
      containerWidth: container, verticalOffset: 0, isTruncated: false)
  }
}

/// Accumulates positioned glyphs into runs of one face.
private struct RunBuilder {
  let font: Font
  let baseline: Double
  var pen: Double
  var runs: [GlyphRun] = []
  var slot = -1

  init(font: Font, baseline: Double, pen: Double) {
    self.font = font
    self.baseline = baseline
    self.pen = pen
  }

  mutating func add(_ g: ShapedGlyph) {
    if g.faceSlot != slot {
      runs.append(GlyphRun(font: font.font(slot: g.faceSlot), glyphs: []))
      slot = g.faceSlot
    }
    runs[runs.count - 1].glyphs.append(PositionedGlyph(glyph: g.glyph, x: pen + g.xOffset, y: baseline - g.yOffset))
    pen += g.advance
  }
}

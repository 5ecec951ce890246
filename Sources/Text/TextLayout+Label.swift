import Geometry

extension TextLayout {
  /// Lays out text in a label's bounds like UILabel.drawText(in:): no more lines than fit the
  /// bounds' height (at least one), then centred vertically. A text taller than the bounds
  /// (a single line in a short label) gets a negative offset and overflows both edges equally.
  ///
  /// How UILabel limits lines to its height is not documented (uikit-facts C9, UNCONFIRMED): we use
  /// whole lines only, floor(height / lineHeight).
  public init(text: String, style: LabelStyle, bounds: Size) {
    // More lines than an Int counts (a label 1e300 pt tall), or no number at all, limits nothing.
    let fitting = max(
      1, Int(checking: bounds.height / style.font.lineHeight + 1e-6, rounding: .down) ?? Int.max)
    let limit = style.numberOfLines == 0 ? fitting : min(style.numberOfLines, fitting)
    self.init(text: text, style: style, width: bounds.width, lineLimit: limit)
    self = verticallyCentered(inHeight: bounds.height)
  }

  /// The layout moved down so its used height is centred in `height` (UILabel's vertical centring).
  public func verticallyCentered(inHeight height: Double) -> TextLayout {
    offsetVertically(by: (height - usedSize.height) / 2 - verticalOffset)
  }

  /// Every baseline and glyph moved down by `dy` points.
  public func offsetVertically(by dy: Double) -> TextLayout {
    var copy = self
    copy.verticalOffset += dy
    for l in copy.lines.indices {
      copy.lines[l].baseline += dy
      for r in copy.lines[l].runs.indices {
        for g in copy.lines[l].runs[r].glyphs.indices { copy.lines[l].runs[r].glyphs[g].y += dy }
      }
    }
    return copy
  }
}

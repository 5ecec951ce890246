/// The result of laying out a label's text: lines of positioned glyphs and the size they use.
///
/// Sizes are exact (not rounded); `pixelSize(scale:)` gives UIKit's pixel-ceiled size.
import Geometry

public struct TextLayout: Sendable, Hashable {
  public var lines: [TextLine]
  /// The font the label was laid out with (fallback runs carry their own face).
  public var font: Font
  /// Widest line and lines x lineHeight, in points, before pixel rounding.
  public var usedSize: Size
  /// The width alignment was computed against: the given width, or the widest line if none.
  public var containerWidth: Double
  /// Offset added to every y by vertical centring (0 for a layout at the top).
  public var verticalOffset: Double
  /// True when text was cut: an ellipsis, or lines or words dropped by the line limit.
  public var isTruncated: Bool

  public var lineHeight: Double { font.lineHeight }
  /// Baseline of the first line from the top, nil for empty text.
  public var firstBaseline: Double? { lines.first?.baseline }
  /// Baseline of the last line from the top, nil for empty text.
  public var lastBaseline: Double? { lines.last?.baseline }
  /// The used size ceiled to the pixel grid, as UILabel reports sizes (intrinsicContentSize).
  public func pixelSize(scale: Double) -> Size { usedSize.ceiled(toScale: scale) }

  /// Every glyph with its font, in drawing order.
  public var runs: [GlyphRun] { lines.flatMap(\.runs) }
}

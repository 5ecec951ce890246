import Geometry
import Raster
import Text

/// How a UILabel draws: its text laid out for the label's final (model) bounds, never stretched.
struct LabelLook: Sendable {
  var text: String
  let style: LabelStyle
  let color: Raster.Color

  /// UILabel's intrinsic size (sizeThatFits): unwrapped, or wrapped at `width` for multi-line labels.
  func intrinsicSize(width: Double?, scale: Double) -> TextSize {
    TextLayout(text: text, style: style, width: style.numberOfLines == 1 ? nil : width)
      .pixelSize(scale: scale)
  }

  /// The text content for a label whose model size is `modelSize` and presented size `size`.
  ///
  /// The lines come from the model bounds (the text is laid out once for the final bounds and
  /// follows the animated origin with its final horizontal offset, facts C9); vertical centring
  /// follows the presented height, as observed in the Bankey recording.
  func content(text: String, modelSize: Geometry.Size, size: Geometry.Size, renderer: TextRenderer) -> TextContent {
    let layout = TextLayout(
      text: text, style: style, bounds: TextSize(width: modelSize.width, height: modelSize.height))
    return TextContent(
      layout: layout.verticallyCentered(inHeight: size.height), color: color, origin: .zero,
      renderer: renderer)
  }
}

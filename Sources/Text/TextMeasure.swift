/// UILabel's intrinsic content size and sizeThatFits.
import Geometry

public enum TextMeasure {
  /// Size of `text` in `font`: unwrapped width when `maxWidth` is nil, otherwise wrapped at
  /// `maxWidth`; height = lines x font.lineHeight. Both ceiled to the pixel grid at `scale`, as
  /// UIKit rounds label sizes (uikit-facts D12). Empty text measures 0 x 0.
  public static func measure(
    _ text: String, font: Font, numberOfLines: Int = 1, maxWidth: Double? = nil,
    lineBreakMode: LineBreakMode = .truncatingTail, scale: Double
  ) -> Size {
    let style = LabelStyle(font: font, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
    return TextLayout(text: text, style: style, width: maxWidth).pixelSize(scale: scale)
  }
}

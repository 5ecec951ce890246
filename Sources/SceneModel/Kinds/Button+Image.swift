import Geometry
import Raster
import Text

extension Button.Look {
  /// Centres the title and the image (at `imagePlacement`, `imagePadding` apart) in the layer;
  /// the image takes the title's colour, white on a filled button, the tint otherwise (facts SY6).
  func decorateImage(_ image: SymbolImage, on layer: inout Layer, text: String, renderer: TextRenderer) {
    let bounds = Size(width: layer.frame.width, height: layer.frame.height)
    let padding = text.isEmpty ? 0 : imagePadding
    var layout = TextLayout(text: text, style: labelStyle, width: nil)
    let textSize = text.isEmpty ? Size(width: 0, height: 0) : layout.usedSize
    let imageOrigin: Point
    let textOrigin: Point
    switch imagePlacement {
    case .leading, .trailing:
      let left = (bounds.width - (textSize.width + padding + image.size.width)) / 2
      let imageY = (bounds.height - image.size.height) / 2
      layout = layout.verticallyCentered(inHeight: bounds.height)
      if imagePlacement == .leading {
        imageOrigin = Point(x: left, y: imageY)
        textOrigin = Point(x: left + image.size.width + padding, y: 0)
      } else {
        textOrigin = Point(x: left, y: 0)
        imageOrigin = Point(x: left + textSize.width + padding, y: imageY)
      }
    case .top, .bottom:
      let top = (bounds.height - (textSize.height + padding + image.size.height)) / 2
      let imageX = (bounds.width - image.size.width) / 2
      let textTop = imagePlacement == .top ? top + image.size.height + padding : top
      layout = layout.verticallyCentered(inHeight: textSize.height)
      imageOrigin = Point(x: imageX, y: imagePlacement == .top ? top : top + textSize.height + padding)
      textOrigin = Point(x: (bounds.width - textSize.width) / 2, y: textTop)
    }
    layer.contents.append(SymbolContent(symbol: image, at: imageOrigin, color: titleColor))
    guard !text.isEmpty else { return }
    layer.contents.append(TextContent(layout: layout, color: titleColor, origin: textOrigin, renderer: renderer))
  }
}

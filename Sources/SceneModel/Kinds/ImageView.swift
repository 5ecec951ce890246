import Geometry
import Layout
import Raster
import Text

/// UIImageView.
public struct ImageView: ViewContent {
  public static let kind = "imageView"
  public static let keys = [
    "image", "contentMode", "renderingMode", "scale", "symbol", "symbolConfiguration", "minificationFilter",
  ]
  public static var acceptsIntrinsicSize: Bool { true }

  /// The image file (PNG or JPEG, told by its bytes), looked up as UIImage(named:) does
  /// (``ImageName``); nil shows nothing and has no intrinsic size.
  public var image: String?
  public var contentMode: ContentMode
  /// How the image draws: a template image is its alpha filled with the tint colour (facts I8).
  public var renderingMode: RenderingMode
  /// UIImage.scale when the scene sets it: pixels per point, over what the file name says.
  public var scale: Double?
  /// An SF Symbol name (`UIImage(systemName:)`), drawn instead of `image` (facts SY1).
  public var symbol: String?
  /// `preferredSymbolConfiguration`; nil is the default (body size, regular, medium: facts SY2).
  public var symbolConfiguration: SymbolConfiguration?
  /// `layer.minificationFilter`: `linear` (Core Animation's default) samples a large image
  /// bilinearly, `trilinear` averages it down first (facts IM5).
  public var minificationFilter: MinificationFilter

  public init(
    image: String? = nil, contentMode: ContentMode = .scaleToFill, renderingMode: RenderingMode = .automatic,
    scale: Double? = nil, symbol: String? = nil, symbolConfiguration: SymbolConfiguration? = nil,
    minificationFilter: MinificationFilter = .linear
  ) {
    self.image = image
    self.contentMode = contentMode
    self.renderingMode = renderingMode
    self.scale = scale
    self.symbol = symbol
    self.symbolConfiguration = symbolConfiguration
    self.minificationFilter = minificationFilter
  }

  public init(reading properties: some PropertyReader) {
    self.init(
      image: properties.imagePath("image"),
      contentMode: properties.choice("contentMode", ContentMode.self, "content mode") ?? .scaleToFill,
      renderingMode: properties.choice("renderingMode", RenderingMode.self, "rendering mode") ?? .automatic,
      scale: properties.number("scale", in: 0.1...16),
      symbol: properties.symbolName("symbol"),
      symbolConfiguration: properties.symbolConfiguration("symbolConfiguration"),
      minificationFilter: properties.choice("minificationFilter", MinificationFilter.self, "minification filter")
        ?? .linear)
  }

  /// UIImageView.image is not animatable: a step sets it at its start (facts I4).
  public static var changeableContent: [String] { ["image"] }

  public func applying(_ change: ViewChange) -> any ViewContent {
    var copy = self
    if let image = change.image {
      copy.image = image
      copy.symbol = nil
    }
    return copy
  }

  public func look(in context: LookContext) throws(ModelError) -> any ViewLook {
    if let symbol {
      do {
        let made = try SymbolImage(
          name: symbol, configuration: symbolConfiguration ?? SymbolConfiguration(), fonts: context.fonts)
        return Look(image: nil, symbol: made, contentMode: contentMode, template: renderingMode != .alwaysOriginal)
      } catch {
        throw ModelError(.viewProperty(context.viewID, key: "symbol"), error.description)
      }
    }
    guard let image else { return Look(image: nil, symbol: nil, contentMode: contentMode, template: false) }
    do {
      let loaded = try context.loadNamedImage(image)
      var layerImage = LayerImage(loaded.image, contentMode: contentMode.imageScaling, scale: scale ?? loaded.scale)
      layerImage.minificationFilter = minificationFilter
      return Look(
        image: layerImage,
        symbol: nil, contentMode: contentMode, template: renderingMode == .alwaysTemplate)
    } catch {
      throw ModelError(.viewProperty(context.viewID, key: "image"), "cannot load the image: \(error)")
    }
  }

  /// UIView.ContentMode, all thirteen cases (facts IM4).
  public enum ContentMode: String, Sendable, Hashable, CaseIterable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight

    /// Where the renderer places the image; `redraw` scales to fill, as an image view draws it
    /// (the mode only asks a custom `draw(_:)` to run again on a size change).
    var imageScaling: ImageScaling { ImageScaling(rawValue: rawValue) ?? .scaleToFill }
  }

  /// UIImage.RenderingMode. A PNG or JPEG file is an original image, so `automatic` draws it as
  /// it is; a symbol is a template unless `alwaysOriginal` (facts SY6), then drawn in black.
  public enum RenderingMode: String, Sendable, Hashable, CaseIterable {
    case automatic, alwaysOriginal, alwaysTemplate
  }

  struct Look: ViewLook {
    let image: LayerImage?
    let symbol: SymbolImage?
    let contentMode: ContentMode
    /// Drawn as a template: its alpha filled with the tint (facts I8).
    let template: Bool

    /// UIImageView's intrinsic size is its image's size in points: pixels ÷ scale (facts IM1),
    /// a symbol's `size` (facts SY4).
    func intrinsicSize(fittingWidth: Double?, scale: Double) -> IntrinsicSize? {
      if let symbol { return IntrinsicSize(width: symbol.size.width, height: symbol.size.height) }
      guard let image else { return nil }
      return IntrinsicSize(width: image.size.width, height: image.size.height)
    }

    /// A symbol's baseline (UIImage.baselineOffsetFromBottom), so `icon.lastBaseline ==
    /// label.lastBaseline` sets it on the text (facts SY4); measured for the image at its own size.
    func baselineOffsets(width: Double) -> BaselineOffsets? {
      guard let symbol else { return nil }
      let fromTop = symbol.size.height - symbol.baselineOffsetFromBottom
      return BaselineOffsets(first: fromTop, last: fromTop)
    }

    func decorate(_ layer: inout Layer, text: String?, modelSize: Size, scale: Double, renderer: TextRenderer) {
      layer.image = image
    }

    func decorate(
      _ layer: inout Layer, content: PresentedContent, modelSize: Size, scale: Double, renderer: TextRenderer
    ) {
      if let symbol {
        let rect = contentMode.imageScaling.destination(of: symbol.size, in: layer.bounds)
        layer.contents.append(SymbolContent(symbol: symbol, in: rect, color: template ? content.tint : .black))
        return
      }
      guard template, let image else { return layer.image = image }
      var tinted = LayerImage(
        pixmap: image.pixmap.templateFilled(with: content.tint), contentMode: image.contentMode, scale: image.scale)
      tinted.minificationFilter = image.minificationFilter
      layer.image = tinted
    }
  }
}

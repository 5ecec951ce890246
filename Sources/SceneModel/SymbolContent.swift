import Geometry
import Raster
import Text

/// A symbol image drawn as layer content: its glyph outline filled with a colour (the tint, as
/// symbol images are templates: facts SY6), placed in `rect` of the layer (points). The outline
/// is a vector path, so the symbol stays sharp under any scale and transform.
public struct SymbolContent: LayerContent, Equatable {
  public let symbol: SymbolImage
  public let rect: Rect
  public let color: Raster.Color
  /// The outline already mapped into `rect`.
  let path: Raster.Path

  /// `symbol` stretched to `rect` (its own size there draws it as it is).
  public init(symbol: SymbolImage, in rect: Rect, color: Raster.Color) {
    self.symbol = symbol
    self.rect = rect
    self.color = color
    let sx = symbol.size.width > 0 ? rect.width / symbol.size.width : 1
    let sy = symbol.size.height > 0 ? rect.height / symbol.size.height : 1
    path = symbol.path.applying(AffineTransform(a: sx, b: 0, c: 0, d: sy, tx: rect.minX, ty: rect.minY))
  }

  /// `symbol` at its own size with its top-left at `origin`.
  public init(symbol: SymbolImage, at origin: Geometry.Point, color: Raster.Color) {
    self.init(symbol: symbol, in: Rect(origin: origin, size: symbol.size), color: color)
  }

  public func draw(into context: inout DrawContext, transform: AffineTransform) {
    context.fill(path, transform: transform, paint: .solid(color))
  }

  /// The outline's box; empty for an empty outline, which fills nothing.
  public var drawingBounds: Rect? { path.controlBounds ?? .zero }
}

extension SymbolImage {
  /// The outline as a rasterizer path in the image's points (quadratic segments raised to cubics).
  public var path: Raster.Path {
    var path = Raster.Path()
    var current = Geometry.Point(x: 0, y: 0)
    for element in outline.elements {
      switch element {
      case .move(let p):
        path.move(to: p)
        current = p
      case .line(let p):
        path.line(to: p)
        current = p
      case .quad(let p, let c):
        // The cubic with the same curve: its controls are 2/3 of the way to the quadratic's.
        let c1 = Geometry.Point(x: current.x + (c.x - current.x) * 2 / 3, y: current.y + (c.y - current.y) * 2 / 3)
        let c2 = Geometry.Point(x: p.x + (c.x - p.x) * 2 / 3, y: p.y + (c.y - p.y) * 2 / 3)
        path.curve(to: p, control1: c1, control2: c2)
        current = p
      case .cubic(let p, let c1, let c2):
        path.curve(to: p, control1: c1, control2: c2)
        current = p
      case .close:
        path.close()
      }
    }
    return path
  }
}

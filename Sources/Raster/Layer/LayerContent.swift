/// Custom drawing attached to a layer (text, control glyphs). `transform` maps the layer's local
/// points to device pixels; draw through `context`, which applies the current clip.
import Geometry

public protocol LayerContent: Sendable {
  func draw(into context: inout DrawContext, transform: AffineTransform)
  /// A local-coordinate box containing everything `draw` paints, or nil when unknown. It lets a
  /// fading layer use a small offscreen group instead of one the size of the clip.
  var drawingBounds: Rect? { get }
  /// A device-pixel box containing everything `draw` paints under `transform` (empty when it
  /// paints nothing), or nil when unknown: a frame repaints only the pixels of the contents that
  /// changed.
  func deviceBounds(transform: AffineTransform) -> Rect?
  /// True when `other` draws exactly the pixels this content draws, under any transform; false
  /// when unsure (the content then counts as changed and is repainted).
  func drawsLike(_ other: any LayerContent) -> Bool
}

extension LayerContent {
  /// Unknown by default: the renderer then assumes the content may paint anywhere.
  public var drawingBounds: Rect? { nil }

  /// `drawingBounds` mapped to the device, with one pixel of slack for anti-aliasing; an empty
  /// box (nothing painted) stays empty.
  public func deviceBounds(transform: AffineTransform) -> Rect? {
    drawingBounds.map { $0.isEmpty ? .zero : transform.apply($0).insetBy(dx: -1, dy: -1) }
  }

  /// Unsure by default.
  public func drawsLike(_ other: any LayerContent) -> Bool { false }
}

extension LayerContent where Self: Equatable {
  /// Equal values draw the same.
  public func drawsLike(_ other: any LayerContent) -> Bool { (other as? Self) == self }
}

/// A filled path in the layer's local coordinates: the simplest custom content, used by controls
/// (switch knobs, checkmarks, spinner spokes).
public struct ShapeContent: LayerContent, Equatable {
  public var path: Path
  public var paint: Paint
  public var opacity: Double

  /// `path` in the layer's local points, filled with `paint` at `opacity`.
  public init(path: Path, paint: Paint, opacity: Double = 1) {
    self.path = path
    self.paint = paint
    self.opacity = opacity
  }

  /// Fills the path through the context (clip and opacity applied).
  public func draw(into context: inout DrawContext, transform: AffineTransform) {
    context.fill(path, transform: transform, paint: paint, opacity: opacity)
  }

  /// The box of the path's points and control points (a curve never leaves it); empty for an
  /// empty path, which fills nothing.
  public var drawingBounds: Rect? { path.controlBounds ?? .zero }
}

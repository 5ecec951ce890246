import Geometry

// Glyphs are placed by the same affine transforms the rasterizer uses: label points to device
// pixels, y down (CGAffineTransform's convention).
extension AffineTransform {
  /// Points to pixels at `scale`, with the label's top-left at `origin` (in points).
  public init(scale: Double, originX: Double = 0, originY: Double = 0) {
    self.init(a: scale, b: 0, c: 0, d: scale, tx: originX * scale, ty: originY * scale)
  }

  /// The image of (x, y).
  @inlinable
  public func apply(x: Double, y: Double) -> (x: Double, y: Double) {
    (a * x + c * y + tx, b * x + d * y + ty)
  }

  /// True for a positive scale with no rotation or shear: glyphs can be cached and blitted.
  public var isUniformScale: Bool { b == 0 && c == 0 && a == d && a > 0 }
}

extension Size {
  /// Rounded up to whole device pixels at `scale` (text is measured on the pixel grid).
  public func ceiled(toScale scale: Double) -> Size {
    Size(width: PixelGrid.ceil(width, scale: scale), height: PixelGrid.ceil(height, scale: scale))
  }
}

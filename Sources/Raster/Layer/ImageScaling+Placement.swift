import Geometry

extension ImageScaling {
  /// Where content of `size` points lands in `bounds` (UIView.ContentMode): `scaleToFill` fills
  /// the bounds; the aspect modes scale it uniformly to fit inside or to cover them, centred;
  /// the others keep its size and put it at the centre, an edge's middle or a corner (Apple doc
  /// UIView.ContentMode; facts IM4). Nothing here clips: content past the bounds is cut only
  /// when the layer clips to its bounds, as UIKit's default clipsToBounds = false leaves it.
  public func destination(of size: Size, in bounds: Rect) -> Rect {
    let w = size.width, h = size.height
    switch self {
    case .scaleToFill:
      return bounds
    case .scaleAspectFit, .scaleAspectFill:
      guard w > 0, h > 0 else { return Rect(x: bounds.midX, y: bounds.midY, width: 0, height: 0) }
      let sx = bounds.width / w, sy = bounds.height / h
      let s = self == .scaleAspectFit ? min(sx, sy) : max(sx, sy)
      return Rect(x: bounds.midX - w * s / 2, y: bounds.midY - h * s / 2, width: w * s, height: h * s)
    case .center: return Rect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h)
    case .top: return Rect(x: bounds.midX - w / 2, y: bounds.minY, width: w, height: h)
    case .bottom: return Rect(x: bounds.midX - w / 2, y: bounds.maxY - h, width: w, height: h)
    case .left: return Rect(x: bounds.minX, y: bounds.midY - h / 2, width: w, height: h)
    case .right: return Rect(x: bounds.maxX - w, y: bounds.midY - h / 2, width: w, height: h)
    case .topLeft: return Rect(x: bounds.minX, y: bounds.minY, width: w, height: h)
    case .topRight: return Rect(x: bounds.maxX - w, y: bounds.minY, width: w, height: h)
    case .bottomLeft: return Rect(x: bounds.minX, y: bounds.maxY - h, width: w, height: h)
    case .bottomRight: return Rect(x: bounds.maxX - w, y: bounds.maxY - h, width: w, height: h)
    }
  }
}

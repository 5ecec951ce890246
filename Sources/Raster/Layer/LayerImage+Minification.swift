import Geometry
import Synchronization

extension LayerImage {
  /// The pixels to draw into `rect` (layer points) under `transform` (points to device pixels).
  /// With the `linear` filter (CALayer's default minification and magnification filter), the
  /// image itself, sampled bilinearly at any size. With `trilinear` (CALayer's mipmapped
  /// minification), an image drawn smaller than its pixels is first averaged down to the
  /// device size it covers (``Pixmap/areaAveraged(width:height:)``, facts IM5), so a large photo
  /// in a small view is smooth rather than aliased; magnification stays bilinear. Results are
  /// kept per size, so a still image is averaged once for all frames.
  public func pixmap(drawnIn rect: Rect, transform: AffineTransform) -> Pixmap {
    guard minificationFilter == .trilinear else { return pixmap }
    // Device pixels per point along each of the image's axes (rotation included).
    let sx = (transform.a * transform.a + transform.b * transform.b).squareRoot()
    let sy = (transform.c * transform.c + transform.d * transform.d).squareRoot()
    let w = (rect.width * sx).rounded(.up), h = (rect.height * sy).rounded(.up)
    guard w.isFinite, h.isFinite, w >= 1, h >= 1 else { return pixmap }
    let target = (width: Int(Swift.min(w, Double(pixmap.width))), height: Int(Swift.min(h, Double(pixmap.height))))
    if target.width == pixmap.width && target.height == pixmap.height { return pixmap }
    return minified.pixmap(width: target.width, height: target.height) { pixmap.areaAveraged(width: $0, height: $1) }
  }
}

/// CALayer.minificationFilter: how an image drawn smaller than its pixels is sampled.
public enum MinificationFilter: String, Sendable, Hashable, CaseIterable {
  /// Bilinear sampling of the image as it is (`CALayerContentsFilter.linear`, the default).
  case linear
  /// Averaged down first, then bilinear (`.trilinear`, which Core Animation does with mipmaps).
  case trilinear
}

/// The averaged-down copies of one image, by size (a few: an animated size makes a new one per
/// frame, and only the latest are worth keeping).
public final class MinificationCache: Sendable {
  private let entries = Mutex<[(width: Int, height: Int, pixmap: Pixmap)]>([])
  static let capacity = 4

  public init() {}

  func pixmap(width: Int, height: Int, make: (Int, Int) -> Pixmap) -> Pixmap {
    if let hit = entries.withLock({ $0.first { $0.width == width && $0.height == height }?.pixmap }) { return hit }
    let made = make(width, height)
    entries.withLock { list in
      list.append((width, height, made))
      if list.count > Self.capacity { list.removeFirst() }
    }
    return made
  }
}

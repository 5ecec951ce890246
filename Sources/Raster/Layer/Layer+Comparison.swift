/// Whether two layers draw the same pixels, for the damage of a frame. `Layer` is not `Equatable`
/// (its contents are any `LayerContent`), so contents are asked one by one, and a content that
/// cannot tell counts as changed.
import Geometry

extension Layer {
  /// True when everything but the sublayers draws the same: geometry, appearance, contents and
  /// any transition in progress.
  func drawsLike(_ other: Layer) -> Bool {
    frame == other.frame && transform == other.transform && opacity == other.opacity
      && isHidden == other.isHidden && clipsToBounds == other.clipsToBounds
      && masksOnce == other.masksOnce
      && backgroundColor == other.backgroundColor && cornerRadii == other.cornerRadii
      && cornerCurve == other.cornerCurve && border == other.border && shadow == other.shadow
      && gradient == other.gradient && backdrop == other.backdrop
      && imageDrawsLike(other.image) && contentsDrawLike(other.contents) && transitionDrawsLike(other.transition)
  }

  /// True when the layer and all its sublayers draw the same.
  func isIdentical(to other: Layer) -> Bool {
    drawsLike(other) && sublayers.count == other.sublayers.count
      && zip(sublayers, other.sublayers).allSatisfy { $0.isIdentical(to: $1) }
  }

  private func imageDrawsLike(_ other: LayerImage?) -> Bool {
    switch (image, other) {
    case (nil, nil): return true
    case let (a?, b?):
      return a.contentMode == b.contentMode && a.scale == b.scale && a.minificationFilter == b.minificationFilter
        && a.pixmap == b.pixmap
    default: return false
    }
  }

  private func contentsDrawLike(_ other: [any LayerContent]) -> Bool {
    contents.count == other.count && zip(contents, other).allSatisfy { $0.drawsLike($1) }
  }

  private func transitionDrawsLike(_ other: LayerTransition?) -> Bool {
    switch (transition, other) {
    case (nil, nil): return true
    case let (a?, b?): return a.style == b.style && a.progress == b.progress && a.from.isIdentical(to: b.from)
    default: return false
    }
  }
}

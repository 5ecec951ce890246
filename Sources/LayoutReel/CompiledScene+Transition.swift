import Geometry
import Raster

extension CompiledScene {
  /// `layer` (view `index`'s current rendering with its sublayers) carrying the transition that
  /// runs on the view at `time`, if any: the old rendering is the view's subtree as presented
  /// just before the transition's changes (the renderer draws it where the view is now, facts I5).
  func withTransition(_ layer: Layer, view index: Int, at time: Double) -> Layer {
    guard let span = tracks[index].style.transition(at: time) else { return layer }
    let before = span.added.nextDown
    let old = subtree(index, states: presentation(at: before), at: before, transitions: false)
    var result = layer
    result.transition = LayerTransition(style: span.layerStyle, progress: span.progress(at: time), from: old)
    return result
  }
}

extension CompiledScene {
  /// How far the transition running on view `index` has gone at `time` (0: old rendering, 1: new),
  /// or 1 when none runs: the view shows its current rendering.
  public func transitionProgress(view index: Int, at time: Double) -> Double {
    guard tracks.indices.contains(index), let span = tracks[index].style.transition(at: time) else { return 1 }
    return span.progress(at: time)
  }
}

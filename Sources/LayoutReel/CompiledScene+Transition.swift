import Geometry
import Raster

extension CompiledScene {
  /// `layer` (view `index`'s current rendering with its sublayers) carrying the transition that
  /// runs on the view at `time`, if any: the old rendering is the view's subtree as presented
  /// just before the transition's changes, moved to the view's current centre (it keeps its
  /// old size; facts I5).
  func withTransition(_ layer: Layer, view index: Int, at time: Double) -> Layer {
    guard let span = tracks[index].style.transition(at: time) else { return layer }
    var old = subtree(index, states: presentation(at: span.added.nextDown), at: span.added.nextDown)
    old.frame = Rect(
      x: layer.frame.midX - old.frame.width / 2, y: layer.frame.midY - old.frame.height / 2, width: old.frame.width,
      height: old.frame.height)
    old.transform = layer.transform
    var result = layer
    result.transition = LayerTransition(style: span.layerStyle, progress: span.progress(at: time), from: old)
    return result
  }

  /// View `index` and its subviews as presented in `states` (sampled at `time`), without
  /// transitions of their own.
  func subtree(_ index: Int, states: [ViewState], at time: Double) -> Layer {
    let model = tracks[index].modelFrame(at: time)
    var layer = views[index].layer(
      states[index], modelSize: Geometry.Size(width: model[2], height: model[3]), scale: scale, renderer: renderer)
    layer.sublayers = children[index].map { subtree($0, states: states, at: time) }
    return layer
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

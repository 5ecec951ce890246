import SceneModel

extension Scene {
  /// Offscreen canvases a transition can hold while it paints, for the memory estimate: a
  /// cross-dissolve paints the old and new renderings into two canvas-sized groups; a flip
  /// paints one face flat into a group of up to twice the canvas on each axis (the renderer's
  /// reach beyond the visible area), four canvases.
  var transitionCanvases: Int {
    timeline.compactMap(\.transition).map { $0.style == .crossDissolve ? 2 : 4 }.max() ?? 0
  }
}

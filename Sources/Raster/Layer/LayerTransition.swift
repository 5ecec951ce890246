import Geometry

/// A transition in progress on a layer, as Core Animation runs a CATransition: the layer's old
/// rendering (a whole layer tree, captured before the change) gives way to the current one.
public struct LayerTransition: Sendable {
  /// How the two renderings are combined.
  public enum Style: Sendable, Equatable {
    /// Pixel by pixel: old × (1 − progress) + new × progress.
    case crossDissolve
    /// A half turn in depth about the layer's centre line: the old rendering turns away for the
    /// first half, the new one turns in for the second. `vertical` turns about the vertical line;
    /// `sign` −1 brings the left (or top) edge toward the viewer, +1 the right (or bottom) edge.
    case flip(vertical: Bool, sign: Double, eyeDistance: Double)
  }

  public var style: Style
  /// 0 shows the old rendering, 1 the new one.
  public var progress: Double
  private let old: [Layer]

  /// `from` keeps its size and is drawn centred where the layer carrying the transition is, with
  /// that layer's transform: the old rendering moves with the view.
  /// `progress` within 0...1, as painting and the damage read it (a non-finite one shows the new
  /// layer).
  var clampedProgress: Double { progress.isFinite ? min(1, max(0, progress)) : 1 }

  public init(style: Style, progress: Double, from: Layer) {
    self.style = style
    self.progress = progress
    old = [from]
  }

  /// The old rendering as given.
  public var from: Layer { old[0] }

  /// The old rendering placed on `layer`: its own size, centred on `layer`'s frame, with its
  /// transform.
  public func from(placedOn layer: Layer) -> Layer {
    var placed = old[0]
    let size = placed.frame.size
    placed.frame = Rect(
      x: layer.frame.midX - size.width / 2, y: layer.frame.midY - size.height / 2, width: size.width,
      height: size.height)
    placed.transform = layer.transform
    return placed
  }
}

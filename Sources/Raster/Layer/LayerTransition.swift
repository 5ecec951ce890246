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

  /// `from` is drawn in the same parent coordinates as the layer carrying the transition.
  public init(style: Style, progress: Double, from: Layer) {
    self.style = style
    self.progress = progress
    old = [from]
  }

  /// The old rendering.
  public var from: Layer { old[0] }
}

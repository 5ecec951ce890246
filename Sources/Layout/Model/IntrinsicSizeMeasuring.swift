/// A view's intrinsic content size; a nil dimension is UIKit's `noIntrinsicMetric`.
public struct IntrinsicSize: Sendable, Hashable {
  public var width: Double?
  public var height: Double?

  /// A size; nil means no intrinsic metric on that axis.
  public init(width: Double?, height: Double?) {
    self.width = width
    self.height = height
  }
}

/// Distances from a view's top edge to its first and last text baselines.
public struct BaselineOffsets: Sendable, Hashable {
  public var first: Double
  public var last: Double

  /// Offsets from the top edge.
  public init(first: Double, last: Double) {
    self.first = first
    self.last = last
  }
}

/// Measures content (text) for the layout engine; the text system implements it.
///
/// Multi-line text is as tall as the width layout gives it, so the engine measures in passes
/// like UIKit's `preferredMaxLayoutWidth`: first with `fittingWidth == nil` (natural, unwrapped
/// size), then again with the width the previous solve produced, until the sizes stop changing.
public protocol IntrinsicSizeMeasuring: Sendable {
  /// The intrinsic size of `view` when wrapped to `fittingWidth` (nil: unconstrained), or nil
  /// when the view has no intrinsic size at all.
  func intrinsicSize(of view: String, fittingWidth: Double?) -> IntrinsicSize?

  /// The baselines of `view` laid out at `width`, or nil when it has no text (the bottom edge
  /// then serves as both baselines, as in UIKit).
  func baselineOffsets(of view: String, width: Double) -> BaselineOffsets?
}

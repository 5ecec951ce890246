/// `UIView.transition(with:duration:options:animations:)` on one view: the step's changes are
/// made at its start without animations of their own, and the view's old rendering (its layer
/// and sublayers as they were) gives way to the new one by a cross-dissolve or a flip over the
/// step's duration and curve (facts I5, I6, I7).
public struct ViewTransition: Sendable, Hashable {
  /// The view whose rendering transitions (UIKit's `with:` view).
  public var view: String
  public var style: TransitionStyle

  public init(view: String, style: TransitionStyle) {
    self.view = view
    self.style = style
  }
}

/// The transition options of UIView.AnimationOptions that `transition(with:...)` takes, by their
/// option names without the `transition` prefix (curls are not drawn).
public enum TransitionStyle: String, Sendable, Hashable, CaseIterable {
  /// `.transitionCrossDissolve`: "dissolves from one view to the next".
  case crossDissolve
  /// `.transitionFlipFromLeft`: about the vertical axis, the left side toward the viewer.
  case flipFromLeft
  /// `.transitionFlipFromRight`: about the vertical axis, the right side toward the viewer.
  case flipFromRight
  /// `.transitionFlipFromTop`: about the horizontal axis, the top side toward the viewer.
  case flipFromTop
  /// `.transitionFlipFromBottom`: about the horizontal axis, the bottom side toward the viewer.
  case flipFromBottom
}

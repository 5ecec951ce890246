import Foundation

/// UIGestureRecognizer: a scripted touch (`Reel.tap`, `Reel.pan`) moves it through its states and
/// calls its handler, the closure that replaces `init(target:action:)` and its `#selector`.
@preconcurrency @MainActor
public class UIGestureRecognizer {
  public internal(set) weak var view: UIView?
  public internal(set) var state: State = .possible
  public var isEnabled = true
  let handler: (UIGestureRecognizer) -> Void
  /// The touch location in the window (root) coordinates.
  var location = CGPoint.zero

  init(anyHandler handler: @escaping (UIGestureRecognizer) -> Void) { self.handler = handler }

  public func location(in view: UIView?) -> CGPoint {
    guard let view else { return location }
    let origin = LiveLayout.origin(of: view)
    return CGPoint(x: location.x - origin.x, y: location.y - origin.y)
  }

  /// UIGestureRecognizer.State.
  public enum State: Int, Sendable {
    case possible = 0, began, changed, ended, cancelled, failed
    public static let recognized = State.ended
  }
}

/// UITapGestureRecognizer.
public final class UITapGestureRecognizer: UIGestureRecognizer {
  public var numberOfTapsRequired = 1

  public init(handler: @escaping (UITapGestureRecognizer) -> Void) {
    super.init(anyHandler: { recognizer in
      if let tap = recognizer as? UITapGestureRecognizer { handler(tap) }
    })
  }
}

/// UIPanGestureRecognizer: translation and velocity along the scripted path (facts SW8).
public final class UIPanGestureRecognizer: UIGestureRecognizer {
  var translationValue = CGPoint.zero
  var velocityValue = CGPoint.zero

  public init(handler: @escaping (UIPanGestureRecognizer) -> Void) {
    super.init(anyHandler: { recognizer in
      if let pan = recognizer as? UIPanGestureRecognizer { handler(pan) }
    })
  }

  public func translation(in view: UIView?) -> CGPoint { translationValue }
  public func setTranslation(_ translation: CGPoint, in view: UIView?) { translationValue = translation }
  /// Points per second.
  public func velocity(in view: UIView?) -> CGPoint { velocityValue }
}

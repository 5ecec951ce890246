import Foundation

/// UIControl: the actions a scripted touch sends (`Reel.tap`).
public class UIControl: UIView {
  var actions: [(action: UIAction, events: Event)] = []

  public var isEnabled: Bool {
    get { props.isEnabled }
    set { props.isEnabled = newValue }
  }
  public var isHighlighted: Bool {
    get { props.isHighlighted }
    set { props.isHighlighted = newValue }
  }
  public var isSelected = false

  public func addAction(_ action: UIAction, for events: Event) { actions.append((action, events)) }
  public func removeAction(_ action: UIAction, for events: Event) {
    actions.removeAll { $0.action === action && $0.events == events }
  }

  /// Runs the handlers registered for any of `events`, as a touch does.
  public func sendActions(for events: Event) {
    for (action, registered) in actions where !registered.isDisjoint(with: events) {
      action.sender = self
      action.handler(action)
    }
  }

  /// What a tap sends: touch up inside, and the primary action (buttons, iOS 14+).
  func tapped() { sendActions(for: [.touchUpInside, .primaryActionTriggered]) }

  /// UIControl.Event.
  public struct Event: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let touchDown = Event(rawValue: 1 << 0)
    public static let touchDownRepeat = Event(rawValue: 1 << 1)
    public static let touchDragInside = Event(rawValue: 1 << 2)
    public static let touchDragOutside = Event(rawValue: 1 << 3)
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    public static let touchCancel = Event(rawValue: 1 << 8)
    public static let valueChanged = Event(rawValue: 1 << 12)
    public static let primaryActionTriggered = Event(rawValue: 1 << 13)
    public static let editingDidBegin = Event(rawValue: 1 << 16)
    public static let editingChanged = Event(rawValue: 1 << 17)
    public static let editingDidEnd = Event(rawValue: 1 << 18)
  }

  /// UIControl.State.
  public struct State: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal: State = []
    public static let highlighted = State(rawValue: 1 << 0)
    public static let disabled = State(rawValue: 1 << 1)
    public static let selected = State(rawValue: 1 << 2)
  }
}

/// UIAction: a handler a control runs (the closure form that replaces `addTarget(_:action:for:)`
/// and its `#selector`, which need the Objective-C runtime).
@preconcurrency @MainActor
public final class UIAction {
  public let title: String
  let handler: (UIAction) -> Void
  public internal(set) var sender: Any?

  public init(title: String = "", handler: @escaping (UIAction) -> Void) {
    self.title = title
    self.handler = handler
  }
}

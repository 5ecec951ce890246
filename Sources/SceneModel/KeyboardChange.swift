/// Shows or hides the system keyboard, as a text field becoming or resigning first responder does.
public struct KeyboardChange: Sendable, Hashable {
  /// Whether the keyboard comes in or goes out.
  public enum Action: String, Sendable, Hashable, CaseIterable {
    case show, hide
  }

  public var action: Action
  /// The keyboard shown (`UITextInputTraits.keyboardType`); ignored by `hide`.
  public var type: KeyboardType

  public init(_ action: Action, type: KeyboardType = .default) {
    self.action = action
    self.type = type
  }
}

/// The keyboard types LayoutReel draws (`UIKeyboardType`).
public enum KeyboardType: String, Sendable, Hashable, CaseIterable {
  /// Letters (QWERTY), the default.
  case `default`
  /// Digits 0–9 on a phone pad (`.numberPad`).
  case numberPad
  /// Letters with `@` and `.` beside the space bar (`.emailAddress`).
  case emailAddress
}

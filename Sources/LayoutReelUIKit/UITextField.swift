import Foundation
import SceneModel

/// UITextField: the model's `TextField` (text or placeholder, no border by default).
public class UITextField: UIControl {
  public var placeholder: String?
  public var isSecureTextEntry = false
  public var borderStyle: BorderStyle = .none
  public weak var delegate: AnyObject?

  public var keyboardType: UIKeyboardType = .default

  /// Shows the keyboard of `keyboardType` with the keyboard's own animation (facts KB1, A12).
  @discardableResult
  public func becomeFirstResponder() -> Bool {
    Stage.shared.keyboard(.show, type: keyboardType.model)
    return true
  }

  /// Hides the keyboard with its animation.
  @discardableResult
  public func resignFirstResponder() -> Bool {
    Stage.shared.keyboard(.hide)
    return true
  }

  /// A tap on a text field makes it the first responder.
  override func tapped() {
    becomeFirstResponder()
    sendActions(for: .editingDidBegin)
  }

  public var text: String? {
    get { props.text }
    set { props.text = newValue }
  }

  override func modelContent() -> any ViewContent {
    TextField(
      text: content.text ?? "", placeholder: placeholder ?? "",
      borderStyle: borderStyle == .roundedRect ? .roundedRect : .none, isSecureTextEntry: isSecureTextEntry)
  }

  /// UITextField.BorderStyle (bezel and line are drawn as none).
  public enum BorderStyle: Int, Sendable {
    case none = 0, line, bezel, roundedRect
  }
}

/// UIKeyboardType (the model draws the default, number-pad and email keyboards; the others are
/// drawn as the default one).
public enum UIKeyboardType: Int, Sendable {
  case `default` = 0, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad
  case emailAddress, decimalPad, twitter, webSearch, asciiCapableNumberPad

  var model: KeyboardType {
    switch self {
    case .numberPad, .phonePad, .decimalPad, .asciiCapableNumberPad: .numberPad
    case .emailAddress: .emailAddress
    default: .default
    }
  }
}

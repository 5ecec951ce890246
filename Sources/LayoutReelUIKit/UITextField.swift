import Foundation
import SceneModel

/// UITextField: the model's `TextField` (text or placeholder, no border by default).
public class UITextField: UIControl {
  public var placeholder: String?
  public var isSecureTextEntry = false
  public var borderStyle: BorderStyle = .none
  public weak var delegate: AnyObject?

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

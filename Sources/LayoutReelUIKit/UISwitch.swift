import Foundation
import SceneModel

/// UISwitch: the model's `Switch`; `setOn(_:animated:)` inside an animation slides the knob.
public class UISwitch: UIControl {
  public var isOn: Bool {
    get { props.isOn }
    set { props.isOn = newValue }
  }
  public func setOn(_ on: Bool, animated: Bool) { isOn = on }

  override func modelContent() -> any ViewContent { Switch(isOn: content.isOn) }

  /// A tap turns it over and sends valueChanged.
  override func tapped() {
    isOn.toggle()
    sendActions(for: [.valueChanged, .primaryActionTriggered])
  }
}

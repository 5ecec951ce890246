import LayoutReelUIKit

/// "Animation with Auto Layout" (seed 001), first example, in UIKit code: a width constraint
/// toggled between 100 and 200 in a 0.3 s animation each time the button is pressed. The layout the
/// document leaves open is the JSON scene's (scenes/width-toggle.json).
final class WidthToggleViewController: UIViewController {
  let box = UIView()
  let switchButton = UIButton(type: .system)
  var widthConstraint: NSLayoutConstraint!
  var selected = false

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    box.backgroundColor = UIColor(red: 171 / 255, green: 190 / 255, blue: 240 / 255, alpha: 1)
    box.translatesAutoresizingMaskIntoConstraints = false
    switchButton.translatesAutoresizingMaskIntoConstraints = false
    switchButton.setTitle("Switch", for: .normal)
    switchButton.addAction(UIAction { [unowned self] _ in switchButtonPressed() }, for: .touchUpInside)
    view.addSubview(box)
    view.addSubview(switchButton)

    widthConstraint = box.widthAnchor.constraint(equalToConstant: 100)
    NSLayoutConstraint.activate([
      box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
      box.topAnchor.constraint(equalTo: view.topAnchor, constant: 40),
      box.heightAnchor.constraint(equalToConstant: 80),
      widthConstraint,
      switchButton.centerXAnchor.constraint(equalTo: view.centerXAnchor),
      switchButton.topAnchor.constraint(equalTo: box.bottomAnchor, constant: 20),
    ])
  }

  func switchButtonPressed() {
    selected.toggle()
    widthConstraint.constant = selected ? 200 : 100
    UIView.animate(withDuration: 0.3) {
      self.view.layoutIfNeeded()
    }
  }
}

public enum WidthToggle {
  /// The button is pressed at 0.5 s and 1.5 s.
  @MainActor public static func record() throws -> Reel {
    let controller = WidthToggleViewController()
    let reel = Reel(width: 320, height: 200, scale: 2)
    reel.tap(controller.switchButton, at: 0.5)
    reel.tap(controller.switchButton, at: 1.5)
    try reel.record(controller)
    return reel
  }
}

import LayoutReelUIKit

/// A sign-in form that rejects a tap on Sign In: the error message fades in under the button and
/// the form shakes (four keyframes of a translation), the way iOS apps say "try again". Written only
/// in Swift: a scripted tap runs the button's action, which starts a keyframe animation and a fade.
final class LoginShakeViewController: UIViewController {
  let titleLabel = UILabel()
  let form = UIStackView()
  let usernameField = UITextField()
  let divider = UIView()
  let passwordField = UITextField()
  let signInButton = UIButton(configuration: .filled())
  let errorLabel = UILabel()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    titleLabel.text = "Sign in"
    titleLabel.font = .preferredFont(forTextStyle: .title1)

    form.axis = .vertical
    form.backgroundColor = .secondarySystemBackground
    form.layer.cornerRadius = 10
    form.isLayoutMarginsRelativeArrangement = true
    form.layoutMargins = UIEdgeInsets(top: 4, left: 12, bottom: 4, right: 12)
    usernameField.text = "appleseed"
    passwordField.text = "hunter2"
    passwordField.isSecureTextEntry = true
    divider.backgroundColor = .separator
    for field in [usernameField, divider, passwordField] { form.addArrangedSubview(field) }

    signInButton.setTitle("Sign In", for: .normal)
    signInButton.addAction(UIAction { [unowned self] _ in reject() }, for: .primaryActionTriggered)
    errorLabel.text = "Incorrect username or password"
    errorLabel.textColor = .systemRed
    errorLabel.font = .preferredFont(forTextStyle: .footnote)
    errorLabel.textAlignment = .center
    errorLabel.alpha = 0

    for v in [titleLabel, form, signInButton, errorLabel] {
      v.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(v)
    }
    let margins = view.layoutMarginsGuide
    NSLayoutConstraint.activate([
      titleLabel.topAnchor.constraint(equalTo: view.topAnchor, constant: 32),
      titleLabel.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      form.topAnchor.constraint(equalToSystemSpacingBelow: titleLabel.bottomAnchor, multiplier: 2),
      form.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      form.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      usernameField.heightAnchor.constraint(equalToConstant: 44),
      passwordField.heightAnchor.constraint(equalToConstant: 44),
      divider.heightAnchor.constraint(equalToConstant: 0.5),
      signInButton.topAnchor.constraint(equalToSystemSpacingBelow: form.bottomAnchor, multiplier: 3),
      signInButton.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
      signInButton.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
      errorLabel.topAnchor.constraint(equalToSystemSpacingBelow: signInButton.bottomAnchor, multiplier: 2),
      errorLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor),
    ])
  }

  /// The shake: right, left, a smaller right, back, over 0.4 s; the message fades in with it.
  func reject() {
    UIView.animateKeyframes(withDuration: 0.4, delay: 0) {
      let offsets: [CGFloat] = [14, -10, 6, 0]
      for (i, dx) in offsets.enumerated() {
        UIView.addKeyframe(withRelativeStartTime: Double(i) / 4, relativeDuration: 0.25) {
          self.form.transform = CGAffineTransform(translationX: dx, y: 0)
        }
      }
    }
    UIView.animate(withDuration: 0.3, delay: 0.1, options: .curveEaseOut) {
      self.errorLabel.alpha = 1
    }
  }
}

public enum LoginShake {
  /// Sign In is tapped at 0.5 s; the last frame is held 1 s.
  @MainActor public static func record() throws -> Reel {
    let controller = LoginShakeViewController()
    let reel = Reel(width: 390, height: 330, scale: 2)
    reel.tap(controller.signInButton, at: 0.5)
    try reel.record(controller, hold: 1)
    return reel
  }
}

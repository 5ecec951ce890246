import LayoutReelUIKit

/// The Bankey sign-in screen of "Constraint Based Animation" (seed 000), written as its course
/// builds it: a login form in a stack view, a title and a subtitle whose leading constraints start
/// 1000 pt off screen and are brought in by three property animators once the view has appeared.
final class BankeyLoginViewController: UIViewController {
  let titleLabel = UILabel()
  let subtitleLabel = UILabel()
  let loginView = BankeyLoginView()
  let signInButton = UIButton(type: .system)
  let errorMessageLabel = UILabel()

  private let onScreen: CGFloat = 16
  private let offScreen: CGFloat = -1000
  private var titleLeading: NSLayoutConstraint?
  private var subtitleLeading: NSLayoutConstraint?

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .systemBackground
    configureLabels()
    configureButton()
    addConstraints()
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    slideIn()
  }

  private func configureLabels() {
    for (label, style) in [(titleLabel, UIFont.TextStyle.largeTitle), (subtitleLabel, .title3)] {
      label.translatesAutoresizingMaskIntoConstraints = false
      label.textAlignment = .center
      label.font = UIFont.preferredFont(forTextStyle: style)
      label.adjustsFontForContentSizeCategory = true
      label.alpha = 0
    }
    titleLabel.text = "Bankey"
    subtitleLabel.numberOfLines = 0
    subtitleLabel.text = "Your premium source for all things banking!"

    errorMessageLabel.translatesAutoresizingMaskIntoConstraints = false
    errorMessageLabel.textAlignment = .center
    errorMessageLabel.textColor = .systemRed
    errorMessageLabel.numberOfLines = 0
    errorMessageLabel.isHidden = true
  }

  private func configureButton() {
    loginView.translatesAutoresizingMaskIntoConstraints = false
    signInButton.translatesAutoresizingMaskIntoConstraints = false
    signInButton.configuration = .filled()
    signInButton.configuration?.imagePadding = 8
    signInButton.setTitle("Sign In", for: [])
    signInButton.addAction(
      UIAction { [unowned self] _ in errorMessageLabel.isHidden = true }, for: .primaryActionTriggered)
  }

  private func addConstraints() {
    for subview in [titleLabel, subtitleLabel, loginView, signInButton, errorMessageLabel] {
      view.addSubview(subview)
    }
    NSLayoutConstraint.activate([
      subtitleLabel.topAnchor.constraint(equalToSystemSpacingBelow: titleLabel.bottomAnchor, multiplier: 3),
      titleLabel.trailingAnchor.constraint(equalTo: loginView.trailingAnchor),
    ])
    titleLeading = titleLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: offScreen)
    titleLeading?.isActive = true

    NSLayoutConstraint.activate([
      loginView.topAnchor.constraint(equalToSystemSpacingBelow: subtitleLabel.bottomAnchor, multiplier: 3),
      subtitleLabel.trailingAnchor.constraint(equalTo: loginView.trailingAnchor),
    ])
    subtitleLeading = subtitleLabel.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: offScreen)
    subtitleLeading?.isActive = true

    NSLayoutConstraint.activate([
      loginView.leadingAnchor.constraint(equalToSystemSpacingAfter: view.leadingAnchor, multiplier: 2),
      view.trailingAnchor.constraint(equalToSystemSpacingAfter: loginView.trailingAnchor, multiplier: 2),
      view.centerYAnchor.constraint(equalTo: loginView.centerYAnchor),

      signInButton.topAnchor.constraint(equalToSystemSpacingBelow: loginView.bottomAnchor, multiplier: 2),
      signInButton.leadingAnchor.constraint(equalTo: loginView.leadingAnchor),
      signInButton.trailingAnchor.constraint(equalTo: loginView.trailingAnchor),

      errorMessageLabel.topAnchor.constraint(equalToSystemSpacingBelow: signInButton.bottomAnchor, multiplier: 2),
      errorMessageLabel.leadingAnchor.constraint(equalTo: loginView.leadingAnchor),
      errorMessageLabel.trailingAnchor.constraint(equalTo: loginView.trailingAnchor),
    ])
  }

  /// The title arrives in 0.8 s, the subtitle 0.2 s later, and both fade in over 1.6 s.
  private func slideIn() {
    let duration = 0.8
    let title = UIViewPropertyAnimator(duration: duration, curve: .easeInOut) {
      self.titleLeading?.constant = self.onScreen
      self.view.layoutIfNeeded()
    }
    title.startAnimation()

    let subtitle = UIViewPropertyAnimator(duration: duration, curve: .easeInOut) {
      self.subtitleLeading?.constant = self.onScreen
      self.view.layoutIfNeeded()
    }
    subtitle.startAnimation(afterDelay: 0.2)

    let fade = UIViewPropertyAnimator(duration: duration * 2, curve: .easeInOut) {
      self.titleLabel.alpha = 1
      self.subtitleLabel.alpha = 1
      self.view.layoutIfNeeded()
    }
    fade.startAnimation(afterDelay: 0.2)
  }
}

/// The login form: username and password fields with a hairline between them, in a vertical
/// stack inset by the system spacing inside a rounded box.
final class BankeyLoginView: UIView {
  let stackView = UIStackView()
  let usernameTextField = UITextField()
  let dividerView = UIView()
  let passwordTextField = UITextField()

  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = .secondarySystemBackground
    layer.cornerRadius = 5
    clipsToBounds = true

    stackView.translatesAutoresizingMaskIntoConstraints = false
    stackView.axis = .vertical
    stackView.spacing = 0
    usernameTextField.placeholder = "Username"
    passwordTextField.placeholder = "Password"
    passwordTextField.isSecureTextEntry = true
    dividerView.backgroundColor = .secondarySystemFill

    for arranged in [usernameTextField, dividerView, passwordTextField] { stackView.addArrangedSubview(arranged) }
    addSubview(stackView)
    NSLayoutConstraint.activate([
      stackView.topAnchor.constraint(equalToSystemSpacingBelow: topAnchor, multiplier: 1),
      stackView.leadingAnchor.constraint(equalToSystemSpacingAfter: leadingAnchor, multiplier: 1),
      trailingAnchor.constraint(equalToSystemSpacingAfter: stackView.trailingAnchor, multiplier: 1),
      bottomAnchor.constraint(equalToSystemSpacingBelow: stackView.bottomAnchor, multiplier: 1),
      dividerView.heightAnchor.constraint(equalToConstant: 1),
    ])
  }

  required init?(coder: NSCoder) { nil }
}

public enum BankeyLogin {
  /// An iPhone screen (390 x 844 pt at 2x) in light mode, held 1 s at the end.
  @MainActor public static func record() throws -> Reel {
    let reel = Reel(width: 390, height: 844, scale: 2)
    try reel.record(BankeyLoginViewController(), hold: 1)
    return reel
  }
}

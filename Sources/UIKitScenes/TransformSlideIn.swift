import LayoutReelUIKit

/// "Beyond Constraints" (seed 003), animating with a transform: the artwork keeps its place in the
/// layout and slides in from under the navigation bar. viewWillAppear moves it up by its own
/// height; viewDidAppear animates the transform back to identity in 0.25 s. The bar is drawn as
/// plain views, as scenes/transform-slide-in.json does (an iPhone 5 screen, 320 x 568 pt).
final class TransformViewController: UIViewController {
  let contentView = UIImageView(image: UIImage(contentsOfFile: "scenes/assets/artwork.png"))
  let navigationBar = UIView()
  let navigationTitle = UILabel()
  let animateButton = UIButton(type: .system)
  let navigationHairline = UIView()

  override func viewDidLoad() {
    super.viewDidLoad()
    view.backgroundColor = .white
    contentView.contentMode = .scaleAspectFill
    contentView.clipsToBounds = true
    navigationBar.backgroundColor = UIColor(red: 248 / 255, green: 248 / 255, blue: 248 / 255, alpha: 1)
    navigationTitle.text = "Transform"
    navigationTitle.font = .systemFont(ofSize: 17, weight: .semibold)
    animateButton.setTitle("Animate", for: .normal)
    navigationHairline.backgroundColor = .separator

    view.addSubview(contentView)
    view.addSubview(navigationBar)
    for part in [navigationTitle, animateButton, navigationHairline] { navigationBar.addSubview(part) }
    for v in [contentView, navigationBar, navigationTitle, animateButton, navigationHairline] {
      v.translatesAutoresizingMaskIntoConstraints = false
    }
    let views: [String: UIView] = ["bar": navigationBar, "hairline": navigationHairline]
    NSLayoutConstraint.activate(
      [navigationBar.topAnchor.constraint(equalTo: view.topAnchor)]
        + NSLayoutConstraint.constraints(withVisualFormat: "H:|[bar]|", options: [], metrics: nil, views: views)
        + [
          navigationBar.heightAnchor.constraint(equalToConstant: 64),
          navigationTitle.centerXAnchor.constraint(equalTo: navigationBar.centerXAnchor),
          navigationTitle.centerYAnchor.constraint(equalTo: navigationBar.bottomAnchor, constant: -22),
          animateButton.trailingAnchor.constraint(equalTo: navigationBar.trailingAnchor, constant: -8),
          animateButton.centerYAnchor.constraint(equalTo: navigationTitle.centerYAnchor),
        ]
        + NSLayoutConstraint.constraints(withVisualFormat: "H:|[hairline]|", options: [], metrics: nil, views: views)
        + [
          navigationHairline.bottomAnchor.constraint(equalTo: navigationBar.bottomAnchor),
          // One device pixel, as a bar's shadow line.
          navigationHairline.heightAnchor.constraint(equalToConstant: 0.5),
          contentView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
          view.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
          contentView.topAnchor.constraint(equalTo: navigationBar.bottomAnchor),
          contentView.widthAnchor.constraint(equalTo: contentView.heightAnchor, multiplier: 15 / 8),
        ])
  }

  override func viewWillAppear(_ animated: Bool) {
    super.viewWillAppear(animated)
    // Views made in code have no frame before their first layout pass, which comes after
    // viewWillAppear (facts SW1, SW17); the document's storyboard gave the artwork one.
    view.layoutIfNeeded()
    contentView.transform = CGAffineTransform(translationX: 0, y: -contentView.frame.height)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    UIView.animate(withDuration: 0.25) {
      self.contentView.transform = .identity
    }
  }
}

public enum TransformSlideIn {
  /// The view appears at 0.3 s, so the first frames show the screen before the slide; held 1 s.
  @MainActor public static func record() throws -> Reel {
    let reel = Reel(width: 320, height: 568, scale: 2)
    try reel.record(TransformViewController(), hold: 1, appearAt: 0.3)
    return reel
  }
}

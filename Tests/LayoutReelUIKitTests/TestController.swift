import LayoutReelUIKit

/// A view controller whose viewDidLoad and viewDidAppear run the test's closures.
final class TestController: UIViewController {
  let load: @MainActor (UIView) -> Void
  let appear: @MainActor (UIView) -> Void

  init(load: @escaping @MainActor (UIView) -> Void, appear: @escaping @MainActor (UIView) -> Void = { _ in }) {
    self.load = load
    self.appear = appear
    super.init()
  }

  required init?(coder: NSCoder) { nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    load(view)
  }

  override func viewDidAppear(_ animated: Bool) {
    super.viewDidAppear(animated)
    appear(view)
  }
}

/// A box of 100 x 100 at (20, 20) in `root`, placed by constraints; returns the box and its leading constraint.
@MainActor
func pinnedBox(in root: UIView, id: String = "box") -> (UIView, NSLayoutConstraint) {
  let box = UIView()
  box.accessibilityIdentifier = id
  box.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(box)
  let leading = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20)
  NSLayoutConstraint.activate([
    leading, box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
    box.widthAnchor.constraint(equalToConstant: 100), box.heightAnchor.constraint(equalToConstant: 100),
  ])
  return (box, leading)
}

/// Adds `view` to `root` pinned to its four edges by constraints.
@MainActor
func pinToEdges(_ view: UIView, in root: UIView) {
  view.translatesAutoresizingMaskIntoConstraints = false
  root.addSubview(view)
  NSLayoutConstraint.activate([
    view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
    view.trailingAnchor.constraint(equalTo: root.trailingAnchor),
    view.topAnchor.constraint(equalTo: root.topAnchor),
    view.bottomAnchor.constraint(equalTo: root.bottomAnchor),
  ])
}

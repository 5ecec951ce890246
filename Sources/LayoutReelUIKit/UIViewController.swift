import Foundation

/// UIViewController: its view is made on first use (`loadView`, then `viewDidLoad`), and the
/// recorder calls `viewWillAppear`, `viewWillLayoutSubviews`, `viewDidLayoutSubviews` and
/// `viewDidAppear` in UIKit's order (facts SW1).
@preconcurrency @MainActor
open class UIViewController {
  private var loadedView: UIView?
  /// The title; setting it sets the navigation item's and the tab bar item's (Apple's
  /// UIViewController.title: "assigning a value to this property updates the title text of those
  /// objects").
  public var title: String? {
    didSet {
      navigationItem.title = title
      tabBarItem.title = title
    }
  }
  /// What a navigation bar shows for this controller.
  public private(set) lazy var navigationItem = UINavigationItem()
  /// What a tab bar shows for this controller (its title is the controller's until set).
  public lazy var tabBarItem = UITabBarItem()
  /// The items a navigation controller's toolbar shows while this controller is on top.
  public var toolbarItems: [UIBarButtonItem]?
  /// The container holding this controller (a navigation or tab bar controller, or a custom one).
  public internal(set) weak var parent: UIViewController?
  /// The child controllers (`addChild`), in order.
  public internal(set) var children: [UIViewController] = []
  /// The scroll view `setContentScrollView(_:for:)` named (facts NB9).
  weak var contentScrollView: UIScrollView?

  public init() {}
  public init(nibName: String?, bundle: Bundle?) {}
  public required init?(coder: NSCoder) {}

  public var view: UIView! {
    get {
      loadViewIfNeeded()
      return loadedView
    }
    set { loadedView = newValue }
  }

  public var isViewLoaded: Bool { loadedView != nil }

  public func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    if loadedView == nil { loadedView = UIView(frame: .zero) }
    viewDidLoad()
  }

  open func loadView() { loadedView = UIView(frame: .zero) }

  // MARK: Containment

  /// The nearest navigation controller up the parents.
  public var navigationController: UINavigationController? { ancestor(UINavigationController.self) }

  /// The nearest tab bar controller up the parents.
  public var tabBarController: UITabBarController? { ancestor(UITabBarController.self) }

  private func ancestor<T>(_ type: T.Type) -> T? {
    var c = parent
    while let current = c {
      if let found = current as? T { return found }
      c = current.parent
    }
    return nil
  }

  public func addChild(_ child: UIViewController) {
    child.removeFromParent()
    children.append(child)
    child.parent = self
  }

  public func removeFromParent() {
    parent?.children.removeAll { $0 === self }
    parent = nil
  }

  open func willMove(toParent parent: UIViewController?) {}
  open func didMove(toParent parent: UIViewController?) {}

  /// iOS 15's UIViewController.setContentScrollView(_:for:): the scroll view whose offset
  /// collapses the navigation bar's large title (facts NB9).
  public func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge = .all) {
    contentScrollView = scrollView
  }

  public func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? { contentScrollView }

  /// This controller and every descendant, parents first.
  var allControllers: [UIViewController] { [self] + containedControllers.flatMap(\.allControllers) }

  /// The controllers this one holds for the recording: its children (a navigation controller
  /// adds those it popped).
  var containedControllers: [UIViewController] { children }
  open func viewDidLoad() {}
  // A container forwards its appearance to its visible child (`super` calls reach here).
  open func viewWillAppear(_ animated: Bool) { visibleChild?.viewWillAppear(animated) }
  open func viewWillLayoutSubviews() { visibleChild?.viewWillLayoutSubviews() }
  open func viewDidLayoutSubviews() { visibleChild?.viewDidLayoutSubviews() }
  open func viewDidAppear(_ animated: Bool) { visibleChild?.viewDidAppear(animated) }
  open func viewWillDisappear(_ animated: Bool) { visibleChild?.viewWillDisappear(animated) }
  open func viewDidDisappear(_ animated: Bool) { visibleChild?.viewDidDisappear(animated) }

  /// The child a container shows, which gets the container's appearance callbacks (facts NB12).
  var visibleChild: UIViewController? { nil }
}

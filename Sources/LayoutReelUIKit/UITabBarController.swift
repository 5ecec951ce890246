import Foundation
import SceneModel

/// UITabBarController: its controllers' tab bar items in a tab bar at the bottom (the model's
/// `tabBar`, facts NB3) and the selected controller's view filling the rest, whose safe area ends
/// above the bar (facts NB10). The selection is fixed when the recording starts (the model's tab
/// bar does not change its selection; a change during the recording is reported).
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
  public let tabBar = UITabBar()
  private var controllers: [UIViewController] = []
  private var selected = 0

  public override init() {
    super.init()
    tabBar.controller = self
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    tabBar.controller = self
  }

  public var viewControllers: [UIViewController]? {
    get { controllers.isEmpty ? nil : controllers }
    set { setViewControllers(newValue, animated: false) }
  }

  open func setViewControllers(_ list: [UIViewController]?, animated: Bool) {
    guard !(isViewLoaded && Stage.shared.isRunning) else {
      return Stage.shared.report("the tab bar controller's controllers cannot change during the recording")
    }
    for c in controllers { c.removeFromParent() }
    controllers = list ?? []
    for c in controllers { addChild(c) }
    selected = min(selected, max(0, controllers.count - 1))
    if isViewLoaded { installSelected() }
  }

  public var selectedIndex: Int {
    get { selected }
    set {
      guard newValue != selected, controllers.indices.contains(newValue) else { return }
      guard !(isViewLoaded && Stage.shared.isRunning) else {
        return Stage.shared.report(
          "selectedIndex cannot change during the recording (the tab bar's selection is fixed)")
      }
      selected = newValue
      if isViewLoaded { installSelected() }
    }
  }

  public var selectedViewController: UIViewController? {
    get { controllers.indices.contains(selected) ? controllers[selected] : nil }
    set {
      if let newValue, let i = controllers.firstIndex(where: { $0 === newValue }) { selectedIndex = i }
    }
  }

  open override func loadView() {
    let container = UIView(frame: CGRect(origin: .zero, size: Stage.shared.canvasSize ?? .zero))
    container.isContainerView = true
    view = container
    // The model places the bars (facts NB1, NB3).
    for bar in [tabBar] { bar.translatesAutoresizingMaskIntoConstraints = false }
    container.addSubview(tabBar)
    installSelected()
  }

  /// Only the selected controller's view is in the tree, under the tab bar, filling the view.
  private func installSelected() {
    let container: UIView = view
    for c in controllers where c.isViewLoaded && c.view.superview === container { c.view.removeFromSuperview() }
    guard let child = selectedViewController?.view else { return }
    child.isControllerView = true
    child.translatesAutoresizingMaskIntoConstraints = true
    child.frame = CGRect(origin: .zero, size: Stage.shared.canvasSize ?? container.props.frame.size)
    container.insertSubview(child, at: 0)
  }

  override var visibleChild: UIViewController? { selectedViewController }
}

/// UITabBar: the model's `tabBar`: in a tab bar controller its controllers' tab bar items with the
/// selected one in the tint colour (facts NB3); alone, its own `items` and `selectedItem`.
public class UITabBar: UIView {
  weak var controller: UITabBarController?
  public var items: [UITabBarItem]?
  public var selectedItem: UITabBarItem?
  public var standardAppearance = UITabBarAppearance()
  public var scrollEdgeAppearance: UITabBarAppearance?
  public var barTintColor: UIColor?
  /// Unselected items are systemGray here (facts NB3); another colour is reported.
  public var unselectedItemTintColor: UIColor?
  public var isTranslucent = true

  public override init(frame: CGRect) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  public func setItems(_ items: [UITabBarItem]?, animated: Bool) { self.items = items }

  override func modelContent() -> any ViewContent {
    var problems: [String] = []
    if unselectedItemTintColor != nil { problems.append("unselectedItemTintColor is not drawn (systemGray is)") }
    let shown = controller.map { $0.viewControllers?.map(\.tabBarItem) ?? [] } ?? items ?? []
    let selected =
      controller?.selectedIndex ?? selectedItem.flatMap { item in shown.firstIndex { $0 === item } } ?? 0
    let models = shown.map { $0.model(problems: &problems) }
    for problem in problems { Stage.shared.report(problem) }
    return TabBar(
      items: models, selectedIndex: min(selected, max(0, models.count - 1)),
      barBackgroundColor: standardAppearance.resolved(barTint: barTintColor).background)
  }
}

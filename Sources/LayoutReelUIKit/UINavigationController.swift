import Foundation
import SceneModel

/// UINavigationController: a stack of view controllers under a navigation bar, recorded as the
/// model's `navigationBar` with one item per controller and `push`/`pop` changes (facts NB6, NB7).
///
/// Its view holds the controllers' views, each filling it (so a child's `safeAreaLayoutGuide`
/// starts below the bar, facts NB10), then the bar (and the toolbar when shown). The model keeps
/// one path of items: a controller pushed where another was pushed before is reported. Pushes and
/// pops call the controllers' appearance methods in UIKit's order (facts NB12): the incoming
/// view is loaded, the outgoing controller gets `viewWillDisappear`, the incoming `viewWillAppear`,
/// and when the transition ends `viewDidDisappear` and `viewDidAppear`.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
  /// The stack, bottom first; setting it is `setViewControllers(_:animated: false)`.
  public var viewControllers: [UIViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }
  private var stack: [UIViewController] = []
  public let navigationBar = UINavigationBar()
  public let toolbar = UIToolbar()
  /// The controllers the model's bar holds, bottom first: every controller that was on the
  /// stack, on one path.
  var path: [UIViewController] = []
  /// The stack's depth when the recording started (set when the first push or pop runs then).
  var startDepth: Int?

  public override init() {
    super.init()
    navigationBar.controller = self
  }

  public convenience init(rootViewController: UIViewController) {
    self.init()
    setViewControllers([rootViewController], animated: false)
  }

  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    navigationBar.controller = self
  }

  public var topViewController: UIViewController? { viewControllers.last }

  override var containedControllers: [UIViewController] {
    path + children.filter { c in !path.contains { $0 === c } }
  }
  public var visibleViewController: UIViewController? { topViewController }

  // MARK: The view

  open override func loadView() {
    let container = UIView(frame: CGRect(origin: .zero, size: Stage.shared.canvasSize ?? .zero))
    container.isContainerView = true
    view = container
    // The model places the bars (facts NB1, NB3).
    for bar in [navigationBar, toolbar] { bar.translatesAutoresizingMaskIntoConstraints = false }
    for controller in viewControllers { install(controller) }
    container.addSubview(navigationBar)
    if !isToolbarHidden { container.addSubview(toolbar) }
  }

  /// Puts the controller's view in the container, under the bars, filling it.
  private func install(_ controller: UIViewController) {
    guard isViewLoaded else { return }
    let child: UIView = controller.view
    guard child.superview !== view else { return }
    child.isControllerView = true
    child.translatesAutoresizingMaskIntoConstraints = true
    child.frame = CGRect(origin: .zero, size: Stage.shared.canvasSize ?? view.props.frame.size)
    // A view that joins during the recording is in the scene from the start as it is now, hidden
    // until here (facts SW15), whenever it was made.
    if Stage.shared.isRunning {
      func tree(_ v: UIView) -> [UIView] { [v] + v.subviews.flatMap(tree) }
      Stage.shared.forgetChanges(of: tree(child))
      child.createdWhileRunning = true
    }
    let bar = view.subviews.firstIndex { $0 === navigationBar } ?? view.subviews.count
    view.insertSubview(child, at: bar)
  }

  override var visibleChild: UIViewController? { topViewController }

  // MARK: The stack

  open func pushViewController(
    _ controller: UIViewController, animated: Bool, file: String = #fileID, line: Int = #line
  ) {
    guard !viewControllers.contains(where: { $0 === controller }) else {
      return Stage.shared.report(
        "pushViewController: the controller is already on the stack (UIKit raises an exception)")
    }
    let from = topViewController
    let depth = viewControllers.count
    addChild(controller)
    stack.append(controller)
    guard isViewLoaded, Stage.shared.isRunning else {
      extendPath(controller, at: depth)
      install(controller)
      return
    }
    guard extendPath(controller, at: depth) else {
      stack.removeLast()
      controller.removeFromParent()
      return
    }
    Stage.shared.outsideRecording { controller.loadViewIfNeeded() }
    install(controller)
    transition(
      from: from, to: controller, change: .navigation(navigationBar, pushed: controller.view), animated: animated,
      location: SourceLocation(file: file, line: line))
  }

  @discardableResult
  open func popViewController(animated: Bool, file: String = #fileID, line: Int = #line) -> UIViewController? {
    guard viewControllers.count > 1 else { return nil }
    return popTo(depth: viewControllers.count - 2, animated: animated, SourceLocation(file: file, line: line)).first
  }

  @discardableResult
  open func popToRootViewController(animated: Bool, file: String = #fileID, line: Int = #line) -> [UIViewController]? {
    guard viewControllers.count > 1 else { return nil }
    return popTo(depth: 0, animated: animated, SourceLocation(file: file, line: line))
  }

  @discardableResult
  open func popToViewController(
    _ controller: UIViewController, animated: Bool, file: String = #fileID, line: Int = #line
  ) -> [UIViewController]? {
    guard let depth = viewControllers.firstIndex(where: { $0 === controller }) else {
      Stage.shared.report("popToViewController: the controller is not on the stack (UIKit raises an exception)")
      return nil
    }
    return popTo(depth: depth, animated: animated, SourceLocation(file: file, line: line))
  }

  /// Pops down to `depth`. The model pops one item a step, so popping several levels with
  /// animation is drawn as successive pops sharing the transition's time (reported).
  @discardableResult
  private func popTo(depth: Int, animated: Bool, _ location: SourceLocation) -> [UIViewController] {
    let popped = Array(viewControllers[(depth + 1)...].reversed())
    // Already on top: UIKit pops nothing and calls no appearance method.
    guard !popped.isEmpty else { return [] }
    guard isViewLoaded, Stage.shared.isRunning else {
      stack.removeLast(popped.count)
      for c in popped { detach(c) }
      path = Array(path.prefix(viewControllers.count))
      return popped
    }
    if startDepth == nil { startDepth = viewControllers.count - 1 }
    if animated && popped.count > 1 {
      Stage.shared.report("popping \(popped.count) levels at once is drawn as \(popped.count) successive pops")
    }
    let to = viewControllers[depth]
    Stage.shared.outsideRecording { to.loadViewIfNeeded() }
    install(to)
    popped.first?.viewWillDisappear(animated)
    to.viewWillAppear(animated)
    let stage = Stage.shared
    var end = stage.now
    // Each pop its share of the transition, back to back.
    let share = animated ? BarMetrics.pushDuration / Double(popped.count) : 0
    for (i, controller) in popped.enumerated() {
      stack.removeLast()
      controller.removeFromParent()
      stage.navigate(
        .navigation(navigationBar, pushed: nil), start: stage.now + share * Double(i), duration: share,
        location: location)
      end = stage.now + share * Double(i + 1)
    }
    stage.schedule(at: end) {
      popped.first?.viewDidDisappear(animated)
      to.viewDidAppear(animated)
    }
    return popped
  }

  /// Takes a controller off the stack before the recording: its view leaves the container too, so
  /// it is not drawn over the new top.
  private func detach(_ controller: UIViewController) {
    if controller.isViewLoaded, controller.view.superview === view { controller.view.removeFromSuperview() }
    controller.removeFromParent()
  }

  /// Replaces the stack. Before the recording it sets the starting stack; during it, a stack
  /// that extends the current one is pushed and one that the current one extends is popped to.
  open func setViewControllers(_ controllers: [UIViewController], animated: Bool) {
    let running = isViewLoaded && Stage.shared.isRunning
    guard running else {
      for c in viewControllers where !controllers.contains(where: { $0 === c }) { detach(c) }
      stack = []
      path = []
      for c in controllers { pushViewController(c, animated: false) }
      return
    }
    let common = zip(viewControllers, controllers).prefix { $0 === $1 }.count
    if common == viewControllers.count, controllers.count == common + 1 {
      pushViewController(controllers[common], animated: animated)
    } else if common == controllers.count, common > 0 {
      popTo(depth: common - 1, animated: animated, SourceLocation(file: #fileID, line: #line))
    } else {
      Stage.shared.report(
        "setViewControllers during the recording: only one push, or pops, of the current stack are reproduced")
    }
  }

  /// The model's path gains `controller` at `depth`, or already holds it there; false (reported)
  /// when another controller was pushed there before.
  @discardableResult
  private func extendPath(_ controller: UIViewController, at depth: Int) -> Bool {
    if Stage.shared.isRunning, startDepth == nil { startDepth = depth - 1 }
    if depth < path.count {
      if path[depth] === controller { return true }
      Stage.shared.report(
        "pushing a controller where another was pushed before is not reproduced (the model's navigation stack is "
          + "one path of items)")
      return false
    }
    path.append(controller)
    return true
  }

  private func transition(
    from: UIViewController?, to: UIViewController, change: RecordedChange, animated: Bool, location: SourceLocation
  ) {
    from?.viewWillDisappear(animated)
    to.viewWillAppear(animated)
    let stage = Stage.shared
    let duration = animated ? BarMetrics.pushDuration : 0
    stage.navigate(change, start: stage.now, duration: duration, location: location)
    stage.schedule(at: stage.now + duration) {
      from?.viewDidDisappear(animated)
      to.viewDidAppear(animated)
    }
  }

  // MARK: Bars

  /// Hiding the bar is reproduced before the recording starts (the scene's safe area then has no
  /// bar); a change during it is reported.
  public var isNavigationBarHidden: Bool {
    get { navigationBar.isHidden }
    set { setNavigationBarHidden(newValue, animated: false) }
  }

  public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    guard hidden != navigationBar.isHidden else { return }
    if Stage.shared.isRunning {
      return Stage.shared.report(
        "the navigation bar cannot be shown or hidden during the recording (the safe area is fixed)")
    }
    navigationBar.isHidden = hidden
  }

  /// The toolbar (hidden by default), showing the top controller's `toolbarItems`; shown or hidden
  /// before the recording starts.
  public var isToolbarHidden = true {
    didSet {
      guard isToolbarHidden != oldValue else { return }
      if Stage.shared.isRunning {
        isToolbarHidden = oldValue
        return Stage.shared.report(
          "the toolbar cannot be shown or hidden during the recording (the safe area is fixed)")
      }
      toolbar.controller = self
      guard isViewLoaded else { return }
      if isToolbarHidden { toolbar.removeFromSuperview() } else { view.addSubview(toolbar) }
    }
  }

  public func setToolbarHidden(_ hidden: Bool, animated: Bool) { isToolbarHidden = hidden }
}

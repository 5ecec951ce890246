import Foundation
import SceneModel

/// UINavigationBar: the model's `navigationBar`. In a navigation controller its items are the
/// controllers' navigation items on the model's path (the one on top when the recording starts
/// shown); alone, its own `items`. A bar that is a subview of the root view (a navigation
/// controller's view is the root's, or fills it) is placed as UIKit places it (facts NB1) and the
/// safe area starts below it (facts NB10).
public class UINavigationBar: UIView {
  weak var controller: UINavigationController?
  /// The items of a bar outside a navigation controller, bottom first.
  public var items: [UINavigationItem]?
  public var prefersLargeTitles = false
  /// The appearance everywhere but at the scroll edge (UIKit's default: the default background).
  public var standardAppearance = UINavigationBarAppearance()
  /// The appearance at the scroll edge; nil: the standard one with a transparent background and
  /// no shadow (facts NB5).
  public var scrollEdgeAppearance: UINavigationBarAppearance?
  public var compactAppearance: UINavigationBarAppearance?
  public var isTranslucent = true
  /// The bar's own background colour (before iOS 13's appearances); the standard appearance's
  /// background when set.
  public var barTintColor: UIColor?

  public override init(frame: CGRect) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  public var topItem: UINavigationItem? { controller?.topViewController?.navigationItem ?? items?.last }
  public var backItem: UINavigationItem? {
    if let controller {
      let stack = controller.viewControllers
      return stack.count > 1 ? stack[stack.count - 2].navigationItem : nil
    }
    guard let items, items.count > 1 else { return nil }
    return items[items.count - 2]
  }

  public func setItems(_ items: [UINavigationItem]?, animated: Bool) { self.items = items }
  public func pushItem(_ item: UINavigationItem, animated: Bool) { items = (items ?? []) + [item] }

  override func modelContent() -> any ViewContent {
    var problems: [String] = []
    let navigationItems: [NavigationItem]
    let top: Int
    var scrollView: String?
    if let controller {
      navigationItems = controller.path.map { c in
        c.navigationItem.model(view: c.isViewLoaded ? c.view.modelID : nil, problems: &problems)
      }
      top = max(0, controller.startDepth ?? (controller.viewControllers.count - 1))
      scrollView = controller.path.first?.contentScrollView?.modelID
      if prefersLargeTitles, controller.path.contains(where: { $0.navigationItem.largeTitleDisplayMode == .never }) {
        problems.append("largeTitleDisplayMode .never is not reproduced: every item shows the large title")
      }
    } else {
      navigationItems = (items ?? []).map { $0.model(view: nil, problems: &problems) }
      top = max(0, navigationItems.count - 1)
    }
    let standard = standardAppearance.resolved(barTint: barTintColor)
    var edge = BarScrollEdgeAppearance.transparent
    if let scrollEdgeAppearance {
      let resolved = scrollEdgeAppearance.resolved(barTint: barTintColor)
      if resolved.kind != .transparent {
        edge = .standard
        if resolved.background != standard.background {
          problems.append("a scrollEdgeAppearance background other than the standard one is drawn as the standard")
        }
      }
    }
    if standard.kind == .transparent {
      problems.append("a transparent standard appearance is drawn with its hairline")
    }
    problems += standardAppearance.problems + (scrollEdgeAppearance?.problems ?? [])
    for problem in problems { Stage.shared.report(problem) }
    return NavigationBar(
      items: navigationItems.isEmpty ? [NavigationItem(title: "")] : navigationItems, top: top,
      prefersLargeTitles: prefersLargeTitles, barBackgroundColor: standard.background,
      scrollEdgeAppearance: edge, contentScrollView: scrollView)
  }
}

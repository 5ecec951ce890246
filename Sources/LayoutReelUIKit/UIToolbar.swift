import Foundation
import SceneModel

/// UIToolbar: the model's `toolbar`, its bar button items spread as if between flexible spaces
/// (facts NB4). A navigation controller's toolbar shows the top controller's `toolbarItems`.
public class UIToolbar: UIView {
  weak var controller: UINavigationController?
  public var items: [UIBarButtonItem]?
  public var standardAppearance = UIToolbarAppearance()
  public var barTintColor: UIColor?

  public override init(frame: CGRect) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  public func setItems(_ items: [UIBarButtonItem]?, animated: Bool) { self.items = items }

  override func modelContent() -> any ViewContent {
    var shown = items
    if let c = controller {
      // The items of the controller on top when the recording starts (they do not change with pushes).
      let depth = c.startDepth ?? (c.viewControllers.count - 1)
      shown = c.path.indices.contains(depth) ? c.path[depth].toolbarItems : nil
    }
    return Toolbar(
      items: (shown ?? []).compactMap(\.model),
      barBackgroundColor: standardAppearance.resolved(barTint: barTintColor).background)
  }
}

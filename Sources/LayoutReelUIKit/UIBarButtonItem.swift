import Foundation
import SceneModel

/// UIBarItem: what bar button items and tab bar items share.
@preconcurrency @MainActor
open class UIBarItem {
  public var title: String?
  public var image: UIImage?
  public var isEnabled = true
  public var tag = 0

  init() {}
}

/// UIBarButtonItem: a text or an image (an SF Symbol here) in a navigation bar or toolbar, in the
/// tint colour; `.done` items are semibold (facts NB4). A scripted tap (`Reel.tap(_:at:)`) runs its
/// primary action or its action closure, as a touch does.
///
/// `target:action:` takes a closure for the `#selector`, which needs the Objective-C runtime (the
/// same replacement as `UIControl.addAction` for `addTarget`).
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
  public var style: Style = .plain
  public var primaryAction: UIAction?
  public var menu: UIMenu?
  public weak var target: AnyObject?
  public var action: (@MainActor (UIBarButtonItem) -> Void)?
  /// The system item it was made as, if any.
  public private(set) var systemItem: SystemItem?
  /// A custom view (`customView`): not drawn in a bar (the model's bars draw texts and symbols).
  public var customView: UIView?
  public var width: CGFloat = 0

  public override init() { super.init() }

  public convenience init(
    title: String?, style: Style, target: AnyObject?, action: (@MainActor (UIBarButtonItem) -> Void)?
  ) {
    self.init()
    self.title = title
    self.style = style
    self.target = target
    self.action = action
  }

  public convenience init(
    image: UIImage?, style: Style, target: AnyObject?, action: (@MainActor (UIBarButtonItem) -> Void)?
  ) {
    self.init()
    self.image = image
    self.style = style
    self.target = target
    self.action = action
  }

  public convenience init(
    barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: (@MainActor (UIBarButtonItem) -> Void)?
  ) {
    self.init(systemItem: systemItem)
    self.target = target
    self.action = action
  }

  /// iOS 14's initialisers, with a `UIAction` or a menu.
  public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
    self.init()
    self.systemItem = systemItem
    (title, image) = systemItem.look
    style = systemItem == .done ? .done : .plain
    self.primaryAction = primaryAction
    self.menu = menu
  }

  public convenience init(
    title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
  ) {
    self.init()
    self.title = title ?? primaryAction?.title
    self.image = image
    self.primaryAction = primaryAction
    self.menu = menu
  }

  public convenience init(primaryAction: UIAction?) { self.init(title: nil, primaryAction: primaryAction) }

  public convenience init(customView: UIView) {
    self.init()
    self.customView = customView
  }

  /// UIBarButtonItem.flexibleSpace() and fixedSpace(_:): spacing, nothing drawn.
  public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(systemItem: .flexibleSpace) }
  public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
    let item = UIBarButtonItem(systemItem: .fixedSpace)
    item.width = width
    return item
  }

  /// What a tap does: the primary action, else the action closure.
  func tapped() {
    guard isEnabled else { return }
    if let primaryAction {
      primaryAction.sender = self
      primaryAction.handler(primaryAction)
    } else {
      action?(self)
    }
  }

  /// The model's item: a symbol when the image is one, else the title; nil for spaces and
  /// items the model cannot draw (reported by the bar).
  var model: BarItem? {
    if systemItem == .flexibleSpace || systemItem == .fixedSpace { return nil }
    if let symbol = image?.symbolName { return BarItem(symbol: symbol, isDone: style == .done) }
    guard let title, image == nil, customView == nil else { return nil }
    return BarItem(title: title, isDone: style == .done)
  }

  /// UIBarButtonItem.Style.
  public enum Style: Int, Sendable {
    case plain = 0, bordered, done
  }

  /// UIBarButtonItem.SystemItem. Texts are UIKit's English titles; images are drawn with the SF
  /// Symbol UIKit's glyph resembles (facts NB11, UNCONFIRMED: Apple does not name them).
  public enum SystemItem: Int, Sendable {
    case done = 0, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks
    case search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close

    var look: (title: String?, image: UIImage?) {
      let titles: [SystemItem: String] = [
        .done: "Done", .cancel: "Cancel", .edit: "Edit", .save: "Save", .undo: "Undo", .redo: "Redo",
      ]
      let symbols: [SystemItem: String] = [
        .add: "plus", .compose: "square.and.pencil", .reply: "arrow.uturn.backward", .action: "square.and.arrow.up",
        .organize: "folder", .bookmarks: "bookmark", .search: "magnifyingglass", .refresh: "arrow.clockwise",
        .stop: "xmark", .camera: "camera", .trash: "trash", .play: "play.fill", .pause: "pause.fill",
        .rewind: "backward.fill", .fastForward: "forward.fill", .close: "xmark.circle.fill",
      ]
      return (titles[self], symbols[self].flatMap { UIImage(systemName: $0) })
    }
  }
}

/// UIMenu: kept with the item it belongs to; a menu is not drawn.
@preconcurrency @MainActor
public final class UIMenu {
  public let title: String
  public let children: [UIAction]

  public init(title: String = "", children: [UIAction] = []) {
    self.title = title
    self.children = children
  }
}

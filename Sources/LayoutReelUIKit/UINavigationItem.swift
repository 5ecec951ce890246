import Foundation
import SceneModel

/// UINavigationItem: what a navigation bar shows for a view controller: its title, bar button
/// items and what the next item's back button says (facts NB4). The bar reads it when the
/// recording is turned into a scene, so the values it has then are the ones drawn.
@preconcurrency @MainActor
public final class UINavigationItem {
  public var title: String?
  public var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
  public var leftBarButtonItems: [UIBarButtonItem]?
  public var rightBarButtonItems: [UIBarButtonItem]?
  /// UINavigationItem.backButtonTitle: the next item's back button (nil: this item's title).
  public var backButtonTitle: String?
  /// backBarButtonItem's title is used as the back title too.
  public var backBarButtonItem: UIBarButtonItem?
  public var hidesBackButton = false
  public var leftItemsSupplementBackButton = false
  public var prompt: String?
  /// A custom title view: not drawn (the model's bar draws the title text).
  public var titleView: UIView?

  public init(title: String) { self.title = title }
  init() {}

  public var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }
  public var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }

  public func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
  public func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
  public func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
  public func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }

  /// UINavigationItem.LargeTitleDisplayMode.
  public enum LargeTitleDisplayMode: Int, Sendable {
    case automatic = 0, always, never
  }

  /// The model's item showing the view `view`; what the model cannot draw goes to `problems`.
  func model(view: String?, problems: inout [String]) -> NavigationItem {
    let name = title ?? ""
    if titleView != nil { problems.append("navigation item \"\(name)\": a titleView is not drawn (the title is)") }
    if prompt != nil { problems.append("navigation item \"\(name)\": a prompt is not drawn") }
    func items(_ list: [UIBarButtonItem]?) -> [BarItem] {
      (list ?? []).compactMap { item in
        let model = item.model
        if model == nil && item.systemItem != .flexibleSpace && item.systemItem != .fixedSpace {
          problems.append(
            "navigation item \"\(name)\": a bar button item with an image file or a custom view is not drawn")
        }
        return model
      }
    }
    return NavigationItem(
      title: name, view: view, backTitle: backBarButtonItem?.title ?? backButtonTitle,
      leftItems: items(leftBarButtonItems),
      rightItems: items(rightBarButtonItems))
  }
}

/// UITabBarItem: a title and an SF Symbol image, with a badge (`badgeValue`, facts NB3).
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
  public var selectedImage: UIImage?
  public var badgeValue: String?
  public private(set) var systemItem: SystemItem?

  public override init() { super.init() }

  public convenience init(title: String?, image: UIImage?, tag: Int) {
    self.init()
    self.title = title
    self.image = image
    self.tag = tag
  }

  public convenience init(title: String?, image: UIImage?, selectedImage: UIImage?) {
    self.init()
    self.title = title
    self.image = image
    self.selectedImage = selectedImage
  }

  /// A system item: UIKit's English title and the SF Symbol its glyph resembles (facts NB11,
  /// UNCONFIRMED: Apple does not name them).
  public convenience init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
    self.init()
    self.systemItem = systemItem
    self.tag = tag
    let looks: [SystemItem: (String, String)] = [
      .more: ("More", "ellipsis"), .favorites: ("Favorites", "star.fill"), .featured: ("Featured", "star.fill"),
      .topRated: ("Top Rated", "star.fill"), .recents: ("Recents", "clock.fill"),
      .contacts: ("Contacts", "person.crop.circle.fill"),
      .history: ("History", "clock.fill"), .bookmarks: ("Bookmarks", "bookmark.fill"),
      .search: ("Search", "magnifyingglass"),
      .downloads: ("Downloads", "square.and.arrow.down"), .mostRecent: ("Most Recent", "clock.fill"),
      .mostViewed: ("Most Viewed", "list.bullet"),
    ]
    if let (text, symbol) = looks[systemItem] {
      title = text
      image = UIImage(systemName: symbol)
    }
  }

  /// UITabBarItem.SystemItem.
  public enum SystemItem: Int, Sendable {
    case more = 0, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads
    case mostRecent, mostViewed
  }

  /// The model's item; an image that is not a symbol is not drawn (reported).
  func model(problems: inout [String]) -> TabItem {
    let symbol = image?.symbolName
    if image != nil && symbol == nil {
      problems.append("tab bar item \"\(title ?? "")\": an image file is not drawn (tab bars draw SF Symbols)")
    }
    return TabItem(title: title ?? "", symbol: symbol, badge: badgeValue)
  }
}

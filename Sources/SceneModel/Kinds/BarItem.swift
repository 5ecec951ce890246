import Raster
import Text

/// A UIBarButtonItem: a text (`title`) or an SF Symbol (`symbol`), in the tint colour; `done`
/// items (UIBarButtonItem.Style.done) are semibold.
public struct BarItem: Sendable, Hashable {
  public var title: String?
  public var symbol: String?
  public var isDone: Bool

  public init(title: String? = nil, symbol: String? = nil, isDone: Bool = false) {
    self.title = title
    self.symbol = symbol
    self.isDone = isDone
  }
}

/// A UINavigationItem on a navigation bar's stack: its title, bar button items and back title,
/// and the view it shows (the view controller's view), which a push slides in.
public struct NavigationItem: Sendable, Hashable {
  /// The name a push uses; nil uses `view`.
  public var id: String?
  public var title: String
  /// The view the item shows; pushing the item slides it in, popping slides it out.
  public var view: String?
  /// UINavigationItem.backButtonTitle: what the next item's back button says (nil: `title`).
  public var backTitle: String?
  public var leftItems: [BarItem]
  public var rightItems: [BarItem]

  public init(
    id: String? = nil, title: String, view: String? = nil, backTitle: String? = nil, leftItems: [BarItem] = [],
    rightItems: [BarItem] = []
  ) {
    self.id = id
    self.title = title
    self.view = view
    self.backTitle = backTitle
    self.leftItems = leftItems
    self.rightItems = rightItems
  }

  /// The name a push change gives the item.
  public var name: String? { id ?? view }
}

/// A UITabBarItem: a symbol and a title, with an optional badge (`badgeValue`).
public struct TabItem: Sendable, Hashable {
  public var title: String
  public var symbol: String?
  public var badge: String?

  public init(title: String, symbol: String? = nil, badge: String? = nil) {
    self.title = title
    self.symbol = symbol
    self.badge = badge
  }
}

extension PropertyReader {
  public func barItems(_ key: String) -> [BarItem]? { nil }
  public func navigationItems(_ key: String) -> [NavigationItem]? { nil }
  public func tabItems(_ key: String) -> [TabItem]? { nil }
}

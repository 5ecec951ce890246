import SceneModel

extension DecodingContext {
  /// Bar button items: `"Edit"` (a text) or `{"title": ..., "symbol": ..., "style": "done"}`.
  func barItems(_ value: JSONValue?) -> [BarItem]? {
    guard let items = array(value, of: "bar button items") else { return nil }
    return items.compactMap { item in
      if item.string != nil { return string(item).map { BarItem(title: $0) } }
      guard let f = fields(item, SceneKeys.barItem) else { return nil }
      let title = string(f["title"])
      let symbol = string(f["symbol"])
      if title != nil && symbol != nil, let second = f["symbol"] {
        report(.conflictingKeys("title", "symbol"), at: second)
      } else if title == nil && symbol == nil {
        report(.invalid("a bar button item needs a title or a symbol"), at: item)
        return nil
      }
      let style = choice(f["style"], BarItemStyle.self, "bar button item style") ?? .plain
      return BarItem(title: title, symbol: symbol, isDone: style == .done)
    }
  }

  /// A navigation bar's items, bottom of the stack first.
  func navigationItems(_ value: JSONValue?) -> [NavigationItem]? {
    guard let items = array(value, of: "navigation items") else { return nil }
    return items.compactMap { item in
      guard let f = fields(item, SceneKeys.navigationItem) else { return nil }
      return NavigationItem(
        id: string(f["id"]), title: string(require(f, "title")) ?? "", view: string(f["view"]),
        backTitle: string(f["backTitle"]), leftItems: barItems(f["leftItems"]) ?? [],
        rightItems: barItems(f["rightItems"]) ?? [])
    }
  }

  /// A tab bar's items.
  func tabItems(_ value: JSONValue?) -> [TabItem]? {
    guard let items = array(value, of: "tab bar items") else { return nil }
    return items.compactMap { item in
      guard let f = fields(item, SceneKeys.tabItem) else { return nil }
      return TabItem(title: string(require(f, "title")) ?? "", symbol: string(f["symbol"]), badge: string(f["badge"]))
    }
  }

  /// `{"push": ITEM, "bar": BAR}` or `{"pop": true, "bar": BAR}`.
  func navigationChange(_ value: JSONValue, _ kind: String) -> NavigationChange? {
    if kind == "push" {
      guard let f = fields(value, SceneKeys.pushChange), let name = string(f["push"]) else { return nil }
      return NavigationChange(.push(name), bar: string(f["bar"]))
    }
    guard let f = fields(value, SceneKeys.popChange), let pop = f["pop"], let flag = bool(pop) else { return nil }
    if !flag { report(.invalid("pop is true (popViewController(animated:)) or absent"), at: pop) }
    return NavigationChange(.pop, bar: string(f["bar"]))
  }

  /// A step that pushes or pops and gives no duration and curve takes UINavigationController's
  /// (0.35 s, easeInOut, facts NB7).
  func navigationDuration(_ f: Fields) -> Double? {
    guard f["curve"] == nil, let changes = f["changes"]?.array else { return nil }
    let navigates = changes.contains { $0.object?["push"] != nil || $0.object?["pop"] != nil }
    return navigates ? BarMetrics.pushDuration : nil
  }
}

/// UIBarButtonItem.Style as scenes write it.
enum BarItemStyle: String, CaseIterable {
  case plain, done
}

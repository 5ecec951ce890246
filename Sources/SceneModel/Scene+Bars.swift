import Geometry
import Layout

/// Bars that are subviews of the root are placed as UIKit's container view controllers place
/// theirs, and they shrink the root's safe area, as a view controller's safe area inside a
/// navigation or tab bar controller excludes its bars (facts NB10).
extension Scene {
  /// The root's bars by kind (the first of each).
  private var rootBars: (navigation: View?, tab: View?, toolbar: View?) {
    (
      views.first { $0.content is NavigationBar }, views.first { $0.content is TabBar },
      views.first { $0.content is Toolbar }
    )
  }

  /// The root's safe area: the canvas's, plus the navigation bar at the top and the toolbar and
  /// tab bar at the bottom.
  public var barSafeArea: EdgeInsets {
    var insets = canvas.safeArea
    let bars = rootBars
    if let bar = bars.navigation?.content as? NavigationBar { insets.top += bar.height }
    if bars.tab != nil { insets.bottom += BarMetrics.tabBarHeight }
    if bars.toolbar != nil { insets.bottom += BarMetrics.barHeight }
    return insets
  }

  /// The scene with the root's bars laying their items out inside the canvas's side safe area.
  public func withBarInsets() -> Scene {
    let safe = canvas.safeArea
    guard safe.left != 0 || safe.right != 0 else { return self }
    let sides = EdgeInsets(top: 0, left: safe.left, bottom: 0, right: safe.right)
    var scene = self
    for v in scene.views.indices {
      if var bar = scene.views[v].content as? NavigationBar {
        bar.safeAreaInsets = sides
        scene.views[v].content = bar
      } else if var bar = scene.views[v].content as? TabBar {
        bar.safeAreaInsets = sides
        scene.views[v].content = bar
      } else if var bar = scene.views[v].content as? Toolbar {
        bar.safeAreaInsets = sides
        scene.views[v].content = bar
      }
    }
    return scene
  }

  /// The constraints that place the root's bars, with their ids (`BAR.placement.EDGE`): full
  /// width; a navigation bar under the canvas's top safe area; a tab bar at the bottom, 49 pt
  /// over the bottom safe area; a toolbar 44 pt tall above the tab bar, or over the bottom safe
  /// area when there is none (facts NB1, NB3).
  public var barConstraints: [(view: String, id: String, constraint: LayoutConstraint)] {
    let bars = rootBars
    let safe = canvas.safeArea
    var result: [(view: String, id: String, constraint: LayoutConstraint)] = []
    func place(_ view: View, _ attribute: LayoutAttribute, _ other: LayoutItem?, _ constant: Double) {
      let name = "\(view.id).placement.\(attribute)"
      result.append(
        (
          view.id, name,
          LayoutConstraint(.view(view.id), attribute, .equal, other, other == nil ? nil : attribute, constant: constant)
        ))
    }
    func across(_ view: View) {
      place(view, .leading, .root, 0)
      place(view, .width, .root, 0)
    }
    if let view = bars.navigation, let bar = view.content as? NavigationBar {
      across(view)
      place(view, .top, .root, safe.top)
      place(view, .height, nil, bar.height)
    }
    let tabHeight = BarMetrics.tabBarHeight + safe.bottom
    if let view = bars.tab {
      across(view)
      place(view, .bottom, .root, 0)
      place(view, .height, nil, tabHeight)
    }
    if let view = bars.toolbar {
      across(view)
      place(view, .bottom, .root, bars.tab == nil ? 0 : -tabHeight)
      place(view, .height, nil, BarMetrics.barHeight + (bars.tab == nil ? safe.bottom : 0))
    }
    return result
  }
}

import Animation
import Geometry
import SceneModel

extension SceneCompiler {
  /// Applies a push or pop as UINavigationController's standard transition does (facts NB6,
  /// NB7): the bar's stack position moves one item (its look cross-fades the titles along), the
  /// incoming view slides in from the right edge over the outgoing one, which moves left by 30 %
  /// of the width under a dimming view; a pop runs it backwards and hides the popped view when it
  /// ends (`popped`). Values a transition starts from (the incoming view off to the right) are
  /// set on the tracks at once and in `before`, so the step animates from there.
  static func applyNavigation(
    _ change: TimelineChange, at element: ModelElement, time: Double, tree: [(view: View, parent: String?)],
    index: [String: Int], states: inout [ViewState], before: inout [ViewState], tracks: inout [ViewTracks],
    popped: inout Set<Int>
  ) throws(ModelError) {
    guard case .navigation(let navigation) = change else { return }
    let (b, bar) = try navigationBar(navigation.bar, at: element, tree: tree, index: index)
    // The model position is always a whole index (only this function sets it).
    let k = Int(checking: states[b].controls[0], rounding: .toNearestOrAwayFromZero) ?? 0
    let j: Int
    switch navigation.operation {
    case .push(let name):
      guard let target = bar.itemIndex(named: name) else {
        let names = bar.items.compactMap(\.name)
        throw ModelError(
          element, "the navigation bar has no item named \"\(name)\" (its items: \(names.joined(separator: ", ")))")
      }
      guard target == k + 1 else {
        let next = k + 1 < bar.items.count ? "\"\(bar.items[k + 1].name ?? bar.items[k + 1].title)\"" : "none"
        throw ModelError(
          element,
          "a push goes one item up the stack: \"\(bar.items[k].name ?? bar.items[k].title)\" is on top, so the next is \(next), not \"\(name)\""
        )
      }
      j = target
    case .pop:
      guard k > 0 else { throw ModelError(element, "nothing to pop: the navigation bar shows its first item") }
      j = k - 1
    }
    states[b].controls[0] = Double(j)
    let width = states[b].frame[2]
    let upper = max(j, k)
    let lower = min(j, k)
    let upperView = bar.items[upper].view.flatMap { index[$0] }
    let lowerView = bar.items[lower].view.flatMap { index[$0] }
    let dimming = bar.items[upper].view.flatMap { index["\($0).dimming"] }

    func jump(_ i: Int, translateX x: Double) throws(ModelError) {
      var t = ViewState.identityTransform
      t[0] = x
      guard before[i].transform != t else { return }
      before[i].transform = t
      do { try tracks[i].transform.set(t, at: time, animation: nil) } catch { throw ModelError(element, "\(error)") }
    }
    func jump(_ i: Int, alpha: Double) throws(ModelError) {
      guard before[i].alpha != alpha else { return }
      before[i].alpha = alpha
      do { try tracks[i].alpha.set(alpha, at: time, animation: nil) } catch { throw ModelError(element, "\(error)") }
    }
    func move(_ i: Int, translateX x: Double) {
      var t = ViewState.identityTransform
      t[0] = x
      states[i].transform = t
    }
    let parallax = -width * BarMetrics.parallax
    if j > k {
      if let i = upperView {
        try jump(i, translateX: width)
        states[i].hidden = false
        move(i, translateX: 0)
      }
      if let i = lowerView { move(i, translateX: parallax) }
      if let i = dimming {
        try jump(i, alpha: 0)
        states[i].alpha = 1
      }
    } else {
      if let i = upperView {
        move(i, translateX: width)
        states[i].hidden = true
        popped.insert(i)
      }
      if let i = lowerView {
        if states[i].hidden { try jump(i, translateX: parallax) }
        states[i].hidden = false
        move(i, translateX: 0)
      }
      if let i = dimming {
        try jump(i, alpha: 1)
        states[i].alpha = 0
      }
    }
  }

  /// Every navigation item's view exists and is named by one item only.
  static func checkNavigation(tree: [(view: View, parent: String?)], index: [String: Int]) throws(ModelError) {
    var shown: [String: String] = [:]
    for entry in tree {
      guard let bar = entry.view.content as? NavigationBar else { continue }
      for item in bar.items {
        guard let view = item.view else { continue }
        guard index[view] != nil else {
          throw ModelError(
            .viewProperty(entry.view.id, key: "items"),
            "the item \"\(item.title)\" shows \"\(view)\", which is not a view")
        }
        if let other = shown[view] {
          throw ModelError(
            .viewProperty(entry.view.id, key: "items"),
            "\"\(view)\" is shown by two navigation items (\"\(other)\" and \"\(item.title)\")")
        }
        shown[view] = item.title
      }
    }
  }

  /// The navigation bar a change names, or the scene's only one.
  static func navigationBar(
    _ id: String?, at element: ModelElement, tree: [(view: View, parent: String?)], index: [String: Int]
  ) throws(ModelError) -> (Int, NavigationBar) {
    if let id {
      guard let i = index[id], let bar = tree[i].view.content as? NavigationBar else {
        throw ModelError(element, "\"\(id)\" is not a navigation bar")
      }
      return (i, bar)
    }
    let bars = tree.indices.compactMap { i in (tree[i].view.content as? NavigationBar).map { (i, $0) } }
    guard bars.count == 1, let only = bars.first else {
      throw ModelError(
        element,
        bars.isEmpty
          ? "a push or pop needs a navigation bar, and the scene has none"
          : "the scene has \(bars.count) navigation bars: say which with \"bar\"")
    }
    return only
  }

  /// For each navigation bar, the scroll view whose offset collapses its large title: its
  /// `contentScrollView`, or its first item's view when that scrolls, or the first scroll view
  /// inside it (facts NB9).
  static func scrollLinks(tree: [(view: View, parent: String?)], index: [String: Int]) throws(ModelError)
    -> [ScrollLink]
  {
    var links: [ScrollLink] = []
    for (b, entry) in tree.enumerated() {
      guard let bar = entry.view.content as? NavigationBar else { continue }
      var scroll: Int? = nil
      if let id = bar.contentScrollView {
        guard let i = index[id], tree[i].view.content is any ScrollingContent else {
          throw ModelError(
            .viewProperty(entry.view.id, key: "contentScrollView"), "\"\(id)\" is not a scroll view or table view")
        }
        scroll = i
      } else if let first = bar.items.first?.view, let root = index[first] {
        scroll = firstScrolling(from: root, tree: tree)
      }
      guard let s = scroll, let scrolling = tree[s].view.content as? any ScrollingContent else { continue }
      links.append(ScrollLink(bar: b, scroll: s, restingY: -scrolling.contentInset.top))
    }
    return links
  }

  /// `root` when it scrolls, or its first scrolling descendant (tree order: parents first).
  private static func firstScrolling(from root: Int, tree: [(view: View, parent: String?)]) -> Int? {
    var inside: Set<String> = [tree[root].view.id]
    for i in root..<tree.count {
      if i > root {
        guard let parent = tree[i].parent, inside.contains(parent) else { continue }
        inside.insert(tree[i].view.id)
      }
      if tree[i].view.content is any ScrollingContent { return i }
    }
    return nil
  }
}

/// A navigation bar following a scroll view's presented offset: lane 1 of the bar's control
/// values is how far the content has scrolled past its resting top (facts NB8).
struct ScrollLink: Sendable {
  let bar: Int
  let scroll: Int
  /// The offset at rest: minus the top content inset (facts S8).
  let restingY: Double
}

extension [ViewState] {
  /// The states with each linked bar's lane 1 set from its scroll view's offset.
  func linked(by links: [ScrollLink]) -> [ViewState] {
    guard !links.isEmpty else { return self }
    var states = self
    for link in links { states[link.bar].controls[1] = states[link.scroll].contentOffset[1] - link.restingY }
    return states
  }
}

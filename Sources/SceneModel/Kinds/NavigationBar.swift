import Geometry
import Layout
import Raster
import Text

/// UINavigationBar with the stack of UINavigationItems a UINavigationController gives it.
///
/// A navigation bar that is a subview of the root is placed as a navigation controller places
/// its bar: under the top safe area, full width, 44 pt tall or 96 pt with a large title, and
/// the root's safe area then starts below it (facts NB1, NB9; `Scene.barSafeArea`). Its
/// background reaches up to the top of the screen under the status bar.
///
/// The bar draws its items itself from two animated values: lane 0 is the position in the stack
/// (a push animates it from k to k + 1, and the titles and back button cross-fade and slide
/// along; facts NB6, NB7), lane 1 the offset of the content scroll view (a large title
/// collapses as it scrolls; facts NB8).
public struct NavigationBar: ViewContent {
  public static let kind = "navigationBar"
  public static let keys = [
    "items", "title", "leftItems", "rightItems", "top", "prefersLargeTitles", "barBackgroundColor",
    "scrollEdgeAppearance", "contentScrollView",
  ]

  /// The stack's items, bottom first; pushes go up it one item at a time.
  public var items: [NavigationItem]
  /// The index of the item on top at the start.
  public var top: Int
  /// UINavigationBar.prefersLargeTitles: every item shows a large title below the bar.
  public var prefersLargeTitles: Bool
  /// The standard appearance's background (UIBarAppearance.backgroundColor after
  /// `configureWithOpaqueBackground`, facts NB5).
  public var barBackgroundColor: DynamicColor
  /// What the bar shows at the scroll edge (UINavigationBar.scrollEdgeAppearance, facts NB5).
  public var scrollEdgeAppearance: BarScrollEdgeAppearance
  /// The scroll view whose offset collapses the large title and shows the standard appearance
  /// (UIViewController.contentScrollView(for:), facts NB9); nil: the first item's view, or the
  /// first scroll view inside it.
  public var contentScrollView: String?
  /// The safe area the bar lays its items out in, sides only: the canvas's for a bar that is a
  /// subview of the root (set by the pipeline, `Scene.withBarInsets`), as UIKit's bars keep their
  /// items inside the safe area (in landscape, clear of the sensor housing); not a scene key.
  public var safeAreaInsets: EdgeInsets = .zero

  public init(
    items: [NavigationItem] = [], top: Int = 0, prefersLargeTitles: Bool = false,
    barBackgroundColor: DynamicColor = .systemBackground, scrollEdgeAppearance: BarScrollEdgeAppearance = .transparent,
    contentScrollView: String? = nil
  ) {
    self.items = items
    self.top = top
    self.prefersLargeTitles = prefersLargeTitles
    self.barBackgroundColor = barBackgroundColor
    self.scrollEdgeAppearance = scrollEdgeAppearance
    self.contentScrollView = contentScrollView
  }

  public init(reading properties: some PropertyReader) {
    var items = properties.navigationItems("items") ?? []
    if items.isEmpty {
      items = [
        NavigationItem(
          title: properties.string("title") ?? "", leftItems: properties.barItems("leftItems") ?? [],
          rightItems: properties.barItems("rightItems") ?? [])
      ]
    }
    self.init(
      items: items, top: properties.integer("top", minimum: 0) ?? 0,
      prefersLargeTitles: properties.bool("prefersLargeTitles") ?? false,
      barBackgroundColor: properties.color("barBackgroundColor") ?? .systemBackground,
      scrollEdgeAppearance: properties.choice("scrollEdgeAppearance", BarScrollEdgeAppearance.self, "appearance")
        ?? .transparent,
      contentScrollView: properties.string("contentScrollView"))
  }

  /// The bar's height: 44 pt, 96 with large titles (facts NB1).
  public var height: Double { BarMetrics.barHeight + (prefersLargeTitles ? BarMetrics.largeTitleHeight : 0) }

  /// The index of the item a push names.
  public func itemIndex(named name: String) -> Int? { items.firstIndex { $0.name == name } }

  public func look(in context: LookContext) throws(ModelError) -> any ViewLook {
    guard !items.isEmpty else { throw ModelError(.view(context.viewID), "a navigation bar needs at least one item") }
    guard top < items.count else {
      throw ModelError(.view(context.viewID), "top is \(top), but the bar has \(items.count) items")
    }
    let title = try context.font(.system(size: BarMetrics.titleSize, weight: .semibold))
    let large = try context.font(.system(size: BarMetrics.largeTitleSize, weight: .bold))
    let plain = try context.font(.system(size: BarMetrics.itemSize))
    let done = try context.font(.system(size: BarMetrics.itemSize, weight: .semibold))
    let appearance = context.appearance
    var resolved: [Look.Item] = []
    func buttons(_ bar: [BarItem]) throws(ModelError) -> [Look.Button] {
      var result: [Look.Button] = []
      for item in bar { result.append(try Look.Button(item, font: item.isDone ? done : plain, in: context)) }
      return result
    }
    for item in items {
      resolved.append(
        Look.Item(
          title: BarText(item.title, font: title), largeTitle: BarText(item.title, font: large),
          backTitle: BarText(item.backTitle ?? item.title, font: plain), left: try buttons(item.leftItems),
          right: try buttons(item.rightItems)))
    }
    return Look(
      items: resolved, top: Double(top), largeTitles: prefersLargeTitles,
      background: barBackgroundColor.resolved(in: appearance),
      hairline: DynamicColor.separator.resolved(in: appearance), label: DynamicColor.label.resolved(in: appearance),
      transparentAtEdge: scrollEdgeAppearance == .transparent, left: safeAreaInsets.left,
      right: safeAreaInsets.right)
  }

  struct Look: ViewLook {
    struct Button {
      let text: BarText?
      let symbol: SymbolImage?

      init(_ item: BarItem, font: Text.Font, in context: LookContext) throws(ModelError) {
        symbol = try BarSymbol.image(item.symbol, BarSymbol.itemConfiguration, in: context)
        text = symbol == nil ? BarText(item.title ?? "", font: font) : nil
      }

      var width: Double { text?.width ?? symbol?.size.width ?? 0 }
    }

    struct Item {
      let title: BarText
      let largeTitle: BarText
      /// What the next item's back button says.
      let backTitle: BarText
      let left: [Button]
      let right: [Button]
    }

    let items: [Item]
    let top: Double
    let largeTitles: Bool
    let background: Raster.Color
    let hairline: Raster.Color
    let label: Raster.Color
    let transparentAtEdge: Bool
    /// The side safe area the items keep clear of.
    var left = 0.0
    var right = 0.0

    /// Lane 0: the position in the stack; lane 1: the content scroll view's offset below its
    /// resting top (set when the scene is sampled).
    var controlValues: ControlValues { ControlValues(top, 0, 0, 0) }

    func decorate(
      _ layer: inout Layer, content: PresentedContent, modelSize: Size, scale: Double, renderer: TextRenderer
    ) {
      let width = layer.frame.width
      let height = layer.frame.height
      let largeHeight = largeTitles ? BarMetrics.largeTitleHeight : 0
      let scrolled = content.values[1]
      let collapse = min(max(scrolled, 0), largeHeight)
      // The background: transparent at the scroll edge, the standard appearance once content is
      // under the bar; it reaches the top of the screen (facts NB5).
      let standard = transparentAtEdge ? min(max((scrolled - largeHeight) / BarMetrics.appearanceFade, 0), 1) : 1
      let bottom = height - collapse
      if standard > 0 {
        let top = -layer.frame.minY
        layer.contents.append(
          ShapeContent(
            path: .rect(Rect(x: 0, y: top, width: width, height: bottom - top)), paint: .solid(background),
            opacity: standard))
        let line = 1 / scale
        layer.contents.append(
          ShapeContent(
            path: .rect(Rect(x: 0, y: bottom, width: width, height: line)), paint: .solid(hairline), opacity: standard))
      }
      var drawing = Drawing(
        layer: layer, width: width - left - right, tint: content.tint, label: label, renderer: renderer,
        inlineAlpha: largeTitles
          ? min(max((collapse - (largeHeight - BarMetrics.inlineTitleFade)) / BarMetrics.inlineTitleFade, 0), 1) : 1,
        largeShift: largeTitles ? min(scrolled, largeHeight) : 0,
        largeAlpha: largeTitles ? min(max((largeHeight - collapse) / (largeHeight / 2), 0), 1) : 0, left: left)
      // A stack position that is not a number (no step makes one) draws the first item.
      let position = content.values[0].isFinite ? min(max(content.values[0], 0), Double(items.count - 1)) : 0
      let from = min(Int(checking: position, rounding: .down) ?? 0, items.count - 1)
      let progress = position - Double(from)
      if progress < 1e-9 || from + 1 >= items.count {
        drawing.item(items[from], index: from, previous: from > 0 ? items[from - 1] : nil)
      } else {
        drawing.transition(
          from: items[from], index: from, to: items[from + 1], previous: from > 0 ? items[from - 1] : nil, progress)
      }
      layer = drawing.layer
    }
  }

  /// Draws one item, or the transition between two, into a layer.
  struct Drawing {
    var layer: Layer
    let width: Double
    let tint: Raster.Color
    let label: Raster.Color
    let renderer: TextRenderer
    /// The inline title's opacity with large titles (it fades in as the large one collapses).
    let inlineAlpha: Double
    /// How far the large title has moved up (down when negative) with the content.
    let largeShift: Double
    let largeAlpha: Double
    /// Where the items' area starts (the side safe area).
    var left = 0.0

    var rowCenter: Double { BarMetrics.barHeight / 2 }
    private var backTitleX: Double { BarMetrics.chevronX + BarMetrics.chevronWidth + BarMetrics.backTitleGap }

    mutating func add(_ content: (any LayerContent)?) {
      if let content { layer.contents.append(ShiftedContent.shifted(content, by: left)) }
    }

    /// Whether the item shows a back button: it is above another and has no left items.
    func showsBack(_ item: NavigationBar.Look.Item, index: Int) -> Bool { index > 0 && item.left.isEmpty }

    mutating func item(_ item: NavigationBar.Look.Item, index: Int, previous: NavigationBar.Look.Item?) {
      if showsBack(item, index: index), let previous {
        chevron(alpha: 1)
        add(previous.backTitle.content(x: backTitleX, centerY: rowCenter, color: tint, renderer: renderer))
      }
      buttons(item, alpha: 1)
      add(
        item.title.content(
          x: (width - item.title.width) / 2, centerY: rowCenter, color: label, alpha: inlineAlpha, renderer: renderer))
      largeTitle(item, offset: 0)
    }

    /// The push from `from` (at `index`) to `to` at `p` (0...1); a pop runs it backwards.
    mutating func transition(
      from: NavigationBar.Look.Item, index: Int, to: NavigationBar.Look.Item, previous: NavigationBar.Look.Item?,
      _ p: Double
    ) {
      let fromBack = showsBack(from, index: index)
      let toBack = showsBack(to, index: index + 1)
      if fromBack && toBack {
        chevron(alpha: 1)
      } else if fromBack {
        chevron(alpha: 1 - p)
      } else if toBack {
        chevron(alpha: p)
      }
      // The old back title leaves to the left; the old title slides to the back button's place
      // and fades out while the new back title (the same words, in the tint) fades in there; the
      // new title comes in from the right (facts NB6).
      if fromBack, let previous {
        add(
          previous.backTitle.content(
            x: backTitleX - p * width * BarMetrics.parallax, centerY: rowCenter, color: tint, alpha: 1 - p,
            renderer: renderer))
      }
      let oldTitleX = (width - from.title.width) / 2
      let x = oldTitleX + (backTitleX - oldTitleX) * p
      add(from.title.content(x: x, centerY: rowCenter, color: label, alpha: (1 - p) * inlineAlpha, renderer: renderer))
      if toBack {
        add(from.backTitle.content(x: x, centerY: rowCenter, color: tint, alpha: p, renderer: renderer))
      }
      add(
        to.title.content(
          x: (width - to.title.width) / 2 + (1 - p) * width / 2, centerY: rowCenter, color: label,
          alpha: p * inlineAlpha, renderer: renderer))
      buttons(from, alpha: 1 - p)
      buttons(to, alpha: p)
      // Large titles travel with their views (facts NB7).
      largeTitle(from, offset: -p * width * BarMetrics.parallax)
      largeTitle(to, offset: (1 - p) * width)
    }

    mutating func chevron(alpha: Double) {
      guard alpha > 0 else { return }
      let box = Rect(
        x: BarMetrics.chevronX, y: rowCenter - BarMetrics.chevronHeight / 2, width: BarMetrics.chevronWidth,
        height: BarMetrics.chevronHeight)
      add(
        ShapeContent(
          path: BarSymbol.chevron(in: box, stroke: BarMetrics.chevronStroke), paint: .solid(tint), opacity: alpha))
    }

    /// Left items from the leading margin, right items from the trailing one (facts NB4).
    mutating func buttons(_ item: NavigationBar.Look.Item, alpha: Double) {
      guard alpha > 0 else { return }
      var x = BarMetrics.margin
      for button in item.left {
        draw(button, x: x, alpha: alpha)
        x += button.width + BarMetrics.itemSpacing
      }
      x = width - BarMetrics.margin
      for button in item.right.reversed() {
        x -= button.width
        draw(button, x: x, alpha: alpha)
        x -= BarMetrics.itemSpacing
      }
    }

    mutating func draw(_ button: NavigationBar.Look.Button, x: Double, alpha: Double) {
      if let text = button.text {
        add(text.content(x: x, centerY: rowCenter, color: tint, alpha: alpha, renderer: renderer))
      } else if let symbol = button.symbol {
        add(
          BarSymbol.content(symbol, centerX: x + symbol.size.width / 2, centerY: rowCenter, color: tint, alpha: alpha))
      }
    }

    /// The large title at the leading margin, centred in the 52 pt below the bar, following the
    /// content as it scrolls (facts NB2, NB8).
    mutating func largeTitle(_ item: NavigationBar.Look.Item, offset: Double) {
      guard largeAlpha > 0 else { return }
      let center = BarMetrics.barHeight + BarMetrics.largeTitleHeight / 2 - largeShift
      add(
        item.largeTitle.content(
          x: BarMetrics.margin + offset, centerY: center, color: label, alpha: largeAlpha, renderer: renderer))
    }
  }
}

/// What a bar shows when the content is at its scroll edge (iOS 15's scrollEdgeAppearance).
public enum BarScrollEdgeAppearance: String, Sendable, Hashable, CaseIterable {
  /// UIKit's default: the standard appearance with a transparent background and no shadow.
  case transparent
  /// The standard appearance everywhere (`scrollEdgeAppearance = standardAppearance`).
  case standard
}

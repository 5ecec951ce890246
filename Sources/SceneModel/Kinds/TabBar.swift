import Geometry
import Raster
import Text

/// UITabBar: items sharing the width, each a symbol over a title, the selected one in the tint
/// colour and the others gray, with an optional badge (facts NB3).
///
/// A tab bar that is a subview of the root is placed as a tab bar controller places it: at the
/// bottom, full width, 49 pt plus the bottom safe area, and the root's safe area then ends above
/// it (`Scene.barSafeArea`). It draws the standard appearance: an opaque background and a
/// hairline along its top (facts NB5).
public struct TabBar: ViewContent {
  public static let kind = "tabBar"
  public static let keys = ["items", "selectedIndex", "barBackgroundColor"]

  public var items: [TabItem]
  /// UITabBarController.selectedIndex.
  public var selectedIndex: Int
  public var barBackgroundColor: DynamicColor
  /// The side safe area the items share the width inside (see `NavigationBar.safeAreaInsets`).
  public var safeAreaInsets: EdgeInsets = .zero

  public init(items: [TabItem] = [], selectedIndex: Int = 0, barBackgroundColor: DynamicColor = .systemBackground) {
    self.items = items
    self.selectedIndex = selectedIndex
    self.barBackgroundColor = barBackgroundColor
  }

  public init(reading properties: some PropertyReader) {
    self.init(
      items: properties.tabItems("items") ?? [], selectedIndex: properties.integer("selectedIndex", minimum: 0) ?? 0,
      barBackgroundColor: properties.color("barBackgroundColor") ?? .systemBackground)
  }

  public func look(in context: LookContext) throws(ModelError) -> any ViewLook {
    guard items.isEmpty || selectedIndex < items.count else {
      throw ModelError(.view(context.viewID), "selectedIndex is \(selectedIndex), but the bar has \(items.count) items")
    }
    var symbols: [SymbolImage?] = []
    for item in items { symbols.append(try BarSymbol.image(item.symbol, BarSymbol.tabConfiguration, in: context)) }
    let title = try context.font(.system(size: BarMetrics.tabTitleSize, weight: .medium))
    let badge = try context.font(.system(size: BarMetrics.badgeTextSize))
    let appearance = context.appearance
    return Look(
      items: zip(items, symbols).map {
        ($1, BarText($0.title, font: title), $0.badge.map { BarText($0, font: badge) })
      },
      selected: selectedIndex, background: barBackgroundColor.resolved(in: appearance),
      hairline: DynamicColor.separator.resolved(in: appearance),
      gray: DynamicColor.system("systemGray").resolved(in: appearance),
      red: DynamicColor.system("systemRed").resolved(in: appearance), left: safeAreaInsets.left,
      right: safeAreaInsets.right)
  }

  struct Look: ViewLook {
    let items: [(symbol: SymbolImage?, title: BarText, badge: BarText?)]
    let selected: Int
    let background: Raster.Color
    let hairline: Raster.Color
    let gray: Raster.Color
    let red: Raster.Color
    let left: Double
    let right: Double

    func decorate(
      _ layer: inout Layer, content: PresentedContent, modelSize: Size, scale: Double, renderer: TextRenderer
    ) {
      let width = layer.frame.width
      BarBackground.draw(
        into: &layer, color: background, hairline: hairline, hairlineY: 0, height: layer.frame.height, scale: scale)
      guard !items.isEmpty else { return }
      let slot = (width - left - right) / Double(items.count)
      let start = layer.contents.count
      defer {
        for c in start..<layer.contents.count {
          layer.contents[c] = ShiftedContent.shifted(layer.contents[c], by: left)
        }
      }
      for (i, item) in items.enumerated() {
        let color = i == selected ? content.tint : gray
        let center = slot * (Double(i) + 0.5)
        if let symbol = item.symbol,
          let content = BarSymbol.content(
            symbol, centerX: center, centerY: BarMetrics.tabSymbolCenterY, color: color, alpha: 1)
        {
          layer.contents.append(content)
        }
        if let text = item.title.content(
          x: center - item.title.width / 2, centerY: BarMetrics.tabTitleCenterY, color: color, renderer: renderer)
        {
          layer.contents.append(text)
        }
        if let badge = item.badge {
          let h = BarMetrics.badgeHeight
          let w = max(h, badge.width + 2 * BarMetrics.badgePadding)
          let box = Rect(x: center + BarMetrics.badgeOffsetX, y: BarMetrics.badgeTop, width: w, height: h)
          layer.contents.append(
            ShapeContent(path: .roundedRect(box, radii: CornerRadii(all: h / 2)), paint: .solid(red)))
          if let text = badge.content(
            x: box.midX - badge.width / 2, centerY: box.midY, color: Raster.Color(r: 255, g: 255, b: 255),
            renderer: renderer)
          {
            layer.contents.append(text)
          }
        }
      }
    }
  }
}

/// UIToolbar: bar button items spread along it as if separated by flexible spaces (the usual
/// `[item, .flexibleSpace(), item]`), in the tint colour, on the standard appearance (facts NB1,
/// NB4, NB5). A toolbar that is a subview of the root sits at the bottom, above a tab bar if
/// there is one, and the root's safe area ends above it.
public struct Toolbar: ViewContent {
  public static let kind = "toolbar"
  public static let keys = ["items", "barBackgroundColor"]

  public var items: [BarItem]
  public var barBackgroundColor: DynamicColor
  /// The side safe area the items are spread inside (see `NavigationBar.safeAreaInsets`).
  public var safeAreaInsets: EdgeInsets = .zero

  public init(items: [BarItem] = [], barBackgroundColor: DynamicColor = .systemBackground) {
    self.items = items
    self.barBackgroundColor = barBackgroundColor
  }

  public init(reading properties: some PropertyReader) {
    self.init(
      items: properties.barItems("items") ?? [],
      barBackgroundColor: properties.color("barBackgroundColor") ?? .systemBackground)
  }

  public func look(in context: LookContext) throws(ModelError) -> any ViewLook {
    let plain = try context.font(.system(size: BarMetrics.itemSize))
    let done = try context.font(.system(size: BarMetrics.itemSize, weight: .semibold))
    let appearance = context.appearance
    var buttons: [NavigationBar.Look.Button] = []
    for item in items {
      buttons.append(try NavigationBar.Look.Button(item, font: item.isDone ? done : plain, in: context))
    }
    return Look(
      buttons: buttons,
      background: barBackgroundColor.resolved(in: appearance),
      hairline: DynamicColor.separator.resolved(in: appearance), left: safeAreaInsets.left,
      right: safeAreaInsets.right)
  }

  struct Look: ViewLook {
    let buttons: [NavigationBar.Look.Button]
    let background: Raster.Color
    let hairline: Raster.Color
    let left: Double
    let right: Double

    func decorate(
      _ layer: inout Layer, content: PresentedContent, modelSize: Size, scale: Double, renderer: TextRenderer
    ) {
      BarBackground.draw(
        into: &layer, color: background, hairline: hairline, hairlineY: 0, height: layer.frame.height, scale: scale)
      let width = layer.frame.width - left - right
      let total = buttons.reduce(0) { $0 + $1.width }
      let gaps = Double(max(buttons.count - 1, 1))
      let spacing = max(0, (width - 2 * BarMetrics.margin - total) / gaps)
      var drawing = NavigationBar.Drawing(
        layer: layer, width: width, tint: content.tint, label: content.tint, renderer: renderer, inlineAlpha: 1,
        largeShift: 0, largeAlpha: 0, left: left)
      var x = BarMetrics.margin
      for button in buttons {
        drawing.draw(button, x: x, alpha: 1)
        x += button.width + spacing
      }
      layer = drawing.layer
    }
  }
}

/// A bottom bar's standard appearance: its background and a hairline along its top.
enum BarBackground {
  static func draw(
    into layer: inout Layer, color: Raster.Color, hairline: Raster.Color, hairlineY: Double, height: Double,
    scale: Double
  ) {
    let width = layer.frame.width
    layer.contents.append(
      ShapeContent(path: .rect(Rect(x: 0, y: 0, width: width, height: height)), paint: .solid(color)))
    layer.contents.append(
      ShapeContent(path: .rect(Rect(x: 0, y: hairlineY, width: width, height: 1 / scale)), paint: .solid(hairline)))
  }
}

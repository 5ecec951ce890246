import Geometry
import Layout

/// Builds UI-like layouts: cards stacked down the screen, each a row of five children.
///
/// Per card: pinned to the margins, stacked under the previous card, a minimum height and a
/// fitting-size (50) hug. Per child: a leading edge chained to its sibling with spacing,
/// centred vertically, a width that is a multiple of the card's width, or >= 44 with a
/// preferred 120 @250, or equal to a sibling's; a height of 44 or half a sibling's width; the
/// card's bottom below it. The last child's trailing edge is <= the card's (required) and
/// == @750, so five @250 preferences gang up against one @750.
struct UIGenerator {
  static let childrenPerCard = 5

  /// The spacing constraint the edit benchmark changes.
  static let spacingID = "card0.child2.leading"

  static func makeEngine(views: Int) throws -> LayoutEngine {
    var engine = try LayoutEngine(rootSize: Size(width: 375, height: 812))
    var made = 0
    var card = 0
    while made < views {
      let c = LayoutItem.view("card\(card)")
      made += 1
      try engine.add(LayoutConstraint(c, .leading, .equal, .margins, .leading), id: "card\(card).leading")
      try engine.add(LayoutConstraint(c, .trailing, .equal, .margins, .trailing), id: "card\(card).trailing")
      let above: (LayoutItem, LayoutAttribute) = card == 0 ? (.safeArea, .top) : (.view("card\(card - 1)"), .bottom)
      try engine.add(LayoutConstraint(c, .top, .equal, above.0, above.1, constant: 12), id: "card\(card).top")
      try engine.add(LayoutConstraint(c, .height, .greaterThanOrEqual, constant: 60), id: "card\(card).minHeight")
      try engine.add(
        LayoutConstraint(c, .height, .equal, constant: 0, priority: .fittingSizeLevel), id: "card\(card).hug")
      let children = min(childrenPerCard, views - made)
      for child in 0..<children {
        made += 1
        try addChild(child, of: card, count: children, to: &engine)
      }
      card += 1
    }
    return engine
  }

  private static func addChild(_ child: Int, of card: Int, count: Int, to engine: inout LayoutEngine) throws {
    let c = LayoutItem.view("card\(card)")
    let name = "card\(card).child\(child)"
    let v = LayoutItem.view(name)
    let previous = LayoutItem.view("card\(card).child\(child - 1)")
    if child == 0 {
      try engine.add(LayoutConstraint(v, .leading, .equal, c, .leading, constant: 8), id: "\(name).leading")
    } else {
      try engine.add(LayoutConstraint(v, .leading, .equal, previous, .trailing, constant: 8), id: "\(name).leading")
    }
    try engine.add(LayoutConstraint(v, .centerY, .equal, c, .centerY), id: "\(name).centerY")
    switch child % 3 {
    case 0:
      try engine.add(LayoutConstraint(v, .width, .equal, c, .width, multiplier: 0.18), id: "\(name).width")
    case 1:
      try engine.add(LayoutConstraint(v, .width, .greaterThanOrEqual, constant: 44), id: "\(name).minWidth")
      try engine.add(LayoutConstraint(v, .width, .equal, constant: 120, priority: .defaultLow), id: "\(name).width")
    default:
      try engine.add(LayoutConstraint(v, .width, .equal, previous, .width), id: "\(name).width")
    }
    if child % 2 == 0 || child == 0 {
      try engine.add(LayoutConstraint(v, .height, .equal, constant: 44), id: "\(name).height")
    } else {
      try engine.add(LayoutConstraint(v, .height, .equal, previous, .width, multiplier: 0.5), id: "\(name).height")
    }
    try engine.add(LayoutConstraint(c, .bottom, .greaterThanOrEqual, v, .bottom, constant: 8), id: "\(name).inCard")
    if child == count - 1 {
      try engine.add(
        LayoutConstraint(v, .trailing, .lessThanOrEqual, c, .trailing, constant: -8), id: "\(name).maxTrailing")
      try engine.add(
        LayoutConstraint(v, .trailing, .equal, c, .trailing, constant: -8, priority: .defaultHigh),
        id: "\(name).trailing")
    }
  }
}

/// `item1.attribute1 REL multiplier * item2.attribute2 + constant @priority` (UIKit's equation).
public struct LayoutConstraint: Sendable, Hashable {
  public var item1: LayoutItem
  public var attribute1: LayoutAttribute
  public var relation: Relation
  /// nil for a constant dimension (`width == 100`).
  public var item2: LayoutItem?
  public var attribute2: LayoutAttribute?
  public var multiplier: Double
  public var constant: Double
  public var priority: LayoutPriority
  /// The constraint as the scene wrote it; reports quote it verbatim.
  public var label: String

  /// A constraint; `attribute2` defaults to `attribute1`, and an empty label is generated.
  public init(
    _ item1: LayoutItem, _ attribute1: LayoutAttribute, _ relation: Relation,
    _ item2: LayoutItem? = nil, _ attribute2: LayoutAttribute? = nil,
    multiplier: Double = 1, constant: Double = 0, priority: LayoutPriority = .required, label: String = ""
  ) {
    self.item1 = item1
    self.attribute1 = attribute1
    self.relation = relation
    self.item2 = item2
    self.attribute2 = item2 == nil ? nil : (attribute2 ?? attribute1)
    self.multiplier = multiplier
    self.constant = constant
    self.priority = priority
    self.label =
      label.isEmpty
      ? LayoutConstraint.describe(
        item1, attribute1, relation, item2, attribute2 ?? attribute1, multiplier, constant, priority) : label
  }

  private static func describe(
    _ item1: LayoutItem, _ attribute1: LayoutAttribute, _ relation: Relation, _ item2: LayoutItem?,
    _ attribute2: LayoutAttribute, _ multiplier: Double, _ constant: Double, _ priority: LayoutPriority
  ) -> String {
    var text = "\(item1).\(attribute1.rawValue) \(relation.rawValue) "
    if let item2 {
      if multiplier != 1 { text += "\(multiplier) * " }
      text += "\(item2).\(attribute2.rawValue)"
      if constant != 0 { text += constant > 0 ? " + \(constant)" : " - \(-constant)" }
    } else {
      text += "\(constant)"
    }
    if !priority.isRequired { text += " @\(priority)" }
    return text
  }
}

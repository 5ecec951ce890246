import SceneModel
import Text

extension JSONProperties {
  /// A symbol name, checked against the names LayoutReel draws (an unknown one is reported
  /// where it is written, with the closest known name).
  func symbolName(_ key: String) -> String? {
    guard let value = fields[key], let name = context.string(value) else { return nil }
    guard SymbolNames.table.contains(where: { $0.symbol == name }) else {
      context.report(
        .unknownName(category: "symbol", name: name, within: nil), at: value,
        suggestion: SymbolImage.suggestions(for: name).first)
      return nil
    }
    if let viewID { context.record(.viewProperty(viewID, key: key), at: value) }
    return name
  }

  /// `{pointSize, weight, scale}` or `{textStyle, scale}` (UIImage.SymbolConfiguration's
  /// initializers); a text style and a point size or weight together are refused.
  func symbolConfiguration(_ key: String) -> SymbolConfiguration? {
    guard let value = fields[key], let f = context.fields(value, SceneKeys.symbolConfiguration) else { return nil }
    let scale = context.choice(f["scale"], SymbolScale.self, "symbol scale") ?? .medium
    if let styleValue = f["textStyle"] {
      for other in ["pointSize", "weight"] {
        if let conflicting = f[other] { context.report(.conflictingKeys("textStyle", other), at: conflicting) }
      }
      return context.choice(styleValue, TextStyle.self, "text style").map {
        SymbolConfiguration(textStyle: $0, scale: scale)
      }
    }
    let size =
      f["pointSize"].map { context.number($0, in: 1...1000, "pointSize") } ?? SymbolConfiguration.defaultPointSize
    let weight = context.choice(f["weight"], FontWeight.self, "symbol weight") ?? .regular
    guard let size else { return nil }
    return SymbolConfiguration(pointSize: size, weight: weight, scale: scale)
  }
}

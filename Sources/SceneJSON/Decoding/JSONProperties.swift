import Geometry
import SceneModel
import Text

/// A view kind's properties read from its JSON object: the kind asks for its keys, and each
/// read reports a wrong value where it was written.
struct JSONProperties: PropertyReader {
  let context: DecodingContext
  let fields: DecodingContext.Fields
  /// The view being read (nil when its id is invalid), for the source map.
  let viewID: String?

  func string(_ key: String) -> String? { context.string(fields[key]) }
  func bool(_ key: String) -> Bool? { context.bool(fields[key]) }
  func integer(_ key: String, minimum: Int) -> Int? { context.integer(fields[key], key, minimum: minimum) }
  func color(_ key: String) -> DynamicColor? { context.color(fields[key]) }
  func number(_ key: String) -> Double? { context.number(fields[key]) }
  func point(_ key: String) -> Point? { context.point(fields[key]) }
  func insets(_ key: String) -> EdgeInsets? { fields[key].map { context.insets($0, default: .zero) } }
  func tableRowHeight(_ key: String) -> TableRowHeight? { context.tableRowHeight(fields[key]) }
  func tableSections(sectionsKey: String, rowsKey: String) -> [TableSection]? {
    context.tableSections(sections: fields[sectionsKey], rows: fields[rowsKey])
  }
  func layoutMargin(_ key: String) -> Double? {
    guard let value = fields[key] else { return context.canvasMargins?.left }
    return context.nonNegative(value, key)
  }

  func choice<E: RawRepresentable & CaseIterable>(_ key: String, _ type: E.Type, _ category: String) -> E?
  where E.RawValue == String {
    context.choice(fields[key], type, category)
  }

  /// `textStyle` or `font` (not both).
  func font(styleKey: String, fontKey: String) -> FontSpec? {
    if let styleValue = fields[styleKey] {
      if let fontValue = fields[fontKey] { context.report(.conflictingKeys(styleKey, fontKey), at: fontValue) }
      return context.choice(styleValue, TextStyle.self, "text style").map { .textStyle($0) }
    }
    guard let fontValue = fields[fontKey], let g = context.fields(fontValue, SceneKeys.font) else { return nil }
    let family = context.string(g["family"]) ?? FontSpec.systemFamily
    let size = context.nonNegative(context.require(g, "size"), "font size", strictly: true) ?? 17
    let weight = context.choice(g["weight"], FontWeight.self, "font weight") ?? .regular
    return .font(family: family, size: size, weight: weight)
  }

  func number(_ key: String, in range: ClosedRange<Double>) -> Double? {
    context.number(fields[key], in: range, key)
  }

  func strings(_ key: String) -> [String]? {
    guard let items = context.array(fields[key], of: "strings") else { return nil }
    return items.compactMap { context.string($0) }
  }

  func integer(_ key: String, in range: ClosedRange<Int>) -> Int? {
    guard let value = fields[key], let n = context.integer(value, key, minimum: range.lowerBound) else { return nil }
    guard n <= range.upperBound else {
      context.report(
        .outOfRange(what: key, value: Double(n), allowed: "\(range.lowerBound)...\(range.upperBound)"), at: value)
      return nil
    }
    return n
  }

  func text(_ key: String) -> InitialText? {
    guard let value = fields[key] else { return nil }
    guard value.object != nil else { return context.string(value).map { .plain($0) } }
    guard let f = context.fields(value, SceneKeys.countedText) else { return nil }
    let number = context.number(context.require(f, "value"))
    guard let format = context.numberFormat(context.require(f, "format")), let number else { return nil }
    return .counting(format, value: number)
  }

  func barItems(_ key: String) -> [BarItem]? { context.barItems(fields[key]) }
  func navigationItems(_ key: String) -> [NavigationItem]? { context.navigationItems(fields[key]) }
  func tabItems(_ key: String) -> [TabItem]? { context.tabItems(fields[key]) }

  func imagePath(_ key: String) -> String? {
    guard let value = fields[key], let path = context.string(value) else { return nil }
    if let viewID { context.record(.viewProperty(viewID, key: key), at: value) }
    return context.resolveImagePath(path)
  }
}

extension DecodingContext {
  func resolveImagePath(_ path: String) -> String {
    let resolved: String
    if path.hasPrefix("/") {
      resolved = path
    } else {
      let directory = Self.directory(of: source.name)
      resolved = directory.isEmpty ? path : directory + "/" + path
    }
    if !assets.contains(resolved) { assets.append(resolved) }
    return resolved
  }
}

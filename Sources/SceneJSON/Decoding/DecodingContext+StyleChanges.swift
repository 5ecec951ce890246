import Geometry
import SceneModel

/// The layer-style keys of a view change (tint, border, shadow, gradient, and the content keys
/// that snap: font, text colour, image) and a step's `transition`.
extension DecodingContext {
  /// Fills `change` with the style keys of `f`, checking the content keys against the kind.
  func readStyleChange(_ f: Fields, into change: inout ViewChange, kind: any ViewContent.Type) {
    change.tintColor = color(f["tintColor"])
    change.borderWidth = nonNegative(f["borderWidth"], "borderWidth")
    change.borderColor = color(f["borderColor"])
    change.shadow = f["shadow"].flatMap(shadowChange)
    change.gradient = f["gradient"].flatMap(gradientChange)
    let properties = JSONProperties(context: self, fields: f, viewID: nil)
    let contentKeys = [("font", f["font"] ?? f["textStyle"]), ("textColor", f["textColor"]), ("image", f["image"])]
    for case let (key, value?) in contentKeys where !kind.changeableContent.contains(key) {
      let kinds = ViewKinds.all.filter { $0.changeableContent.contains(key) }.map { Self.spokenName(of: $0.kind) }
        .joined(separator: " or ")
      let article = kinds.first.map { "aeiou".contains($0) } == true ? "an" : "a"
      report(
        .invalid("\(key) can only change on \(article) \(kinds), and \(quoted(change.id)) is a \(kind.kind)"),
        at: value)
    }
    change.font = properties.font(styleKey: "textStyle", fontKey: "font")
    change.textColor = color(f["textColor"])
    if let value = f["image"], let path = string(value) { change.image = resolveImagePath(path) }
  }

  /// `{color, opacity, radius, offset}`, each optional.
  func shadowChange(_ value: JSONValue) -> ShadowChange? {
    guard let f = fields(value, SceneKeys.shadowChange) else { return nil }
    if f.object.members.isEmpty {
      report(.invalid("nothing to change: give color, opacity, radius or offset"), at: value)
    }
    return ShadowChange(
      color: color(f["color"]), opacity: number(f["opacity"], in: 0...1, "shadow opacity"),
      radius: nonNegative(f["radius"], "shadow radius"), offset: f["offset"].flatMap { size($0) })
  }

  /// `{colors, locations, start, end}`, each optional; at least two colours, locations not
  /// decreasing and, with colours, one per colour.
  func gradientChange(_ value: JSONValue) -> GradientChange? {
    guard let f = fields(value, SceneKeys.gradientChange) else { return nil }
    if f.object.members.isEmpty {
      report(.invalid("nothing to change: give colors, locations, start or end"), at: value)
    }
    var colors: [DynamicColor]?
    if let colorsValue = f["colors"], let items = array(colorsValue, of: "colour strings") {
      if items.count < 2 { report(.invalid("a gradient needs at least two colours"), at: colorsValue) }
      colors = items.compactMap { color($0) }
    }
    var locations: [Double]?
    if let locationsValue = f["locations"], let stops = array(locationsValue, of: "numbers") {
      let values = stops.compactMap { number($0, in: 0...1, "gradient location") }
      if let colors, stops.count != colors.count {
        report(
          .invalid("\(stops.count) locations for \(colors.count) colours; give one location per colour"),
          at: locationsValue)
      } else if zip(values, values.dropFirst()).contains(where: { $0 > $1 }) {
        report(.invalid("gradient locations must not decrease"), at: locationsValue)
      }
      locations = values
    }
    return GradientChange(
      colors: colors, locations: locations, start: f["start"].flatMap { point($0) }, end: f["end"].flatMap { point($0) }
    )
  }

  /// A step's `transition` with its `view`: `UIView.transition(with:duration:options:animations:)`.
  /// It runs once over the step's duration, so it takes no keyframes, progress, lerp, repeat or
  /// autoreverse.
  func decodeTransition(_ f: Fields) -> ViewTransition? {
    guard let styleValue = f["transition"] else {
      if let v = f["view"] {
        report(.invalid("a step's view is the view a transition runs on; give \"transition\" as well"), at: v)
      }
      return nil
    }
    let style = choice(styleValue, TransitionStyle.self, "transition")
    guard let viewValue = f["view"] else {
      report(.invalid("a transition needs the \"view\" it runs on (UIView.transition(with:...))"), at: styleValue)
      return nil
    }
    let view = viewReference(viewValue)
    for key in ["keyframes", "progress", "lerp", "repeat", "autoreverse"] {
      if let v = f[key] {
        report(.invalid("a transition runs once over the step's duration; it cannot have \(key)"), at: v)
      }
    }
    guard let style, let view else { return nil }
    return ViewTransition(view: view, style: style)
  }
}

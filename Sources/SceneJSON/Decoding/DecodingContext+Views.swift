import Geometry
import Layout
import SceneModel

extension DecodingContext {
  func decodeViews(_ value: JSONValue?, parent: String?) -> [View] {
    guard let items = array(value, of: "views") else { return [] }
    return items.flatMap { item in
      Self.isTemplate(item) ? decodeTemplate(item, parent: parent) : decodeView(item, parent: parent).map { [$0] } ?? []
    }
  }

  /// `arranged`: the view is one of a stack view's arrangedSubviews (it may give `customSpacing`).
  func decodeView(_ value: JSONValue, parent: String?, arranged: Bool = false) -> View? {
    guard let object = value.object else {
      report(.wrongType(expected: "an object (a view)", found: value.typeName), at: value)
      return nil
    }
    // The kind decides which keys are valid, so read it first.
    var kind: (any ViewContent.Type)? = PlainView.self
    if let kindValue = object["kind"], let name = string(kindValue) {
      kind = ViewKinds.named(name)
      if kind == nil {
        report(
          .unknownName(category: "kind", name: name, within: nil), at: kindValue,
          suggestion: Suggestion.closest(to: name, in: ViewKinds.all.map { $0.kind }))
      }
    } else if object["kind"] != nil {
      kind = nil
    }
    let table = kind.map(SceneKeys.view) ?? SceneKeys.anyView
    guard let f = fields(value, arranged ? SceneKeys.arranged(table) : table) else { return nil }
    let id = declareView(f, kind: kind ?? PlainView.self, parent: parent)
    if let id { record(.view(id), at: value) }
    let frame = rect(f["frame"])
    var style = decodeStyle(f)
    if f["clipsToBounds"] == nil, let kind, kind.clipsToBoundsByDefault { style.clipsToBounds = true }
    let defaultHugging = (kind ?? PlainView.self).defaultContentHugging
    let hugging = axisPriorities(
      f["contentHugging"], default: AxisPriorities(horizontal: defaultHugging, vertical: defaultHugging))
    let resistance = axisPriorities(f["compressionResistance"], default: AxisPriorities(horizontal: 750, vertical: 750))
    var intrinsic: IntrinsicSize?
    if kind?.acceptsIntrinsicSize == true, let v = f["intrinsicSize"], let g = fields(v, SceneKeys.intrinsicSize) {
      intrinsic = IntrinsicSize(width: nonNegative(g["width"], "width"), height: nonNegative(g["height"], "height"))
    }
    var content = kind.map { $0.init(reading: JSONProperties(context: self, fields: f, viewID: id)) }
    deferShorthands(f, view: id, parent: parent)
    let subviews: [View]
    if var stack = content as? StackView {
      subviews = decodeArrangedSubviews(f, into: &stack, id: id)
      content = stack
    } else {
      subviews = decodeViews(f["subviews"], parent: id)
    }
    guard let id, let content else { return nil }
    let view = View(
      id: id, content: content, frame: frame, style: style, contentHugging: hugging, compressionResistance: resistance,
      intrinsicSize: intrinsic, subviews: subviews)
    declareGeneratedViews(of: view, at: value)
    return view
  }

  /// Reads and registers the id, rejecting malformed, reserved and duplicate ids.
  func declareView(_ f: Fields, kind: any ViewContent.Type, parent: String?) -> String? {
    guard let idValue = require(f, "id"), let id = string(idValue) else { return nil }
    guard Identifier.isValid(id) else {
      report(.invalid("view ids must be identifiers (a letter or _, then letters, digits or _)"), at: idValue)
      return nil
    }
    guard !Self.reservedNames.contains(id) else {
      report(.invalid("\(quoted(id)) is reserved and cannot be a view id"), at: idValue)
      return nil
    }
    if let existing = views[id] {
      report(.duplicateID(id, first: existing.position), at: idValue)
      return nil
    }
    views[id] = ViewInfo(kind: kind, parent: parent, position: f.value.position, hasFrame: f.has("frame"))
    viewOrder.append(id)
    return id
  }

  func decodeStyle(_ f: Fields) -> ViewStyle {
    var s = ViewStyle()
    s.backgroundColor = color(f["backgroundColor"])
    s.alpha = number(f["alpha"], in: 0...1, "alpha") ?? 1
    s.hidden = bool(f["hidden"]) ?? false
    s.cornerRadius = cornerRadii(f["cornerRadius"])
    s.cornerCurve = choice(f["cornerCurve"], CornerCurve.self, "corner curve") ?? .circular
    s.clipsToBounds = bool(f["clipsToBounds"]) ?? false
    s.borderWidth = nonNegative(f["borderWidth"], "borderWidth") ?? 0
    s.borderColor = color(f["borderColor"]) ?? .black
    s.shadow = shadow(f["shadow"])
    s.gradient = gradient(f["gradient"])
    s.transform = transform(f["transform"]) ?? .identity
    s.tintColor = color(f["tintColor"])
    return s
  }

  /// A radius for all corners, or {topLeft, topRight, bottomLeft, bottomRight} (missing corners 0).
  func cornerRadii(_ value: JSONValue?) -> CornerRadii? {
    guard let value else { return nil }
    if value.number != nil { return nonNegative(value, "cornerRadius").map { CornerRadii(all: $0) } }
    guard let f = fields(value, SceneKeys.cornerRadii) else { return nil }
    let topLeft = nonNegative(f["topLeft"], "topLeft") ?? 0, topRight = nonNegative(f["topRight"], "topRight") ?? 0
    let bottomLeft = nonNegative(f["bottomLeft"], "bottomLeft") ?? 0
    let bottomRight = nonNegative(f["bottomRight"], "bottomRight") ?? 0
    return CornerRadii(topLeft: topLeft, topRight: topRight, bottomRight: bottomRight, bottomLeft: bottomLeft)
  }

  func shadow(_ value: JSONValue?) -> ViewShadow? {
    guard let value, let f = fields(value, SceneKeys.shadow) else { return nil }
    let opacity = number(require(f, "opacity"), in: 0...1, "shadow opacity")
    let radius = nonNegative(f["radius"], "shadow radius") ?? 3
    let offset = f["offset"].flatMap { size($0) } ?? Size(width: 0, height: -3)
    guard let opacity else { return nil }
    return ViewShadow(color: color(f["color"]) ?? .black, opacity: opacity, radius: radius, offset: offset)
  }

  func gradient(_ value: JSONValue?) -> ViewGradient? {
    guard let value, let f = fields(value, SceneKeys.gradient) else { return nil }
    guard let colorsValue = require(f, "colors"), let items = array(colorsValue, of: "colour strings") else {
      return nil
    }
    let colors = items.compactMap { color($0) }
    if items.count < 2 {
      report(.invalid("a gradient needs at least two colours"), at: colorsValue)
    }
    var locations: [Double]?
    if let locationsValue = f["locations"], let stops = array(locationsValue, of: "numbers") {
      let values = stops.compactMap { number($0, in: 0...1, "gradient location") }
      if stops.count != items.count {
        report(
          .invalid("\(stops.count) locations for \(items.count) colours; give one location per colour"),
          at: locationsValue)
      } else if zip(values, values.dropFirst()).contains(where: { $0 > $1 }) {
        report(.invalid("gradient locations must not decrease"), at: locationsValue)
      }
      locations = values
    }
    let start = f["start"].flatMap { point($0) } ?? Point(x: 0.5, y: 0)
    let end = f["end"].flatMap { point($0) } ?? Point(x: 0.5, y: 1)
    return ViewGradient(colors: colors, locations: locations, start: start, end: end)
  }

  func transform(_ value: JSONValue?) -> Transform2D? {
    guard let value, let f = fields(value, SceneKeys.transform) else { return nil }
    var t = Transform2D()
    t.translateX = number(f["translateX"]) ?? 0
    t.translateY = number(f["translateY"]) ?? 0
    t.rotation = number(f["rotation"]) ?? 0
    if let scale = f["scale"] {
      for other in ["scaleX", "scaleY"] {
        if let v = f[other] { report(.conflictingKeys("scale", other), at: v) }
      }
      let s = number(scale) ?? 1
      (t.scaleX, t.scaleY) = (s, s)
    } else {
      t.scaleX = number(f["scaleX"]) ?? 1
      t.scaleY = number(f["scaleY"]) ?? 1
    }
    return t
  }

  func axisPriorities(_ value: JSONValue?, default fallback: AxisPriorities) -> AxisPriorities {
    guard let value, let f = fields(value, SceneKeys.axisPriorities) else { return fallback }
    return AxisPriorities(
      horizontal: priority(f["horizontal"]) ?? fallback.horizontal,
      vertical: priority(f["vertical"]) ?? fallback.vertical)
  }
}

import Layout
import SceneModel

/// Layout shorthands on a view, each expanding into the ordinary constraints a UIKit developer
/// writes with anchors, labelled as they would be written in the constraint language (so
/// `export layout` and conflict logs quote `card.leading == root.safeArea.leading + 16`):
///
/// - `"edges"`: pin top, leading, bottom and trailing to the superview, `safeArea`, `margins` or
///   another view, with insets (`NSDirectionalEdgeInsets` names, facts SH2: bottom and trailing
///   insets are subtracted, as `constraint(equalTo:constant: -inset)` writes them, facts SH1);
/// - `"size"`: width and/or height constants, or equal to another view's;
/// - `"center"`: centerX and/or centerY on the superview or another view, with offsets.
///
/// The constraints are decoded after the whole view tree (a shorthand may name a view written
/// later) and go after the scene's own `constraints`, in the order the views were written.
extension DecodingContext {
  /// Leaves the view's shorthands for `decodeDeferredConstraints`.
  func deferShorthands(_ f: Fields, view id: String?, parent: String?) {
    let written = [f["edges"], f["size"], f["center"]]
    guard let id, written.contains(where: { $0 != nil }) else { return }
    expansion.deferred.append(
      DeferredConstraints(repetition: expansion.current) { context in
        var made: [(entry: ConstraintEntry, writtenAt: JSONValue)] = []
        if let edges = written[0] { made += context.edgeConstraints(edges, view: id, parent: parent) }
        if let size = written[1] { made += context.sizeConstraints(size, view: id, parent: parent) }
        if let center = written[2] { made += context.centerConstraints(center, view: id, parent: parent) }
        return made
      })
  }

  static let edgeNames = ["top", "leading", "bottom", "trailing"]

  func edgeConstraints(_ value: JSONValue, view: String, parent: String?) -> [(ConstraintEntry, JSONValue)] {
    var targetValue = value
    var insets = [0.0, 0, 0, 0]
    var edges = Self.edgeNames
    var idValue: JSONValue?
    if value.string == nil {
      guard let f = fields(value, SceneKeys.edges) else { return [] }
      targetValue = f["to"] ?? value
      idValue = f["id"]
      if let insetsValue = f["insets"] { insets = directionalInsets(insetsValue) ?? insets }
      if let onlyValue = f["only"] { edges = edgeList(onlyValue) ?? edges }
    }
    guard let target = shorthandTarget(targetValue, view: view, parent: parent)
    else { return [] }
    return zip(Self.edgeNames, insets).compactMap { edge, inset in
      guard edges.contains(edge) else { return nil }
      // Bottom and trailing insets move the edge inwards: the constant is negative (facts SH1, SH2).
      let constant = edge == "bottom" || edge == "trailing" ? -inset : inset
      return shorthandConstraint(
        "\(view).\(edge) == \(target).\(edge)\(Self.plus(constant))", id: idValue, suffix: edge, at: value)
    }
  }

  func sizeConstraints(_ value: JSONValue, view: String, parent: String?) -> [(ConstraintEntry, JSONValue)] {
    var width: Double?
    var height: Double?
    var target: String?
    var idValue: JSONValue?
    switch value.kind {
    case .number:
      width = nonNegative(value, "size")
      height = width
    case .string:
      target = shorthandTarget(value, view: view, parent: parent, allowsGuides: false)
      if target == nil { return [] }
    default:
      guard let f = fields(value, SceneKeys.sizeShorthand) else { return [] }
      idValue = f["id"]
      width = nonNegative(f["width"], "width")
      height = nonNegative(f["height"], "height")
      if let to = f["to"] {
        for key in ["width", "height"] where f.has(key) {
          report(.conflictingKeys("to", key), at: f[key] ?? to)
          return []
        }
        target = shorthandTarget(to, view: view, parent: parent, allowsGuides: false)
        if target == nil { return [] }
      } else if !f.has("width") && !f.has("height") {
        report(.invalid("a size needs width, height or to"), at: value)
        return []
      }
    }
    if let target {
      return ["width", "height"].compactMap {
        shorthandConstraint("\(view).\($0) == \(target).\($0)", id: idValue, suffix: $0, at: value)
      }
    }
    return [("width", width), ("height", height)].compactMap { attribute, constant in
      guard let constant else { return nil }
      return shorthandConstraint(
        "\(view).\(attribute) == \(format(constant))", id: idValue, suffix: attribute, at: value)
    }
  }

  func centerConstraints(_ value: JSONValue, view: String, parent: String?) -> [(ConstraintEntry, JSONValue)] {
    var targetValue = value
    var offset = (x: 0.0, y: 0.0)
    var axes = ["centerX", "centerY"]
    var idValue: JSONValue?
    if value.string == nil {
      guard let f = fields(value, SceneKeys.center) else { return [] }
      targetValue = f["to"] ?? value
      idValue = f["id"]
      if let point = f["offset"].flatMap({ point($0) }) { offset = (point.x, point.y) }
      if let axis = f["axis"].flatMap({ choice($0, CenterAxis.self, "axis") }) {
        axes = [axis == .horizontal ? "centerX" : "centerY"]
      }
    }
    guard let target = shorthandTarget(targetValue, view: view, parent: parent)
    else { return [] }
    return [("centerX", offset.x), ("centerY", offset.y)].compactMap { attribute, constant in
      guard axes.contains(attribute) else { return nil }
      return shorthandConstraint(
        "\(view).\(attribute) == \(target).\(attribute)\(Self.plus(constant))", id: idValue, suffix: attribute,
        at: value)
    }
  }

  /// `"horizontal"` centres along the x axis only (centerX), `"vertical"` along y (centerY).
  enum CenterAxis: String, CaseIterable { case horizontal, vertical }

  /// What a shorthand is pinned to, as the constraint language names it; `to` is a string, or the
  /// shorthand object itself when it gave none (then the superview).
  private func shorthandTarget(_ to: JSONValue, view: String, parent: String?, allowsGuides: Bool = true) -> String? {
    guard to.object == nil else { return parent ?? "root" }
    guard let name = string(to) else { return nil }
    switch name {
    case "superview":
      return parent ?? "root"
    case "safeArea" where allowsGuides, "margins" where allowsGuides:
      // Only the root's guides are modelled (facts SH3); a subview's superview would need its own.
      if let parent {
        report(
          .invalid(
            "\(quoted(name)) is a guide of root, and this view's superview is \(quoted(parent)); pin to \"superview\" or to a view"
          ), at: to)
        return nil
      }
      return "root.\(name)"
    case "root":
      return "root"
    default:
      guard views[name] != nil else {
        report(
          .unknownName(category: "view", name: name, within: nil), at: to,
          suggestion: Suggestion.closest(
            to: name, in: viewOrder + ["superview"] + (allowsGuides ? ["safeArea", "margins"] : [])))
        return nil
      }
      guard name != view else {
        report(.invalid("a view cannot be constrained to itself here"), at: to)
        return nil
      }
      return name
    }
  }

  /// Insets as one number for every edge, or `{top, leading, bottom, trailing}` (missing edges 0).
  private func directionalInsets(_ value: JSONValue) -> [Double]? {
    if value.number != nil { return number(value).map { [$0, $0, $0, $0] } }
    guard let f = fields(value, SceneKeys.directionalInsets) else { return nil }
    return Self.edgeNames.map { number(f[$0]) ?? 0 }
  }

  /// `only`: the edges to pin, a subset of top, leading, bottom, trailing.
  private func edgeList(_ value: JSONValue) -> [String]? {
    guard let items = array(value, of: "edge names") else { return nil }
    var edges: [String] = []
    for item in items {
      guard let name = string(item) else { continue }
      guard Self.edgeNames.contains(name) else {
        report(
          .unknownName(category: "edge", name: name, within: nil), at: item,
          suggestion: Suggestion.closest(to: name, in: Self.edgeNames))
        continue
      }
      edges.append(name)
    }
    return edges
  }

  /// `" + 16"`, `" - 16"` or nothing, as a constant is written after an anchor.
  static func plus(_ constant: Double) -> String {
    constant == 0 ? "" : constant > 0 ? " + \(format(constant))" : " - \(format(-constant))"
  }

  /// One generated constraint, parsed from its own text so its label is exactly how it would be
  /// written by hand; with an `id`, it is `ID.suffix` (`cardEdges.top`) for the timeline.
  private func shorthandConstraint(_ text: String, id idValue: JSONValue?, suffix: String, at value: JSONValue)
    -> (ConstraintEntry, JSONValue)?
  {
    let expression: ConstraintExpression
    do { expression = try ConstraintParser.parse(text) } catch {
      report(.invalid("the shorthand makes \(quoted(text)), which does not parse: \(error.message)"), at: value)
      return nil
    }
    // Every name was checked above, so resolving reports nothing against the generated text.
    guard let parsed = resolve(expression, literal: value, metrics: [:], superview: nil, aliases: nil) else {
      return nil
    }
    var id: String?
    if let idValue, let base = string(idValue) {
      id = "\(base).\(suffix)"
      if let id, let existing = entries[id] {
        report(.duplicateID(id, first: existing.position), at: idValue)
        return nil
      }
      if let id {
        entries[id] = EntryInfo(
          position: idValue.position, priority: parsed.priority, hasSecondAnchor: parsed.second != nil, group: nil)
      }
    }
    return (.constraint(ConstraintDefinition(id: id, parsed.layoutConstraint)), value)
  }
}

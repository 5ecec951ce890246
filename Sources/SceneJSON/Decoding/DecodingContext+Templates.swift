import SceneModel

/// View templates: `{"template": "dots", "count": 5, "view": {...}, "constraints": [...], "between": [...]}`
/// in a `views` array stands for `count` views (or groups of views), each a copy of the template with
/// its `{i}` placeholders filled in (see `TemplateText`). The copies are ordinary JSON values at the
/// template's positions, decoded as if written out by hand, so every error points at the line and
/// column of the template and says which repetition it is in.
extension DecodingContext {
  /// True when a `views` item is a template rather than a view.
  static func isTemplate(_ value: JSONValue) -> Bool { value.object?["template"] != nil }

  /// The views `value` makes; its constraints wait in `expansion.deferred`.
  func decodeTemplate(_ value: JSONValue, parent: String?) -> [View] {
    decodeTemplate(value, parent: parent) { self.decodeView($0, parent: parent) }
  }

  /// The same, each copy decoded by `decodeView` (a stack view decodes its arranged subviews).
  func decodeTemplate(_ value: JSONValue, parent: String?, decodeView: (JSONValue) -> View?) -> [View] {
    if let outer = expansion.current {
      report(
        .invalid(
          "a template cannot repeat inside another (this is in \(quoted(outer.template))); make a grid with one template and {i/columns}, {i%columns}"
        ), at: value)
      return []
    }
    guard let f = fields(value, SceneKeys.viewTemplate) else { return [] }
    _ = string(f["notes"])
    let name = require(f, "template").flatMap { string($0) }
    let countValue = require(f, "count")
    let count = countValue.flatMap { integer($0, "template count") }
    let written = templateViews(f)
    let constraints = f["constraints"].flatMap { array($0, of: "constraints") } ?? []
    let between = f["between"].flatMap { array($0, of: "constraints") } ?? []
    guard let name, let countValue, let count, let written else { return [] }
    guard withinLimits(count: count, countValue: countValue, written: written + constraints + between) else {
      return []
    }
    // Placeholders are parsed once: a syntax error is the same in every repetition.
    var parsed = true
    for item in written + constraints + between where !parseTemplates(in: item) { parsed = false }
    guard parsed else { return [] }

    var views: [View] = []
    defer { expansion.current = nil }
    for index in 0..<count {
      let repetition = TemplateRepetition(template: name, index: index)
      expansion.current = repetition
      guard let filledViews = fill(written, repetition), let filledConstraints = fill(constraints, repetition),
        let filledBetween = fill(index > 0 ? between : [], repetition)
      else { break }  // One bad repetition says it; the next ones would repeat it.
      for view in filledViews {
        if Self.isTemplate(view) {
          report(
            .invalid("a template cannot repeat inside another; make a grid with {i/columns}, {i%columns}"), at: view)
        } else if let made = decodeView(view) {
          views.append(made)
        }
      }
      let items = filledConstraints + filledBetween
      if !items.isEmpty {
        expansion.deferred.append(
          DeferredConstraints(repetition: repetition) { context in
            items.compactMap { item in context.decodeConstraintEntry(item).map { ($0, item) } }
          })
      }
    }
    return views
  }

  /// `view` (one) or `views` (several per repetition).
  private func templateViews(_ f: Fields) -> [JSONValue]? {
    switch (f["view"], f["views"]) {
    case (let one?, let many?):
      report(.conflictingKeys("view", "views"), at: many)
      return [one]
    case (let one?, nil): return [one]
    case (nil, let many?): return array(many, of: "views")
    case (nil, nil):
      report(.missingKey("view", context: SceneKeys.viewTemplate.context), at: f.value)
      return nil
    }
  }

  /// Whether `count` more repetitions (of a view template or a table's row template) fit in the
  /// scene's `TemplateLimits.repetitions`; reported at `countValue` when not. Counts nothing.
  func repetitionsFit(_ count: Int, at countValue: JSONValue) -> Bool {
    guard expansion.repetitions + count <= TemplateLimits.repetitions else {
      let others = expansion.repetitions == 0 ? "" : " (with the \(expansion.repetitions) of the templates before it)"
      report(
        .invalid(
          "\(count) repetitions\(others) are over the limit of \(TemplateLimits.repetitions) per scene"),
        at: countValue)
      return false
    }
    return true
  }

  /// Checks `TemplateLimits` before anything is repeated, and counts this template against them.
  private func withinLimits(count: Int, countValue: JSONValue, written: [JSONValue]) -> Bool {
    guard repetitionsFit(count, at: countValue) else { return false }
    let perRepetition = written.reduce(0) { $0 + Self.valueCount($1) }
    let (made, overflow) = perRepetition.multipliedReportingOverflow(by: count)
    guard !overflow, made <= TemplateLimits.values - expansion.values else {
      report(
        .invalid(
          "\(count) repetitions of \(perRepetition) JSON values would copy more than \(TemplateLimits.values) values per scene"
        ), at: countValue)
      return false
    }
    expansion.repetitions += count
    expansion.values += made
    return true
  }

  /// How many JSON values `value` holds, itself included.
  static func valueCount(_ value: JSONValue) -> Int {
    switch value.kind {
    case .array(let items): items.reduce(1) { $0 + valueCount($1) }
    case .object(let object): object.members.reduce(1) { $0 + valueCount($1.value) }
    default: 1
    }
  }

  /// Parses every string under `value` as a template, keeping those with placeholders; false after
  /// reporting a malformed one.
  private func parseTemplates(in value: JSONValue) -> Bool {
    switch value.kind {
    case .string(let text):
      do {
        let template = try TemplateText(text)
        if template.hasPlaceholders { expansion.templates[value.position.offset] = template }
        return true
      } catch {
        reportWritten(error, in: value, text: text)
        return false
      }
    case .array(let items): return items.reduce(true) { parseTemplates(in: $1) && $0 }
    case .object(let object): return object.members.reduce(true) { parseTemplates(in: $1.value) && $0 }
    default: return true
    }
  }

  /// Copies of `values` for one repetition; nil after reporting a placeholder that has no value.
  private func fill(_ values: [JSONValue], _ repetition: TemplateRepetition) -> [JSONValue]? {
    var out: [JSONValue] = []
    out.reserveCapacity(values.count)
    for value in values {
      guard let filled = fill(value, repetition) else { return nil }
      out.append(filled)
    }
    return out
  }

  private func fill(_ value: JSONValue, _ repetition: TemplateRepetition) -> JSONValue? {
    let kind: JSONValue.Kind
    switch value.kind {
    case .string(let text):
      guard let template = expansion.templates[value.position.offset] else { return value }
      do {
        kind = .string(try template.text(repetition.values))
      } catch {
        reportWritten(error, in: value, text: text)
        return nil
      }
    case .array(let items):
      guard let filled = fill(items, repetition) else { return nil }
      kind = .array(filled)
    case .object(let object):
      var members: [JSONMember] = []
      members.reserveCapacity(object.members.count)
      for member in object.members {
        guard let filled = fill(member.value, repetition) else { return nil }
        members.append(JSONMember(key: member.key, keyPosition: member.keyPosition, value: filled))
      }
      kind = .object(JSONObject(members: members))
    default:
      return value
    }
    return JSONValue(kind: kind, position: value.position, parentPath: value.parentPath, component: value.component)
  }

  /// A placeholder error, whose range is already in the template's own offsets.
  private func reportWritten(_ error: StringSyntaxError, in literal: JSONValue, text: String) {
    report(
      .syntax(error.message, within: text), at: position(in: literal, offset: error.range.lowerBound),
      path: literal.path, length: error.range.count, suggestion: error.suggestion)
  }

  /// Where a range of a filled-in string was written: the same range unless the string came from a
  /// template of the repetition being decoded.
  func templateRange(_ range: Range<Int>, in literal: JSONValue) -> Range<Int> {
    guard let repetition = expansion.current, let template = expansion.templates[literal.position.offset] else {
      return range
    }
    return template.writtenRange(of: range, repetition.values)
  }

  /// Decodes the constraints shorthands and templates left for after the view tree, in the order they
  /// were written; `start` is the index of the first in the scene's constraints (for the source map).
  func decodeDeferredConstraints(startingAt start: Int) -> [ConstraintEntry] {
    var result: [ConstraintEntry] = []
    defer { expansion.current = nil }
    for deferred in expansion.deferred {
      expansion.current = deferred.repetition
      for (entry, writtenAt) in deferred.decode(self) {
        record(.constraint(start + result.count), at: writtenAt)
        result.append(entry)
      }
    }
    expansion.deferred = []
    return result
  }
}

import Geometry
import SceneModel

extension DecodingContext {
  /// The changes of step `step` (of its keyframe `keyframe`, when given).
  func decodeChanges(_ value: JSONValue?, step: Int, keyframe: Int?) -> [TimelineChange] {
    guard let items = array(value, of: "changes") else { return [] }
    var changes: [TimelineChange] = []
    for item in items {
      guard let change = decodeChange(item) else { continue }
      record(.change(step: step, keyframe: keyframe, index: changes.count), at: item)
      changes.append(change)
    }
    return changes
  }

  func decodeChange(_ value: JSONValue) -> TimelineChange? {
    guard let object = value.object else {
      report(.wrongType(expected: "an object (a change)", found: value.typeName), at: value)
      return nil
    }
    let kinds = SceneKeys.changeDiscriminators.filter { object[$0] != nil }
    guard let kind = kinds.first else {
      let suggestion = object.keys.lazy.compactMap { Suggestion.closest(to: $0, in: SceneKeys.changeDiscriminators) }
        .first
      report(
        .invalid(
          "a change needs one of the keys \(SceneKeys.changeDiscriminators.dropLast().joined(separator: ", ")) or \(SceneKeys.changeDiscriminators.last ?? "")"
        ), at: value,
        suggestion: suggestion)
      return nil
    }
    if kinds.count > 1, let second = object[kinds[1]] {
      report(.conflictingKeys(kind, kinds[1]), at: second)
      return nil
    }
    switch kind {
    case "constraint": return constraintChange(value).map { .constraint($0) }
    case "view": return viewChange(value).map { .view($0) }
    case "group": return groupChange(value).map { .group($0) }
    case "table": return tableChange(value).map { .table($0) }
    case "row": return rowChange(value).map { .row($0) }
    case "push", "pop": return navigationChange(value, kind).map { .navigation($0) }
    case "keyboard": return keyboardChange(value).map { .keyboard($0) }
    case "activate":
      guard let f = fields(value, SceneKeys.activateChange) else { return nil }
      return .activate(entryList(f["activate"]))
    default:
      guard let f = fields(value, SceneKeys.deactivateChange) else { return nil }
      return .deactivate(entryList(f["deactivate"]))
    }
  }

  /// Ids of constraints or groups.
  func entryList(_ value: JSONValue?) -> [String] {
    let items = value?.string != nil ? [value].compactMap { $0 } : (array(value, of: "constraint ids") ?? [])
    return items.compactMap { item in
      guard let id = string(item) else { return nil }
      guard entries[id] != nil else {
        report(
          .unknownName(category: "constraint", name: id, within: nil), at: item,
          suggestion: Suggestion.closest(to: id, in: entries.keys.sorted()))
        return nil
      }
      return id
    }
  }

  func constraintChange(_ value: JSONValue) -> ConstraintChange? {
    guard let f = fields(value, SceneKeys.constraintChange), let idValue = f["constraint"],
      let id = string(idValue)
    else { return nil }
    guard let entry = entries[id] else {
      let singles = entries.filter { $0.value.group == nil }.keys.sorted()
      report(
        .unknownName(category: "constraint", name: id, within: nil), at: idValue,
        suggestion: Suggestion.closest(to: id, in: singles))
      return nil
    }
    if entry.group != nil {
      report(
        .invalid(
          "\(quoted(id)) is a visual format group; rebuild it with {\"group\": ..., \"metrics\": ...} or use activate/deactivate"
        ),
        at: idValue)
      return nil
    }
    var constant: Double?
    if let c = f["constant"] {
      if let name = c.string {
        constant = metrics[name]
        if constant == nil {
          report(
            .unknownName(category: "metric", name: name, within: nil), at: c,
            suggestion: Suggestion.closest(to: name, in: metrics.keys.sorted()))
        }
      } else {
        constant = number(c)
      }
    }
    let priority = priority(f["priority"])
    if let priority, let v = f["priority"], (priority == 1000) != (entry.priority == 1000) {
      // NSLayoutConstraint raises when an installed constraint changes to or from required (facts D3).
      report(
        .invalid(
          "cannot change a priority from \(format(entry.priority)) to \(format(priority)): a constraint cannot become required or stop being required (use 999)"
        ),
        at: v)
    }
    let isActive = bool(f["active"])
    let multiplier = number(f["multiplier"])
    if multiplier != nil, !entry.hasSecondAnchor, let v = f["multiplier"] {
      report(.invalid("\(quoted(id)) has no anchor on its right side, so a multiplier has nothing to scale"), at: v)
    }
    if f["constant"] == nil && f["priority"] == nil && f["active"] == nil && f["multiplier"] == nil {
      report(.invalid("nothing to change: give constant, priority, active or multiplier"), at: value)
    }
    return ConstraintChange(id: id, constant: constant, priority: priority, isActive: isActive, multiplier: multiplier)
  }

  func viewChange(_ value: JSONValue) -> ViewChange? {
    guard let f = fields(value, SceneKeys.viewChange), let id = viewReference(f["view"]),
      let info = views[id]
    else { return nil }
    var text: String?
    var counting: CountingText?
    if let t = f["text"] {
      if t.object != nil { counting = countingText(t) } else { text = string(t) }
      if !info.kind.hasText {
        let kinds = ViewKinds.all.filter { $0.hasText }.map { Self.spokenName(of: $0.kind) }
        let list = kinds.dropLast().joined(separator: ", ") + (kinds.count > 1 ? " or " : "") + (kinds.last ?? "")
        report(.invalid("text can only change on a \(list), and \(quoted(id)) is a \(info.kind.kind)"), at: t)
      }
    }
    var frame: Rect?
    if let r = f["frame"] {
      frame = rect(r)
      if !info.hasFrame {
        report(
          .invalid("\(quoted(id)) is placed by constraints; only views with an explicit frame can change it"), at: r)
      }
    }
    var contentOffset: Point?
    var scrollsTo: ScrollEdge?
    if let o = f["contentOffset"] {
      if o.string != nil { scrollsTo = choice(o, ScrollEdge.self, "scroll edge") } else { contentOffset = point(o) }
      if !(info.kind is any ScrollingContent.Type) {
        let kinds = ViewKinds.all.filter { $0 is any ScrollingContent.Type }.map { Self.spokenName(of: $0.kind) }
        report(
          .invalid(
            "contentOffset can only change on a \(kinds.joined(separator: " or ")), and \(quoted(id)) is a \(info.kind.kind)"
          ), at: o)
      }
    }
    var change = ViewChange(
      id: id, alpha: number(f["alpha"], in: 0...1, "alpha"), hidden: bool(f["hidden"]),
      transform: transform(f["transform"]),
      backgroundColor: color(f["backgroundColor"]), cornerRadius: cornerRadii(f["cornerRadius"]), text: text,
      frame: frame, control: controlChange(f, id: id, kind: info.kind), countingText: counting,
      contentOffset: contentOffset, scrollsTo: scrollsTo)
    readStyleChange(f, into: &change, kind: info.kind)
    change.effect = effectChange(f["effect"], id: id, kind: info.kind)
    return change
  }

  /// A kind name as messages say it: each capital starts a lower-case word ("aB" -> "a b").
  static func spokenName(of kind: String) -> String {
    kind.reduce(into: "") { text, c in text += c.isUppercase ? " " + c.lowercased() : String(c) }
  }

  func groupChange(_ value: JSONValue) -> GroupChange? {
    guard let f = fields(value, SceneKeys.groupChange), let idValue = f["group"], let id = string(idValue) else {
      return nil
    }
    guard let source = entries[id]?.group else {
      let groups = entries.filter { $0.value.group != nil }.keys.sorted()
      report(
        .unknownName(category: "group", name: id, within: nil), at: idValue,
        suggestion: Suggestion.closest(to: id, in: groups))
      return nil
    }
    let group = source.group
    let newMetrics = metricTable(f["metrics"])
    let viewNames = group.views.isEmpty ? viewIDs : Set(group.views.keys)
    let used = metricNames(in: group.format, viewNames: viewNames)
    if let metricsValue = f["metrics"]?.object {
      for member in metricsValue.members where !used.contains(member.key) {
        report(
          .unknownName(category: "metric", name: member.key, within: group.format.text), at: member.keyPosition,
          path: member.value.path, length: member.key.unicodeScalars.count + 2,
          suggestion: Suggestion.closest(to: member.key, in: used.sorted()))
      }
    }
    let merged = metrics.merging(group.metrics) { _, own in own }.merging(newMetrics) { _, new in new }
    guard
      let constraints = expand(
        group.format, literal: source.literal, options: group.options, aliases: group.views.isEmpty ? nil : group.views,
        metrics: merged)
    else { return nil }
    return GroupChange(id: id, constraints: constraints.map(\.layoutConstraint))
  }
}

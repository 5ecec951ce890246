import Layout
import SceneModel

extension DecodingContext {
  func decodeGroup(_ value: JSONValue) -> ConstraintGroup? {
    guard let f = fields(value, SceneKeys.vfl) else { return nil }
    let groupMetrics = metricTable(f["metrics"])
    let isActive = bool(f["active"]) ?? true
    _ = string(f["notes"])  // checked, not kept: notes are for the author
    let aliases = f["views"].flatMap(viewAliases)
    guard let literal = require(f, "vfl"), let text = string(literal) else { return nil }
    let format: VFLFormat
    do {
      format = try VFLParser.parse(text)
    } catch {
      report(error, in: literal, text: text)
      return nil
    }
    let options = vflOptions(f["options"], orientation: format.orientation)
    let merged = metrics.merging(groupMetrics) { _, own in own }
    let constraints = expand(format, literal: literal, options: options, aliases: aliases, metrics: merged) ?? []
    let group = VFLGroup(format: format, metrics: groupMetrics, options: options, views: aliases ?? [:])
    let id = f["id"].flatMap {
      declareEntry($0, priority: 1000, hasSecondAnchor: true, group: GroupSource(group: group, literal: literal))
    }
    return ConstraintGroup(id: id, constraints: constraints.map(\.layoutConstraint), isActive: isActive)
  }

  /// `{formatName: viewId}`; every target must be a declared view.
  func viewAliases(_ value: JSONValue) -> [String: String]? {
    guard let object = value.object else {
      report(.wrongType(expected: "an object mapping format names to view ids", found: value.typeName), at: value)
      return nil
    }
    var result: [String: String] = [:]
    for member in object.members {
      guard let id = string(member.value) else { continue }
      if views[id] == nil {
        report(
          .unknownName(category: "view", name: id, within: nil), at: member.value,
          suggestion: Suggestion.closest(to: id, in: viewOrder))
        continue
      }
      result[member.key] = id
    }
    return result
  }

  /// Option names (a string or an array of strings), checked against the format's orientation.
  func vflOptions(_ value: JSONValue?, orientation: VFLOrientation) -> VFLOptions {
    guard let value else { return VFLOptions() }
    let items = value.string != nil ? [value] : (array(value, of: "option names") ?? [])
    var options: [VFLOption] = []
    for item in items {
      guard let option = choice(item, VFLOption.self, "option") else { continue }
      guard option.isValid(for: orientation) else {
        let reason =
          option.direction != nil
          ? "applies only to H: formats"
          : "aligns along the layout axis of this \(orientation.rawValue): format; use it with \(orientation == .horizontal ? "V:" : "H:") formats"
        report(.invalid("\(option.rawValue) \(reason)"), at: item)
        continue
      }
      options.append(option)
    }
    return VFLOptions(options)
  }

  /// Checks the view names, finds the superview and expands the format into resolved constraints.
  func expand(
    _ format: VFLFormat, literal: JSONValue, options: VFLOptions, aliases: [String: String]?, metrics: [String: Double]
  ) -> [ParsedConstraint]? {
    var ids: [String] = []
    for view in format.views {
      if let aliases {
        guard let id = aliases[view.name] else {
          // A `views` map replaces the scene's names for its format, so a view id left out of a
          // partial map is not found even though the view exists: say so.
          if views[view.name] != nil {
            report(
              .syntax(
                "\(quoted(view.name)) is a view, but this entry's views map leaves it out (the map replaces the "
                  + "scene's view names for the format); add \"\(view.name)\": \"\(view.name)\" to it",
                within: format.text), in: literal, range: view.nameRange)
            continue
          }
          report(
            .unknownName(category: "view name", name: view.name, within: format.text), in: literal,
            range: view.nameRange, suggestion: Suggestion.closest(to: view.name, in: aliases.keys.sorted()))
          continue
        }
        ids.append(id)
      } else {
        guard views[view.name] != nil else {
          report(
            .unknownName(category: "view", name: view.name, within: format.text), in: literal, range: view.nameRange,
            suggestion: Suggestion.closest(to: view.name, in: viewOrder))
          continue
        }
        ids.append(view.name)
      }
    }
    guard ids.count == format.views.count else { return nil }
    var superview: ParsedItem?
    if let bar = format.leadingSuperview?.barRange ?? format.trailingSuperview?.barRange {
      let parents = Set(ids.map { views[$0]?.parent })
      guard parents.count == 1, let parent = parents.first else {
        report(
          .syntax("'|' needs all views of the format to share one superview", within: format.text), in: literal,
          range: bar)
        return nil
      }
      superview = parent.map { .view($0) } ?? .root
    }
    let viewNames = aliases.map { Set($0.keys) } ?? viewIDs
    do {
      let expressions = try VFLExpander.expand(format, options: options, viewNames: viewNames)
      let resolved = expressions.compactMap {
        resolve($0, literal: literal, metrics: metrics, superview: superview, aliases: aliases)
      }
      return resolved.count == expressions.count ? resolved : nil
    } catch {
      report(error, in: literal, text: format.text)
      return nil
    }
  }

  /// The metric names a format uses (constants and priorities that are not views or named priorities).
  func metricNames(in format: VFLFormat, viewNames: Set<String>) -> Set<String> {
    var names: Set<String> = []
    func add(_ predicate: VFLPredicate) {
      if case .name(let n) = predicate.object, !viewNames.contains(n) { names.insert(n) }
      if case .name(let n)? = predicate.priority?.base, NamedPriority(rawValue: n) == nil { names.insert(n) }
    }
    let connections =
      format.connections
      + [format.leadingSuperview?.connection, format.trailingSuperview?.connection].compactMap { $0 }
    for connection in connections {
      if case .predicates(let list) = connection.spacing { list.forEach(add) }
    }
    for view in format.views { view.predicates.forEach(add) }
    return names
  }
}

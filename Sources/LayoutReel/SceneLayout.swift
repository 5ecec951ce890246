import Geometry
import Layout
import SceneModel

/// The scene's Auto Layout model: every view, constraint and VFL group of the scene installed
/// in the layout engine under the scene's ids, edited by the timeline's changes.
///
/// A view with an explicit `frame` keeps it as translatesAutoresizingMaskIntoConstraints does:
/// four required constraints against its superview, which a frame change edits in place.
struct SceneLayout {
  private(set) var engine: LayoutEngine
  /// Content sizes; replaced in the engine when the timeline changes a text.
  private var measurer: IntrinsicMeasurer
  private let ids: [String]
  private let parents: [Int?]
  private let file: String
  /// Conflicts and ambiguity, in UIKit's words, in the order they were found.
  var diagnostics: [String] = []
  /// Views whose kind generates constraints (stack views), as they stand now (which subviews
  /// are hidden), with the ids of the constraints they generated.
  private var arrangers: [String: (view: View, constraints: [String])] = [:]

  /// `views` in tree order (parents first) with their compiled form.
  init(scene: Scene, views: [(view: View, compiled: CompiledView)], file: String) throws(ExportError) {
    ids = views.map(\.view.id)
    parents = views.map(\.compiled.parent)
    self.file = file
    var looks: [String: any ViewLook] = [:]
    var fixed: [String: IntrinsicSize] = [:]
    for (view, compiled) in views {
      looks[view.id] = compiled.look
      if let size = view.intrinsicSize { fixed[view.id] = size }
    }
    let canvas = scene.canvas
    measurer = IntrinsicMeasurer(looks: looks, fixed: fixed, scale: canvas.scale)
    do {
      engine = try LayoutEngine(
        rootSize: canvas.size, safeAreaInsets: scene.barSafeArea, margins: canvas.margins, measurer: measurer)
    } catch {
      throw .model(ModelError(.canvas, Self.describe(error)), file: file, location: nil)
    }
    for (view, compiled) in views {
      engine.addView(view.id, superview: compiled.parent.map { ids[$0] })
      setPriorities(view)
    }
    try addScrollViews(views.map(\.view))
    for (i, (view, _)) in views.enumerated() {
      if let frame = view.frame {
        try pin(i, to: SIMD4(frame.minX, frame.minY, frame.width, frame.height), for: .view(view.id))
      }
    }
    for (view, _) in views {
      let guides = view.content.layoutGuides(for: view)
      for guide in guides { engine.addView(guide, superview: view.id) }
      let generated = generatedConstraints(of: view)
      for (id, definition) in generated {
        try engineCall(.view(view.id)) { (engine) throws(LayoutError) in
          try engine.add(definition.constraint, id: id, active: definition.isActive)
        }
      }
      if !generated.isEmpty || !guides.isEmpty {
        arrangers[view.id] = (view, generated.map(\.id))
      }
    }
    // The root's bars, placed as their container view controllers place them (facts NB1, NB3).
    for (view, id, constraint) in scene.barConstraints {
      try engineCall(.view(view)) { (engine) throws(LayoutError) in try engine.add(constraint, id: id) }
    }
    for (i, entry) in scene.constraints.enumerated() {
      switch entry {
      case .constraint(let definition):
        try engineCall(.constraint(i)) { (engine) throws(LayoutError) in
          try engine.add(definition.constraint, id: definition.id ?? "constraints[\(i)]", active: definition.isActive)
        }
      case .group(let group):
        let id = group.id ?? "constraints[\(i)]"
        for (j, constraint) in group.constraints.enumerated() {
          try engineCall(.constraint(i)) { (engine) throws(LayoutError) in
            try engine.add(constraint, id: "\(id)#\(j)", group: id, active: group.isActive)
          }
        }
      }
    }
    try placeLerpedViews(scene)
    try reportAmbiguity()
  }

  // MARK: Timeline changes

  /// Applies `change`, written at `element`.
  mutating func apply(_ change: TimelineChange, at element: ModelElement) throws(ExportError) {
    switch change {
    case .constraint(let edit):
      let id = edit.id
      try engineCall(element) { (engine) throws(LayoutError) in
        if let multiplier = edit.multiplier { try engine.setMultiplier(multiplier, id: id) }
        if let constant = edit.constant { try engine.setConstant(constant, id: id) }
        if let priority = edit.priority {
          guard let value = LayoutPriority(priority) else {
            throw .invalidAttributes(id: id, label: id, reason: "priority \(priority) is not in 1...1000")
          }
          try engine.setPriority(value, id: id)
        }
        if let active = edit.isActive { try active ? engine.activate(id: id) : engine.deactivate(id: id) }
      }
    case .group(let edit):
      let id = edit.id
      try engineCall(element) { (engine) throws(LayoutError) in
        try engine.replaceGroup(id, with: edit.constraints.enumerated().map { ("\(id)#\($0.offset)", $0.element) })
      }
    case .activate(let ids), .deactivate(let ids):
      let active = if case .activate = change { true } else { false }
      for id in ids {
        try engineCall(element) { (engine) throws(LayoutError) in
          let members = engine.constraintIDs(inGroup: id)
          for member in members.isEmpty ? [id] : members {
            try active ? engine.activate(id: member) : engine.deactivate(id: member)
          }
        }
      }
    case .view(let edit):
      try scroll(edit, at: element)
      if let frame = edit.frame, let i = index(of: edit.id) {
        try pin(i, to: SIMD4(frame.minX, frame.minY, frame.width, frame.height), for: element)
      }
      if let text = edit.text, let look = measurer.looks[edit.id] {
        measurer.looks[edit.id] = look.withText(text)
        engine.setMeasurer(measurer)
      }
      // A counting text is laid out for its final number, as the layout pass after the last
      // display-refresh update would (the numbers in between are drawn, not laid out; facts H9).
      if let counting = edit.countingText, let look = measurer.looks[edit.id] {
        measurer.looks[edit.id] = look.withText(counting.format.text(counting.to))
        engine.setMeasurer(measurer)
      }
      if let hidden = edit.hidden { try rearrange(around: edit.id, hidden: hidden, at: element) }
      // A new text is a new intrinsic size: fillProportionally's shares are made again, as
      // UIStackView does when an arranged view's intrinsic size is invalidated (facts SV4).
      if edit.text != nil { try rearrange(around: edit.id, hidden: nil, at: element) }
    case .table, .row:
      // Made of constraint changes by `TableTimeline`, which knows the rows.
      break
    case .keyboard:
      // Made of the keyboard view's frame and the guide's height by `KeyboardTimeline`.
      break
    case .navigation:
      // Made of view changes by `SceneCompiler.applyNavigation`, which knows the bars' stacks.
      break
    }
  }

  /// Measures view `id` with `look` from now on (a timeline changed its font or image).
  mutating func replaceLook(of id: String, with look: any ViewLook) {
    measurer.looks[id] = look
    engine.setMeasurer(measurer)
  }

  /// Moves a lerped view onto its `to` reference's frame: the step's animation then carries it
  /// there from where it was, which is exactly lerp(from, to, curve(progress)) (facts C14).
  mutating func place(_ lerp: FrameLerp, step: Int) throws(ExportError) {
    guard let i = index(of: lerp.view), let target = index(of: lerp.to) else { return }
    let frames = try solve()
    try pin(i, to: relative(frames[target], in: parents[i], frames: frames), for: .step(step))
  }

  /// Solves and returns every view's frame relative to its superview (x, y, width, height).
  mutating func frames() throws(ExportError) -> [SIMD4<Double>] {
    let absolute = try solve()
    return absolute.indices.map { relative(absolute[$0], in: parents[$0], frames: absolute) }
  }

  // MARK: Internals

  /// Absolute (root) frames, in view order.
  private mutating func solve() throws(ExportError) -> [SIMD4<Double>] {
    let solution: LayoutSolution
    do { solution = try engine.solve() } catch {
      throw .layout(path: file, messages: ["\(error)"])
    }
    for warning in solution.warnings {
      switch warning {
      case .unsatisfiable(let conflict): diagnostics.append(conflict.description)
      case .measurementDidNotConverge(let views):
        diagnostics.append("Text measurement of \(views.joined(separator: ", ")) did not settle; using the last pass.")
      }
    }
    return ids.map { id in
      let f = solution.frames[id] ?? .zero
      return SIMD4(f.minX, f.minY, f.width, f.height)
    }
  }

  private func relative(_ frame: SIMD4<Double>, in parent: Int?, frames: [SIMD4<Double>]) -> SIMD4<Double> {
    guard let parent else { return frame }
    return frame - SIMD4(frames[parent][0], frames[parent][1], 0, 0)
  }

  private func index(of id: String) -> Int? { ids.firstIndex(of: id) }

  /// Pins view `i` to `frame` (superview coordinates) with four required constraints; `element`
  /// is what asked for it, for errors.
  private mutating func pin(_ i: Int, to frame: SIMD4<Double>, for element: ModelElement) throws(ExportError) {
    let id = ids[i]
    let parent: Layout.LayoutItem = parents[i].map { .view(ids[$0]) } ?? .root
    let parts: [(String, Layout.LayoutAttribute, Double)] = [
      ("x", .left, frame[0]), ("y", .top, frame[1]), ("width", .width, frame[2]), ("height", .height, frame[3]),
    ]
    try engineCall(element) { (engine) throws(LayoutError) in
      for (name, attribute, value) in parts {
        let key = "_frame.\(id).\(name)"
        if engine.constraint(id: key) != nil {
          try engine.setConstant(value, id: key)
        } else {
          let second: Layout.LayoutItem? = attribute.isSize ? nil : parent
          try engine.add(
            Layout.LayoutConstraint(
              .view(id), attribute, .equal, second, second == nil ? nil : attribute, constant: value,
              label: "\(id).\(name) == \(value) (frame)"),
            id: key)
        }
      }
    }
  }

  /// Views moved by `lerp` changes start on their `from` reference's frame unless the scene
  /// placed them itself.
  private mutating func placeLerpedViews(_ scene: Scene) throws(ExportError) {
    var placed = Set<String>()
    let framed = Set(scene.allViews.filter { $0.view.frame != nil }.map(\.view.id))
    for (s, step) in scene.timeline.enumerated() {
      for lerp in step.lerps where !placed.contains(lerp.view) {
        placed.insert(lerp.view)
        guard let i = index(of: lerp.view), !framed.contains(lerp.view), let from = index(of: lerp.from) else {
          continue
        }
        let frames = try solve()
        try pin(i, to: relative(frames[from], in: parents[i], frames: frames), for: .step(s))
      }
    }
  }

  private mutating func reportAmbiguity() throws(ExportError) {
    _ = try solve()
    let ambiguities: [LayoutAmbiguity]
    do { ambiguities = try engine.ambiguities() } catch { throw .layout(path: file, messages: ["\(error)"]) }
    // Layout guides (a stack view's spanner and gaps) are never drawn, so never reported.
    for item in ambiguities where index(of: item.view) != nil {
      let parts = item.components.map(\.rawValue).joined(separator: ", ")
      diagnostics.append("\(item.view) has an ambiguous layout: its \(parts) is not determined by its constraints.")
    }
  }

  private mutating func setPriorities(_ view: View) {
    let pairs: [(Double, Double, LayoutAxis)] = [
      (view.contentHugging.horizontal, view.compressionResistance.horizontal, .horizontal),
      (view.contentHugging.vertical, view.compressionResistance.vertical, .vertical),
    ]
    for (hugging, resistance, axis) in pairs {
      if let p = LayoutPriority(hugging) { engine.setContentHugging(p, for: view.id, axis: axis) }
      if let p = LayoutPriority(resistance) { engine.setCompressionResistance(p, for: view.id, axis: axis) }
    }
  }

  /// Runs an engine call, reporting a refusal at the place in the scene that asked for it.
  mutating func engineCall(
    _ element: ModelElement, _ body: (inout LayoutEngine) throws(LayoutError) -> Void
  ) throws(ExportError) {
    do { try body(&engine) } catch {
      throw .model(ModelError(element, Self.describe(error)), file: file, location: nil)
    }
  }

  static func describe(_ error: LayoutError) -> String {
    switch error {
    case .duplicateConstraint(let id): "a constraint with id \"\(id)\" already exists"
    case .unknownConstraint(let id): "no constraint or group has the id \"\(id)\""
    case .nonFiniteValue(_, let label): "\"\(label)\" has a value that is not a finite number"
    case .invalidAttributes(_, let label, let reason): "\"\(label)\": \(reason)"
    case .requiredPriorityChange(_, let label):
      "\"\(label)\": a constraint cannot change to or from required (1000) while active, as in UIKit"
    case .solverFailure(let message): "the solver failed: \(message)"
    }
  }
}

// MARK: Arranging kinds

extension SceneLayout {
  /// The constraints `view`'s kind generates, under their ids in the layout (`VIEW.ID`).
  fileprivate func generatedConstraints(of view: View) -> [(id: String, definition: ConstraintDefinition)] {
    let measurer = self.measurer
    let context = ArrangementContext(intrinsicSize: { measurer.intrinsicSize(of: $0, fittingWidth: nil) })
    return view.content.generatedConstraints(for: view, in: context).enumerated().map {
      ("\(view.id).\($1.id ?? String($0))", $1)
    }
  }

  /// Hides or shows `id` in the arrangement of its superview (a stack view), or with `hidden`
  /// nil re-measures it: the superview's constraints are made again and those that changed
  /// replaced, as UIStackView does when an arranged subview's isHidden changes (facts SV7, SV8).
  fileprivate mutating func rearrange(around id: String, hidden: Bool?, at element: ModelElement) throws(ExportError) {
    guard let i = index(of: id), let p = parents[i], var arranger = arrangers[ids[p]],
      let k = arranger.view.subviews.firstIndex(where: { $0.id == id })
    else { return }
    if let hidden {
      guard arranger.view.subviews[k].style.hidden != hidden else { return }
      arranger.view.subviews[k].style.hidden = hidden
    }
    let fresh = generatedConstraints(of: arranger.view)
    let kept = Set(fresh.map(\.id))
    try engineCall(element) { (engine) throws(LayoutError) in
      for old in arranger.constraints where !kept.contains(old) { try engine.remove(id: old) }
      for (id, definition) in fresh {
        if let current = engine.constraint(id: id) {
          if current == definition.constraint && engine.isActive(id: id) == definition.isActive { continue }
          try engine.remove(id: id)
        }
        try engine.add(definition.constraint, id: id, active: definition.isActive)
      }
    }
    arranger.constraints = fresh.map(\.id)
    arrangers[ids[p]] = arranger
  }

  /// The constraints arranging kinds made, as installed now: `(id, label)` in a stable order.
  func generatedConstraintList() -> [GeneratedConstraint] {
    arrangers.keys.sorted { (index(of: $0) ?? 0) < (index(of: $1) ?? 0) }.flatMap { key in
      (arrangers[key]?.constraints ?? []).compactMap { id in
        guard let constraint = engine.constraint(id: id), engine.isActive(id: id) else { return nil }
        return GeneratedConstraint(id: id, label: constraint.label)
      }
    }
  }
}

/// A constraint a view's kind made (a stack view's `UISV-` constraints), as `export layout` lists it.
public struct GeneratedConstraint: Sendable, Equatable {
  /// Its id in the layout: `VIEW.IDENTIFIER.PART`.
  public let id: String
  /// The constraint, starting with UIKit's identifier in quotes.
  public let label: String
}

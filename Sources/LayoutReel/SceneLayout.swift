import Geometry
import Layout
import SceneModel

/// The scene's Auto Layout model: every view, constraint and VFL group of the scene installed
/// in the layout engine under the scene's ids, edited by the timeline's changes.
///
/// A view with an explicit `frame` keeps it as translatesAutoresizingMaskIntoConstraints does:
/// four required constraints against its superview, which a frame change edits in place.
struct SceneLayout {
  private var engine: LayoutEngine
  /// Content sizes; replaced in the engine when the timeline changes a text.
  private var measurer: IntrinsicMeasurer
  private let ids: [String]
  private let parents: [Int?]
  private let file: String
  /// Conflicts and ambiguity, in UIKit's words, in the order they were found.
  private(set) var diagnostics: [String] = []

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
        rootSize: canvas.size, safeAreaInsets: canvas.safeArea, margins: canvas.margins, measurer: measurer)
    } catch {
      throw .model(ModelError(.canvas, Self.describe(error)), file: file, location: nil)
    }
    for (view, compiled) in views {
      engine.addView(view.id, superview: compiled.parent.map { ids[$0] })
      setPriorities(view)
    }
    for (i, (view, _)) in views.enumerated() {
      if let frame = view.frame {
        try pin(i, to: SIMD4(frame.minX, frame.minY, frame.width, frame.height), for: .view(view.id))
      }
    }
    for (view, _) in views {
      for (j, definition) in view.content.generatedConstraints(for: view).enumerated() {
        try engineCall(.view(view.id)) { (engine) throws(LayoutError) in
          try engine.add(
            definition.constraint, id: "\(view.id).\(definition.id ?? String(j))", active: definition.isActive)
        }
      }
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
      if let frame = edit.frame, let i = index(of: edit.id) {
        try pin(i, to: SIMD4(frame.minX, frame.minY, frame.width, frame.height), for: element)
      }
      if let text = edit.text, let look = measurer.looks[edit.id] {
        measurer.looks[edit.id] = look.withText(text)
        engine.setMeasurer(measurer)
      }
    case .table, .row:
      // Made of constraint changes by `TableTimeline`, which knows the rows.
      break
    }
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
    for item in ambiguities {
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
  private mutating func engineCall(
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

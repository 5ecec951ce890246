import Geometry
import Layout
import Scene

/// The scene's Auto Layout model: every view, constraint and VFL group of the scene installed
/// in the layout engine under the scene's ids, edited by the timeline's changes.
///
/// A view with an explicit `frame` keeps it as translatesAutoresizingMaskIntoConstraints does:
/// four required constraints against its superview, which a frame change edits in place.
struct SceneLayout {
  private var engine: LayoutEngine
  /// Content sizes; replaced in the engine when the timeline changes a text.
  private var measurer: IntrinsicMeasurer
  private let nodes: [ViewNode]
  private let parents: [Int?]
  private let file: String
  /// Conflicts and ambiguity, in UIKit's words, in the order they were found.
  private(set) var diagnostics: [String] = []

  init(scene: SceneDocument, views: [CompiledView], nodes: [ViewNode], scale: Double) throws(ExportError) {
    self.nodes = nodes
    parents = views.map(\.parent)
    file = scene.file
    var looks: [String: CompiledView.Look] = [:]
    var fixed: [String: Layout.IntrinsicSize] = [:]
    for (view, node) in zip(views, nodes) {
      looks[view.id] = view.look
      if let size = node.intrinsicSize { fixed[node.id] = Layout.IntrinsicSize(width: size.width, height: size.height) }
    }
    let canvas = scene.canvas
    let safe = canvas.safeArea, margins = canvas.margins
    measurer = IntrinsicMeasurer(looks: looks, fixed: fixed, scale: scale)
    do {
      engine = try LayoutEngine(
        rootSize: Size(width: canvas.width, height: canvas.height),
        safeAreaInsets: EdgeInsets(top: safe.top, left: safe.left, bottom: safe.bottom, right: safe.right),
        margins: EdgeInsets(top: margins.top, left: margins.left, bottom: margins.bottom, right: margins.right),
        measurer: measurer)
    } catch {
      throw .invalid(path: file, place: file, message: "canvas: \(Self.describe(error))")
    }
    for node in nodes {
      engine.addView(node.id)
      setPriorities(node)
    }
    for (i, node) in nodes.enumerated() {
      if let frame = node.frame { try pin(i, to: SIMD4(frame.x, frame.y, frame.width, frame.height)) }
    }
    for (i, entry) in scene.constraints.enumerated() {
      switch entry {
      case .constraint(let definition):
        try engineCall(definition.location) { (engine) throws(LayoutError) in
          try engine.add(
            Self.convert(definition.constraint), id: definition.id ?? "constraints[\(i)]",
            active: definition.isActive)
        }
      case .group(let group):
        let id = group.id ?? "constraints[\(i)]"
        for (j, constraint) in group.constraints.enumerated() {
          try engineCall(group.location) { (engine) throws(LayoutError) in
            try engine.add(Self.convert(constraint), id: "\(id)#\(j)", group: id, active: group.isActive)
          }
        }
      }
    }
    try placeLerpedViews(scene)
    try reportAmbiguity()
  }

  // MARK: Timeline changes

  mutating func apply(_ change: TimelineChange) throws(ExportError) {
    switch change {
    case .constraint(let edit):
      let id = edit.id.value
      try engineCall(edit.location) { (engine) throws(LayoutError) in
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
      let id = edit.id.value
      try engineCall(edit.location) { (engine) throws(LayoutError) in
        try engine.replaceGroup(
          id, with: edit.constraints.enumerated().map { ("\(id)#\($0.offset)", Self.convert($0.element)) })
      }
    case .activate(let ids), .deactivate(let ids):
      let active = if case .activate = change { true } else { false }
      for id in ids {
        try engineCall(id.location) { (engine) throws(LayoutError) in
          let members = engine.constraintIDs(inGroup: id.value)
          for member in members.isEmpty ? [id.value] : members {
            try active ? engine.activate(id: member) : engine.deactivate(id: member)
          }
        }
      }
    case .view(let edit):
      if let frame = edit.frame, let i = index(of: edit.id.value) {
        try pin(i, to: SIMD4(frame.x, frame.y, frame.width, frame.height))
      }
      if let text = edit.text, let look = measurer.looks[edit.id.value] {
        measurer.looks[edit.id.value] = look.withText(text)
        engine.setMeasurer(measurer)
      }
    }
  }

  /// Moves a lerped view onto its `to` reference's frame: the step's animation then carries it
  /// there from where it was, which is exactly lerp(from, to, curve(progress)) (facts C14).
  mutating func place(_ lerp: FrameLerp) throws(ExportError) {
    guard let i = index(of: lerp.view.value), let target = index(of: lerp.to.value) else { return }
    let frames = try solve()
    try pin(i, to: relative(frames[target], in: parents[i], frames: frames))
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
      throw .layout(path: file, message: "\(error)")
    }
    for warning in solution.warnings {
      switch warning {
      case .unsatisfiable(let conflict): diagnostics.append(conflict.description)
      case .measurementDidNotConverge(let views):
        diagnostics.append("Text measurement of \(views.joined(separator: ", ")) did not settle; using the last pass.")
      }
    }
    return nodes.map { node in
      let f = solution.frames[node.id] ?? .zero
      return SIMD4(f.minX, f.minY, f.width, f.height)
    }
  }

  private func relative(_ frame: SIMD4<Double>, in parent: Int?, frames: [SIMD4<Double>]) -> SIMD4<Double> {
    guard let parent else { return frame }
    return frame - SIMD4(frames[parent][0], frames[parent][1], 0, 0)
  }

  private func index(of id: String) -> Int? { nodes.firstIndex { $0.id == id } }

  /// Pins view `i` to `frame` (superview coordinates) with four required constraints.
  private mutating func pin(_ i: Int, to frame: SIMD4<Double>) throws(ExportError) {
    let id = nodes[i].id
    let parent: Layout.LayoutItem = parents[i].map { .view(nodes[$0].id) } ?? .root
    let parts: [(String, Layout.LayoutAttribute, Double)] = [
      ("x", .left, frame[0]), ("y", .top, frame[1]), ("width", .width, frame[2]), ("height", .height, frame[3]),
    ]
    try engineCall(nodes[i].location) { (engine) throws(LayoutError) in
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
  private mutating func placeLerpedViews(_ scene: SceneDocument) throws(ExportError) {
    var placed = Set<String>()
    for step in scene.timeline {
      for lerp in step.lerps where !placed.contains(lerp.view.value) {
        placed.insert(lerp.view.value)
        guard let i = index(of: lerp.view.value), nodes[i].frame == nil,
          let from = index(of: lerp.from.value)
        else { continue }
        let frames = try solve()
        try pin(i, to: relative(frames[from], in: parents[i], frames: frames))
      }
    }
  }

  private mutating func reportAmbiguity() throws(ExportError) {
    _ = try solve()
    let ambiguities: [LayoutAmbiguity]
    do { ambiguities = try engine.ambiguities() } catch { throw .layout(path: file, message: "\(error)") }
    for item in ambiguities {
      let parts = item.components.map(\.rawValue).joined(separator: ", ")
      diagnostics.append("\(item.view) has an ambiguous layout: its \(parts) is not determined by its constraints.")
    }
  }

  private mutating func setPriorities(_ node: ViewNode) {
    let pairs: [(Double, Double, LayoutAxis)] = [
      (node.contentHugging.horizontal, node.compressionResistance.horizontal, .horizontal),
      (node.contentHugging.vertical, node.compressionResistance.vertical, .vertical),
    ]
    for (hugging, resistance, axis) in pairs {
      if let p = LayoutPriority(hugging) { engine.setContentHugging(p, for: node.id, axis: axis) }
      if let p = LayoutPriority(resistance) { engine.setCompressionResistance(p, for: node.id, axis: axis) }
    }
  }

  /// Runs an engine call, reporting a refusal at the place in the scene that asked for it.
  private mutating func engineCall(
    _ location: SceneSourceLocation, _ body: (inout LayoutEngine) throws(LayoutError) -> Void
  ) throws(ExportError) {
    do { try body(&engine) } catch {
      throw .invalid(path: file, place: "\(location)", message: "\(location.path): \(Self.describe(error))")
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

  /// The scene's constraint in the engine's vocabulary, labelled as the scene wrote it.
  static func convert(_ c: SceneConstraint) -> Layout.LayoutConstraint {
    Layout.LayoutConstraint(
      item(c.first.item, guide: c.first.guide), attribute(c.first.attribute), relation(c.relation),
      c.second.map { item($0.item, guide: $0.guide) }, c.second.map { attribute($0.attribute) },
      multiplier: c.multiplier, constant: c.constant,
      priority: LayoutPriority(c.priority) ?? .required, label: c.expression.text)
  }

  static func item(_ item: SceneItem, guide: LayoutGuideName?) -> Layout.LayoutItem {
    switch (item, guide) {
    case (.root, .safeArea?): .safeArea
    case (.root, .margins?): .margins
    case (.root, nil): .root
    case (.view(let id), _): .view(id)
    }
  }

  static func attribute(_ a: SceneAttribute) -> Layout.LayoutAttribute {
    Layout.LayoutAttribute(rawValue: a.rawValue) ?? .left
  }

  static func relation(_ r: SceneRelation) -> Layout.Relation {
    switch r {
    case .equal: .equal
    case .lessThanOrEqual: .lessThanOrEqual
    case .greaterThanOrEqual: .greaterThanOrEqual
    }
  }
}

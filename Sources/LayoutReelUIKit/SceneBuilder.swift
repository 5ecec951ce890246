import Foundation
import Geometry
import Layout
import SceneModel

/// Turns a view tree, its constraints and the recorded steps into the model's `Scene`.
///
/// Views get ids from the properties that hold them (`titleLabel`), found by reflection over the
/// view controller and the custom views, else from their kind (`label3`); constraints get their
/// `identifier` when it is a usable id, else `c1`, `c2`, ... Their labels, which conflict messages
/// quote, end with the Swift file and line that made them.
@MainActor
struct SceneBuilder {
  let root: UIView
  /// Build the first frame from each object's baseline (a recording) or from its current values
  /// (a layout pass while the user's code runs).
  let fromBaseline: Bool
  private(set) var ids: [ObjectIdentifier: String] = [:]
  private(set) var constraintIDs: [ObjectIdentifier: String] = [:]
  /// Where each constraint entry was made, by its index in `Scene.constraints`.
  private(set) var locations: [Int: SourceLocation] = [:]
  private(set) var errors: [String] = []
  private var tree: Set<ObjectIdentifier> = []

  init(root: UIView, owners: [AnyObject], fromBaseline: Bool) {
    self.root = root
    self.fromBaseline = fromBaseline
    var all: [UIView] = []
    func visit(_ v: UIView) {
      for s in v.children(model: fromBaseline) {
        all.append(s)
        visit(s)
      }
    }
    visit(root)
    tree = Set(all.map(ObjectIdentifier.init))
    tree.insert(ObjectIdentifier(root))
    // A visual effect view's content view is the effect view in the model: it has no id.
    nameViews(all.filter { !($0 is UIVisualEffectContentView) }, owners: owners + all)
  }

  // MARK: Names

  private static let reserved: Set<String> = ["root", "system", "safeArea", "margins", "view"]

  private mutating func nameViews(_ views: [UIView], owners: [AnyObject]) {
    var used: Set<String> = []
    func claim(_ base: String) -> String {
      var name = base
      var n = 2
      while used.contains(name) || Self.reserved.contains(name) {
        name = base + "\(n)"
        n += 1
      }
      used.insert(name)
      return name
    }
    for view in views {
      if let given = view.accessibilityIdentifier, Self.isIdentifier(given), !used.contains(given) {
        ids[ObjectIdentifier(view)] = claim(given)
      }
    }
    // A controller's view is named after the controller (`SettingsViewController` → `settingsView`).
    for case let controller as UIViewController in owners where controller.isViewLoaded {
      let view: UIView = controller.view
      let key = ObjectIdentifier(view)
      guard tree.contains(key), view !== root, ids[key] == nil, !view.isContainerView,
        let name = Self.viewName(of: controller)
      else { continue }
      ids[key] = claim(name)
    }
    for owner in owners {
      var mirror: Mirror? = Mirror(reflecting: owner)
      while let m = mirror {
        for child in m.children {
          // `loadedView` is UIViewController's own storage of its view.
          guard let label = child.label, label != "loadedView", let view = child.value as? UIView else { continue }
          let key = ObjectIdentifier(view)
          guard tree.contains(key), view !== root, ids[key] == nil else { continue }
          let name = Self.clean(label)
          if Self.isIdentifier(name) { ids[key] = claim(name) }
        }
        mirror = m.superclassMirror
      }
    }
    var counters: [String: Int] = [:]
    for view in views where ids[ObjectIdentifier(view)] == nil {
      let kind = type(of: view.modelContent()).kind
      counters[kind, default: 0] += 1
      ids[ObjectIdentifier(view)] = claim(kind + "\(counters[kind]!)")
    }
  }

  /// `SettingsViewController` → `settingsView`; nil for UIKit's own classes and names that are
  /// not identifiers.
  private static func viewName(of controller: UIViewController) -> String? {
    var name = String(describing: type(of: controller))
    guard !name.hasPrefix("UI") else { return nil }
    if name.hasSuffix("Controller") && name.count > "Controller".count { name.removeLast("Controller".count) }
    name = name.prefix(1).lowercased() + name.dropFirst()
    return isIdentifier(name) ? name : nil
  }

  /// A property's name without the storage decorations Swift adds (`_x`, lazy storage).
  private static func clean(_ label: String) -> String {
    var name = label
    if let r = name.range(of: "$__lazy_storage_$_") { name = String(name[r.upperBound...]) }
    while name.hasPrefix("_") || name.hasPrefix("$") { name.removeFirst() }
    return name
  }

  static func isIdentifier(_ s: String) -> Bool {
    guard let first = s.unicodeScalars.first, first == "_" || (first.properties.isAlphabetic && first.isASCII) else {
      return false
    }
    return s.unicodeScalars.allSatisfy {
      $0.isASCII && ($0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0))
    }
  }

  func id(of view: UIView) -> String? { ids[ObjectIdentifier(view)] }
  func contains(_ view: UIView) -> Bool { tree.contains(ObjectIdentifier(view)) }

  // MARK: Views

  func props(of view: UIView) -> ViewProps { fromBaseline ? (view.baseline ?? view.props) : view.props }

  mutating func views() -> [View] {
    modelChildren(of: root).flatMap { modelViews($0) }
  }

  /// The model's views for `v`: itself, or for a container controller's view (which fills its
  /// superview) its subviews in its place.
  private mutating func modelViews(_ v: UIView) -> [View] {
    v.isContainerView ? modelChildren(of: v).flatMap { modelViews($0) } : view(v).map { [$0] } ?? []
  }

  /// The subviews the model draws under `v`: a visual effect view's content view stands aside
  /// and its subviews are the effect view's own.
  private func modelChildren(of v: UIView) -> [UIView] {
    v.children(model: fromBaseline).flatMap {
      $0 is UIVisualEffectContentView ? $0.children(model: fromBaseline) : [$0]
    }
  }

  private mutating func view(_ v: UIView) -> View? {
    guard let id = id(of: v) else { return nil }
    v.modelID = id
    if fromBaseline && v.addedWhileRunning {
      errors.append(
        "view \(id) was made or added after the recording started; build the view tree in viewDidLoad (or before animating)"
      )
    }
    let p = props(of: v)
    let content = v.modelContent(with: p)
    let kind = type(of: content)
    let style = ViewStyle(
      backgroundColor: p.backgroundColor, alpha: p.alpha, hidden: p.modelHidden,
      cornerRadius: p.cornerRadius > 0 ? CornerRadii(all: p.cornerRadius) : nil,
      clipsToBounds: p.clipsToBounds || kind.clipsToBoundsByDefault, borderWidth: p.borderWidth,
      borderColor: p.borderColor, shadow: p.shadow, transform: p.transform.model, tintColor: p.tintColor)
    let hugging = kind.defaultContentHugging
    let subviews = modelChildren(of: v).flatMap { modelViews($0) }
    // The stack view reads its subviews' ids for custom spacings, which are known now.
    let finalContent = v is UIStackView ? v.modelContent(with: p) : content
    return View(
      id: id, content: finalContent, frame: v.translatesAutoresizingMaskIntoConstraints ? frame(of: v, p) : nil,
      style: style,
      contentHugging: AxisPriorities(
        horizontal: v.hugging.horizontal.map { Double($0.rawValue) } ?? hugging,
        vertical: v.hugging.vertical.map { Double($0.rawValue) } ?? hugging),
      compressionResistance: AxisPriorities(
        horizontal: Double(v.resistance.horizontal.rawValue), vertical: Double(v.resistance.vertical.rawValue)),
      subviews: subviews)
  }

  // MARK: Constraints

  /// A view's own frame; a controller's view in a container fills the canvas.
  private func frame(of v: UIView, _ p: ViewProps) -> Rect {
    guard v.isControllerView, let size = Stage.shared.canvasSize else { return p.frame.model }
    return Rect(x: 0, y: 0, width: Double(size.width), height: Double(size.height))
  }

  private func item(_ object: AnyObject?) -> LayoutItem?? {
    guard let object else { return .some(nil) }
    if let view = object as? UIView {
      guard contains(view) else { return nil }
      if view === root || view.isContainerView { return .root }
      if view is UIVisualEffectContentView, let effect = view.superview ?? view.removedFrom {
        return id(of: effect).map { .view($0) }
      }
      return id(of: view).map { .view($0) }
    }
    if let guide = object as? UILayoutGuide, let owner = guide.owningView, contains(owner) {
      // A scroll view's content and frame guides (facts S5, S6).
      if guide.kind == .content || guide.kind == .frame {
        guard owner !== root, let id = id(of: owner) else { return nil }
        return guide.kind == .content ? .contentGuide(id) : .frameGuide(id)
      }
      // A controller's view in a container fills the root: its guides are the root's.
      guard owner === root || owner.isContainerView || owner.isControllerView else { return nil }
      switch guide.kind {
      case .safeArea: return .safeArea
      case .margins: return .margins
      case .keyboard: return .keyboard
      case .content, .frame: return nil
      }
    }
    return nil
  }

  private func name(_ object: AnyObject?) -> String {
    if let view = object as? UIView {
      if view === root { return "root" }
      if view is UIVisualEffectContentView, let effect = view.superview { return name(effect) + ".contentView" }
      return id(of: view) ?? "\(type(of: view))(not in the view tree)"
    }
    if let guide = object as? UILayoutGuide {
      let owner = guide.owningView.map { name($0) } ?? "?"
      let names: [UILayoutGuide.Kind: String] = [
        .safeArea: ".safeAreaLayoutGuide", .margins: ".layoutMarginsGuide", .keyboard: ".keyboardLayoutGuide",
        .content: ".contentLayoutGuide", .frame: ".frameLayoutGuide",
      ]
      return owner + (names[guide.kind] ?? "")
    }
    return "?"
  }

  mutating func constraints() -> [ConstraintEntry] {
    var entries: [ConstraintEntry] = []
    var usedIDs: Set<String> = []
    for c in Stage.shared.constraints {
      let p = fromBaseline ? (c.baseline ?? c.props) : c.props
      let everActive = p.isActive || c.props.isActive
      let first = item(c.firstItem), second = item(c.secondItem)
      let touchesTree = [c.firstItem, c.secondItem].contains { object in
        guard let object else { return false }
        if let v = object as? UIView { return contains(v) }
        if let g = object as? UILayoutGuide, let o = g.owningView { return contains(o) }
        return false
      }
      guard touchesTree else { continue }
      guard let first, let firstItem = first, let second, let a1 = c.firstAttribute.model else {
        if everActive {
          errors.append(
            "\(c.location): the constraint \(name(c.firstItem)).\(c.firstAttribute) \(c.relation) \(name(c.secondItem)) "
              + "relates items that are not in the recorded view tree (or layout guides other than the root view's)")
        }
        continue
      }
      if second != nil && c.secondAttribute.model == nil {
        errors.append("\(c.location): a constraint to a second item needs its attribute")
        continue
      }
      var id = "c\(entries.count + 1)"
      if let given = c.identifier, Self.isIdentifier(given), !usedIDs.contains(given) { id = given }
      usedIDs.insert(id)
      constraintIDs[ObjectIdentifier(c)] = id
      let constraint = LayoutConstraint(
        firstItem, a1, c.relation.model, second, c.secondAttribute.model, multiplier: Double(c.multiplier),
        constant: p.constant, priority: LayoutPriority(Double(p.priority)) ?? .required)
      var labelled = constraint
      labelled.label = constraint.label + "   (\(c.location))"
      locations[entries.count] = c.location
      entries.append(.constraint(ConstraintDefinition(id: id, labelled, isActive: p.isActive)))
    }
    return entries
  }

  // MARK: Timeline

  mutating func timeline(_ recorded: [RecordedStep]) -> [TimelineStep] {
    recorded.map { r in
      var transition: ViewTransition?
      if let (view, style) = r.transition, let id = id(of: view) { transition = ViewTransition(view: id, style: style) }
      return TimelineStep(
        start: .at(r.start), delay: r.delay, duration: r.duration, timing: r.timing, repeatCount: r.repeatCount,
        autoreverses: r.autoreverses, changes: changes(r.changes),
        keyframes: r.keyframes.map { Keyframe(start: $0.start, duration: $0.duration, changes: changes($0.changes)) },
        progress: r.progress, transition: transition)
    }
  }

  private mutating func changes(_ recorded: [RecordedChange]) -> [TimelineChange] {
    recorded.compactMap { change in
      switch change {
      case .view(let view, let old, let new):
        if view === root {
          if old.backgroundColor != new.backgroundColor {
            errors.append("the root view's backgroundColor cannot change during the recording (it is the canvas)")
          }
          return nil
        }
        guard let id = id(of: view) else { return nil }
        if old.contentInset != new.contentInset {
          errors.append("\(id): contentInset cannot change during the recording (set it before the recording starts)")
        }
        return new.change(from: old, id: id, hasFrame: view.translatesAutoresizingMaskIntoConstraints).map { .view($0) }
      case .keyboard(let change):
        return .keyboard(change)
      case .table(let table, let rows):
        guard let id = id(of: table) else { return nil }
        let row: (Int) -> String? = { table.rowID(token: $0, table: id) }
        return .table(
          TableChange(
            id: id, insert: rows.insert.compactMap(row), delete: rows.delete.compactMap(row),
            reload: rows.reload.compactMap { r in
              row(r.row).flatMap { old in row(r.with).map { RowReload(row: old, with: $0) } }
            },
            move: rows.move.compactMap { m in row(m.row).flatMap { old in row(m.to).map { RowMove(row: old, to: $0) } }
            },
            insertSections: rows.insertSections.compactMap { table.sectionID(token: $0, table: id) },
            deleteSections: rows.deleteSections.compactMap { table.sectionID(token: $0, table: id) },
            moveSections: rows.moveSections.compactMap { m in
              table.sectionID(token: m.section, table: id).flatMap { old in
                table.sectionID(token: m.to, table: id).map { SectionMove(section: old, to: $0) }
              }
            },
            animation: rows.animation))
      case .navigation(let bar, let pushed):
        guard let barID = id(of: bar) else { return nil }
        guard let pushed else { return .navigation(NavigationChange(.pop, bar: barID)) }
        guard let pushedID = id(of: pushed) else { return nil }
        return .navigation(NavigationChange(.push(pushedID), bar: barID))
      case .constraint(let c, let old, let new):
        guard let id = constraintIDs[ObjectIdentifier(c)] else { return nil }
        if (old.priority == 1000) != (new.priority == 1000) && (old.isActive && new.isActive) {
          // facts SW4
          errors.append(
            "\(c.location): a constraint's priority cannot change from required to optional (or back) while it is "
              + "active (UIKit raises an exception)")
        }
        return .constraint(
          ConstraintChange(
            id: id, constant: old.constant != new.constant ? new.constant : nil,
            priority: old.priority != new.priority ? Double(new.priority) : nil,
            isActive: old.isActive != new.isActive ? new.isActive : nil))
      }
    }
  }
}

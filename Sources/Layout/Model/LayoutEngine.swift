/// The Auto Layout model over the Cassowary `Solver`.
///
/// Every view has x, y, width and height variables in root coordinates. Constraints are added
/// and edited by caller id; `solve()` runs the UIKit-style measure/solve passes and returns all
/// frames. Engine-made constraints (root size, guides, explicit frames, intrinsic sizes) carry
/// ids starting with "_" so they can be told apart in conflict reports.
import Geometry

public struct LayoutEngine: Sendable {
  struct ItemVariables: Sendable {
    let x: Variable
    let y: Variable
    let width: Variable
    let height: Variable
  }

  struct Installed: Sendable {
    var constraint: LayoutConstraint
    var solverID: ConstraintID?
    var group: String?
  }

  /// Per-axis content priorities of one view.
  struct ContentPriorities: Sendable {
    var hugging: [LayoutAxis: LayoutPriority] = [:]
    var compression: [LayoutAxis: LayoutPriority] = [:]
  }

  var solver = Solver()
  var variables: [LayoutItem: ItemVariables] = [:]
  /// View ids in order of first appearance, for deterministic iteration.
  var viewOrder: [String] = []
  var constraints: [String: Installed] = [:]
  var groups: [String: [String]] = [:]
  /// Solver id to caller id, for reports.
  var owners: [ConstraintID: String] = [:]
  /// Engine-made constraints by internal id.
  var internals: [String: ConstraintID] = [:]
  var explicitFrames: [String: Rect] = [:]
  /// Each view's superview, when it is not the root (see `addView(_:superview:)`).
  var superviews: [String: String] = [:]
  var contentPriorities: [String: ContentPriorities] = [:]
  var appliedIntrinsic: [String: IntrinsicSize] = [:]
  var baselines: [String: BaselineOffsets] = [:]
  var pendingConflicts: [LayoutConflict] = []
  var measurer: (any IntrinsicSizeMeasuring)?
  /// Scroll views by id, with the content offset their frame layout guide follows.
  var contentOffsets: [String: Point] = [:]
  /// Scroll views whose edges, in constraints with their own content, mean the content area.
  var contentAreaEdges: Set<String> = []

  /// The canvas size.
  public internal(set) var rootSize: Size
  /// The root's safe-area insets.
  public internal(set) var safeAreaInsets: EdgeInsets
  /// The root's layout margins, measured inside the safe area.
  public internal(set) var margins: EdgeInsets
  /// How much of the keyboard covers the root from its bottom edge (0 while it is hidden); the
  /// keyboard layout guide follows it (`setKeyboardHeight`).
  public internal(set) var keyboardHeight: Double = 0
  /// Maximum measure/solve passes per `solve()` (UIKit's two-pass, with room to settle).
  public var maximumPasses = 6

  /// An engine for a canvas of `rootSize`; `measurer` supplies intrinsic sizes and baselines.
  public init(
    rootSize: Size, safeAreaInsets: EdgeInsets = .zero, margins: EdgeInsets = .standardMargins,
    measurer: (any IntrinsicSizeMeasuring)? = nil
  ) throws(LayoutError) {
    self.rootSize = rootSize
    self.safeAreaInsets = safeAreaInsets
    self.margins = margins
    self.measurer = measurer
    try installGuides()
  }

  /// Declares a view (views are also declared by the first constraint that names them) and its
  /// superview (nil: the root). The hierarchy decides the coordinates a position multiplier
  /// scales in (see `linear(_:)`).
  public mutating func addView(_ id: String, superview: String? = nil) {
    _ = variables(for: .view(id))
    superviews[id] = superview
  }

  /// All declared view ids, in order of first appearance.
  public var viewIDs: [String] { viewOrder }

  /// The variables of an item, created on first use.
  mutating func variables(for item: LayoutItem) -> ItemVariables {
    if let known = variables[item] { return known }
    let name = item.description
    let created = ItemVariables(
      x: solver.makeVariable("\(name).x"), y: solver.makeVariable("\(name).y"),
      width: solver.makeVariable("\(name).width"), height: solver.makeVariable("\(name).height"))
    variables[item] = created
    if case .view(let id) = item { viewOrder.append(id) }
    // The keyboard guide exists from the first constraint that names it: scenes without it keep
    // exactly the system they always had.
    if item == .keyboard { try? installKeyboardGuide() }
    return created
  }

  /// The frame of an item from the last solve (zero for unknown items).
  public func frame(of item: LayoutItem) -> Rect {
    guard let v = variables[item] else { return .zero }
    return Rect(
      x: clean(solver.value(of: v.x)), y: clean(solver.value(of: v.y)),
      width: clean(solver.value(of: v.width)), height: clean(solver.value(of: v.height)))
  }

  /// Every view's frame from the last solve, plus "root".
  public var frames: [String: Rect] {
    var result: [String: Rect] = ["root": frame(of: .root)]
    for id in viewOrder { result[id] = frame(of: .view(id)) }
    return result
  }

  /// Rounds away solver noise below 1e-9 and negative zero, so equal layouts print equally.
  private func clean(_ value: Double) -> Double {
    guard abs(value) < 1e9 else { return value }
    // Integer conversion instead of `rounded()`, which would pull in libm.
    let scaled = value * 1e9
    let rounded = Double(Int64(scaled + (scaled >= 0 ? 0.5 : -0.5))) / 1e9
    return rounded == 0 ? 0 : rounded
  }
}

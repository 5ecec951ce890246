import Layout

/// The constraints a UIStackView makes for its arranged subviews, one set per identifier UIKit
/// gives them (facts SV2-SV7):
///
/// - `UISV-canvas-connection`: the first and last arranged views to the stack's edges (or its
///   margins) along the axis, and across it the first view (fill) or the spanning guide.
/// - `UISV-spacing`: each view after the one before it, `spacing` apart (the custom spacing after
///   a view when it has one); `>=` for the equal distributions.
/// - `UISV-alignment`: every view's aligned edge (or centre, or baseline) equal to the first's.
/// - `UISV-spanning-boundary`, `UISV-spanning-fit`, `UISV-ambiguity-suppression`,
///   `UISV-canvas-fit`: the alignment spanner (a layout guide around all views across the axis)
///   for every alignment but fill.
/// - `UISV-fill-equally`, `UISV-fill-proportionally`, `UISV-distributing-edge`: the distributions.
/// - `UISV-hiding`: a hidden view's length along the axis is 0; the spacing next to it is 0, so
///   it leaves the arrangement and the views around it close up.
///
/// Each constraint's id is `IDENTIFIER.PART` (`UISV-spacing.name`: the spacing after `name`), and
/// its label starts with the identifier in quotes, as UIKit's logs print it.
struct StackArrangement {
  private(set) var constraints: [ConstraintDefinition] = []
  private(set) var guides: [String] = []

  /// The attributes of one axis: leading edge, trailing edge, centre, length.
  private struct Edges {
    let leading: LayoutAttribute
    let trailing: LayoutAttribute
    let center: LayoutAttribute
    let length: LayoutAttribute

    init(_ axis: LayoutAxis) {
      switch axis {
      case .horizontal: (leading, trailing, center, length) = (.leading, .trailing, .centerX, .width)
      case .vertical: (leading, trailing, center, length) = (.top, .bottom, .centerY, .height)
      }
    }
  }

  private let stack: StackView
  private let item: LayoutItem
  private let ids: [String]
  private let hidden: [Bool]
  private let along: Edges
  private let across: Edges

  /// `intrinsicLength` gives a view's intrinsic content size (fillProportionally divides by it).
  init(stack: StackView, view: View, intrinsicLength: (String) -> IntrinsicSize?) {
    self.stack = stack
    item = .view(view.id)
    ids = view.subviews.map(\.id)
    hidden = view.subviews.map(\.style.hidden)
    along = Edges(stack.axis)
    across = Edges(stack.axis == .horizontal ? .vertical : .horizontal)
    guard !ids.isEmpty else { return }
    let spanner = "\(view.id).UISV-alignment-spanner"
    if stack.alignment != .fill && !(stack.alignment.isBaseline && stack.axis == .vertical) {
      guides.append(spanner)
    }
    let gaps = ids.indices.dropLast().map { "\(view.id)._UIOLAGapGuide\($0)" }
    if stack.distribution == .equalSpacing || stack.distribution == .equalCentering { guides += gaps }
    arrangeAlongAxis(gaps: gaps, intrinsicLength: intrinsicLength)
    arrangeAcrossAxis(spanner: .view(spanner))
  }

  // MARK: Along the axis

  private mutating func arrangeAlongAxis(gaps: [String], intrinsicLength: (String) -> IntrinsicSize?) {
    let first = ids[0], last = ids[ids.count - 1]
    canvas(.view(first), along.leading)
    canvas(.view(last), along.trailing)
    let visible = ids.indices.filter { !hidden[$0] }
    let spacings = ids.indices.dropLast().map(spacing(after:))
    let equal = stack.distribution == .equalSpacing || stack.distribution == .equalCentering
    for i in ids.indices.dropLast() {
      // The equal distributions keep a minimum; a hidden view is held (==) after the view
      // before it, so that its place is not ambiguous.
      let relation: Relation = equal && !hidden[i + 1] ? .greaterThanOrEqual : .equal
      add(
        "UISV-spacing", ids[i],
        LayoutConstraint(
          .view(ids[i + 1]), along.leading, relation, .view(ids[i]), along.trailing, constant: spacings[i]))
    }
    for i in ids.indices where hidden[i] {
      add("UISV-hiding", ids[i], LayoutConstraint(.view(ids[i]), along.length, .equal, constant: 0))
    }
    switch stack.distribution {
    case .fill:
      break
    case .fillEqually:
      for i in visible.dropFirst() {
        add(
          "UISV-fill-equally", ids[i],
          LayoutConstraint(.view(ids[i]), along.length, .equal, .view(ids[visible[0]]), along.length))
      }
    case .fillProportionally:
      fillProportionally(visible: visible, spacings: spacings, intrinsicLength: intrinsicLength)
    case .equalSpacing, .equalCentering:
      distribute(visible: visible, gaps: gaps)
    }
  }

  /// Points after view `i`: its custom spacing or the stack's, and 0 when it is hidden or no
  /// visible view follows, so a hidden view adds no spacing.
  private func spacing(after i: Int) -> Double {
    guard !hidden[i], ids[(i + 1)...].indices.contains(where: { !hidden[$0] }) else { return 0 }
    return stack.customSpacings[ids[i]] ?? stack.spacing
  }

  /// Each visible view's length is the stack's times its share of the natural length (its
  /// intrinsic length over the sum of the intrinsic lengths, spacings and margins), at
  /// priorities 999, 998, ... in order (facts SV4).
  private mutating func fillProportionally(
    visible: [Int], spacings: [Double], intrinsicLength: (String) -> IntrinsicSize?
  ) {
    let lengths = visible.map { i -> Double in
      let size = intrinsicLength(ids[i])
      let value = (stack.axis == .horizontal ? size?.width : size?.height) ?? 0
      return value.isFinite && value > 0 ? value : 0
    }
    let margins =
      stack.isLayoutMarginsRelativeArrangement
      ? (stack.axis == .horizontal
        ? stack.layoutMargins.left + stack.layoutMargins.right : stack.layoutMargins.top + stack.layoutMargins.bottom)
      : 0
    let total = lengths.reduce(0, +) + spacings.reduce(0, +) + margins
    guard total > 0, total.isFinite else { return }
    for (k, i) in visible.enumerated() {
      let priority = LayoutPriority(max(1, 999 - Double(k))) ?? .fittingSizeLevel
      add(
        "UISV-fill-proportionally", ids[i],
        LayoutConstraint(
          .view(ids[i]), along.length, .equal, item, along.length, multiplier: lengths[k] / total, priority: priority))
    }
  }

  /// equalSpacing: a gap guide between each pair of neighbouring visible views, edge to edge,
  /// all of one length (required). equalCentering: centre to centre, equal at priority 149, so
  /// the spacing gives way before the views do (facts SV5).
  private mutating func distribute(visible: [Int], gaps: [String]) {
    let centering = stack.distribution == .equalCentering
    let from = centering ? along.center : along.trailing
    let to = centering ? along.center : along.leading
    let pairs = zip(visible, visible.dropFirst()).map { ($0, $1) }
    for (a, b) in pairs {
      let gap = LayoutItem.view(gaps[a])
      add(
        "UISV-distributing-edge", "\(ids[a]).leading", LayoutConstraint(gap, along.leading, .equal, .view(ids[a]), from)
      )
      add(
        "UISV-distributing-edge", "\(ids[a]).trailing", LayoutConstraint(gap, along.trailing, .equal, .view(ids[b]), to)
      )
    }
    guard let (firstGap, _) = pairs.first else { return }
    // Equal gaps are required, equal centring gaps @149 (facts SV5).
    let priority = centering ? LayoutPriority(149) ?? .required : .required
    for (a, _) in pairs.dropFirst() {
      add(
        "UISV-fill-equally", gaps[a],
        LayoutConstraint(
          .view(gaps[a]), along.length, .equal, .view(gaps[firstGap]), along.length, priority: priority))
    }
  }

  // MARK: Across the axis

  /// The alignment constraints and the spanning guide, with UIKit's priorities (facts SV6):
  /// boundaries @999.5 on the aligned edge, the spanner's fit @51, the canvas fit @49 and the
  /// ambiguity suppression @25.
  private mutating func arrangeAcrossAxis(spanner: LayoutItem) {
    let first = LayoutItem.view(ids[0])
    let rest = ids.dropFirst().map { LayoutItem.view($0) }
    let all = ids.map { LayoutItem.view($0) }
    var alignment = stack.alignment.canonical
    if alignment.isBaseline && stack.axis == .vertical { alignment = .fill }
    let (lead, trail, center, length) = (across.leading, across.trailing, across.center, across.length)
    switch alignment {
    case .fill:
      for view in rest { align(first, view, lead) }
      for view in rest { align(first, view, trail) }
      canvas(first, lead)
      canvas(first, trail)
      return
    case .leading:
      for view in rest { align(first, view, lead) }
      for view in all {
        boundary(spanner, lead, .equal, view, priority: LayoutPriority(999.5))
        boundary(spanner, trail, .greaterThanOrEqual, view)
      }
      canvas(first, lead)
      canvas(spanner, trail)
    case .center:
      for view in rest { align(first, view, center) }
      for view in all {
        boundary(spanner, lead, .lessThanOrEqual, view)
        boundary(spanner, trail, .greaterThanOrEqual, view)
      }
      canvas(spanner, lead)
      canvas(spanner, trail)
      canvas(first, center)
    case .trailing:
      for view in rest { align(first, view, trail) }
      for view in all {
        boundary(spanner, lead, .lessThanOrEqual, view)
        boundary(spanner, trail, .equal, view, priority: LayoutPriority(999.5))
      }
      canvas(spanner, lead)
      canvas(first, trail)
    default:
      let baseline: LayoutAttribute = alignment == .firstBaseline ? .firstBaseline : .lastBaseline
      for view in rest { align(first, view, baseline) }
      for view in all {
        boundary(spanner, lead, .lessThanOrEqual, view)
        boundary(spanner, trail, .greaterThanOrEqual, view)
      }
      add(
        "UISV-canvas-fit", "\(length.rawValue)",
        LayoutConstraint(item, length, .equal, constant: 0, priority: LayoutPriority(49) ?? .fittingSizeLevel))
      canvas(spanner, lead)
      canvas(spanner, trail)
    }
    add(
      "UISV-spanning-fit", length.rawValue,
      LayoutConstraint(spanner, length, .equal, constant: 0, priority: LayoutPriority(51) ?? .fittingSizeLevel))
    for id in ids {
      add(
        "UISV-ambiguity-suppression", id,
        LayoutConstraint(.view(id), length, .equal, constant: 0, priority: LayoutPriority(25) ?? .fittingSizeLevel))
    }
  }

  private mutating func align(_ first: LayoutItem, _ view: LayoutItem, _ attribute: LayoutAttribute) {
    add("UISV-alignment", "\(view).\(attribute.rawValue)", LayoutConstraint(first, attribute, .equal, view, attribute))
  }

  private mutating func boundary(
    _ spanner: LayoutItem, _ attribute: LayoutAttribute, _ relation: Relation, _ view: LayoutItem,
    priority: LayoutPriority? = .required
  ) {
    add(
      "UISV-spanning-boundary", "\(view).\(attribute.rawValue)",
      LayoutConstraint(spanner, attribute, relation, view, attribute, priority: priority ?? .required))
  }

  /// `view.attribute` on the stack's edge (or centre), inset by the layout margins when the
  /// arrangement is margins-relative (UIKit ties it to the layoutMarginsGuide instead).
  private mutating func canvas(_ view: LayoutItem, _ attribute: LayoutAttribute) {
    let m = stack.isLayoutMarginsRelativeArrangement ? stack.layoutMargins : .zero
    let inset: Double =
      switch attribute {
      case .leading, .left: m.left
      case .trailing, .right: -m.right
      case .top: m.top
      case .bottom: -m.bottom
      case .centerX: (m.left - m.right) / 2
      case .centerY: (m.top - m.bottom) / 2
      default: 0
      }
    add(
      "UISV-canvas-connection", attribute.rawValue,
      LayoutConstraint(view, attribute, .equal, item, attribute, constant: inset))
  }

  /// Adds a constraint under `IDENTIFIER.part`, labelled as UIKit logs it.
  private mutating func add(_ identifier: String, _ part: String, _ constraint: LayoutConstraint) {
    var constraint = constraint
    constraint.label = "'\(identifier)' \(constraint.label)"
    constraints.append(ConstraintDefinition(id: "\(identifier).\(part)", constraint))
  }
}

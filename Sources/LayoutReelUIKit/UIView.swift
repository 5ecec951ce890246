import Foundation
import SceneModel

/// UIView: a reference type as in UIKit, holding its properties and subviews. Each view becomes
/// one view of the model's tree; what it is drawn as is its kind's (`modelContent()`).
@preconcurrency @MainActor
open class UIView {
  /// The values a step can change; every change goes through here so the stage sees it.
  var props = ViewProps() {
    willSet { Stage.shared.viewWillChange(self, to: newValue) }
  }
  /// The properties it had when the recording started (set when first changed after that).
  var baseline: ViewProps?
  /// The properties before the changes not yet flushed into a step.
  var pendingOld: ViewProps?
  /// The id the built scene gives it.
  var modelID: String?
  /// Made or added after the recording started (the model's tree is fixed at the start).
  var addedWhileRunning = false
  /// The view of a container controller (navigation, tab bar): it fills its superview, and the
  /// model holds its subviews in its place.
  var isContainerView = false
  /// The view of a controller inside a container: it fills the root view, so its guides are the
  /// root's (the safe area excludes the bars, facts NB10).
  var isControllerView = false

  public private(set) weak var superview: UIView?
  public private(set) var subviews: [UIView] = []
  /// The subviews as the model's fixed tree has them: `subviews`, and the views removed while the
  /// recording runs (hidden from then on) in the places they had.
  var modelSubviews: [UIView] = []
  /// The superview it was removed from while recording (it is still in that one's model subviews).
  weak var removedFrom: UIView?
  /// With true (UIKit's default for views made in code), the view keeps its `frame` and needs no
  /// constraints; Auto Layout places it when false.
  public var translatesAutoresizingMaskIntoConstraints = true
  public var accessibilityIdentifier: String?
  public var tag = 0
  public var isUserInteractionEnabled = true
  public var contentMode: ContentMode = .scaleToFill
  var hugging = (horizontal: UILayoutPriority?.none, vertical: UILayoutPriority?.none)
  var resistance = (horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh)
  /// `layoutMargins` as set; nil keeps UIKit's default.
  var marginsValue: UIEdgeInsets?
  var gestureRecognizers: [UIGestureRecognizer] = []

  public lazy var layer = CALayer(view: self)

  public init(frame: CGRect) {
    props.frame = frame
    createdWhileRunning = Stage.shared.isRunning
  }

  /// Made after the recording started: it is in the scene from the start, hidden until it is
  /// added (facts SW15).
  var createdWhileRunning = false

  public convenience init() { self.init(frame: .zero) }

  public required init?(coder: NSCoder) {
    createdWhileRunning = Stage.shared.isRunning
  }

  // MARK: Geometry

  /// The frame: the view's own with `translatesAutoresizingMaskIntoConstraints`, else the one
  /// the last layout pass gave (`LiveLayout`; facts SW17).
  public var frame: CGRect {
    get { translatesAutoresizingMaskIntoConstraints ? props.frame : LiveLayout.frame(of: self) }
    set {
      props.frame = newValue
      if !translatesAutoresizingMaskIntoConstraints { LiveLayout.assign(newValue, to: self) }
    }
  }
  public var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { frame.size = newValue.size }
  }
  public var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
  }

  // MARK: Look

  public var backgroundColor: UIColor? {
    get { props.backgroundColor.map(UIColor.init) }
    set { props.backgroundColor = newValue?.dynamic }
  }
  public var alpha: CGFloat {
    get { CGFloat(props.alpha) }
    set { props.alpha = min(1, max(0, Double(newValue))) }
  }
  public var isHidden: Bool {
    get { props.isHidden }
    set { props.isHidden = newValue }
  }
  public var transform: CGAffineTransform {
    get { props.transform }
    set { props.transform = newValue }
  }
  public var clipsToBounds: Bool {
    get { props.clipsToBounds }
    set { props.clipsToBounds = newValue }
  }
  public var tintColor: UIColor! {
    get { props.tintColor.map(UIColor.init) ?? superview?.tintColor ?? .systemBlue }
    set { props.tintColor = newValue?.dynamic }
  }
  public var layoutMargins: UIEdgeInsets {
    get { marginsValue ?? UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
    set { marginsValue = newValue }
  }

  // MARK: Hierarchy

  open func addSubview(_ view: UIView) {
    LiveLayout.settle()
    // Already a subview: it only comes to the front (it keeps its constraints).
    if view.superview === self { return bringSubviewToFront(view) }
    view.removeFromSuperview()
    subviews.append(view)
    view.superview = self
    Stage.shared.revision += 1
    view.addedToTree(self, before: nil)
  }

  /// Adds without marking the view as added while recording (the recorder's own wrapping).
  func addSubviewUntracked(_ view: UIView) {
    LiveLayout.settle()
    subviews.append(view)
    modelSubviews.append(view)
    view.superview = self
    Stage.shared.revision += 1
  }

  open func insertSubview(_ view: UIView, at index: Int) {
    LiveLayout.settle()
    if view.superview === self {
      // Only its place among the subviews changes (it keeps its constraints).
      subviews.removeAll { $0 === view }
      subviews.insert(view, at: min(max(0, index), subviews.count))
      return reordered()
    }
    view.removeFromSuperview()
    let place = min(max(0, index), subviews.count)
    let next = place < subviews.count ? subviews[place] : nil
    subviews.insert(view, at: place)
    view.superview = self
    Stage.shared.revision += 1
    view.addedToTree(self, before: next)
  }

  open func bringSubviewToFront(_ view: UIView) {
    LiveLayout.settle()
    guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
    subviews.append(subviews.remove(at: i))
    reordered()
  }

  /// The subviews changed order: the model's tree follows until the recording starts (then its
  /// drawing order is fixed).
  private func reordered() {
    Stage.shared.revision += 1
    guard !Stage.shared.isRunning else {
      return Stage.shared.report("subviews reordered while recording: the drawing order stays the first one")
    }
    modelSubviews = subviews
  }

  /// Takes the view out of its superview, and the constraints that tie its subtree to the views
  /// around it out of the layout (facts SW16). While recording, the model (whose tree is fixed)
  /// keeps it in its place, hidden from now on.
  open func removeFromSuperview() {
    LiveLayout.settle()
    guard let parent = superview else { return }
    deactivateConstraintsToTheOutside()
    parent.subviews.removeAll { $0 === self }
    superview = nil
    Stage.shared.revision += 1
    if Stage.shared.isRunning {
      removedFrom = parent
      Stage.shared.setRemoved(self, true, from: parent)
    } else {
      parent.modelSubviews.removeAll { $0 === self }
    }
  }

  /// The subviews now (`model` false) or as the model's fixed tree has them.
  func children(model: Bool) -> [UIView] { model ? modelSubviews : subviews }

  public func isDescendant(of view: UIView) -> Bool {
    var v: UIView? = self
    while let current = v {
      if current === view { return true }
      v = current.superview
    }
    return false
  }

  public func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for s in subviews { if let found = s.viewWithTag(tag) { return found } }
    return nil
  }

  // MARK: Layout

  /// Lays out now: inside an animation block the pending constraint changes animate with it.
  /// Frames read afterwards are the new ones (inside a block, the animation's end).
  open func layoutIfNeeded() {
    Stage.shared.layoutIfNeeded()
    LiveLayout.layOut(self)
  }
  open func setNeedsLayout() {}
  open func layoutSubviews() {}
  open func updateConstraints() {}
  open func setNeedsUpdateConstraints() {}

  public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    if axis == .horizontal { hugging.horizontal = priority } else { hugging.vertical = priority }
  }
  public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    let own = axis == .horizontal ? hugging.horizontal : hugging.vertical
    return own ?? UILayoutPriority(Float(type(of: modelContent()).defaultContentHugging))
  }
  public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
    if axis == .horizontal { resistance.horizontal = priority } else { resistance.vertical = priority }
  }
  public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
    axis == .horizontal ? resistance.horizontal : resistance.vertical
  }

  /// The constraints made on this view or its subviews (UIKit's `constraints` holds those
  /// installed on the view; activation installs them on the common ancestor).
  public var constraints: [NSLayoutConstraint] {
    Stage.shared.constraints.filter { $0.isActive && $0.commonAncestor === self }
  }
  public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
  public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
  public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
  public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

  public func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
    gestureRecognizers.append(recognizer)
    recognizer.view = self
  }

  // MARK: Guides and anchors

  public lazy var safeAreaLayoutGuide = UILayoutGuide(owner: self, kind: .safeArea)
  public lazy var layoutMarginsGuide = UILayoutGuide(owner: self, kind: .margins)
  /// iOS 15's keyboard layout guide (the model has it on the root view): from the keyboard's top
  /// to the bottom, or the bottom safe area while the keyboard is hidden (facts KB7).
  public lazy var keyboardLayoutGuide = UILayoutGuide(owner: self, kind: .keyboard)

  /// Ends editing in the view's tree: the keyboard goes away.
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool {
    Stage.shared.keyboard(.hide)
    return true
  }

  public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
  public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
  public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
  public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
  public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
  public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
  public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
  public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
  public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .firstBaseline) }
  public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .lastBaseline) }
  public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
  public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }

  // MARK: The model

  /// What the model draws this view as; each UIKit kind overrides it.
  func modelContent() -> any ViewContent { PlainView() }

  /// The content as it stood with `values` (its baseline, for the scene's first frame).
  func modelContent(with values: ViewProps) -> any ViewContent {
    propsBypass = values
    defer { propsBypass = nil }
    return modelContent()
  }

  /// Values the kinds read instead of `props` while the scene is built from a baseline.
  var propsBypass: ViewProps?
  /// The properties the kinds read: the baseline while building the first frame, else current.
  var content: ViewProps { propsBypass ?? props }

  /// UIView.ContentMode.
  public enum ContentMode: Int, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
    case topLeft, topRight, bottomLeft, bottomRight
  }
}

/// UIEdgeInsets.
public struct UIEdgeInsets: Sendable, Hashable {
  public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
  }
  public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

/// CALayer's properties a view's look uses; they live in the view's `props`.
@preconcurrency @MainActor
public final class CALayer {
  unowned let view: UIView
  init(view: UIView) { self.view = view }

  public var cornerRadius: CGFloat {
    get { CGFloat(view.props.cornerRadius) }
    set { view.props.cornerRadius = Double(newValue) }
  }
  public var borderWidth: CGFloat {
    get { CGFloat(view.props.borderWidth) }
    set { view.props.borderWidth = Double(newValue) }
  }
  public var borderColor: CGColor? {
    get { CGColor(view.props.borderColor) }
    set { view.props.borderColor = newValue?.dynamic ?? .black }
  }
  public var shadowColor: CGColor? {
    get { CGColor(view.props.shadowColor) }
    set { view.props.shadowColor = newValue?.dynamic ?? .black }
  }
  public var shadowOpacity: Float {
    get { Float(view.props.shadowOpacity) }
    set { view.props.shadowOpacity = Double(newValue) }
  }
  public var shadowRadius: CGFloat {
    get { CGFloat(view.props.shadowRadius) }
    set { view.props.shadowRadius = Double(newValue) }
  }
  public var shadowOffset: CGSize {
    get { view.props.shadowOffset }
    set { view.props.shadowOffset = newValue }
  }
  public var masksToBounds: Bool {
    get { view.props.clipsToBounds }
    set { view.props.clipsToBounds = newValue }
  }
  public var opacity: Float {
    get { Float(view.props.alpha) }
    set { view.props.alpha = Double(newValue) }
  }
}

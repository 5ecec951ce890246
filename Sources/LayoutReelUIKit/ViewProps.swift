import Foundation
import Geometry
import SceneModel

/// What a view holds that a step can change: UIView's and CALayer's properties and the content
/// of the kinds (text, font, image, a switch's state). Compared before and after an animation
/// block, the differences become the step's `ViewChange`.
struct ViewProps: Equatable {
  var frame = CGRect.zero
  var backgroundColor: DynamicColor?
  var alpha: Double = 1
  var isHidden = false
  var transform = CGAffineTransform.identity
  var clipsToBounds = false
  var tintColor: DynamicColor?
  var cornerRadius: Double = 0
  var borderWidth: Double = 0
  var borderColor = DynamicColor.black
  // CALayer's shadow defaults: black, opacity 0, radius 3, offset (0, -3)
  // (https://developer.apple.com/documentation/quartzcore/calayer/shadowradius and its siblings).
  var shadowColor = DynamicColor.black
  var shadowOpacity: Double = 0
  var shadowRadius: Double = 3
  var shadowOffset = CGSize(width: 0, height: -3)
  /// A label's or text field's text, a button's title.
  var text: String?
  var font: FontSpec?
  var textColor: DynamicColor?
  /// An image view's image file.
  var image: String?
  /// A switch's `isOn`.
  var isOn = false
  /// A control's `isEnabled` and `isHighlighted`.
  var isEnabled = true
  var isHighlighted = false
  /// A scroll view's `contentOffset` and `contentInset`.
  var contentOffset = CGPoint.zero
  var contentInset = UIEdgeInsets.zero
  /// A progress view's `progress`, a segmented control's `selectedSegmentIndex`.
  var progress: Double = 0
  var selectedSegmentIndex = -1
  /// A table's row updates so far (which declared rows are present).
  var tableRevision = 0
  /// A visual effect view's blur (`none` for a nil effect).
  var effect = BlurStyle.none
  /// Taken out of its superview while the recording runs: the model, whose tree is fixed, hides
  /// it (facts SW16).
  var isRemoved = false
  /// What the model draws as `hidden`: hidden by the code, or out of the tree.
  var modelHidden: Bool { isHidden || isRemoved }

  /// True when `other` differs in something the layout reads (content, hidden, frame, ...), not
  /// only in how the view is painted.
  func differsInLayout(from other: ViewProps) -> Bool {
    func layoutPart(_ p: ViewProps) -> ViewProps {
      var p = p
      (p.alpha, p.backgroundColor, p.transform, p.tintColor, p.textColor) = (1, nil, .identity, nil, nil)
      (p.cornerRadius, p.borderWidth, p.borderColor, p.clipsToBounds) = (0, 0, .black, false)
      (p.shadowColor, p.shadowOpacity, p.shadowRadius, p.shadowOffset) = (.black, 0, 3, .zero)
      (p.effect, p.isEnabled, p.isHighlighted) = (.none, true, false)
      return p
    }
    return layoutPart(self) != layoutPart(other)
  }

  var shadow: ViewShadow? {
    let unchanged =
      shadowOpacity == 0 && shadowColor == .black && shadowRadius == 3 && shadowOffset.height == -3
      && shadowOffset.width == 0
    return unchanged
      ? nil
      : ViewShadow(
        color: shadowColor, opacity: shadowOpacity, radius: shadowRadius,
        offset: Size(width: Double(shadowOffset.width), height: Double(shadowOffset.height)))
  }

  /// The model's change from `old` to these values, for the view `id`; nil when nothing the
  /// model animates differs. `hasFrame` says whether the frame is the view's own (no constraints).
  func change(from old: ViewProps, id: String, hasFrame: Bool) -> ViewChange? {
    var c = ViewChange(id: id)
    var any = false
    func set<T: Equatable>(_ a: T, _ b: T, _ apply: () -> Void) {
      if a != b {
        apply()
        any = true
      }
    }
    set(old.alpha, alpha) { c.alpha = alpha }
    set(old.modelHidden, modelHidden) { c.isHidden(modelHidden) }
    set(old.transform, transform) { c.transform = transform.model }
    set(old.backgroundColor, backgroundColor) { c.backgroundColor = backgroundColor ?? DynamicColor(.clear) }
    set(old.cornerRadius, cornerRadius) { c.cornerRadius = CornerRadii(all: cornerRadius) }
    set(old.text, text) { c.text = text ?? "" }
    if hasFrame { set(old.frame, frame) { c.frame = frame.model } }
    set(old.tintColor, tintColor) { c.tintColor = tintColor ?? .systemBlue }
    set(old.borderWidth, borderWidth) { c.borderWidth = borderWidth }
    set(old.borderColor, borderColor) { c.borderColor = borderColor }
    if old.shadowColor != shadowColor || old.shadowOpacity != shadowOpacity || old.shadowRadius != shadowRadius
      || old.shadowOffset != shadowOffset
    {
      any = true
      c.shadow = ShadowChange(
        color: old.shadowColor != shadowColor ? shadowColor : nil,
        opacity: old.shadowOpacity != shadowOpacity ? shadowOpacity : nil,
        radius: old.shadowRadius != shadowRadius ? shadowRadius : nil,
        offset: old.shadowOffset != shadowOffset
          ? Size(width: Double(shadowOffset.width), height: Double(shadowOffset.height)) : nil)
    }
    set(old.font, font) { c.font = font }
    set(old.textColor, textColor) { c.textColor = textColor }
    set(old.image, image) { c.image = image }
    set(old.effect, effect) { c.effect = effect }
    var control = ControlChange()
    var controlChanged = false
    if old.isOn != isOn {
      control.isOn = isOn
      controlChanged = true
    }
    if old.isEnabled != isEnabled {
      control.isEnabled = isEnabled
      controlChanged = true
    }
    if old.isHighlighted != isHighlighted {
      control.isHighlighted = isHighlighted
      controlChanged = true
    }
    if old.progress != progress {
      control.progress = progress
      controlChanged = true
    }
    if old.selectedSegmentIndex != selectedSegmentIndex {
      control.selectedSegmentIndex = selectedSegmentIndex
      controlChanged = true
    }
    set(old.contentOffset, contentOffset) {
      c.contentOffset = Point(x: Double(contentOffset.x), y: Double(contentOffset.y))
    }
    if controlChanged {
      c.control = control
      any = true
    }
    return any ? c : nil
  }
}

extension ViewChange {
  fileprivate mutating func isHidden(_ value: Bool) { hidden = value }
}

extension CGRect {
  /// The model's rectangle.
  var model: Rect {
    Rect(x: Double(origin.x), y: Double(origin.y), width: Double(size.width), height: Double(size.height))
  }
}

import Foundation
import Geometry
import Layout
import SceneModel

/// UIStackView: the model's `StackView`; its arranged subviews are its subviews, in order, and
/// it makes UIKit's `UISV-` constraints for them.
public class UIStackView: UIView {
  public var axis: NSLayoutConstraint.Axis = .horizontal
  public var spacing: CGFloat = 0
  public var distribution: Distribution = .fill
  public var alignment: Alignment = .fill
  public var isLayoutMarginsRelativeArrangement = false
  var customSpacings: [ObjectIdentifier: CGFloat] = [:]

  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for v in views { addArrangedSubview(v) }
  }

  public var arrangedSubviews: [UIView] { subviews }

  /// The stack places it with its own constraints (facts SW9).
  public func addArrangedSubview(_ view: UIView) {
    view.translatesAutoresizingMaskIntoConstraints = false
    addSubview(view)
  }
  public func removeArrangedSubview(_ view: UIView) { view.removeFromSuperview() }
  public func setCustomSpacing(_ spacing: CGFloat, after view: UIView) {
    customSpacings[ObjectIdentifier(view)] = spacing
  }

  override func modelContent() -> any ViewContent {
    var spacings: [String: Double] = [:]
    for v in subviews {
      if let s = customSpacings[ObjectIdentifier(v)], let id = v.modelID { spacings[id] = Double(s) }
    }
    let m = layoutMargins
    return StackView(
      axis: axis == .horizontal ? .horizontal : .vertical, spacing: Double(spacing),
      distribution: StackView.Distribution(rawValue: "\(distribution)") ?? .fill,
      alignment: StackView.Alignment(rawValue: "\(alignment)") ?? .fill,
      isLayoutMarginsRelativeArrangement: isLayoutMarginsRelativeArrangement,
      layoutMargins: Geometry.EdgeInsets(
        top: Double(m.top), left: Double(m.left), bottom: Double(m.bottom), right: Double(m.right)),
      customSpacings: spacings)
  }

  /// UIStackView.Distribution.
  public enum Distribution: Int, Sendable {
    case fill = 0, fillEqually, fillProportionally, equalSpacing, equalCentering
  }

  /// UIStackView.Alignment.
  public enum Alignment: Int, Sendable {
    case fill = 0, leading, firstBaseline, center, trailing, lastBaseline
    public static let top = Alignment.leading
    public static let bottom = Alignment.trailing
  }
}

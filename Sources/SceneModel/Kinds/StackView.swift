import Geometry
import Layout

/// UIStackView: lays its subviews (all of them are its arranged subviews, in order) out in a
/// row or a column with the constraints UIKit's stack view makes, under UIKit's identifiers
/// (facts SV1-SV7; the constraints themselves are built by `StackArrangement`).
///
/// A stack view draws what every view draws (background, corners, border): since iOS 14 it is
/// backed by a CALayer like any view (facts SV10).
public struct StackView: ViewContent {
  public static let kind = "stackView"
  public static let keys = [
    "axis", "spacing", "distribution", "alignment", "isLayoutMarginsRelativeArrangement", "layoutMargins",
  ]
  /// Scenes write the arranged subviews under UIKit's name for them.
  public static var subviewsKey: String { "arrangedSubviews" }
  /// A hidden arranged subview collapses with the step's animation and is drawn until it ends.
  public static var animatesHiddenSubviews: Bool { true }

  /// The direction the views are laid out in (UIKit's default: horizontal).
  public var axis: LayoutAxis
  /// Points between adjacent views; the minimum for `equalSpacing` and `equalCentering`.
  public var spacing: Double
  public var distribution: Distribution
  public var alignment: Alignment
  /// Whether the arrangement is inset by `layoutMargins`.
  public var isLayoutMarginsRelativeArrangement: Bool
  /// UIView's default layout margins for a view that is not a view controller's root: 8 points
  /// on each side (facts SV9).
  public var layoutMargins: EdgeInsets
  /// `setCustomSpacing(_:after:)`: the spacing after an arranged subview, by its id.
  public var customSpacings: [String: Double]

  /// UIStackView.Distribution.
  public enum Distribution: String, Sendable, Hashable, CaseIterable {
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
  }

  /// UIStackView.Alignment; `top` is `leading` and `bottom` is `trailing`, as in UIKit (the same
  /// raw values), named for the axis they apply to.
  public enum Alignment: String, Sendable, Hashable, CaseIterable {
    case fill, leading, top, center, trailing, bottom, firstBaseline, lastBaseline

    /// The alignment with `top`/`bottom` folded onto `leading`/`trailing`.
    public var canonical: Alignment {
      switch self {
      case .top: .leading
      case .bottom: .trailing
      default: self
      }
    }

    /// Whether it aligns baselines (UIKit: valid for horizontal stacks only).
    public var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
  }

  /// A stack with UIKit's defaults: horizontal, fill, fill, no spacing, arranged to its bounds.
  public init(
    axis: LayoutAxis = .horizontal, spacing: Double = 0, distribution: Distribution = .fill,
    alignment: Alignment = .fill, isLayoutMarginsRelativeArrangement: Bool = false,
    layoutMargins: EdgeInsets = EdgeInsets(all: 8), customSpacings: [String: Double] = [:]
  ) {
    self.axis = axis
    self.spacing = spacing
    self.distribution = distribution
    self.alignment = alignment
    self.isLayoutMarginsRelativeArrangement = isLayoutMarginsRelativeArrangement
    self.layoutMargins = layoutMargins
    self.customSpacings = customSpacings
  }

  public init(reading properties: some PropertyReader) {
    self.init(
      axis: properties.choice("axis", LayoutAxis.self, "axis") ?? .horizontal,
      spacing: properties.number("spacing") ?? 0,
      distribution: properties.choice("distribution", Distribution.self, "distribution") ?? .fill,
      alignment: properties.choice("alignment", Alignment.self, "alignment") ?? .fill,
      isLayoutMarginsRelativeArrangement: properties.bool("isLayoutMarginsRelativeArrangement") ?? false,
      layoutMargins: properties.insets("layoutMargins") ?? EdgeInsets(all: 8))
  }

  public func look(in context: LookContext) throws(ModelError) -> any ViewLook {
    if alignment.isBaseline && axis == .vertical {
      throw ModelError(
        .viewProperty(context.viewID, key: "alignment"),
        "alignment \(alignment.rawValue) is only valid for horizontal stack views (UIStackView.Alignment)")
    }
    for (value, name) in [(spacing, "spacing")]
      + customSpacings.sorted(by: { $0.key < $1.key }).map({
        ($0.value, "customSpacing after \($0.key)")
      }) where !value.isFinite
    {
      throw ModelError(.view(context.viewID), "\(name) must be a finite number, got \(value)")
    }
    return Look()
  }

  public func layoutGuides(for view: View) -> [String] {
    StackArrangement(stack: self, view: view, intrinsicLength: { _ in nil }).guides
  }

  public func generatedConstraints(for view: View, in context: ArrangementContext) -> [ConstraintDefinition] {
    StackArrangement(stack: self, view: view, intrinsicLength: context.intrinsicSize).constraints
  }

  /// Draws nothing of its own beyond what every view has.
  struct Look: ViewLook {}
}

/// The anchors a constraint can relate, named as in UIKit's NSLayoutConstraint.Attribute.
public enum LayoutAttribute: String, Sendable, Hashable, CaseIterable {
  case leading, trailing, left, right, top, bottom, width, height, centerX, centerY, firstBaseline, lastBaseline

  /// The axis the attribute measures along.
  public enum Axis: Sendable, Hashable {
    case horizontal, vertical
  }

  /// Horizontal for x positions and width, vertical for y positions, height and baselines.
  public var axis: Axis {
    switch self {
    case .leading, .trailing, .left, .right, .width, .centerX: .horizontal
    case .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline: .vertical
    }
  }

  /// True for width and height (sizes rather than positions).
  public var isDimension: Bool { self == .width || self == .height }

  /// True for leading/trailing, whose direction follows the writing direction.
  public var isDirectional: Bool { self == .leading || self == .trailing }

  /// True for left/right, which ignore the writing direction.
  public var isAbsoluteHorizontal: Bool { self == .left || self == .right }
}

/// How the two sides of a constraint compare.
public enum LayoutRelation: String, Sendable, Hashable, CaseIterable {
  case equal = "=="
  case lessThanOrEqual = "<="
  case greaterThanOrEqual = ">="
}

/// A layout guide of an item: the safe area or the layout margins.
public enum LayoutGuideName: String, Sendable, Hashable, CaseIterable {
  case safeArea, margins
}

/// The named priorities of UILayoutPriority, with their values.
public enum NamedPriority: String, Sendable, CaseIterable {
  case required, high, low, defaultHigh, defaultLow, fittingSizeLevel

  /// The numeric priority (facts D1).
  public var value: Double {
    switch self {
    case .required: 1000
    case .high, .defaultHigh: 750
    case .low, .defaultLow: 250
    case .fittingSizeLevel: 50
    }
  }
}

import Layout

// The scene language names attributes and relations as UIKit does; the layout engine's enums
// carry those names, so the language uses them directly.
extension LayoutAttribute {
  /// True for leading and trailing (which follow the writing direction).
  var isDirectional: Bool { self == .leading || self == .trailing }

  /// True for left and right (which do not).
  var isAbsoluteHorizontal: Bool { self == .left || self == .right }
}

/// A layout guide of an item: the root's safe area or layout margins, or a scroll view's content
/// or frame layout guide (UIKit's names, facts S5, S6).
public enum LayoutGuideName: String, Sendable, Hashable, CaseIterable {
  case safeArea, margins
  case contentLayoutGuide, frameLayoutGuide
  /// The root's `keyboardLayoutGuide` (facts KB7).
  case keyboard

  /// Whether the guide belongs to the root (the others belong to scroll views).
  public var isRootGuide: Bool { self == .safeArea || self == .margins || self == .keyboard }
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

import Layout

/// NSLayoutConstraint.FormatOptions: alignment of all views in the format, and the direction of H formats.
public enum VFLOption: String, Sendable, Hashable, CaseIterable {
  case alignAllLeft, alignAllRight, alignAllTop, alignAllBottom, alignAllLeading, alignAllTrailing
  case alignAllCenterX, alignAllCenterY, alignAllFirstBaseline, alignAllLastBaseline
  case directionLeadingToTrailing, directionLeftToRight, directionRightToLeft

  /// The attribute aligned by an alignAll option; nil for direction options.
  public var alignment: LayoutAttribute? {
    switch self {
    case .alignAllLeft: .left
    case .alignAllRight: .right
    case .alignAllTop: .top
    case .alignAllBottom: .bottom
    case .alignAllLeading: .leading
    case .alignAllTrailing: .trailing
    case .alignAllCenterX: .centerX
    case .alignAllCenterY: .centerY
    case .alignAllFirstBaseline: .firstBaseline
    case .alignAllLastBaseline: .lastBaseline
    case .directionLeadingToTrailing, .directionLeftToRight, .directionRightToLeft: nil
    }
  }

  /// The direction of a direction option; nil for alignments.
  public var direction: VFLDirection? {
    switch self {
    case .directionLeadingToTrailing: .leadingToTrailing
    case .directionLeftToRight: .leftToRight
    case .directionRightToLeft: .rightToLeft
    default: nil
    }
  }

  /// Whether the option may be used with the orientation: alignment must be across the layout axis
  /// (an H format aligns tops, a V format aligns lefts), and directions only apply to H formats.
  public func isValid(for orientation: VFLOrientation) -> Bool {
    if let attribute = alignment {
      return attribute.axis == (orientation == .horizontal ? .vertical : .horizontal)
    }
    return orientation == .horizontal
  }
}

/// How an H format maps onto the horizontal attributes.
public enum VFLDirection: Sendable, Hashable {
  /// Leading to trailing (the default).
  case leadingToTrailing
  /// Left to right, using left/right.
  case leftToRight
  /// Right to left, using right/left.
  case rightToLeft
}

/// The validated options of one VFL entry.
public struct VFLOptions: Sendable, Hashable {
  /// Attributes to align between consecutive views.
  public var alignments: [LayoutAttribute]
  /// The direction of H formats.
  public var direction: VFLDirection

  /// Creates options.
  public init(alignments: [LayoutAttribute] = [], direction: VFLDirection = .leadingToTrailing) {
    self.alignments = alignments
    self.direction = direction
  }

  /// Builds options from the option list (later direction options win; invalid ones must be rejected first).
  public init(_ options: [VFLOption]) {
    self.init()
    for option in options {
      if let attribute = option.alignment, !alignments.contains(attribute) { alignments.append(attribute) }
      if let direction = option.direction { self.direction = direction }
    }
  }
}

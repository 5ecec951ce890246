/// A layout attribute of a view or guide (UIKit's NSLayoutConstraint.Attribute; LTR only).
public enum LayoutAttribute: String, Sendable, Hashable, Codable, CaseIterable {
  case leading, trailing, left, right, top, bottom, width, height, centerX, centerY
  case firstBaseline, lastBaseline

  /// The axis the attribute measures along.
  public var axis: LayoutAxis {
    switch self {
    case .leading, .trailing, .left, .right, .width, .centerX: return .horizontal
    case .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline: return .vertical
    }
  }

  /// Whether this is a dimension (width/height) rather than a location.
  public var isSize: Bool { self == .width || self == .height }

  /// Whether this is one of the four edges (not a size, centre or baseline).
  var isEdge: Bool {
    switch self {
    case .leading, .trailing, .left, .right, .top, .bottom: true
    default: false
    }
  }

  /// Whether the attribute depends on the text's baselines.
  var isBaseline: Bool { self == .firstBaseline || self == .lastBaseline }
}

/// Horizontal or vertical.
public enum LayoutAxis: String, Sendable, Hashable, Codable, CaseIterable {
  case horizontal, vertical
}

/// Something constraints can refer to: the root (canvas) view, its guides, or a view by id.
public enum LayoutItem: Sendable, Hashable, CustomStringConvertible {
  /// The canvas view; its frame is (0, 0, root size).
  case root
  /// `root.safeAreaLayoutGuide`: the root inset by the safe-area insets.
  case safeArea
  /// `root.layoutMarginsGuide`: the safe area inset by the margins (insetsLayoutMarginsFromSafeArea).
  case margins
  /// A view, identified by the caller's id.
  case view(String)

  /// Parses "root", "root.safeArea", "root.margins", anything else is a view id.
  public init(_ name: String) {
    switch name {
    case "root": self = .root
    case "root.safeArea": self = .safeArea
    case "root.margins": self = .margins
    default: self = .view(name)
    }
  }

  /// The name as `init(_:)` parses it.
  public var description: String {
    switch self {
    case .root: return "root"
    case .safeArea: return "root.safeArea"
    case .margins: return "root.margins"
    case .view(let id): return id
    }
  }
}

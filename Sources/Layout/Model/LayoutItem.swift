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
  /// `root.keyboardLayoutGuide` (iOS 15): from the keyboard's top to the root's bottom, or the
  /// bottom safe area while the keyboard is hidden (`usesBottomSafeArea`, facts KB7).
  case keyboard
  /// A scroll view's `contentLayoutGuide`: the content rectangle, origin at the scroll view's
  /// bounds (0, 0), its size decided by the constraints on it (see `addScrollView`).
  case contentGuide(String)
  /// A scroll view's `frameLayoutGuide`: its visible frame, which in its bounds coordinates sits
  /// at the content offset.
  case frameGuide(String)

  /// Parses "root", "root.safeArea", "root.margins", "ID.contentLayoutGuide",
  /// "ID.frameLayoutGuide"; anything else is a view id.
  public init(_ name: String) {
    switch name {
    case "root": self = .root
    case "root.safeArea": self = .safeArea
    case "root.margins": self = .margins
    case "root.keyboard": self = .keyboard
    default:
      if let id = name.dropSuffix(Self.contentGuideSuffix) {
        self = .contentGuide(id)
      } else if let id = name.dropSuffix(Self.frameGuideSuffix) {
        self = .frameGuide(id)
      } else {
        self = .view(name)
      }
    }
  }

  static let contentGuideSuffix = ".contentLayoutGuide"
  static let frameGuideSuffix = ".frameLayoutGuide"

  /// The view that owns the item: the view itself, or the scroll view of a guide; nil for the
  /// root and its guides.
  public var owner: String? {
    switch self {
    case .root, .safeArea, .margins, .keyboard: nil
    case .view(let id), .contentGuide(let id), .frameGuide(let id): id
    }
  }

  /// The name as `init(_:)` parses it.
  public var description: String {
    switch self {
    case .root: return "root"
    case .safeArea: return "root.safeArea"
    case .margins: return "root.margins"
    case .keyboard: return "root.keyboard"
    case .view(let id): return id
    case .contentGuide(let id): return id + Self.contentGuideSuffix
    case .frameGuide(let id): return id + Self.frameGuideSuffix
    }
  }
}

extension String {
  /// The string without `suffix`, or nil when it does not end with it (or is only the suffix).
  fileprivate func dropSuffix(_ suffix: String) -> String? {
    guard hasSuffix(suffix), count > suffix.count else { return nil }
    return String(dropLast(suffix.count))
  }
}

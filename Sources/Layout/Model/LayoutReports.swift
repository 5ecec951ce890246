/// A constraint named in a layout report: the caller's id and label.
import Geometry

public struct LayoutConstraintReference: Sendable, Hashable {
  /// The caller's id; engine-made constraints start with "_" (e.g. "_root.width").
  public let id: String
  /// The text as the scene wrote it (or the engine's description of its own constraints).
  public let label: String
}

/// "Unable to simultaneously satisfy constraints": an irreducible conflicting set of required
/// constraints and the one the engine broke (kept at a priority above every optional one).
public struct LayoutConflict: Sendable, Hashable, CustomStringConvertible {
  public let conflicting: [LayoutConstraintReference]
  public let broken: LayoutConstraintReference

  public var description: String {
    var text = "Unable to simultaneously satisfy constraints.\n(\n"
    for item in conflicting { text += "    \"\(item.label)\"\n" }
    text += ")\n\nWill attempt to recover by breaking constraint\n    \"\(broken.label)\""
    return text
  }
}

/// One of the four frame variables of a view.
public enum FrameComponent: String, Sendable, Hashable, Codable, CaseIterable {
  case x, y, width, height
}

/// A view whose frame is not uniquely determined (UIKit's `hasAmbiguousLayout`).
public struct LayoutAmbiguity: Sendable, Hashable {
  public let view: String
  /// The components that can move without violating anything or costing anything.
  public let components: [FrameComponent]
}

/// Something the caller should know about a solve, returned as data.
public enum LayoutWarning: Sendable, Hashable {
  /// A required constraint was broken to recover from a conflict.
  case unsatisfiable(LayoutConflict)
  /// Text measurement kept changing after the maximum number of passes.
  case measurementDidNotConverge(views: [String])
}

/// The outcome of `LayoutEngine.solve()`.
public struct LayoutSolution: Sendable, Hashable {
  /// Every view's frame in root coordinates (plus "root").
  public let frames: [String: Rect]
  /// Conflicts met since the previous solve, in the order they happened.
  public let conflicts: [LayoutConflict]
  /// Conflicts and measurement problems, as data.
  public let warnings: [LayoutWarning]
  /// Measurement passes used (1 when nothing depends on width).
  public let passes: Int
}

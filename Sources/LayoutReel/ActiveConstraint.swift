import Layout

/// A constraint in force, under the id the scene (or a view kind) gave it: what the preview's
/// constraint overlay draws and lists for a view.
public struct ActiveConstraint: Sendable, Equatable {
  public let id: String
  public let constraint: LayoutConstraint
}

/// The active constraints as they stood from `time` on (each timeline step may change them).
struct ActiveConstraintEntry: Sendable, Equatable {
  let time: Double
  let constraints: [ActiveConstraint]
}

extension CompiledScene {
  /// The constraints in force at `time`: the model's, as the last step at or before `time` left
  /// them (a constant animating towards its new value is already the new value, as in UIKit).
  public func activeConstraints(at time: Double) -> [ActiveConstraint] {
    activeConstraintLog.last { $0.time <= time }?.constraints ?? []
  }
}

extension SceneLayout {
  /// The engine's active constraints, sorted by id.
  func activeConstraintList() -> [ActiveConstraint] {
    engine.activeConstraints.map { ActiveConstraint(id: $0.id, constraint: $0.constraint) }
  }
}

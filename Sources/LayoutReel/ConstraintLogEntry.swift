/// The constraints view kinds generated, as they stood from `time` on (a stack view makes its
/// constraints again when an arranged subview is hidden or shown).
struct ConstraintLogEntry: Sendable, Equatable {
  let time: Double
  let constraints: [GeneratedConstraint]
}

extension CompiledScene {
  /// The constraints view kinds generated (stack views' `UISV-` constraints) in force at `time`,
  /// in view order.
  public func generatedConstraints(at time: Double) -> [GeneratedConstraint] {
    constraintLog.last { $0.time <= time }?.constraints ?? []
  }
}

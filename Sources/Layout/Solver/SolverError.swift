/// Why a solver call was refused. Each case carries the constraint as the caller labelled it.
public enum SolverError: Error, Sendable, Equatable {
  /// A coefficient or constant was NaN or infinite.
  case nonFiniteValue(label: String)
  /// The id names no installed constraint.
  case unknownConstraint(ConstraintID)
  /// A required constraint conflicts with the installed required constraints; nothing changed.
  case unsatisfiable(ConflictReport)
  /// An installed constraint cannot change to or from required (as in UIKit).
  case requiredPriorityChange(label: String, from: LayoutPriority, to: LayoutPriority)
  /// The simplex core met a state its invariants rule out (a bug); the message says which.
  case internalFailure(String)
}

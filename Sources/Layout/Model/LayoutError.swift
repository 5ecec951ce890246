/// Why a layout engine call was refused; cases carry the caller's id and label.
public enum LayoutError: Error, Sendable, Equatable {
  /// A constraint with this id is already installed.
  case duplicateConstraint(id: String)
  /// No constraint (or group) has this id.
  case unknownConstraint(id: String)
  /// A constant, multiplier, size or inset was NaN or infinite.
  case nonFiniteValue(id: String, label: String)
  /// The attributes cannot be related (axes differ, location vs size, or a location with no second item).
  case invalidAttributes(id: String, label: String, reason: String)
  /// An installed constraint cannot change to or from required (UIKit raises the same).
  case requiredPriorityChange(id: String, label: String)
  /// The solver failed internally; the message says where.
  case solverFailure(String)
}

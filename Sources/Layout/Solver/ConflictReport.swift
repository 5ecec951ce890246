/// A constraint named in a report: the solver's id and the caller's label.
public struct ConstraintReference: Sendable, Hashable {
  public let id: ConstraintID
  public let label: String
}

/// UIKit's "Unable to simultaneously satisfy constraints", as data.
///
/// `conflicting` is an irreducible infeasible set of required constraints (removing any one makes
/// the rest satisfiable), found by deletion filtering over the simplex certificate; `broken` is
/// the constraint the solver gave up on (always one of `conflicting`).
public struct ConflictReport: Sendable, Hashable, CustomStringConvertible {
  /// The conflicting required constraints, in the order they were first added.
  public let conflicting: [ConstraintReference]
  /// The constraint kept out of the required set.
  public let broken: ConstraintReference

  public var description: String {
    var text = "Unable to simultaneously satisfy constraints.\n(\n"
    for item in conflicting { text += "    \"\(item.label)\"\n" }
    text += ")\n\nWill attempt to recover by breaking constraint\n    \"\(broken.label)\""
    return text
  }
}

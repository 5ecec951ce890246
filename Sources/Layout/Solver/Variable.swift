/// A solver variable (unrestricted in sign); create it with `Solver.makeVariable(_:)`.
public struct Variable: Sendable, Hashable {
  let symbol: SymbolID
}

/// An identifier the solver hands out for each added constraint.
public struct ConstraintID: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// Increasing in the order constraints were first added.
  public let rawValue: Int

  public static func < (lhs: ConstraintID, rhs: ConstraintID) -> Bool { lhs.rawValue < rhs.rawValue }

  public var description: String { "#\(rawValue)" }
}

/// The role of a tableau symbol; it decides which pivots are legal.
enum SymbolKind: UInt8, Sendable {
  /// A caller variable: unrestricted in sign, never leaves through a ratio test.
  case external
  /// An inequality slack: restricted to >= 0.
  case slack
  /// The error of a non-required constraint: restricted to >= 0 and costed in the objective.
  case error
  /// The marker of a required equality: pinned to 0, never enters the basis.
  case dummy
}

/// A tableau symbol: a dense index into the tableau's `SymbolTable`.
typealias SymbolID = Int32

/// One `coefficient * symbol` entry of a sparse row.
struct Term: Sendable, Equatable {
  var id: SymbolID
  var coef: Double
}

/// Coefficients this small are treated as exact zeros (kiwi uses the same bound).
let nearZeroEpsilon = 1.0e-8

@inline(__always)
func isNearZero(_ value: Double) -> Bool {
  value < nearZeroEpsilon && value > -nearZeroEpsilon
}

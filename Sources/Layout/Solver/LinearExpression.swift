/// `sum(coefficient * variable) + constant`.
public struct LinearExpression: Sendable, Equatable {
  /// The terms; a variable may repeat (the solver merges repeats).
  public var terms: [(variable: Variable, coefficient: Double)]
  /// The constant part.
  public var constant: Double

  /// An expression from terms and a constant.
  public init(_ terms: [(variable: Variable, coefficient: Double)] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// The expression `1 * variable`.
  public init(_ variable: Variable) {
    self.init([(variable, 1)])
  }

  /// Whether every coefficient and the constant are finite.
  public var isFinite: Bool {
    constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
  }

  public static func == (lhs: LinearExpression, rhs: LinearExpression) -> Bool {
    lhs.constant == rhs.constant && lhs.terms.count == rhs.terms.count
      && zip(lhs.terms, rhs.terms).allSatisfy { $0.variable == $1.variable && $0.coefficient == $1.coefficient }
  }

  public static func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    LinearExpression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
  }

  public static func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression {
    lhs + rhs * -1
  }

  public static func * (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    LinearExpression(lhs.terms.map { ($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
  }

  public static func + (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    LinearExpression(lhs.terms, constant: lhs.constant + rhs)
  }

  public static func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    lhs + -rhs
  }
}

extension Variable {
  /// `coefficient * variable` as an expression.
  public static func * (lhs: Variable, rhs: Double) -> LinearExpression {
    LinearExpression([(lhs, rhs)])
  }

  public static func + (lhs: Variable, rhs: Variable) -> LinearExpression {
    LinearExpression([(lhs, 1), (rhs, 1)])
  }

  public static func - (lhs: Variable, rhs: Variable) -> LinearExpression {
    LinearExpression([(lhs, 1), (rhs, -1)])
  }

  public static func + (lhs: Variable, rhs: Double) -> LinearExpression {
    LinearExpression([(lhs, 1)], constant: rhs)
  }

  public static func - (lhs: Variable, rhs: Double) -> LinearExpression {
    LinearExpression([(lhs, 1)], constant: -rhs)
  }
}

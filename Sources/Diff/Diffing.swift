/// A comparison strategy as a value, in the manner of swift-snapshot-testing's `Diffing`:
/// `compare` returns nil when the values match, otherwise a report that says why.
///
/// Build variants by `pullback` rather than new assertion functions, e.g. compare scenes by
/// pulling `.image` back along "render this scene at time t":
///
///     let atHalf: Diffing<Scene> = Diffing.image(tolerance: .percent(0.1)).pullback { render($0, at: 0.5) }
///     if let report = atHalf.compare(expected, actual) { Issue.record(Comment(rawValue: report.message)) }
public struct Diffing<Value>: Sendable {
  /// Nil for a match, otherwise the failure report.
  public let compare: @Sendable (_ reference: Value, _ actual: Value) -> DiffReport?

  /// A strategy from its comparison closure.
  public init(compare: @escaping @Sendable (_ reference: Value, _ actual: Value) -> DiffReport?) {
    self.compare = compare
  }

  /// The same strategy for another type, reached through `transform`.
  public func pullback<NewValue>(
    _ transform: @escaping @Sendable (NewValue) -> Value
  ) -> Diffing<NewValue> {
    let compare = self.compare
    return Diffing<NewValue> { reference, actual in compare(transform(reference), transform(actual)) }
  }
}

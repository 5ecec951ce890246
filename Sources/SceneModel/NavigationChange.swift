/// `pushViewController(_:animated: true)` or `popViewController(animated: true)` on the
/// navigation controller a navigation bar stands for: the bar's top item changes with the
/// standard transition (facts NB6, NB7). The step's duration and curve time it; a scene that
/// gives none gets UINavigationController's (`BarMetrics.pushDuration`, easeInOut).
public struct NavigationChange: Sendable, Hashable {
  public enum Operation: Sendable, Hashable {
    /// Pushes the item with this name (`NavigationItem.name`), the next one up the bar's stack.
    case push(String)
    /// Pops the top item.
    case pop
  }

  public var operation: Operation
  /// The navigation bar's id; nil when the scene has one.
  public var bar: String?

  public init(_ operation: Operation, bar: String? = nil) {
    self.operation = operation
    self.bar = bar
  }
}

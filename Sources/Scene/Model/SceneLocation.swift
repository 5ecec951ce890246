/// Where something was written in a scene file: file, line:column and JSON path.
public struct SceneLocation: Sendable, Hashable, CustomStringConvertible {
  /// The file name as given to the loader.
  public var file: String
  /// Line and column.
  public var position: SourcePosition
  /// The JSON path, e.g. `views[2].backgroundColor`.
  public var path: String

  /// Creates a location.
  public init(file: String, position: SourcePosition, path: String) {
    self.file = file
    self.position = position
    self.path = path
  }

  public var description: String { "\(file):\(position.line):\(position.column)" }
}

/// A value with the place it was written, so later stages (colour parsing, image loading) can report
/// their own errors at the right spot.
public struct Located<Value: Sendable & Hashable>: Sendable, Hashable {
  /// The value.
  public var value: Value
  /// Where it was written.
  public var location: SceneLocation

  /// Creates a located value.
  public init(_ value: Value, at location: SceneLocation) {
    self.value = value
    self.location = location
  }
}

/// Where something was written in a scene file: file, line:column and JSON path.
public struct SceneLocation: Sendable, Hashable, CustomStringConvertible {
  /// The file name as given to the loader.
  public var file: String
  public var position: SourcePosition
  /// The JSON path, e.g. `views[2].backgroundColor`.
  public var path: String
  /// How many columns a caret under it spans.
  public var length: Int
  /// Which expansion of a template the element came from (`in repetition i = 3 of "dots"`).
  public var note: String?

  public init(file: String, position: SourcePosition, path: String, length: Int = 1, note: String? = nil) {
    self.file = file
    self.position = position
    self.path = path
    self.length = length
    self.note = note
  }

  public var description: String { "\(file):\(position.line):\(position.column)" }
}

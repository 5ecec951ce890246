/// A place in a source file: 1-based line and column (columns count Unicode scalars) plus the byte offset.
public struct SourcePosition: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// 1-based line number.
  public var line: Int
  /// 1-based column, counted in Unicode scalars from the start of the line.
  public var column: Int
  /// 0-based UTF-8 byte offset from the start of the file.
  public var offset: Int

  /// Creates a position.
  public init(line: Int, column: Int, offset: Int) {
    self.line = line
    self.column = column
    self.offset = offset
  }

  /// The position `scalars` Unicode scalars further on the same line.
  public func advanced(byColumns scalars: Int) -> SourcePosition {
    SourcePosition(line: line, column: column + scalars, offset: offset + scalars)
  }

  public static func < (a: SourcePosition, b: SourcePosition) -> Bool {
    (a.line, a.column, a.offset) < (b.line, b.column, b.offset)
  }

  public var description: String { "\(line):\(column)" }
}

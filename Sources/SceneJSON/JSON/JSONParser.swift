/// A strict RFC 8259 JSON parser that records the line, column and path of every node.
///
/// It is iterative (an explicit stack, not recursion), so hostile nesting produces an error instead of
/// a stack overflow, and it works on raw UTF-8 bytes for speed on multi-megabyte files.
public struct JSONParser {
  /// Limits applied while parsing.
  public struct Options: Sendable {
    /// Deepest allowed nesting of arrays and objects.
    public var maxDepth: Int
    /// Largest allowed magnitude of a number; the default, 2^53, keeps integers exact in a Double.
    public var maxMagnitude: Double
    /// Longest allowed number literal, so a megabyte of digits cannot stall the parser.
    public var maxNumberLength: Int

    /// Creates options (defaults: depth 128, magnitude 2^53, 64-character numbers).
    public init(maxDepth: Int = 128, maxMagnitude: Double = 9_007_199_254_740_992, maxNumberLength: Int = 64) {
      self.maxDepth = maxDepth
      self.maxMagnitude = maxMagnitude
      self.maxNumberLength = maxNumberLength
    }
  }

  /// Parses a whole document.
  public static func parse(_ source: SourceFile, options: Options = Options()) throws(SceneError) -> JSONValue {
    let result: Result<JSONValue, SceneError> = source.bytes.withUnsafeBufferPointer { buffer in
      var reader = JSONReader(bytes: buffer, source: source, options: options)
      do throws(SceneError) {
        return .success(try reader.parseDocument())
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  /// Parses text (convenience for tests and tools).
  public static func parse(_ text: String, name: String = "<input>", options: Options = Options())
    throws(SceneError) -> JSONValue
  {
    try parse(SourceFile(name: name, text: text), options: options)
  }
}

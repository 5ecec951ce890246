/// Everything that can be wrong with a scene, as data: where (file, JSON path, line:column, caret width)
/// and what (`problem`). `SceneErrorRenderer` turns it into text.
public struct SceneError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The file name as given to the loader.
  public var file: String
  /// The JSON path of the offending node, e.g. `views[2].kind`; nil for syntax errors.
  public var path: String?
  /// Where the caret goes; nil when the problem has no position (an unreadable file).
  public var position: SourcePosition?
  /// How many columns the caret underlines (at least 1).
  public var length: Int
  /// The source line at `position`, for the excerpt.
  public var sourceLine: String?
  /// What is wrong.
  public var problem: SceneProblem
  /// A close valid alternative found by edit distance ("did you mean").
  public var suggestion: String?
  /// Which expansion of the written text was wrong, e.g. `in repetition i = 3 of "dots"`, when the
  /// text was a template that stands for several.
  public var note: String?

  /// Creates an error.
  public init(
    file: String, path: String? = nil, position: SourcePosition?, length: Int = 1,
    sourceLine: String? = nil, problem: SceneProblem, suggestion: String? = nil, note: String? = nil
  ) {
    self.file = file
    self.path = path
    self.position = position
    self.length = max(1, length)
    self.sourceLine = sourceLine
    self.problem = problem
    self.suggestion = suggestion
    self.note = note
  }

  /// The rendered message, first line only (no excerpt).
  public var message: String { SceneErrorRenderer.headline(self) }

  /// The fully rendered error (headline plus excerpt with caret).
  public var description: String { SceneErrorRenderer.render(self) }
}

/// All errors found in one scene, ordered by position.
public struct SceneErrors: Error, Sendable, Equatable, CustomStringConvertible {
  /// The errors, sorted by line and column.
  public let errors: [SceneError]
  /// How many more errors were found but not kept (see `DecodingContext.errorLimit`).
  public let omitted: Int

  /// Creates a list, sorting it by position (errors without one come first).
  public init(_ errors: [SceneError], omitted: Int = 0) {
    self.omitted = omitted
    self.errors = errors.enumerated().sorted { a, b in
      switch (a.element.position, b.element.position) {
      case (nil, nil): return a.offset < b.offset
      case (nil, _): return true
      case (_, nil): return false
      case (let p?, let q?): return p == q ? a.offset < b.offset : p < q
      }
    }.map(\.element)
  }

  /// Every error rendered, separated by blank lines, then how many more there were.
  public var description: String {
    let shown = SceneErrorRenderer.render(errors)
    guard let omittedMessage else { return shown }
    return shown + "\n\n\(errors.first?.file ?? ""): error: \(omittedMessage)"
  }

  /// The line that stands for the omitted errors, for tools.
  public var omittedMessage: String? {
    omitted > 0 ? "\(omitted) more \(omitted == 1 ? "error is" : "errors are") not shown; fix these first" : nil
  }
}

extension SourceFile {
  /// An error at `position` with the excerpt taken from this file.
  func error(
    _ problem: SceneProblem, at position: SourcePosition, length: Int = 1, path: JSONPath? = nil,
    suggestion: String? = nil
  ) -> SceneError {
    SceneError(
      file: name, path: path.flatMap { $0.isRoot ? nil : $0.description }, position: position,
      length: length, sourceLine: lineText(containing: position.offset), problem: problem,
      suggestion: suggestion)
  }
}

import SceneModel

/// A scene read from a file: the model, and where each of its elements was written.
public struct SceneDocument: Sendable {
  public var scene: Scene
  public var sourceMap: SourceMap
  /// Files the scene reads besides itself (its images, resolved against its folder), each once,
  /// in the order first named: what a cache key must cover.
  public var assets: [String] = []

  public init(scene: Scene, sourceMap: SourceMap) {
    self.scene = scene
    self.sourceMap = sourceMap
  }
}

/// Where each element of a decoded scene was written, so a problem found later (by the layout
/// engine, the image decoder, the animation engine) is reported at its line and column.
public struct SourceMap: Sendable {
  /// The file, with its text for excerpts.
  public let source: SourceFile
  private var locations: [ModelElement: SceneLocation] = [:]

  public init(source: SourceFile) { self.source = source }

  mutating func record(_ element: ModelElement, at location: SceneLocation) {
    if locations[element] == nil { locations[element] = location }
  }

  /// Where `element` was written; a view's property falls back to the view.
  public func location(of element: ModelElement) -> SceneLocation? {
    if let location = locations[element] { return location }
    if case .viewProperty(let id, _) = element { return locations[.view(id)] }
    return nil
  }

  /// `error` as a scene error at the place its element was written (the file itself when the
  /// element is not in the map), with the excerpt and caret.
  public func sceneError(_ error: ModelError) -> SceneError {
    guard let location = location(of: error.element) else {
      return SceneError(file: source.name, position: nil, problem: .invalid(error.description))
    }
    return SceneError(
      file: source.name, path: location.path.isEmpty ? nil : location.path, position: location.position,
      length: location.length, sourceLine: source.lineText(containing: location.position.offset),
      problem: .invalid(error.message), note: location.note)
  }
}

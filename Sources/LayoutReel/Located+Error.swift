import Scene

extension Located {
  /// An error at this value's position, for problems found after decoding (a colour the
  /// rasterizer cannot parse, an image that cannot be loaded).
  func error(_ problem: SceneProblem, length: Int = 1) -> SceneError {
    SceneError(
      file: location.file, path: location.path, position: location.position, length: length, problem: problem)
  }
}

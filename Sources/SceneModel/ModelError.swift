/// A part of a scene, named the way the model knows it, so a front end can say where it wrote it.
public enum ModelElement: Sendable, Hashable, CustomStringConvertible {
  /// The scene as a whole.
  case scene
  case canvas
  /// A view, by id.
  case view(String)
  /// One property of a view (`image`, `font`), by the key scenes write it with.
  case viewProperty(String, key: String)
  /// An entry of `Scene.constraints`, by index.
  case constraint(Int)
  /// The timeline as a whole (its schedule).
  case timeline
  /// A step of `Scene.timeline`, by index.
  case step(Int)
  /// A change of a step (of one of its keyframes when `keyframe` is set), by index.
  case change(step: Int, keyframe: Int?, index: Int)

  /// The element as a path in the scene's own terms ("views.title", "timeline[2].changes[0]").
  public var description: String {
    switch self {
    case .scene: "scene"
    case .canvas: "canvas"
    case .view(let id): "view \(id)"
    case .viewProperty(let id, let key): "view \(id).\(key)"
    case .constraint(let i): "constraints[\(i)]"
    case .timeline: "timeline"
    case .step(let i): "timeline[\(i)]"
    case .change(let step, let keyframe?, let index): "timeline[\(step)].keyframes[\(keyframe)].changes[\(index)]"
    case .change(let step, nil, let index): "timeline[\(step)].changes[\(index)]"
    }
  }
}

/// A problem the pipeline found in a model it was given (an image that cannot be loaded, a
/// constraint the engine refuses, a timing out of range), with the element it concerns.
public struct ModelError: Error, Sendable, Equatable, CustomStringConvertible {
  public var element: ModelElement
  /// What is wrong, as a sentence fragment ("cannot load the image: ...").
  public var message: String

  public init(_ element: ModelElement, _ message: String) {
    self.element = element
    self.message = message
  }

  public var description: String { "\(element): \(message)" }
}

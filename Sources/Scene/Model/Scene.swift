/// A decoded scene: the canvas, the view tree, the constraints and the timeline.
public struct Scene: Sendable, Hashable {
  /// The scene name (the file name without extension when not given).
  public var name: String
  /// Free text for the author.
  public var notes: String?
  /// Size, scale, background, safe area and margins of the root view.
  public var canvas: Canvas
  /// Light or dark appearance (system colours depend on it).
  public var appearance: Appearance
  /// Frames per second of the output.
  public var fps: Double
  /// Seconds to hold the last frame before the animation loops.
  public var hold: Double
  /// The total length in seconds, when fixed by the author.
  public var duration: Double?
  /// How many times the output loops; 0 means forever.
  public var loop: Int
  /// Named numbers usable in constraints, VFL and changes.
  public var metrics: [String: Double]
  /// The subviews of the root view, in back-to-front order, each with its own subviews.
  public var views: [ViewNode]
  /// The constraints, in the order written.
  public var constraints: [ConstraintEntry]
  /// The animation steps, in the order written.
  public var timeline: [TimelineStep]
  /// The scene file's name as given to the loader.
  public var file: String
  /// The scene's source text, kept so later stages can quote it in their own errors.
  public var source: SourceFile

  /// An error at `location` with the excerpt from this scene's source, for problems found after
  /// decoding (an unparsable colour, a missing image, an unsatisfiable constraint).
  public func error(
    _ problem: SceneProblem, at location: SceneLocation, length: Int = 1, suggestion: String? = nil
  ) -> SceneError {
    SceneError(
      file: location.file, path: location.path.isEmpty ? nil : location.path, position: location.position,
      length: length, sourceLine: source.lineText(containing: location.position.offset), problem: problem,
      suggestion: suggestion)
  }

  /// Every view of the tree, depth first (parents before children).
  public var allViews: [ViewNode] {
    var result: [ViewNode] = []
    func visit(_ nodes: [ViewNode]) {
      for node in nodes {
        result.append(node)
        visit(node.subviews)
      }
    }
    visit(views)
    return result
  }

  /// Every constraint, with VFL groups expanded in place.
  public var allConstraints: [LayoutConstraint] {
    constraints.flatMap { entry -> [LayoutConstraint] in
      switch entry {
      case .constraint(let definition): [definition.constraint]
      case .group(let group): group.constraints
      }
    }
  }

  /// When the last step ends, or nil if some step repeats forever.
  public var timelineEnd: Double? {
    var end = 0.0
    for step in timeline {
      guard let stepEnd = step.endTime else { return nil }
      end = max(end, stepEnd)
    }
    return end
  }
}

/// The root view's geometry and look.
public struct Canvas: Sendable, Hashable {
  /// Width in points.
  public var width: Double
  /// Height in points.
  public var height: Double
  /// Pixels per point (default 2).
  public var scale: Double
  /// The root view's background colour (default "systemBackground").
  public var background: Located<String>
  /// The safe-area insets of the root view (default 0).
  public var safeArea: EdgeInsets
  /// The layout margins of the root view (default 16).
  public var margins: EdgeInsets
}

/// The user interface style.
public enum Appearance: String, Sendable, Hashable, CaseIterable {
  case light, dark
}

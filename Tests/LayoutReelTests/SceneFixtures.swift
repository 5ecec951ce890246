import LayoutReel
import Testing

/// Small scenes written inline, so each test shows the whole input it checks.
enum SceneFixtures {
  /// A blue box moved by an explicit-frame animation with a linear curve (the first export).
  static let firstBox = """
    {
      "name": "first-box",
      "canvas": {"width": 200, "height": 120, "scale": 2, "background": "#ffffff"},
      "fps": 25,
      "hold": 0.5,
      "views": [
        {"id": "box", "frame": {"x": 10, "y": 35, "width": 50, "height": 50},
         "backgroundColor": "#ff0000", "alpha": 0.5}
      ],
      "timeline": [
        {"id": "slide", "at": 0.2, "duration": 1, "curve": "linear",
         "changes": [{"view": "box", "frame": {"x": 140, "y": 35, "width": 50, "height": 50}, "alpha": 1}]}
      ]
    }
    """

  /// Seed 002: the 200-pt box in a 500 × 300 container, leading @999 and trailing @998 swapped.
  static let competing = """
    {
      "canvas": {"width": 500, "height": 300, "scale": 1},
      "views": [{"id": "container", "backgroundColor": "cyan",
                 "subviews": [{"id": "inner", "backgroundColor": "magenta"}]}],
      "constraints": [
        "container.width == 500", "container.height == 300",
        "container.leading == root.leading", "container.top == root.top",
        "inner.width == 200", "inner.height == 200", "inner.top == container.top + 50",
        {"id": "left", "constraint": "inner.leading == container.leading @999"},
        {"id": "right", "constraint": "inner.trailing == container.trailing @998"}
      ],
      "timeline": [
        {"id": "swap", "duration": 1, "repeat": "forever", "autoreverse": true,
         "changes": [{"constraint": "left", "priority": 998}, {"constraint": "right", "priority": 999}]}
      ],
      "duration": 2
    }
    """

  static func compile(_ json: String, overrides: SceneOverrides = SceneOverrides()) throws -> CompiledScene {
    try CompiledScene(json: json, name: "test.json", overrides: overrides)
  }
}

extension CompiledScene {
  /// The presented frame of one view at `time`, in root coordinates.
  func frame(_ id: String, at time: Double) -> ViewSnapshot? {
    snapshot(at: time).first { $0.id == id }
  }
}

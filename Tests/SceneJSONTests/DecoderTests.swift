import Geometry
import Layout
import Raster
import SceneModel
import Testing
import Text

@testable import SceneJSON

@Suite struct DecoderTests {
  @Test func defaults() throws {
    let scene = try #require(decodeScene(#"{ "canvas": { "width": 100, "height": 50 } }"#, name: "dir/my-scene.json"))
    #expect(scene.name == "my-scene")
    #expect(
      scene.fps == 50 && scene.hold == nil && scene.effectiveHold == 0.5 && scene.loop == 0 && scene.duration == nil)
    #expect(scene.appearance == .light)
    #expect(scene.canvas.scale == 2)
    #expect(scene.canvas.background == .systemBackground)
    #expect(scene.canvas.safeArea == .zero)
    #expect(scene.canvas.margins == EdgeInsets(all: 16))
    #expect(scene.timelineEnd == 0)
  }

  @Test func viewDefaultsAndKinds() throws {
    let scene = try #require(
      decodeScene(
        sceneJSON(
          views: """
            [{ "id": "v" }, { "id": "l", "kind": "label" }, { "id": "s", "kind": "switch" },
             { "id": "t", "kind": "textField" }, { "id": "sep", "kind": "separator", "axis": "vertical" },
             { "id": "ai", "kind": "activityIndicator" }, { "id": "b", "kind": "button" },
             { "id": "i", "kind": "imageView", "image": "/abs/x.png" }]
            """)))
    let v = scene.views[0]
    #expect(v.kind == "view" && v.style.alpha == 1 && v.style.transform == .identity && v.frame == nil)
    #expect(v.contentHugging == AxisPriorities(horizontal: 250, vertical: 250))
    #expect(v.compressionResistance == AxisPriorities(horizontal: 750, vertical: 750))
    #expect(scene.views[2].contentHugging.horizontal == 750)
    #expect(
      scene.views[1].content as? Label
        == Label(
          text: "", font: .font(family: "system", size: 17, weight: .regular), textColor: .label,
          textAlignment: .natural,
          numberOfLines: 1, lineBreakMode: .byTruncatingTail))
    #expect(
      scene.views[3].content as? TextField
        == TextField(text: "", placeholder: "", borderStyle: .none, isSecureTextEntry: false))
    #expect(scene.views[4].content as? Separator == Separator(axis: .vertical, color: .separator))
    #expect(
      scene.views[5].content as? ActivityIndicator == ActivityIndicator(style: .medium, color: nil, isAnimating: true))
    #expect(scene.views[6].content as? Button == Button(title: "", style: .plain, showsActivityIndicator: false))
    let image = try #require(scene.views[7].content as? ImageView)
    #expect(image.image == "/abs/x.png")
  }

  @Test func stylesDecode() throws {
    let scene = try #require(
      decodeScene(
        sceneJSON(
          views: """
            [{ "id": "v", "cornerRadius": { "topLeft": 4 }, "transform": { "scaleX": 2, "rotation": 45 },
               "shadow": { "opacity": 0.5 }, "gradient": { "colors": ["red", "blue"], "locations": [0, 1] },
               "contentHugging": { "horizontal": "low", "vertical": 900 }, "intrinsicSize": { "width": 10 } }]
            """)))
    let style = scene.views[0].style
    #expect(style.cornerRadius == CornerRadii(topLeft: 4, topRight: 0, bottomRight: 0, bottomLeft: 0))
    #expect(style.transform == Transform2D(scaleX: 2, rotation: 45))
    #expect(
      style.shadow?.radius == 3 && style.shadow?.offset == Size(width: 0, height: -3) && style.shadow?.opacity == 0.5)
    #expect(style.gradient?.colors == [try DynamicColor(parsing: "red"), try DynamicColor(parsing: "blue")])
    #expect(style.gradient?.start == Point(x: 0.5, y: 0))
    #expect(scene.views[0].contentHugging == AxisPriorities(horizontal: 250, vertical: 900))
    #expect(scene.views[0].intrinsicSize == IntrinsicSize(width: 10, height: nil))
  }

  @Test func constraintResolution() throws {
    let scene = try #require(
      decodeScene(
        sceneJSON(
          views: #"[{ "id": "a" }, { "id": "b" }]"#,
          constraints: """
            ["a.top == b.bottom + system * 3 - pad", "a.width == b.height * 2 @defaultHigh + 1",
             "a.leading == root.safeArea.leading @prio", "b.width == 10 @low - 1"]
            """,
          metrics: #"{ "pad": 4, "prio": 600 }"#)))
    let all = scene.constraints.flatMap(\.constraints)
    #expect(all[0].item1 == .view("a") && all[0].attribute1 == .top)
    #expect(all[0].item2 == .view("b") && all[0].attribute2 == .bottom)
    #expect(all[0].constant == 20)
    #expect(all[0].priority == .required)
    #expect(all[1].multiplier == 2 && all[1].priority == LayoutPriority(751))
    #expect(all[2].item2 == .safeArea && all[2].attribute2 == .leading)
    #expect(all[2].priority == LayoutPriority(600))
    #expect(all[3].priority == LayoutPriority(249) && all[3].item2 == nil && all[3].constant == 10)
    #expect(all[1].label == "a.width == b.height * 2 @defaultHigh + 1")
    let map = try #require(
      try? SceneDecoder.decode(
        text: sceneJSON(
          views: #"[{ "id": "a" }, { "id": "b" }]"#,
          constraints: #"["a.top == b.bottom", "a.width == 10"]"#)
      ).sourceMap)
    #expect(map.location(of: .constraint(1))?.position.line == 5)
    #expect(map.location(of: .constraint(1))?.path == "constraints[1]")
  }

  @Test func vflResolutionUsesGroupMetricsOverSceneMetrics() throws {
    let scene = try #require(
      decodeScene(
        sceneJSON(
          views: #"[{ "id": "box", "subviews": [{ "id": "a" }, { "id": "b" }] }]"#,
          constraints: #"[{ "vfl": "|-(pad)-[a(w@p)]-[b]-|", "metrics": { "pad": 3, "w": 50, "p": 700 } }]"#,
          metrics: #"{ "pad": 100 }"#)))
    let constraints = scene.constraints.flatMap(\.constraints)
    // The last is `-|` inside box: UIView's default 8 pt layout margin (facts D11).
    #expect(constraints.map(\.constant) == [3, 50, 8, 8])
    #expect(constraints.map(\.priority.value) == [1000, 700, 1000, 1000])
    #expect(constraints[0].item2 == .view("box"))
    #expect(constraints[3].item1 == .view("box") && constraints[3].attribute1 == .trailing)
  }

  @Test func curvesDecode() throws {
    let scene = try #require(
      decodeScene(
        sceneJSON(
          timeline: """
            [{ "duration": 1 }, { "duration": 1, "curve": "default" }, { "duration": 1, "curve": [0.1, 0.2, 0.3, 1.4] },
             { "duration": 1, "curve": { "dampingRatio": 0.5 } }, { "duration": 1, "curve": { "stiffness": 300 } },
             { "duration": 1, "repeat": 2.5, "autoreverse": true }, { "duration": 1, "repeat": "forever" }]
            """)))
    #expect(
      scene.timeline.map(\.timing) == [
        .easeInOut, .systemDefault, .cubicBezier(x1: 0.1, y1: 0.2, x2: 0.3, y2: 1.4),
        .spring(dampingRatio: 0.5, initialVelocity: 0),
        .physicalSpring(mass: 1, stiffness: 300, damping: 10, initialVelocity: 0), .easeInOut, .easeInOut,
      ])
    #expect(scene.timeline[5].activeDuration == 5)
    #expect(scene.schedule[6].end == nil)
    #expect(scene.timelineEnd == nil)
  }

  @Test func keyframesAndLerps() throws {
    let scene = try #require(
      decodeScene(
        sceneJSON(
          views:
            #"[{ "id": "a", "frame": { "x": 0, "y": 0, "width": 1, "height": 1 } }, { "id": "b" }, { "id": "c" }]"#,
          timeline: """
            [{ "duration": 2, "keyframes": [{ "start": 0.5, "duration": 0.5, "changes": [{ "view": "a", "hidden": true }] }],
               "lerp": [{ "view": "a", "from": "b", "to": "c" }] }]
            """)))
    let step = scene.timeline[0]
    #expect(step.keyframes.map(\.start) == [0.5])
    #expect(step.keyframes.first?.changes.count == 1)
    #expect(step.lerps.map(\.to) == ["c"])
  }

  /// Colours are checked as they are read, so a bad one is reported where it was written.
  @Test func colourErrorsPointAtTheColour() throws {
    let errors = decodeErrors(sceneJSON(views: #"[{ "id": "a", "backgroundColor": "blurple" }]"#))
    #expect(
      errors.first?.description == """
        scene.json:4:45: error: views[0].backgroundColor: unknown colour "blurple"; did you mean "purple"?
         4 |   "views": [{ "id": "a", "backgroundColor": "blurple" }],
           |                                             ^~~~~~~~~
        """)
  }

  /// A problem found after decoding (here an image that does not exist) is placed by the source
  /// map at the key that named it.
  @Test func laterStagesReportAtTheRightPlace() throws {
    let document = try SceneDecoder.decode(
      text: sceneJSON(views: #"[{ "id": "a", "kind": "imageView", "image": "/no/such.png" }]"#))
    let error = document.sourceMap.sceneError(ModelError(.viewProperty("a", key: "image"), "cannot load the image"))
    #expect(
      error.description == """
        scene.json:4:56: error: views[0].image: cannot load the image
         4 |   "views": [{ "id": "a", "kind": "imageView", "image": "/no/such.png" }],
           |                                                        ^~~~~~~~~~~~~~
        """)
  }

  @Test func vflErrorRendersWithCaretInsideTheFormat() {
    let errors = decodeErrors(sceneJSON(views: #"[{ "id": "a" }]"#, constraints: #"[{ "vfl": "V:|-(8)-[a(==10@)]" }]"#))
    #expect(
      errors.first?.description == """
        scene.json:5:45: error: constraints[0].vfl: expected a priority (a number or a metric) after '@', found ")" in "V:|-(8)-[a(==10@)]"
         5 |   "constraints": [{ "vfl": "V:|-(8)-[a(==10@)]" }],
           |                                             ^
        """)
  }

  @Test func hostileNestingThroughTheDecoder() {
    let text = #"{ "canvas": { "width": 1, "height": 1 }, "notes": "# + String(repeating: "[", count: 5000)
    let errors = decodeErrors(text)
    #expect(errors.map(\.problem) == [.nestingTooDeep(limit: 128)])
  }

  @Test func suggestionsUseEditDistance() {
    #expect(Suggestion.editDistance("lable", "label") == 1)
    #expect(Suggestion.editDistance("kitten", "sitting") == 3)
    #expect(Suggestion.closest(to: "lable", in: ViewKinds.all.map { $0.kind }) == "label")
    #expect(Suggestion.closest(to: "Label", in: ["label"]) == "label")
    #expect(Suggestion.closest(to: "xyz", in: ["label", "view"]) == nil)
    #expect(Suggestion.closest(to: "label", in: ["label"]) == nil)
  }
}

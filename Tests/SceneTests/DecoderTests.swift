import Testing

@testable import Scene

@Suite struct DecoderTests {
  @Test func defaults() throws {
    let scene = try #require(decodeScene(#"{ "canvas": { "width": 100, "height": 50 } }"#, name: "dir/my-scene.json"))
    #expect(scene.name == "my-scene")
    #expect(scene.fps == 50 && scene.hold == 0.5 && scene.loop == 0 && scene.duration == nil)
    #expect(scene.appearance == .light)
    #expect(scene.canvas.scale == 2)
    #expect(scene.canvas.background.value == "systemBackground")
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
    #expect(v.kind == .view && v.style.alpha == 1 && v.style.transform == .identity && v.frame == nil)
    #expect(v.contentHugging == AxisPriorities(horizontal: 250, vertical: 250))
    #expect(v.compressionResistance == AxisPriorities(horizontal: 750, vertical: 750))
    #expect(scene.views[2].contentHugging.horizontal == 750)
    #expect(scene.views[1].content == .label(LabelContent(
      text: "", font: .font(family: "system", size: 17, weight: .regular), textColor: nil, textAlignment: .natural,
      numberOfLines: 1, lineBreakMode: .byTruncatingTail)))
    #expect(scene.views[3].content == .textField(TextFieldContent(text: "", placeholder: "", borderStyle: .none, isSecureTextEntry: false)))
    #expect(scene.views[4].content == .separator(SeparatorContent(axis: .vertical, color: nil)))
    #expect(scene.views[5].content == .activityIndicator(ActivityIndicatorContent(style: .medium, color: nil, isAnimating: true)))
    #expect(scene.views[6].content == .button(ButtonContent(title: "", style: .plain, showsActivityIndicator: false)))
    guard case .imageView(let image) = scene.views[7].content else {
      Issue.record("expected an image view")
      return
    }
    #expect(image.resolvedImagePath == "/abs/x.png")
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
    #expect(style.cornerRadius == CornerRadii(topLeft: 4, topRight: 0, bottomLeft: 0, bottomRight: 0))
    #expect(style.transform == Transform2D(scaleX: 2, rotation: 45))
    #expect(style.shadow?.radius == 3 && style.shadow?.offset == Size(width: 0, height: -3) && style.shadow?.opacity == 0.5)
    #expect(style.gradient?.colors.map(\.value) == ["red", "blue"])
    #expect(style.gradient?.colors.first?.location.path == "views[0].gradient.colors[0]")
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
    let all = scene.allConstraints
    #expect(all[0].first == LayoutAnchor(item: .view("a"), attribute: .top))
    #expect(all[0].second == LayoutAnchor(item: .view("b"), attribute: .bottom))
    #expect(all[0].constant == 20)
    #expect(all[0].priority == 1000)
    #expect(all[1].multiplier == 2 && all[1].priority == 751)
    #expect(all[2].second == LayoutAnchor(item: .root, guide: .safeArea, attribute: .leading))
    #expect(all[2].priority == 600)
    #expect(all[3].priority == 249 && all[3].second == nil && all[3].constant == 10)
    #expect(all[1].location.position.line == 5)
    #expect(all[1].location.path == "constraints[1]")
  }

  @Test func vflResolutionUsesGroupMetricsOverSceneMetrics() throws {
    let scene = try #require(
      decodeScene(
        sceneJSON(
          views: #"[{ "id": "box", "subviews": [{ "id": "a" }, { "id": "b" }] }]"#,
          constraints: #"[{ "vfl": "|-(pad)-[a(w@p)]-[b]-|", "metrics": { "pad": 3, "w": 50, "p": 700 } }]"#,
          metrics: #"{ "pad": 100 }"#)))
    let constraints = scene.allConstraints
    #expect(constraints.map(\.constant) == [3, 50, 8, 20])
    #expect(constraints.map(\.priority) == [1000, 700, 1000, 1000])
    #expect(constraints[0].second?.item == .view("box"))
    #expect(constraints[3].first == LayoutAnchor(item: .view("box"), attribute: .trailing))
    // The location points at the VFL text that produced the constraint.
    #expect(constraints[1].location.position.column == constraints[0].location.position.column + 10)
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
    #expect(scene.timeline.map(\.curve) == [
      .easeInOut, .systemDefault, .cubicBezier(x1: 0.1, y1: 0.2, x2: 0.3, y2: 1.4),
      .spring(dampingRatio: 0.5, initialVelocity: 0),
      .physicalSpring(mass: 1, stiffness: 300, damping: 10, initialVelocity: 0), .easeInOut, .easeInOut,
    ])
    #expect(scene.timeline[5].activeDuration == 5)
    #expect(scene.timeline[6].endTime == nil)
    #expect(scene.timelineEnd == nil)
  }

  @Test func keyframesAndLerps() throws {
    let scene = try #require(
      decodeScene(
        sceneJSON(
          views: #"[{ "id": "a", "frame": { "x": 0, "y": 0, "width": 1, "height": 1 } }, { "id": "b" }, { "id": "c" }]"#,
          timeline: """
            [{ "duration": 2, "keyframes": [{ "start": 0.5, "duration": 0.5, "changes": [{ "view": "a", "hidden": true }] }],
               "lerp": [{ "view": "a", "from": "b", "to": "c" }] }]
            """)))
    let step = scene.timeline[0]
    #expect(step.keyframes.map(\.start) == [0.5])
    #expect(step.keyframes.first?.changes.count == 1)
    #expect(step.lerps.map(\.to.value) == ["c"])
  }

  @Test func laterStagesReportAtTheRightPlace() throws {
    let scene = try #require(decodeScene(sceneJSON(views: #"[{ "id": "a", "backgroundColor": "blurple" }]"#)))
    let color = try #require(scene.views[0].style.backgroundColor)
    let error = scene.error(
      .unknownName(category: "colour", name: color.value, within: nil), at: color.location,
      length: color.value.count + 2, suggestion: "purple")
    #expect(
      error.description == """
        scene.json:4:45: error: views[0].backgroundColor: unknown colour "blurple"; did you mean "purple"?
         4 |   "views": [{ "id": "a", "backgroundColor": "blurple" }],
           |                                             ^~~~~~~~~
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
    #expect(Suggestion.closest(to: "lable", in: ViewKind.allCases.map(\.rawValue)) == "label")
    #expect(Suggestion.closest(to: "Label", in: ["label"]) == "label")
    #expect(Suggestion.closest(to: "xyz", in: ["label", "view"]) == nil)
    #expect(Suggestion.closest(to: "label", in: ["label"]) == nil)
  }
}

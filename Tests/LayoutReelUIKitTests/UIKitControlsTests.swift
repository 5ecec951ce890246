import Diff
import LayoutReel
import LayoutReelUIKit
import Raster
import SceneJSON
import SceneModel
import Testing

@MainActor
struct UIKitControlsTests {
  /// Records `controls` stacked in a vertical stack view at the top; `appear` runs in viewDidAppear.
  func record(
    _ controls: [UIView], script: (Reel) -> Void = { _ in }, appear: @escaping @MainActor () -> Void = {}
  ) throws -> Reel {
    let reel = Reel(width: 300, height: 200, fps: 50)
    let controller = TestController(
      load: { root in
        for (i, control) in controls.enumerated() {
          control.translatesAutoresizingMaskIntoConstraints = false
          root.addSubview(control)
          NSLayoutConstraint.activate([
            control.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            control.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            control.topAnchor.constraint(equalTo: root.topAnchor, constant: 20 + 50 * CGFloat(i)),
          ])
        }
      },
      appear: { _ in appear() })
    script(reel)
    try reel.record(controller, hold: 0.2)
    return reel
  }

  @Test func segmentedControlSlidesInsideAnAnimation() throws {
    let segments = UISegmentedControl(items: ["Day", "Week", "Month"])
    segments.accessibilityIdentifier = "segments"
    segments.selectedSegmentIndex = 0
    let reel = try record(
      [segments],
      appear: {
        UIView.animate(withDuration: 0.25) { segments.selectedSegmentIndex = 2 }
      })
    let scene = try #require(reel.scene)
    let content = try #require(scene.views.first?.content as? SegmentedControl)
    #expect(content.segments == ["Day", "Week", "Month"] && content.selectedSegmentIndex == 0)
    #expect(scene.timeline.count == 1 && scene.timeline[0].duration == 0.25)
    #expect(
      scene.timeline[0].changes == [
        .view(ViewChange(id: "segments", control: ControlChange(selectedSegmentIndex: 2)))
      ])
  }

  @Test func aTapSelectsTheNextSegmentAndSendsValueChanged() throws {
    let segments = UISegmentedControl(items: ["A", "B"])
    segments.accessibilityIdentifier = "segments"
    segments.selectedSegmentIndex = 0
    var sent = 0
    segments.addAction(UIAction { _ in sent += 1 }, for: .valueChanged)
    let reel = try record([segments], script: { reel in reel.tap(segments, at: 0.1) })
    #expect(sent == 1 && segments.selectedSegmentIndex == 1)
    let step = try #require(reel.scene?.timeline.first)
    #expect(step.start == .at(0.1) && step.duration == 0)
  }

  @Test func progressAnimatesWithSetProgress() throws {
    let bar = UIProgressView(progressViewStyle: .default)
    bar.accessibilityIdentifier = "bar"
    bar.progress = 0.2
    let reel = try record(
      [bar],
      appear: {
        bar.setProgress(0.9, animated: true)
        bar.setProgress(1.5, animated: false)
      })
    let scene = try #require(reel.scene)
    #expect((scene.views.first?.content as? ProgressView)?.progress == Double(Float(0.2)))
    #expect(scene.timeline.count == 2)
    #expect(scene.timeline[0].duration == 0.25)
    #expect(
      scene.timeline[0].changes == [.view(ViewChange(id: "bar", control: ControlChange(progress: Double(Float(0.9)))))])
    // Pinned to 1 (Apple doc UIProgressView.progress), and a snap.
    #expect(scene.timeline[1].duration == 0)
    #expect(scene.timeline[1].changes == [.view(ViewChange(id: "bar", control: ControlChange(progress: 1)))])
  }

  @Test func activityIndicatorShowsWhenItStarts() throws {
    let spinner = UIActivityIndicatorView(style: .large)
    spinner.accessibilityIdentifier = "spinner"
    let reel = try record([spinner], appear: { spinner.startAnimating() })
    let scene = try #require(reel.scene)
    let view = try #require(scene.views.first)
    #expect((view.content as? ActivityIndicator)?.style == .large)
    #expect(view.style.hidden)
    #expect(scene.timeline.first?.changes == [.view(ViewChange(id: "spinner", hidden: false))])
    #expect(spinner.isAnimating)
  }

  /// The three controls draw the same pixels as their JSON twin.
  @Test func controlsMatchTheirJSONTwin() throws {
    let segments = UISegmentedControl(items: ["Day", "Week"])
    segments.selectedSegmentIndex = 0
    segments.accessibilityIdentifier = "segments"
    let bar = UIProgressView(progressViewStyle: .default)
    bar.accessibilityIdentifier = "bar"
    bar.progress = 0.25
    let spinner = UIActivityIndicatorView(style: .medium)
    spinner.accessibilityIdentifier = "spinner"
    spinner.startAnimating()
    let reel = try record(
      [segments, bar, spinner],
      appear: {
        UIView.animate(withDuration: 0.2) {
          segments.selectedSegmentIndex = 1
          bar.setProgress(0.75, animated: true)
        }
      })
    let swift = try reel.compiledScene()
    var constraints: [String] = []
    for (i, id) in ["segments", "bar", "spinner"].enumerated() {
      constraints += [
        "\"\(id).leading == root.leading + 20\"", "\"\(id).trailing == root.trailing - 20\"",
        "\"\(id).top == root.top + \(20 + 50 * i)\"",
      ]
    }
    let json = """
      {"canvas": {"width": 300, "height": 200, "scale": 2}, "hold": 0.2,
       "views": [{"id": "segments", "kind": "segmentedControl", "segments": ["Day", "Week"], "selectedSegmentIndex": 0},
         {"id": "bar", "kind": "progressView", "progress": 0.25},
         {"id": "spinner", "kind": "activityIndicator", "style": "medium"}],
       "constraints": [\(constraints.joined(separator: ", "))],
       "timeline": [{"at": 0, "duration": 0.2, "changes": [{"view": "segments", "selectedSegmentIndex": 1},
         {"view": "bar", "progress": 0.75}]}]}
      """
    let twin = try CompiledScene(SceneDecoder.decode(text: json).scene)
    #expect(swift.clock.frameCount == twin.clock.frameCount)
    for frame in [0, twin.clock.frameCount / 2, twin.clock.frameCount - 1] {
      let t = twin.clock.time(ofFrame: frame)
      let result = try ImageDiff.compare(twin.image(at: t).rgbaImage, swift.image(at: t).rgbaImage)
      #expect(result.mismatchedPixels == 0, "frame \(frame)")
    }
  }
}

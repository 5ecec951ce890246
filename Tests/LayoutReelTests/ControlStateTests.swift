import Animation
import Geometry
import LayoutReel
import Raster
import SceneModel
import Testing

/// Control state that steps change (a switch's isOn, a progress, a selected segment, a button's
/// states) and counting labels, sampled through the whole pipeline at chosen times.
@Suite struct ControlStateTests {
  static func compile(_ views: String, _ constraints: String, _ timeline: String, width: Double = 320) throws
    -> CompiledScene
  {
    try CompiledScene(
      json: """
        {"canvas": {"width": \(width), "height": 200, "scale": 1}, "views": \(views), "constraints": \(constraints),
         "timeline": \(timeline)}
        """, name: "controls.json")
  }

  static func state(_ scene: CompiledScene, _ id: String, at time: Double) throws -> ViewState {
    let i = try #require(scene.viewIDs.firstIndex(of: id))
    return scene.presentation(at: time)[i]
  }

  static func near(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

  /// easeIn (0.42, 0, 1, 1) at half its duration: 0.3153568 of the way (facts A3).
  static let easeInAtHalf = 0.31535681257253945

  @Test func switchKnobSlidesAndTrackCrossFadesAlongTheCurve() throws {
    let scene = try Self.compile(
      #"[{"id": "s", "kind": "switch"}]"#, #"["s.leading == root.leading + 20", "s.top == root.top + 20"]"#,
      #"[{"at": 1, "duration": 1, "curve": "easeIn", "changes": [{"view": "s", "isOn": true}]}]"#)
    #expect(try Self.state(scene, "s", at: 0.5).controls[0] == 0)
    let half = try Self.state(scene, "s", at: 1.5).controls[0]
    #expect(Self.near(half, Self.easeInAtHalf, 1e-6))
    #expect(try Self.state(scene, "s", at: 2).controls[0] == 1)
    // UISwitch 51 x 31: the 27 pt knob travels from x = 2 (off) to x = 22 (on).
    let bounds = Rect(x: 0, y: 0, width: 51, height: 31)
    #expect(Switch.knobFrame(in: bounds, onness: 0) == Rect(x: 2, y: 2, width: 27, height: 27))
    #expect(Switch.knobFrame(in: bounds, onness: 1).minX == 22)
    #expect(Self.near(Switch.knobFrame(in: bounds, onness: half).minX, 2 + 20 * Self.easeInAtHalf, 1e-6))
    // The track mixes systemGray5 (229, 229, 234) toward systemGreen (52, 199, 89).
    let track = Switch.trackColor(onness: 0.5, appearance: .light)
    #expect([track.r, track.g, track.b] == [141, 214, 162])
    #expect(Switch.trackColor(onness: 0, appearance: .light) == Raster.Color(r: 229, g: 229, b: 234, a: 255))
    // Painted: the track left of the knob at half way is the mixed colour, the knob white.
    let image = scene.image(at: 1.5)
    let knob = Switch.knobFrame(in: bounds, onness: half)
    let centre = try #require(image.pixel(x: Int(20 + knob.midX), y: Int(20 + knob.midY)))
    #expect([centre.r, centre.g, centre.b] == [255, 255, 255])
    let expected = Switch.trackColor(onness: half, appearance: .light)
    let trackPixel = try #require(image.pixel(x: 20 + 47, y: 20 + 15))
    #expect(abs(Int(trackPixel.g) - Int(expected.g)) <= 1 && abs(Int(trackPixel.r) - Int(expected.r)) <= 1)
  }

  /// Auto Layout may make a switch's view larger; the control stays 51 x 31 at its top-left
  /// (facts H3: UISwitch ignores the size it is given).
  @Test func aStretchedSwitchKeepsItsSize() throws {
    let scene = try Self.compile(
      #"[{"id": "s", "kind": "switch", "isOn": true}]"#,
      #"["s.leading == root.leading + 20", "s.top == root.top + 20", "s.width == 200", "s.height == 90"]"#, "[]")
    #expect(try Self.state(scene, "s", at: 0).frame == SIMD4(20, 20, 200, 90))
    let image = scene.image(at: 0)
    let track = try #require(image.pixel(x: 20 + 5, y: 20 + 15))
    #expect([track.r, track.g, track.b] == [52, 199, 89])
    // Right of and below the 51 x 31 control: the canvas, not a stretched track.
    for (x, y) in [(20 + 60, 20 + 15), (20 + 5, 20 + 40), (20 + 150, 20 + 60)] {
      let pixel = try #require(image.pixel(x: x, y: y))
      #expect([pixel.r, pixel.g, pixel.b] == [255, 255, 255], "at \(x), \(y)")
    }
  }

  @Test func switchTurnedOffUnderASpringStaysOnItsTrack() throws {
    let scene = try Self.compile(
      #"[{"id": "s", "kind": "switch", "isOn": true}]"#, #"["s.leading == root.leading", "s.top == root.top"]"#,
      #"[{"duration": 0.5, "curve": {"dampingRatio": 0.3}, "changes": [{"view": "s", "isOn": false}]}]"#)
    // The spring carries the value past 0; the knob stops at the off end.
    let values = stride(from: 0.0, through: 0.5, by: 0.01).map {
      (try? Self.state(scene, "s", at: $0).controls[0]) ?? 0
    }
    #expect(values.contains { $0 < -0.05 })
    let bounds = Rect(x: 0, y: 0, width: 51, height: 31)
    #expect(values.allSatisfy { Switch.knobFrame(in: bounds, onness: $0).minX >= 2 })
  }

  @Test func progressBarFillsHalfWayAtHalfAStep() throws {
    let scene = try Self.compile(
      #"[{"id": "bar", "kind": "progressView", "progress": 0.2}]"#,
      #"["bar.leading == root.leading + 10", "bar.trailing == root.trailing - 10", "bar.top == root.top + 10"]"#,
      #"[{"duration": 2, "curve": "linear", "changes": [{"view": "bar", "progress": 0.8}]}]"#)
    // UIProgressView has no intrinsic width and a 4 pt tall bar.
    let frame = try #require(scene.snapshot(at: 0).first { $0.id == "bar" })
    #expect([frame.width, frame.height] == [300, 4])
    let half = try Self.state(scene, "bar", at: 1).controls[0]
    #expect(Self.near(half, 0.5))
    let fill = try #require(ProgressView.fillFrame(in: Rect(x: 0, y: 0, width: 300, height: 4), progress: half))
    #expect(Self.near(fill.width, 150))
    // Painted: blue up to x = 10 + 150, the track after it.
    let image = scene.image(at: 1)
    let blue = try #require(image.pixel(x: 10 + 148, y: 12))
    let track = try #require(image.pixel(x: 10 + 152, y: 12))
    #expect([blue.r, blue.g, blue.b] == [0, 122, 255])
    #expect(track.b < 240 && track.r > 200)
    // Nothing at 0; never narrower than the bar is tall.
    #expect(ProgressView.fillFrame(in: Rect(x: 0, y: 0, width: 300, height: 4), progress: 0) == nil)
    #expect(ProgressView.fillFrame(in: Rect(x: 0, y: 0, width: 300, height: 4), progress: 0.001)?.width == 4)
  }

  @Test func segmentedPlateSlidesAlongTheStep() throws {
    let scene = try Self.compile(
      #"[{"id": "seg", "kind": "segmentedControl", "segments": ["Day", "Week", "Month"], "selectedSegmentIndex": 0}]"#,
      #"["seg.leading == root.leading + 10", "seg.top == root.top + 10", "seg.width == 302"]"#,
      #"[{"duration": 1, "curve": "easeInOut", "changes": [{"view": "seg", "selectedSegmentIndex": 2}]}]"#)
    let frame = try #require(scene.snapshot(at: 0).first { $0.id == "seg" })
    #expect(frame.height == 32)
    // easeInOut is symmetric: half way in time is half way in value, segment 1.
    let position = try Self.state(scene, "seg", at: 0.5).controls[0]
    #expect(Self.near(position, 1, 1e-6))
    // Three 99.33 pt segments inside a 2 pt inset: the plate at x = 2 + 99.33.
    let plate = SegmentedControl.plateFrame(in: Rect(x: 0, y: 0, width: 302, height: 32), count: 3, position: position)
    #expect(Self.near(plate.minX, 2 + 298.0 / 3, 1e-4) && Self.near(plate.width, 298.0 / 3) && plate.height == 28)
    #expect(try Self.state(scene, "seg", at: 1).controls[0] == 2)
  }

  @Test func segmentedControlFromNoSelectionFadesThePlateIn() throws {
    let scene = try Self.compile(
      #"[{"id": "seg", "kind": "segmentedControl", "segments": ["A", "B"]}]"#,
      #"["seg.leading == root.leading", "seg.top == root.top"]"#,
      #"[{"duration": 1, "curve": "linear", "changes": [{"view": "seg", "selectedSegmentIndex": 1}]}]"#)
    let half = try Self.state(scene, "seg", at: 0.5).controls
    #expect(half[0] == 1 && Self.near(half[1], 0.5))
  }

  @Test func buttonStatesSnapAtTheStepStart() throws {
    let scene = try Self.compile(
      #"[{"id": "b", "kind": "button", "title": "Send", "style": "filled"}]"#,
      #"["b.leading == root.leading + 10", "b.top == root.top + 10"]"#,
      #"""
      [{"at": 1, "duration": 1, "changes": [{"view": "b", "isEnabled": false}]},
       {"at": 3, "duration": 1, "changes": [{"view": "b", "isEnabled": true, "isHighlighted": true}]}]
      """#)
    #expect(try Self.state(scene, "b", at: 0.99).controls == ControlValues(0, 0, 0, 0))
    #expect(try Self.state(scene, "b", at: 1).controls == ControlValues(1, 0, 0, 0))
    #expect(try Self.state(scene, "b", at: 1.5).controls == ControlValues(1, 0, 0, 0))
    #expect(try Self.state(scene, "b", at: 3.2).controls == ControlValues(0, 1, 0, 0))
    // Disabled: the fill turns tertiarySystemFill (118, 118, 128 at 12 %) over white, (239, 239, 240);
    // enabled it is systemBlue.
    let inside = (x: 14, y: 14)
    let enabled = try #require(scene.image(at: 0).pixel(x: inside.x, y: inside.y))
    let disabled = try #require(scene.image(at: 1.5).pixel(x: inside.x, y: inside.y))
    #expect([enabled.r, enabled.g, enabled.b] == [0, 122, 255])
    #expect([disabled.r, disabled.g, disabled.b] == [239, 239, 240])
  }

  @Test func countingLabelFollowsEaseInOut() throws {
    let scene = try Self.compile(
      #"[{"id": "pct", "kind": "label", "text": "0%"}]"#, #"["pct.leading == root.leading", "pct.top == root.top"]"#,
      #"[{"duration": 1, "curve": "easeInOut", "changes": [{"view": "pct", "text": {"format": "{value}%", "from": 0, "to": 100}}]}]"#
    )
    // easeInOut (0.42, 0, 0.58, 1): 1.97 at 0.1 s, 12.92 at 0.25 s, 50 at 0.5 s, 87.08 at 0.75 s, 98.03 at 0.9 s.
    let expected = [(0.0, "0%"), (0.1, "2%"), (0.25, "13%"), (0.5, "50%"), (0.75, "87%"), (0.9, "98%"), (1, "100%")]
    for (time, text) in expected {
      #expect(try Self.state(scene, "pct", at: time).presentedText == text, "at \(time) s")
    }
    // Laid out once, for the final "100%".
    let width0 = try #require(scene.snapshot(at: 0).first { $0.id == "pct" }).width
    let width1 = try #require(scene.snapshot(at: 1).first { $0.id == "pct" }).width
    #expect(width1 > width0)
  }

  @Test func countingLabelWithDecimalsContinuesFromItsLastNumber() throws {
    let scene = try Self.compile(
      #"[{"id": "mb", "kind": "label", "text": ""}]"#, #"["mb.leading == root.leading", "mb.top == root.top"]"#,
      #"""
      [{"duration": 1, "curve": "linear", "changes": [{"view": "mb", "text": {"format": "{value:.1f} of 8 MB", "from": 0, "to": 4}}]},
       {"at": 2, "duration": 1, "curve": "linear", "changes": [{"view": "mb", "text": {"format": "{value:.1f} of 8 MB", "to": 8}}]}]
      """#)
    #expect(try Self.state(scene, "mb", at: 0.25).presentedText == "1.0 of 8 MB")
    #expect(try Self.state(scene, "mb", at: 1.5).presentedText == "4.0 of 8 MB")
    #expect(try Self.state(scene, "mb", at: 2.5).presentedText == "6.0 of 8 MB")
    #expect(try Self.state(scene, "mb", at: 3).presentedText == "8.0 of 8 MB")
  }

  @Test func countingLabelOvershootsUnderASpring() throws {
    let scene = try Self.compile(
      #"[{"id": "n", "kind": "label", "text": ""}]"#, #"["n.leading == root.leading", "n.top == root.top"]"#,
      #"[{"duration": 1, "curve": {"dampingRatio": 0.4}, "changes": [{"view": "n", "text": {"format": "{value}", "from": 0, "to": 100}}]}]"#
    )
    let spring = try TimingFunction.spring(duration: 1, dampingRatio: 0.4)
    var overshoot = false
    for time in stride(from: 0.05, to: 1, by: 0.05) {
      let value = 100 * spring.progress(atLocalTime: time)
      let text = try #require(try Self.state(scene, "n", at: time).presentedText)
      // printf's %.0f of the spring's value: compare as numbers within the rounding.
      let shown = try #require(Double(text))
      #expect(abs(shown - value) <= 0.5 + 1e-6, "at \(time) s: \(text) for \(value)")
      if shown > 100 { overshoot = true }
    }
    #expect(overshoot, "a 0.4 damping ratio carries the count past 100")
    #expect(try Self.state(scene, "n", at: 1).presentedText == "100")
  }

  @Test func plainTextEndsACount() throws {
    let scene = try Self.compile(
      #"[{"id": "n", "kind": "label", "text": ""}]"#, #"["n.leading == root.leading", "n.top == root.top"]"#,
      #"""
      [{"duration": 1, "changes": [{"view": "n", "text": {"format": "{value}", "from": 0, "to": 10}}]},
       {"at": 2, "duration": 0, "changes": [{"view": "n", "text": "Done"}]}]
      """#)
    #expect(try Self.state(scene, "n", at: 2).presentedText == "Done")
  }

  static func compileError(_ views: String, _ timeline: String) -> String? {
    do {
      _ = try compile(views, #"["v.leading == root.leading", "v.top == root.top"]"#, timeline)
      return nil
    } catch {
      return "\(error)"
    }
  }

  @Test func segmentPastTheEndIsRefusedAtTheChange() {
    let error = Self.compileError(
      #"[{"id": "v", "kind": "segmentedControl", "segments": ["A", "B"]}]"#,
      #"[{"duration": 1, "changes": [{"view": "v", "selectedSegmentIndex": 2}]}]"#)
    #expect(
      error?.hasPrefix(
        "controls.json:2:43: error: timeline[0].changes[0]: selectedSegmentIndex 2 is not a segment: the control has 2"
      ) == true, "\(error ?? "no error")")
  }

  @Test func aCountWithoutFromNeedsACountingView() {
    let error = Self.compileError(
      #"[{"id": "v", "kind": "label", "text": "0%"}]"#,
      #"[{"duration": 1, "changes": [{"view": "v", "text": {"format": "{value}%", "to": 100}}]}]"#)
    #expect(
      error?.hasPrefix(
        #"controls.json:2:43: error: timeline[0].changes[0]: the count needs a "from": v does not show a counted number yet"#
      ) == true, "\(error ?? "no error")")
  }

  /// The gallery's downloads screen (scenes/controls.json) at the moments its notes describe.
  @Test func galleryDownloadsScreen() throws {
    let scene = try DocumentationScenesTests.load("controls")
    // The switch is off until 0.4 s and on from 0.7 s.
    #expect(try Self.state(scene, "wifiSwitch", at: 0.4).controls[0] == 0)
    #expect(try Self.state(scene, "wifiSwitch", at: 0.7).controls[0] == 1)
    // Half way through the 2.4 s easeInOut download (1.7 s + 1.2 s): half full, 50 %, 24.0 MB.
    #expect(Self.near(try Self.state(scene, "progress", at: 2.9).controls[0], 0.5, 1e-9))
    #expect(try Self.state(scene, "percent", at: 2.9).presentedText == "50%")
    #expect(try Self.state(scene, "size", at: 2.9).presentedText == "24.0 of 48.0 MB")
    #expect(try Self.state(scene, "percent", at: 4.1).presentedText == "100%")
    // The plate reaches High; the button is enabled when the download ends, highlighted 0.6 s later.
    #expect(try Self.state(scene, "quality", at: 1.45).controls[0] == 2)
    #expect(try Self.state(scene, "openMap", at: 4.09).controls[0] == 1)
    #expect(try Self.state(scene, "openMap", at: 4.1).controls == ControlValues(0, 0, 0, 0))
    #expect(try Self.state(scene, "openMap", at: 4.75).controls == ControlValues(0, 1, 0, 0))
    #expect(try Self.state(scene, "openMap", at: 4.9).controls == ControlValues(0, 0, 0, 0))
  }

  @Test func aLabelCanStartCountedAndCountOnWithoutFrom() throws {
    let scene = try Self.compile(
      #"[{"id": "n", "kind": "label", "text": {"format": "{value:.1f} MB", "value": 2}}]"#,
      #"["n.leading == root.leading", "n.top == root.top"]"#,
      #"[{"duration": 1, "curve": "linear", "changes": [{"view": "n", "text": {"format": "{value:.1f} MB", "to": 4}}]}]"#
    )
    #expect(try Self.state(scene, "n", at: 0).presentedText == "2.0 MB")
    #expect(try Self.state(scene, "n", at: 0.5).presentedText == "3.0 MB")
    #expect(try Self.state(scene, "n", at: 1).presentedText == "4.0 MB")
  }
}

import Animation
import Foundation
import Geometry
import LayoutReel
import LayoutReelTesting
import SceneModel
import Testing

/// The keyboard change, its drawn keyboard and `root.keyboard` (UIKit's keyboardLayoutGuide).
@Suite struct KeyboardTests {
  /// A 390 × 844 phone with a 34-pt bottom safe area and an input bar 8 pt above the keyboard guide.
  static func scene(_ steps: String, width: Int = 390, bottom: Int = 34) -> String {
    """
    {"canvas": {"width": \(width), "height": 844, "scale": 1, "safeArea": {"top": 47, "bottom": \(bottom)}},
     "views": [{"id": "bar", "backgroundColor": "systemGray5"}],
     "constraints": ["bar.leading == root.leading", "bar.trailing == root.trailing", "bar.height == 50",
                     "bar.bottom == root.keyboard.top - 8"],
     "timeline": [\(steps)]}
    """
  }

  /// Frames are solved in floating point: equal within a billionth of a point.
  func near(_ value: Double?, _ expected: Double) -> Bool { value.map { abs($0 - expected) < 1e-9 } ?? false }

  /// Core Animation's critical form of curve 7 (facts KB2): 1 − e^(−ω0 t)(1 + ω0 t), ω0 = √(1000/3).
  static func closedForm(_ t: Double) -> Double {
    let w0 = (1000.0 / 3).squareRoot()
    return 1 - exp(-w0 * t) * (1 + w0 * t)
  }

  @Test func theGuideRidesOnTheKeyboardsCurveHalfWayThroughItsAnimation() throws {
    let scene = try SceneFixtures.compile(
      Self.scene(#"{"at": 0, "changes": [{"keyboard": "show"}]}, {"at": 1, "changes": [{"keyboard": "hide"}]}"#))
    // Hidden: the guide's top is the bottom of the safe area (844 − 34), the bar 8 above it.
    #expect(near(scene.frame("bar", at: 0)?.y, 844 - 34 - 8 - 50))
    // Shown: a 335-pt keyboard (44 bar + 4 × 54 rows + 75 below, facts KB4) from the bottom edge.
    #expect(near(scene.frame("bar", at: 0.6)?.y, 844 - 335 - 8 - 50))
    #expect(near(scene.frame("_keyboard.default", at: 0.6)?.y, 844 - 335))
    #expect(near(scene.frame("_keyboard.default", at: 0.6)?.height, 335))
    // Half way through the 0.5-s animation the bar and the keyboard are where the closed form puts
    // them: 94.2 % of the way (hand value 0.9420383465481865).
    let p = Self.closedForm(0.25)
    #expect(abs(p - 0.9420383465481865) < 1e-12)
    let bar = try #require(scene.frame("bar", at: 0.25))
    #expect(abs(bar.y + 50 - (802 + (501 - 802) * p)) < 1e-9)
    let keyboard = try #require(scene.frame("_keyboard.default", at: 0.25))
    #expect(abs(keyboard.y - (844 + (509 - 844) * p)) < 1e-9)
    // At 0.1 s: 54.5 % (hand value 0.5447783899280674).
    let early = try #require(scene.frame("bar", at: 0.1))
    #expect(abs(early.y + 50 - (802 + (501 - 802) * 0.5447783899280674)) < 1e-9)
    // Hiding runs the same curve back; at its end the bar is on the safe area again and the
    // keyboard below the screen.
    let back = try #require(scene.frame("bar", at: 1.25))
    #expect(abs(back.y + 50 - (501 + (802 - 501) * p)) < 1e-9)
    #expect(near(scene.frame("bar", at: 1.6)?.y, 752))
    #expect(near(scene.frame("_keyboard.default", at: 1.6)?.y, 844))
  }

  @Test func theKeyboardSpringIsCriticallyDampedAndEndsAtHalfASecond() {
    #expect(abs(Spring.keyboard.dampingRatio - 1) < 1e-12)
    #expect(abs(Spring.keyboard.undampedFrequency - (1000.0 / 3).squareRoot()) < 1e-12)
    for t in [0.05, 0.1, 0.25, 0.4] {
      #expect(abs(TimingFunction.keyboard.progress(atLocalTime: t) - Self.closedForm(t)) < 1e-12)
    }
    #expect(TimingFunction.keyboard.duration == 0.5)
    #expect(TimingFunction.keyboard.progress(atLocalTime: 0.5) == 1)
  }

  @Test func heightsPerTypeAndScreen() {
    func height(_ type: KeyboardType, width: Double, height: Double = 844, bottom: Double) -> Double {
      Keyboard.Metrics(type: type, canvasSize: Size(width: width, height: height), bottomSafeArea: bottom).height
    }
    #expect(height(.default, width: 390, bottom: 34) == 335)
    #expect(height(.emailAddress, width: 390, bottom: 34) == 335)
    #expect(height(.default, width: 375, height: 667, bottom: 0) == 260)
    #expect(height(.numberPad, width: 390, bottom: 34) == 250)
    #expect(height(.numberPad, width: 375, height: 667, bottom: 0) == 216)
    #expect(height(.default, width: 430, height: 932, bottom: 34) == 343)
    #expect(height(.default, width: 844, height: 390, bottom: 21) == 219)
  }

  @Test func aShownKeyboardIsNotShownAgainAndHidingTwiceIsNothing() throws {
    let scene = try SceneFixtures.compile(
      Self.scene(
        #"{"at": 0, "changes": [{"keyboard": "show"}]}, {"at": 1, "changes": [{"keyboard": "show"}]}, "#
          + #"{"at": 2, "changes": [{"keyboard": "hide"}]}, {"at": 3, "changes": [{"keyboard": "hide"}]}"#))
    #expect(near(scene.frame("bar", at: 1.2)?.y, 501 - 50))
    #expect(near(scene.frame("bar", at: 3.2)?.y, 752))
  }

  func message(_ steps: String) -> String? {
    do {
      _ = try SceneFixtures.compile(Self.scene(steps))
      return nil
    } catch {
      return "\(error)"
    }
  }

  @Test func aKeyboardStepKeepsTheKeyboardsCurve() {
    let text = message(#"{"duration": 0.3, "curve": "linear", "changes": [{"keyboard": "show"}]}"#)
    #expect(text?.contains("moves with the keyboard's curve") == true)
    #expect(text?.contains("timeline[0].changes[0]") == true)
  }

  @Test func anotherTypeNeedsTheKeyboardHiddenFirst() {
    let text = message(
      #"{"changes": [{"keyboard": "show"}]}, {"at": 1, "changes": [{"keyboard": "show", "type": "numberPad"}]}"#)
    #expect(text?.contains("the default keyboard is already shown: hide it before showing the numberPad one") == true)
  }

  @Test func wrongActionsAndTypesAreNamed() {
    #expect(message(#"{"changes": [{"keyboard": "shwo"}]}"#)?.contains("did you mean \"show\"") == true)
    #expect(
      message(#"{"changes": [{"keyboard": "show", "type": "numberpad"}]}"#)?.contains("did you mean \"numberPad\"")
        == true)
    #expect(
      message(#"{"changes": [{"keyboard": "hide", "type": "numberPad"}]}"#)?.contains("a hide takes none") == true)
  }

  /// The drawn keyboards, light and dark, at 1x.
  @Test(arguments: [
    ("default", "light", "keyboard-default-light"), ("emailAddress", "dark", "keyboard-email-dark"),
    ("numberPad", "light", "keyboard-numberPad-light"), ("default", "dark", "keyboard-default-dark"),
  ])
  func drawnKeyboards(type: String, appearance: String, name: String) throws {
    let scene = try SceneFixtures.compile(
      """
      {"canvas": {"width": 390, "height": 400, "scale": 1, "safeArea": {"bottom": 34}}, "appearance": "\(appearance)",
       "timeline": [{"changes": [{"keyboard": "show", "type": "\(type)"}]}]}
      """)
    assertSceneSnapshot(
      of: scene, at: 1, named: name, tolerance: RenderingGoldenTests.tolerance,
      options: RenderingGoldenTests.options, snapshotFolder: RenderingGoldenTests.goldens("keyboard"))
  }
}

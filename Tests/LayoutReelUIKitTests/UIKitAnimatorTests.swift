import Diff
import Foundation
import LayoutReel
import LayoutReelUIKit
import SceneModel
import Testing

/// Property animators paused, resumed, reversed and given delayed blocks, against values worked
/// out by hand from the curves. easeInOut is cubic-bezier(0.42, 0, 0.58, 1) (facts A2):
/// e(0.3) = 0.1873959067053125 (bisection on x(s) = 0.3, outside the code under test),
/// e(0.5) = 0.5 and e(0.7) = 1 − e(0.3) by symmetry.
@MainActor
struct UIKitAnimatorTests {
  static let e03 = 0.1873959067053125

  /// Records a pinned box whose viewDidAppear (at 0) runs `appear`, with `script` at virtual times.
  func record(
    _ appear: @escaping @MainActor (UIView) -> Void, script: (Reel) -> Void = { _ in }
  ) throws -> CompiledScene {
    var box: UIView?
    let controller = TestController(load: { root in box = pinnedBox(in: root).0 }, appear: { _ in appear(box!) })
    let reel = Reel(width: 200, height: 200, scale: 1)
    script(reel)
    try reel.record(controller, hold: 0.2)
    return try reel.compiledScene()
  }

  func alpha(_ scene: CompiledScene, at t: Double, of id: String = "box") -> Double {
    scene.snapshot(at: t).first { $0.id == id }?.alpha ?? .nan
  }

  @Test func pausingKeepsWhatWasShownAndResumingRunsOnAlongTheCurve() throws {
    var animator: UIViewPropertyAnimator!
    var fractions: [Double] = []
    var ends: [UIViewAnimatingPosition] = []
    let scene = try record({ box in
      animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { box.alpha = 0 }
      animator.addCompletion { ends.append($0) }
      animator.startAnimation()
    }) { reel in
      reel.at(0.25) { fractions.append(Double(animator.fractionComplete)) }
      reel.at(0.5) { animator.pauseAnimation() }
      reel.at(0.8) { fractions.append(Double(animator.fractionComplete)) }
      reel.at(1.0) { animator.startAnimation() }
      reel.at(1.2) { fractions.append(Double(animator.fractionComplete)) }
    }
    // fractionComplete is the time elapsed while running, over the duration (facts SW6).
    #expect(fractions.count == 3 && abs(fractions[0] - 0.25) < 1e-12 && fractions[1] == 0.5)
    #expect(abs(fractions[2] - 0.7) < 1e-12)
    // Before the pause the curve itself (not a linear replay, which gave 0.7 at 0.3 s).
    #expect(abs(alpha(scene, at: 0.3) - (1 - Self.e03)) < 1e-6)
    // Paused at 0.5 s: e(0.5) = 0.5, held.
    #expect(abs(alpha(scene, at: 0.5) - 0.5) < 1e-6 && abs(alpha(scene, at: 0.9) - 0.5) < 1e-6)
    // Resumed at 1 s from fraction 0.5: at 1.2 s the fraction is 0.7, shown e(0.7).
    #expect(abs(alpha(scene, at: 1.2) - Self.e03) < 1e-6)
    #expect(alpha(scene, at: 1.6) == 0 && ends == [.end])
  }

  @Test func reversingARunningAnimatorRunsItBack() throws {
    var animator: UIViewPropertyAnimator!
    var ends: [UIViewAnimatingPosition] = []
    let scene = try record({ box in
      animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.alpha = 0 }
      animator.addCompletion { ends.append($0) }
      animator.startAnimation()
    }) { reel in
      reel.at(0.4) { animator.isReversed = true }
    }
    // Linear: alpha 1 − fraction; back from 0.4 at 0.4 s to 0 at 0.8 s.
    #expect(abs(alpha(scene, at: 0.2) - 0.8) < 1e-9 && abs(alpha(scene, at: 0.6) - 0.8) < 1e-9)
    #expect(alpha(scene, at: 1) == 1 && ends == [.start])
  }

  @Test func delayFactorDelaysByThatShareOfTheRemainingTime() throws {
    var second: UIView!
    var running: UIViewPropertyAnimator!
    var box: UIView!
    let controller = TestController(
      load: { root in
        box = pinnedBox(in: root).0
        second = pinnedBox(in: root, id: "second").0
      },
      appear: { _ in
        // Not started yet: delay 0.5 × 2 s, then the remaining 1 s (facts SW19).
        let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) { box.alpha = 0 }
        animator.addAnimations({ second.alpha = 0 }, delayFactor: 0.5)
        animator.startAnimation()
        running = UIViewPropertyAnimator(duration: 2, curve: .linear) { box.backgroundColor = .red }
        running.startAnimation()
      })
    let reel = Reel(width: 200, height: 200, scale: 1)
    // Running, fraction 0.5 at 1 s: remaining 1 s, delay 0.25 × 1 s, then 0.75 s.
    reel.at(1) {
      running.addAnimations({ second.transform = CGAffineTransform(translationX: 30, y: 0) }, delayFactor: 0.25)
    }
    try reel.record(controller, hold: 0.2)
    let scene = try #require(reel.scene)
    let delayed = scene.timeline[1]
    #expect(delayed.start == .at(0) && delayed.delay == 1 && delayed.duration == 1)
    #expect(delayed.changes == [.view(ViewChange(id: "second", alpha: 0))])
    let late = try #require(scene.timeline.last)
    #expect(late.start == .at(1) && late.delay == 0.25 && late.duration == 0.75)
    let compiled = try reel.compiledScene()
    #expect(alpha(compiled, at: 0.9, of: "second") == 1 && abs(alpha(compiled, at: 1.5, of: "second") - 0.5) < 1e-9)
  }

  /// The paused-and-resumed animator of docs/scene-format.md, as a scene file: the same frames.
  @Test func aPausedAnimatorRendersAsItsJSONTwin() throws {
    let doc = try String(contentsOfFile: Repository.path("docs/scene-format.md"), encoding: .utf8)
    let start = try #require(doc.range(of: "```json\n{\n  \"name\": \"paused-animator\""))
    let end = try #require(doc.range(of: "\n```", range: start.upperBound..<doc.endIndex))
    let json = try CompiledScene(json: String(doc[doc.index(start.lowerBound, offsetBy: 8)..<end.lowerBound]))
    var animator: UIViewPropertyAnimator!
    var box: UIView!
    let controller = TestController(
      load: { root in
        root.backgroundColor = .white
        box = pinnedBox(in: root).0
        box.backgroundColor = .systemBlue
      },
      appear: { _ in
        animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) { box.alpha = 0 }
        animator.startAnimation()
      })
    let reel = Reel(width: 200, height: 200, scale: 1)
    reel.at(0.5) { animator.pauseAnimation() }
    reel.at(1) { animator.startAnimation() }
    try reel.record(controller, hold: 0.5)
    let swift = try reel.compiledScene()
    #expect(swift.clock.frameCount == json.clock.frameCount)
    for t in [0.0, 0.3, 0.5, 0.8, 1.2, 1.5, 1.9] {
      #expect(abs(alpha(swift, at: t) - alpha(json, at: t)) < 1e-12, "at \(t) s")
      let result = try ImageDiff.compare(json.image(at: t).rgbaImage, swift.image(at: t).rgbaImage)
      #expect(result.mismatchedPixels == 0, "at \(t) s")
    }
    #expect(abs(alpha(json, at: 1.2) - Self.e03) < 1e-6)
  }
}

import LayoutReel
import LayoutReelUIKit
import SceneModel
import Testing

@MainActor
struct UIKitAnimationTests {
  /// Records a pinned box whose viewDidAppear runs `appear(box, leading)`.
  func record(
    duration: Double? = nil, script: (Reel, UIView) -> Void = { _, _ in },
    _ appear: @escaping @MainActor (UIView, NSLayoutConstraint, UIView) -> Void
  ) throws -> Scene {
    let reel = Reel(width: 200, height: 200, fps: 50)
    var box: UIView?
    var leading: NSLayoutConstraint?
    let controller = TestController(
      load: { root in (box, leading) = pinnedBox(in: root) },
      appear: { root in appear(box!, leading!, root) })
    _ = controller.view
    script(reel, box!)
    try reel.record(controller, duration: duration)
    return try #require(reel.scene)
  }

  @Test func animateVariantsGiveTheirTiming() throws {
    let scene = try record { box, leading, root in
      UIView.animate(withDuration: 0.3) { box.alpha = 0.5 }
      UIView.animate(withDuration: 0.4, delay: 0.1, options: [.curveLinear]) { box.backgroundColor = .red }
      leading.constant = 60
      UIView.animate(
        withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 4, options: [],
        animations: { root.layoutIfNeeded() })
      UIView.animate(withDuration: 1, delay: 0, options: [.repeat, .autoreverse, .curveEaseIn]) {
        box.transform = CGAffineTransform(scaleX: 2, y: 2)
      }
    }
    let steps = scene.timeline
    #expect(steps.count == 4)
    #expect(steps[0].duration == 0.3 && steps[0].timing == .easeInOut && steps[0].start == .at(0))
    #expect(steps[0].changes == [.view(ViewChange(id: "box", alpha: 0.5))])
    #expect(steps[1].delay == 0.1 && steps[1].timing == .linear)
    #expect(steps[2].timing == .spring(dampingRatio: 0.7, initialVelocity: 4))
    #expect(steps[2].changes == [.constraint(ConstraintChange(id: "c1", constant: 60))])
    #expect(steps[3].repeatCount == .forever && steps[3].autoreverses && steps[3].timing == .easeIn)
    #expect(steps[3].changes == [.view(ViewChange(id: "box", transform: Transform2D(scaleX: 2, scaleY: 2)))])
  }

  @Test func constraintChangesNeedLayoutInsideTheBlockToAnimate() throws {
    let scene = try record { box, leading, root in
      leading.constant = 80
      UIView.animate(withDuration: 0.3) { box.alpha = 0 }
    }
    // The alpha animates; the constant, laid out only when the run loop turns, snaps.
    #expect(scene.timeline.count == 2)
    #expect(scene.timeline[1].duration == 0 && scene.timeline[1].changes.count == 1)
  }

  @Test func completionHandlersChainAtTheVirtualEnd() throws {
    let scene = try record { box, leading, root in
      UIView.animate(
        withDuration: 0.25, delay: 0.1, options: [],
        animations: { box.alpha = 0 },
        completion: { finished in
          #expect(finished)
          UIView.animate(withDuration: 0.5) { box.alpha = 1 }
        })
    }
    #expect(scene.timeline.map(\.start) == [.at(0), .at(0.35)])
  }

  @Test func keyframesCollectTheirOwnChanges() throws {
    let scene = try record { box, _, _ in
      UIView.animateKeyframes(withDuration: 1, delay: 0) {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { box.alpha = 0 }
        UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { box.alpha = 1 }
      }
    }
    let step = try #require(scene.timeline.first)
    #expect(step.keyframes.map(\.start) == [0, 0.5] && step.keyframes.map(\.duration) == [0.5, 0.5])
    #expect(step.keyframes[0].changes == [.view(ViewChange(id: "box", alpha: 0))])
    #expect(step.keyframes[1].changes == [.view(ViewChange(id: "box", alpha: 1))])
  }

  @Test func transitionRecordsItsStyle() throws {
    let scene = try record { box, _, _ in
      UIView.transition(
        with: box, duration: 0.4, options: .transitionFlipFromLeft,
        animations: {
          box.backgroundColor = .blue
        })
    }
    #expect(scene.timeline.first?.transition == ViewTransition(view: "box", style: .flipFromLeft))
  }

  @Test func propertyAnimatorStartsAfterItsDelay() throws {
    let scene = try record { box, _, _ in
      let animator = UIViewPropertyAnimator(
        duration: 0.8, controlPoint1: CGPoint(x: 0.2, y: 0), controlPoint2: CGPoint(x: 0.1, y: 1)
      ) {
        box.alpha = 0.2
      }
      animator.startAnimation(afterDelay: 0.2)
    }
    let step = try #require(scene.timeline.first)
    #expect(step.delay == 0.2 && step.duration == 0.8)
    #expect(step.timing == .cubicBezier(x1: 0.2, y1: 0, x2: 0.1, y2: 1))
  }

  @Test func propertyAnimatorPausedScrubbedAndContinued() throws {
    var positions: [UIViewAnimatingPosition] = []
    var animator: UIViewPropertyAnimator?
    let scene = try record(script: { reel, _ in
      reel.at(0.2) { animator?.fractionComplete = 0.3 }
      reel.at(0.4) { animator?.fractionComplete = 0.6 }
      reel.at(0.5) {
        animator?.isReversed = true
        animator?.continueAnimation(
          withTimingParameters: UICubicTimingParameters(animationCurve: .easeOut), durationFactor: 0)
      }
    }) { box, _, _ in
      animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 1) { box.alpha = 0 }
      animator?.addCompletion { positions.append($0) }
      animator?.pauseAnimation()
    }
    let progress = try #require(scene.timeline.first?.progress)
    // Each fraction set holds until the next (UIKit shows what was set; facts SW6).
    #expect(
      progress.keys == [
        ProgressKey(time: 0, fraction: 0, segment: .hold), ProgressKey(time: 0.2, fraction: 0.3, segment: .hold),
        ProgressKey(time: 0.4, fraction: 0.6, segment: .hold),
      ])
    #expect(progress.release == ProgressRelease(at: 0.5, curve: .easeOut, reversed: true, durationFactor: 0))
    // Back to the start from 0.6 takes 0.6 s; the completion reports the start.
    #expect(positions == [.start])
  }

  @Test func displayLinkGivesPerFrameValues() throws {
    let scene = try record(duration: 0.1) { box, _, root in
      let moving = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      _ = moving
      let link = CADisplayLink { link in
        box.alpha = CGFloat(1 - link.timestamp * 5)
      }
      link.add(to: .main, forMode: .common)
    }
    // Frames at 0, 0.02, ..., 0.08 (the recording ends before 0.1): one snap per frame after the first.
    let alphas = scene.timeline.compactMap { step -> Double? in
      guard case .view(let change)? = step.changes.first else { return nil }
      return change.alpha
    }
    #expect(scene.timeline.allSatisfy { $0.duration == 0 })
    #expect(scene.timeline.map(\.start) == [0.02, 0.04, 0.06, 0.08].map { .at($0) })
    #expect(alphas.count == 4 && abs(alphas[0] - 0.9) < 1e-12 && abs(alphas[3] - 0.6) < 1e-12)
  }

  @Test func panGestureGetsItsStatesTranslationAndVelocity() throws {
    var seen: [(UIGestureRecognizer.State, CGPoint, CGPoint)] = []
    _ = try record(script: { reel, box in
      box.addGestureRecognizer(
        UIPanGestureRecognizer { pan in
          seen.append((pan.state, pan.translation(in: box), pan.velocity(in: box)))
        })
      reel.pan(box, along: [CGPoint(x: 50, y: 50), CGPoint(x: 150, y: 50)], at: 0.5, duration: 0.1)
    }) { _, _, _ in }
    #expect(seen.map(\.0) == [.began, .changed, .changed, .changed, .changed, .ended])
    #expect(seen[1].1.x == 20 && seen[1].2.x == 1000)
    #expect(seen.last?.1.x == 100)
  }

  @Test func tapRunsTheButtonsActions() throws {
    var taps: [Double] = []
    let button = UIButton(type: .system)
    button.addAction(UIAction { _ in taps.append(1) }, for: .touchUpInside)
    let reel = Reel(width: 100, height: 100)
    reel.tap(button, at: 0.3)
    try reel.record(TestController { root in root.addSubview(button) })
    #expect(taps == [1])
  }

  @Test func aRecordingThatNeverEndsNeedsADuration() throws {
    do {
      _ = try record { box, _, _ in
        @MainActor func again() {
          UIView.animate(withDuration: 1, animations: { box.alpha = 1 - box.alpha }, completion: { _ in again() })
        }
        again()
      }
      Issue.record("a recording that never ends was accepted")
    } catch {
      #expect((error as? RecordError)?.message.contains("give record(_:duration:) a duration") == true)
    }
  }
}

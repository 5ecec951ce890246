import LayoutReel
import LayoutReelUIKit
import Testing

/// `frame`, `bounds` and `center` of a view placed by constraints are those of the last layout
/// pass, as in UIKit (facts SW3, SW17).
@MainActor
struct UIKitFrameTests {
  @Test func framesComeFromTheLastLayoutPass() throws {
    var seen: [String: CGRect] = [:]
    var box: UIView!
    var leading: NSLayoutConstraint!
    let controller = TestController(
      load: { root in
        (box, leading) = pinnedBox(in: root)
        seen["viewDidLoad"] = box.frame
      },
      appear: { root in
        seen["viewDidAppear"] = box.frame
        leading.constant = 80
        seen["changed"] = box.frame
        root.layoutIfNeeded()
        seen["laid out"] = box.frame
      })
    let reel = Reel(width: 200, height: 200, scale: 1)
    reel.at(0.5) {
      leading.constant = 40
      seen["changed at 0.5"] = box.frame
    }
    reel.at(0.6) { seen["next turn"] = box.frame }
    try reel.record(controller, hold: 0.1)
    // No layout pass before the view appears: a view made in code has no frame yet.
    #expect(seen["viewDidLoad"] == .zero)
    #expect(seen["viewDidAppear"] == CGRect(x: 20, y: 20, width: 100, height: 100))
    // A constant changed: nothing moves until the layout pass.
    #expect(seen["changed"] == CGRect(x: 20, y: 20, width: 100, height: 100))
    #expect(seen["laid out"] == CGRect(x: 80, y: 20, width: 100, height: 100))
    #expect(seen["changed at 0.5"] == CGRect(x: 80, y: 20, width: 100, height: 100))
    // The run loop laid it out at the end of the turn at 0.5.
    #expect(seen["next turn"] == CGRect(x: 40, y: 20, width: 100, height: 100))
  }

  @Test func insideAnAnimationBlockTheFrameAfterLayoutIsTheEnd() throws {
    var seen: [CGRect] = []
    var box: UIView!
    var leading: NSLayoutConstraint!
    let controller = TestController(
      load: { root in (box, leading) = pinnedBox(in: root) },
      appear: { root in
        UIView.animate(withDuration: 1) {
          leading.constant = 60
          seen.append(box.frame)
          root.layoutIfNeeded()
          seen.append(box.frame)
        }
        seen.append(box.frame)
      })
    let reel = Reel(width: 200, height: 200, scale: 1)
    // Halfway through the animation the model value is already the end (the presentation is not).
    reel.at(0.5) { seen.append(box.frame) }
    try reel.record(controller, hold: 0.1)
    #expect(seen.map(\.minX) == [20, 60, 60, 60])
    #expect(try reel.compiledScene().snapshot(at: 0.5).first { $0.id == "box" }?.x == 40)
  }

  @Test func boundsAndCenterFollowTheFrame() throws {
    var bounds: [CGRect] = []
    var centers: [CGPoint] = []
    var box: UIView!
    var leading: NSLayoutConstraint!
    let controller = TestController(
      load: { root in (box, leading) = pinnedBox(in: root) },
      appear: { root in
        leading.constant = 50
        centers.append(box.center)
        root.layoutIfNeeded()
        centers.append(box.center)
        bounds.append(box.bounds)
      })
    try Reel(width: 200, height: 200, scale: 1).record(controller, hold: 0.1)
    #expect(centers == [CGPoint(x: 70, y: 70), CGPoint(x: 100, y: 70)])
    #expect(bounds == [CGRect(x: 0, y: 0, width: 100, height: 100)])
  }
}

import LayoutReel
import LayoutReelUIKit
import SceneModel
import Testing

@MainActor
struct UIKitRemovalTests {
  /// Two 100 × 100 boxes: `top` pinned at (20, 20), `bottom` 10 pt under it, or 20 pt from the
  /// root's top (priority 250) when `top` is gone.
  final class Stacked: UIViewController {
    let top = UIView(), bottom = UIView(), badge = UIView()
    let onAppear: @MainActor (Stacked) -> Void

    init(onAppear: @escaping @MainActor (Stacked) -> Void = { _ in }) {
      self.onAppear = onAppear
      super.init()
    }
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
      super.viewDidLoad()
      for v in [top, bottom] {
        view.addSubview(v)
        v.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
          v.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
          v.widthAnchor.constraint(equalToConstant: 100), v.heightAnchor.constraint(equalToConstant: 100),
        ])
      }
      top.addSubview(badge)
      badge.translatesAutoresizingMaskIntoConstraints = false
      let fallback = bottom.topAnchor.constraint(equalTo: view.topAnchor, constant: 20)
      fallback.priority = .defaultLow
      NSLayoutConstraint.activate([
        top.topAnchor.constraint(equalTo: view.topAnchor, constant: 20),
        bottom.topAnchor.constraint(equalTo: top.bottomAnchor, constant: 10), fallback,
        badge.topAnchor.constraint(equalTo: top.topAnchor), badge.leadingAnchor.constraint(equalTo: top.leadingAnchor),
        badge.widthAnchor.constraint(equalToConstant: 10), badge.heightAnchor.constraint(equalToConstant: 10),
      ])
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      onAppear(self)
    }
  }

  static func deactivated(_ step: TimelineStep) -> [String] {
    step.changes.compactMap { change -> String? in
      guard case .constraint(let c) = change, c.isActive == false else { return nil }
      return c.id
    }
  }

  func view(_ id: String, in scene: CompiledScene, at t: Double) throws -> ViewSnapshot {
    try #require(scene.snapshot(at: t).first { $0.id == id })
  }

  @Test func aRemovedViewDisappearsThenAndItsConstraintsToTheOutsideGo() throws {
    let controller = Stacked()
    let reel = Reel(width: 200, height: 300, scale: 1)
    reel.at(0.5) {
      controller.top.removeFromSuperview()
      #expect(controller.top.superview == nil && !controller.view.subviews.contains { $0 === controller.top })
    }
    try reel.record(controller, hold: 0.2)
    let scene = try #require(reel.scene)
    // Still in the model, in its place; hidden at 0.5 in a step of its own.
    #expect(scene.views.map(\.id) == ["top", "bottom"] && scene.views[0].subviews.map(\.id) == ["badge"])
    let removal = try #require(scene.timeline.first)
    #expect(removal.start == .at(0.5) && removal.duration == 0)
    #expect(removal.changes == [.view(ViewChange(id: "top", hidden: true))])
    // Deactivated: top.leading, top.top and bottom.top == top.bottom + 10 (held by the root);
    // kept: top's width and height, and the badge's four (held inside top's subtree).
    let snap = try #require(scene.timeline.last)
    #expect(snap.start == .at(0.5) && snap.duration == 0)
    #expect(Self.deactivated(snap) == ["c1", "c8", "c9"])
    let compiled = try reel.compiledScene()
    #expect(try !view("top", in: compiled, at: 0.48).hidden && view("top", in: compiled, at: 0.52).hidden)
    // Nothing animates: the bottom box moves up to its fallback at once.
    #expect(try view("bottom", in: compiled, at: 0.48).y == 130 && view("bottom", in: compiled, at: 0.52).y == 20)
  }

  @Test func removalInsideAnAnimationIsImmediateWhileTheLayoutAnimates() throws {
    let controller = Stacked { c in
      UIView.animate(withDuration: 1) {
        c.top.removeFromSuperview()
        c.view.layoutIfNeeded()
      }
    }
    let reel = Reel(width: 200, height: 300, scale: 1)
    try reel.record(controller, hold: 0.2)
    let scene = try #require(reel.scene)
    #expect(scene.timeline.count == 2)
    #expect(scene.timeline[0].duration == 0)
    #expect(scene.timeline[0].changes == [.view(ViewChange(id: "top", hidden: true))])
    #expect(scene.timeline[1].duration == 1 && scene.timeline[1].changes.count == 3)
    let compiled = try reel.compiledScene()
    #expect(try view("top", in: compiled, at: 0.02).hidden)
    // bottom.y goes from 130 to 20 along easeInOut (facts A2): e(0.5) = 0.5 by symmetry, and
    // e(0.3) = 0.1873959067 (bisection on the Bézier x(s) = 0.3, outside the code under test).
    #expect(try abs(view("bottom", in: compiled, at: 0.5).y - 75) < 1e-6)
    #expect(try abs(view("bottom", in: compiled, at: 0.3).y - (130 - 110 * 0.1873959067053125)) < 1e-6)
    #expect(try view("bottom", in: compiled, at: 1.1).y == 20)
  }

  @Test func aRemovedViewAddedBackShowsAgainWithTheConstraintsActivatedThen() throws {
    let controller = Stacked()
    let reel = Reel(width: 200, height: 300, scale: 1)
    reel.at(0.2) { controller.top.removeFromSuperview() }
    reel.at(0.6) {
      let c = controller
      c.view.insertSubview(c.top, at: 0)
      NSLayoutConstraint.activate([
        c.top.leadingAnchor.constraint(equalTo: c.view.leadingAnchor, constant: 60),
        c.top.topAnchor.constraint(equalTo: c.view.topAnchor, constant: 150),
      ])
    }
    try reel.record(controller, hold: 0.2)
    #expect(!reel.log.contains { $0.contains("first place among its siblings") })
    let compiled = try reel.compiledScene()
    #expect(try view("top", in: compiled, at: 0.4).hidden)
    let back = try view("top", in: compiled, at: 0.62)
    #expect(!back.hidden && back.x == 60 && back.y == 150 && back.width == 100)
    // The bottom box stays on its fallback: its constraint to top went with the removal.
    #expect(try view("bottom", in: compiled, at: 0.62).y == 20)
  }

  @Test func movingAViewToAnotherSuperviewIsStillRefused() throws {
    let controller = Stacked()
    let reel = Reel(width: 200, height: 300, scale: 1)
    reel.at(0.2) { controller.bottom.addSubview(controller.top) }
    #expect(throws: RecordError.self) { try reel.record(controller, hold: 0.1) }
  }

  @Test func removingAnArrangedViewClosesTheStackWithoutAConflict() throws {
    let (a, b, c) = (UIView(), UIView(), UIView())
    for (v, id) in [(a, "a"), (b, "b"), (c, "c")] { v.accessibilityIdentifier = id }
    let stack = UIStackView(arrangedSubviews: [a, b, c])
    stack.axis = .vertical
    let controller = TestController { root in
      root.addSubview(stack)
      stack.translatesAutoresizingMaskIntoConstraints = false
      NSLayoutConstraint.activate(
        [
          stack.topAnchor.constraint(equalTo: root.topAnchor),
          stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
          stack.widthAnchor.constraint(equalToConstant: 50),
        ] + [a, b, c].map { $0.heightAnchor.constraint(equalToConstant: 40) })
    }
    let reel = Reel(width: 100, height: 200, scale: 1)
    var kept: [Bool] = []
    reel.at(0.5) {
      a.removeFromSuperview()
      kept = a.constraints.map(\.isActive)
    }
    try reel.record(controller, hold: 0.2)
    let compiled = try reel.compiledScene()
    // a's own height stays active for the code but leaves the model's layout with it, so the
    // stack's hiding constraint does not conflict with it: no "Unable to simultaneously satisfy".
    #expect(reel.log.isEmpty, "\(reel.log)")
    #expect(kept == [true])
    #expect(try view("b", in: compiled, at: 0.48).y == 40 && view("c", in: compiled, at: 0.48).y == 80)
    #expect(try view("a", in: compiled, at: 0.52).hidden)
    #expect(try view("b", in: compiled, at: 0.52).y == 0 && view("c", in: compiled, at: 0.52).y == 40)
  }
}

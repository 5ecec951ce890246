import LayoutReel
import LayoutReelUIKit
import SceneModel
import Testing

@MainActor
struct UIKitAppearingTests {
  @Test func aViewAddedDuringTheRecordingShowsWhereItWasAdded() throws {
    let reel = Reel(width: 200, height: 200, fps: 50)
    let controller = TestController(load: { root in _ = pinnedBox(in: root) })
    reel.at(0.5) {
      let badge = UIView()
      badge.accessibilityIdentifier = "badge"
      badge.backgroundColor = .systemRed
      badge.translatesAutoresizingMaskIntoConstraints = false
      controller.view.addSubview(badge)
      NSLayoutConstraint.activate([
        badge.widthAnchor.constraint(equalToConstant: 20), badge.heightAnchor.constraint(equalToConstant: 20),
        badge.topAnchor.constraint(equalTo: controller.view.topAnchor, constant: 150),
        badge.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor, constant: 150),
      ])
    }
    try reel.record(controller, hold: 0.2)
    #expect(!reel.log.contains { $0.contains("after the recording started") })
    let scene = try #require(reel.scene)
    let badge = try #require(scene.views.first { $0.id == "badge" })
    #expect(badge.style.hidden)
    let step = try #require(scene.timeline.last)
    #expect(step.start == .at(0.5) && step.duration == 0)
    #expect(
      step.changes.first == .view(ViewChange(id: "badge", hidden: false, backgroundColor: UIColor.systemRed.dynamic)))
    #expect(step.changes.filter { if case .constraint = $0 { true } else { false } }.count == 4)
    let compiled = try reel.compiledScene()
    #expect(compiled.snapshot(at: 0.4).first { $0.id == "badge" }?.hidden == true)
    let shown = try #require(compiled.snapshot(at: 0.6).first { $0.id == "badge" })
    #expect(!shown.hidden && shown.x == 150 && shown.y == 150 && shown.width == 20)
  }

  @Test func movingAViewThatWasThereIsStillReported() throws {
    let reel = Reel(width: 200, height: 200, fps: 50)
    var box: UIView?
    let holder = UIView()
    let controller = TestController(load: { root in
      box = pinnedBox(in: root).0
      root.addSubview(holder)
    })
    reel.at(0.2) { holder.addSubview(box!) }
    #expect(throws: (any Error).self) { try reel.record(controller, hold: 0.1) }
  }
}

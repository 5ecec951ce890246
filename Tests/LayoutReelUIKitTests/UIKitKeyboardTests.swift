import LayoutReel
import LayoutReelUIKit
import SceneModel
import Testing

@MainActor
struct UIKitKeyboardTests {
  @Test func tappingAFieldShowsTheKeyboardAndTheGuideCarriesTheBar() throws {
    let field = UITextField()
    field.accessibilityIdentifier = "field"
    field.keyboardType = .emailAddress
    let reel = Reel(width: 390, height: 600, scale: 1)
    reel.tap(field, at: 0.4)
    reel.at(1.5) { field.resignFirstResponder() }
    try reel.record(
      TestController { root in
        field.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(field)
        NSLayoutConstraint.activate([
          field.leadingAnchor.constraint(equalTo: root.leadingAnchor),
          field.trailingAnchor.constraint(equalTo: root.trailingAnchor),
          field.heightAnchor.constraint(equalToConstant: 44),
          field.bottomAnchor.constraint(equalTo: root.keyboardLayoutGuide.topAnchor),
        ])
      })
    let scene = try #require(reel.scene)
    let show = try #require(scene.timeline.first)
    #expect(show.start == .at(0.4) && show.timing == .keyboard && show.duration == 0.5)
    #expect(show.changes == [.keyboard(KeyboardChange(.show, type: .emailAddress))])
    #expect(scene.timeline.last?.changes == [.keyboard(KeyboardChange(.hide))])

    let compiled = try reel.compiledScene()
    let index = try #require(compiled.viewIDs.firstIndex(of: "field"))
    let top = scene.keyboardFrame(.emailAddress, shown: true).minY
    let bottom = { (t: Double) in compiled.presentation(at: t)[index].frame[1] + 44 }
    #expect(abs(bottom(0.2) - 600) < 1e-9)
    #expect(abs(bottom(1.2) - top) < 1e-9)
    #expect(abs(bottom(2.5) - 600) < 1e-9)
  }
}

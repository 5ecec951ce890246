import Geometry
import Layout
import LayoutReel
import SceneModel
import Testing

/// A view kind written outside the library: it centres each of its subviews, as a UIKit
/// container that arranges its own content would, through `generatedConstraints`.
private struct CenteringContainer: ViewContent {
  static let kind = "centeringContainer"
  static let keys: [String] = []

  init() {}
  init(reading properties: some PropertyReader) {}

  func look(in context: LookContext) throws(ModelError) -> any ViewLook { Look() }

  func generatedConstraints(for view: View) -> [ConstraintDefinition] {
    view.subviews.flatMap { subview in
      [LayoutAttribute.centerX, .centerY].map { attribute in
        ConstraintDefinition(
          id: "center-\(subview.id)-\(attribute.rawValue)",
          LayoutConstraint(.view(subview.id), attribute, .equal, .view(view.id), attribute))
      }
    }
  }

  struct Look: ViewLook {}
}

@Suite struct CustomKindTests {
  static var scene: Scene {
    let badge = View(id: "badge", style: ViewStyle(backgroundColor: DynamicColor(.black)))
    return Scene(
      name: "custom-kind", canvas: Canvas(size: Size(width: 200, height: 100), scale: 1),
      views: [
        View(
          id: "box", content: CenteringContainer(), frame: Rect(x: 20, y: 10, width: 100, height: 60), subviews: [badge]
        )
      ],
      constraints: [
        .constraint(
          ConstraintDefinition(id: "badgeWidth", LayoutConstraint(.view("badge"), .width, .equal, constant: 30))),
        .constraint(ConstraintDefinition(LayoutConstraint(.view("badge"), .height, .equal, constant: 20))),
      ],
      timeline: [
        TimelineStep(
          duration: 1, timing: .linear, changes: [.constraint(ConstraintChange(id: "badgeWidth", constant: 50))])
      ])
  }

  @Test func generatedConstraintsPlaceTheSubviews() throws {
    let compiled = try CompiledScene(Self.scene)
    // Centred in the box (20...120 × 10...70): a 30 × 20 badge at (55, 30).
    let start = try #require(compiled.frame("badge", at: 0))
    #expect([start.x, start.y, start.width, start.height] == [55, 30, 30, 20])
    // It stays centred while the timeline widens it: 50 wide at the end, x = 45.
    #expect(compiled.frame("badge", at: 1)?.x == 45)
    #expect(compiled.frame("badge", at: 0.5)?.x == 50)
  }

  /// The generated constraints have ids under their view, so a step can edit them.
  @Test func generatedConstraintsCanBeEditedByID() throws {
    var scene = Self.scene
    scene.timeline = [
      TimelineStep(
        duration: 1, timing: .linear,
        changes: [.constraint(ConstraintChange(id: "box.center-badge-centerX", constant: 10))])
    ]
    let compiled = try CompiledScene(scene)
    #expect(compiled.frame("badge", at: 1)?.x == 65)
  }
}

import Geometry
import Layout
import LayoutReel
import SceneModel
import Testing

/// Stack views built in Swift, without JSON: the same model, the same UIKit rules.
@Suite struct StackViewModelTests {
  static func row(_ stack: StackView) -> Scene {
    Scene(
      name: "stack", canvas: Canvas(size: Size(width: 200, height: 100), scale: 1),
      views: [
        View(
          id: "s", content: stack,
          subviews: [
            View(id: "a", intrinsicSize: IntrinsicSize(width: 50, height: 20)),
            View(id: "b", intrinsicSize: IntrinsicSize(width: 30, height: 20)),
          ])
      ],
      constraints: [
        .constraint(ConstraintDefinition(LayoutConstraint(.view("s"), .leading, .equal, .root, .leading))),
        .constraint(ConstraintDefinition(LayoutConstraint(.view("s"), .top, .equal, .root, .top))),
      ])
  }

  @Test func customSpacingFromSwift() throws {
    let compiled = try CompiledScene(Self.row(StackView(spacing: 4, customSpacings: ["a": 12])))
    #expect(compiled.snapshot(at: 0).first { $0.id == "b" }?.x == 62)
  }

  /// A vertical stack cannot align baselines (Apple: UIStackView.Alignment.firstBaseline); a
  /// scene built in code hears it from the pipeline, at the stack's alignment.
  @Test func verticalBaselineAlignmentIsRefused() {
    let scene = Self.row(StackView(axis: .vertical, alignment: .firstBaseline))
    #expect(throws: ExportError.self) { try CompiledScene(scene) }
    do {
      _ = try CompiledScene(scene)
    } catch {
      #expect("\(error)".contains("view s.alignment: alignment firstBaseline is only valid for horizontal stack views"))
    }
  }

  /// The generated constraints can be edited by id from the timeline, like any constraint.
  @Test func generatedConstraintsAreEditable() throws {
    var scene = Self.row(StackView(spacing: 4))
    scene.timeline = [
      TimelineStep(
        duration: 1, timing: .linear, changes: [.constraint(ConstraintChange(id: "s.UISV-spacing.a", constant: 24))])
    ]
    let compiled = try CompiledScene(scene)
    #expect(compiled.snapshot(at: 0).first { $0.id == "b" }?.x == 54)
    #expect(compiled.snapshot(at: 0.5).first { $0.id == "b" }?.x == 64)
    #expect(compiled.snapshot(at: 1).first { $0.id == "b" }?.x == 74)
  }
}

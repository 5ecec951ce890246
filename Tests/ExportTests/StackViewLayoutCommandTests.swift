import Testing

/// `export layout` on a stack view, as a user runs it: the presented frames half way through a
/// hide, then the stack's constraints with UIKit's identifiers as they stand at that time.
@Suite struct StackViewLayoutCommandTests {
  static let scene = """
    { "canvas": { "width": 200, "height": 120 },
      "views": [ { "id": "s", "kind": "stackView", "spacing": 10, "arrangedSubviews": [
        { "id": "a", "intrinsicSize": { "width": 40, "height": 20 } },
        { "id": "b", "intrinsicSize": { "width": 20, "height": 20 } } ] } ],
      "constraints": ["s.leading == root.leading + 10", "s.top == root.top + 10"],
      "timeline": [ { "duration": 1, "curve": "linear", "changes": [ { "view": "a", "hidden": true } ] } ] }
    """

  @Test func layoutListsTheUISVConstraints() throws {
    let folder = try ExportCommand.folder(["stack.json": Self.scene])
    let result = try ExportCommand.run(["layout", "stack.json", "--time", "0.5"], in: folder)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(
      result.stdout == """
        {
          "time": 0.5,
          "views": {
            "s": {"x": 10, "y": 10, "width": 45, "height": 20, "alpha": 1},
            "a": {"x": 10, "y": 10, "width": 20, "height": 20, "alpha": 1},
            "b": {"x": 35, "y": 10, "width": 20, "height": 20, "alpha": 1}
          },
          "constraints": [
            {"id": "s.UISV-canvas-connection.leading", "constraint": "'UISV-canvas-connection' a.leading == s.leading"},
            {"id": "s.UISV-canvas-connection.trailing", "constraint": "'UISV-canvas-connection' b.trailing == s.trailing"},
            {"id": "s.UISV-spacing.a", "constraint": "'UISV-spacing' b.leading == a.trailing"},
            {"id": "s.UISV-hiding.a", "constraint": "'UISV-hiding' a.width == 0.0"},
            {"id": "s.UISV-alignment.b.top", "constraint": "'UISV-alignment' a.top == b.top"},
            {"id": "s.UISV-alignment.b.bottom", "constraint": "'UISV-alignment' a.bottom == b.bottom"},
            {"id": "s.UISV-canvas-connection.top", "constraint": "'UISV-canvas-connection' a.top == s.top"},
            {"id": "s.UISV-canvas-connection.bottom", "constraint": "'UISV-canvas-connection' a.bottom == s.bottom"}
          ]
        }

        """)
  }
}

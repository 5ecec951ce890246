import LayoutReel
import Testing

/// Stack view layouts against UIKit's documented rules (Apple's UIStackView.Distribution and
/// .Alignment pages, facts SV1-SV9), with frames worked out by hand from those rules: three
/// arranged views of intrinsic sizes 60 × 40, 30 × 20 and 10 × 30, the stack's origin at (20, 20).
@Suite struct StackViewLayoutTests {
  /// A scene with one stack `s` holding `a`, `b`, `c` (or the views given), plus constraints.
  static func scene(
    _ keys: String, views: String? = nil, constraints: [String] = [], extra: String = ""
  ) throws -> CompiledScene {
    let arranged =
      views ?? """
        { "id": "a", "intrinsicSize": { "width": 60, "height": 40 } },
        { "id": "b", "intrinsicSize": { "width": 30, "height": 20 } },
        { "id": "c", "intrinsicSize": { "width": 10, "height": 30 } }
        """
    let all = ["s.leading == root.leading + 20", "s.top == root.top + 20"] + constraints
    return try SceneFixtures.compile(
      """
      { "canvas": { "width": 400, "height": 400 },
        "views": [ { "id": "s", "kind": "stackView", \(keys) "arrangedSubviews": [ \(arranged) ] } ],
        "constraints": [ \(all.map { "\"\($0)\"" }.joined(separator: ", ")) ] \(extra) }
      """)
  }

  /// x, y, width, height of a view at `time`.
  static func rect(_ scene: CompiledScene, _ id: String, at time: Double = 0) -> [Double] {
    guard let f = scene.frame(id, at: time) else { return [] }
    return [f.x, f.y, f.width, f.height]
  }

  // MARK: Distributions

  /// fill: views at their intrinsic widths, `spacing` apart; across the axis they all take the
  /// tallest's height (compression 750 beats hugging 250); the stack wraps them.
  @Test func fillLaysViewsOutAtTheirIntrinsicSizes() throws {
    let s = try Self.scene(#""spacing": 10,"#)
    #expect(Self.rect(s, "a") == [20, 20, 60, 40])
    #expect(Self.rect(s, "b") == [90, 20, 30, 40])
    #expect(Self.rect(s, "c") == [130, 20, 10, 40])
    #expect(Self.rect(s, "s") == [20, 20, 120, 40])
    #expect(s.diagnostics.isEmpty)
  }

  /// fill with room to spare stretches the view with the lowest hugging priority; without room it
  /// shrinks the one with the lowest compression resistance (Apple: Distribution.fill).
  @Test func fillStretchesByHuggingAndShrinksByCompression() throws {
    let wide = try Self.scene(
      #""spacing": 10,"#,
      views: """
        { "id": "a", "intrinsicSize": { "width": 60, "height": 40 } },
        { "id": "b", "intrinsicSize": { "width": 30, "height": 20 }, "contentHugging": { "horizontal": 200 } },
        { "id": "c", "intrinsicSize": { "width": 10, "height": 30 } }
        """, constraints: ["s.width == 200"])
    #expect(Self.rect(wide, "b") == [90, 20, 110, 40])
    #expect(Self.rect(wide, "c") == [210, 20, 10, 40])
    let narrow = try Self.scene(
      #""spacing": 10,"#,
      views: """
        { "id": "a", "intrinsicSize": { "width": 60, "height": 40 }, "compressionResistance": { "horizontal": 700 } },
        { "id": "b", "intrinsicSize": { "width": 30, "height": 20 } },
        { "id": "c", "intrinsicSize": { "width": 10, "height": 30 } }
        """, constraints: ["s.width == 100"])
    #expect(Self.rect(narrow, "a") == [20, 20, 40, 40])
    #expect(Self.rect(narrow, "b") == [70, 20, 30, 40])
  }

  /// fillEqually: (200 − 2 × 10) / 3 = 60 each.
  @Test func fillEquallyGivesEveryViewTheSameLength() throws {
    let s = try Self.scene(#""spacing": 10, "distribution": "fillEqually","#, constraints: ["s.width == 200"])
    #expect(Self.rect(s, "a") == [20, 20, 60, 40])
    #expect(Self.rect(s, "b") == [90, 20, 60, 40])
    #expect(Self.rect(s, "c") == [160, 20, 60, 40])
  }

  /// fillProportionally: intrinsic widths 60 : 30 : 10 of a 200-point stack are 120, 60, 20.
  /// With 10-point spacings the shares are of 120 (60/120, 30/120, 10/120 of the stack) at
  /// priorities 999, 998, 997: in 240 points a gets 120 and b 60, and c, the lowest, takes what is
  /// left (240 − 20 − 180 = 40) (facts SV4).
  @Test func fillProportionallyFollowsIntrinsicSizes() throws {
    let s = try Self.scene(#""distribution": "fillProportionally","#, constraints: ["s.width == 200"])
    #expect(Self.rect(s, "a") == [20, 20, 120, 40])
    #expect(Self.rect(s, "b") == [140, 20, 60, 40])
    #expect(Self.rect(s, "c") == [200, 20, 20, 40])
    let spaced = try Self.scene(
      #""spacing": 10, "distribution": "fillProportionally","#, constraints: ["s.width == 240"])
    #expect(Self.rect(spaced, "a")[2] == 120)
    #expect(Self.rect(spaced, "b")[2] == 60)
    #expect(Self.rect(spaced, "c") == [220, 20, 40, 40])
  }

  /// A label's new text is a new intrinsic width, and fillProportionally shares the stack by the
  /// new widths: the stack's constraints are made again (facts SV4), not just the label's.
  @Test func fillProportionallyFollowsATextChange() throws {
    let labels = #"{ "id": "a", "kind": "label", "text": "One" }, { "id": "b", "kind": "label", "text": "One" }"#
    let s = try Self.scene(
      #""distribution": "fillProportionally","#, views: labels, constraints: ["s.width == 300"],
      extra: #", "timeline": [{ "at": 1, "duration": 0, "changes": [{ "view": "b", "text": "OneOneOne" }] }]"#)
    let before = s.generatedConstraints(at: 0).map(\.label)
    let after = s.generatedConstraints(at: 1).map(\.label)
    #expect(before.contains { $0.hasPrefix("'UISV-fill-proportionally' b.width == 0.5 * s.width") })
    #expect(!after.contains { $0.hasPrefix("'UISV-fill-proportionally' b.width == 0.5 * s.width") })
    #expect(Self.rect(s, "a", at: 0)[2] == 150)
    let a = Self.rect(s, "a", at: 1)[2], b = Self.rect(s, "b", at: 1)[2]
    // "OneOneOne" is about three times as wide as "One": b gets about three quarters.
    #expect(a + b == 300 && b > 2.5 * a && b < 3.5 * a)
  }

  /// equalSpacing: 200 − 100 of views leaves two gaps of 50; when the views do not fit, the
  /// gaps stay at `spacing` and the view with the lowest compression resistance shrinks.
  @Test func equalSpacingSharesTheFreeSpace() throws {
    let s = try Self.scene(#""spacing": 5, "distribution": "equalSpacing","#, constraints: ["s.width == 200"])
    #expect(Self.rect(s, "a") == [20, 20, 60, 40])
    #expect(Self.rect(s, "b") == [130, 20, 30, 40])
    #expect(Self.rect(s, "c") == [210, 20, 10, 40])
    let tight = try Self.scene(
      #""spacing": 5, "distribution": "equalSpacing","#,
      views: """
        { "id": "a", "intrinsicSize": { "width": 60, "height": 40 }, "compressionResistance": { "horizontal": 700 } },
        { "id": "b", "intrinsicSize": { "width": 30, "height": 20 } },
        { "id": "c", "intrinsicSize": { "width": 10, "height": 30 } }
        """, constraints: ["s.width == 100"])
    #expect(Self.rect(tight, "a") == [20, 20, 50, 40])
    #expect(Self.rect(tight, "b") == [75, 20, 30, 40])
    #expect(Self.rect(tight, "c") == [110, 20, 10, 40])
  }

  /// equalCentering: centres at 50 and 215 put b's centre half way, at 132.5.
  @Test func equalCenteringSpacesTheCentres() throws {
    let s = try Self.scene(#""distribution": "equalCentering","#, constraints: ["s.width == 200"])
    #expect(Self.rect(s, "a") == [20, 20, 60, 40])
    #expect(Self.rect(s, "b") == [117.5, 20, 30, 40])
    #expect(Self.rect(s, "c") == [210, 20, 10, 40])
  }

  // MARK: Alignments

  /// A vertical 100-point-wide stack: leading, center and trailing keep the intrinsic widths and
  /// place them; fill stretches them to the stack's width.
  @Test func alignmentsAcrossAVerticalStack() throws {
    let expected: [(String, [Double])] = [
      ("fill", [20, 20, 20]), ("leading", [20, 20, 20]), ("center", [40, 55, 65]), ("trailing", [60, 90, 110]),
    ]
    for (alignment, xs) in expected {
      let s = try Self.scene(#""axis": "vertical", "alignment": "\#(alignment)","#, constraints: ["s.width == 100"])
      #expect(["a", "b", "c"].map { Self.rect(s, $0)[0] } == xs, "\(alignment)")
      let widths = ["a", "b", "c"].map { Self.rect(s, $0)[2] }
      #expect(widths == (alignment == "fill" ? [100, 100, 100] : [60, 30, 10]), "\(alignment)")
      #expect(["a", "b", "c"].map { Self.rect(s, $0)[1] } == [20, 60, 80], "\(alignment)")
      #expect(s.diagnostics.isEmpty, "\(alignment)")
    }
  }

  /// Without a width, a leading-aligned column is as wide as its widest view (the spanning guide
  /// fits at priority 51, facts SV6); `top` is `leading` and `bottom` is `trailing` (facts SV1).
  @Test func alignedStacksHugTheirLargestView() throws {
    let column = try Self.scene(#""axis": "vertical", "alignment": "top","#)
    #expect(Self.rect(column, "s") == [20, 20, 60, 90])
    #expect(["a", "b", "c"].map { Self.rect(column, $0)[0] } == [20, 20, 20])
    let row = try Self.scene(#""alignment": "center","#)
    #expect(Self.rect(row, "s") == [20, 20, 100, 40])
    #expect(["a", "b", "c"].map { Self.rect(row, $0)[1] } == [20, 30, 25])
    let bottom = try Self.scene(#""alignment": "bottom","#)
    #expect(["a", "b", "c"].map { Self.rect(bottom, $0)[1] } == [20, 40, 30])
    #expect(column.diagnostics.isEmpty && row.diagnostics.isEmpty && bottom.diagnostics.isEmpty)
  }

  /// firstBaseline / lastBaseline line the labels' baselines up: the same offsets as the same
  /// labels with an explicit baseline constraint.
  @Test func baselineAlignmentLinesUpText() throws {
    let labels = """
      { "id": "big", "kind": "label", "text": "Title", "textStyle": "title1" },
      { "id": "small", "kind": "label", "text": "note", "textStyle": "footnote" }
      """
    for baseline in ["firstBaseline", "lastBaseline"] {
      let stacked = try Self.scene(#""spacing": 8, "alignment": "\#(baseline)","#, views: labels)
      let reference = try SceneFixtures.compile(
        """
        { "canvas": { "width": 400, "height": 400 }, "views": [ \(labels) ],
          "constraints": ["big.top == root.top + 20", "small.\(baseline) == big.\(baseline)",
                          "big.leading == root.leading + 20", "small.leading == big.trailing + 8"] }
        """)
      let offset = Self.rect(stacked, "small")[1] - Self.rect(stacked, "big")[1]
      let expected = Self.rect(reference, "small")[1] - Self.rect(reference, "big")[1]
      #expect(offset > 0 && abs(offset - expected) < 1e-9, "\(baseline)")
      #expect(Self.rect(stacked, "big")[1] == 20, "\(baseline)")
    }
  }

  // MARK: Spacing, margins, nesting

  /// setCustomSpacing(20, after: a): 20 after a, the stack's 8 after b.
  @Test func customSpacingFollowsItsView() throws {
    let s = try Self.scene(
      #""axis": "vertical", "spacing": 8,"#,
      views: """
        { "id": "a", "intrinsicSize": { "width": 60, "height": 40 }, "customSpacing": 20 },
        { "id": "b", "intrinsicSize": { "width": 30, "height": 20 } },
        { "id": "c", "intrinsicSize": { "width": 10, "height": 30 } }
        """)
    #expect(["a", "b", "c"].map { Self.rect(s, $0)[1] } == [20, 80, 108])
    #expect(Self.rect(s, "s")[3] == 118)
  }

  /// Margins-relative arrangement insets the views by the layout margins: given ones, or UIView's
  /// default 8 on every edge (facts SV9).
  @Test func layoutMarginsInsetTheArrangement() throws {
    let s = try Self.scene(
      #""isLayoutMarginsRelativeArrangement": true, "layoutMargins": { "top": 5, "left": 10, "bottom": 15, "right": 20 },"#
    )
    #expect(Self.rect(s, "a") == [30, 25, 60, 40])
    #expect(Self.rect(s, "s") == [20, 20, 130, 60])
    let defaults = try Self.scene(#""isLayoutMarginsRelativeArrangement": true,"#)
    #expect(Self.rect(defaults, "a") == [28, 28, 60, 40])
    #expect(Self.rect(defaults, "s") == [20, 20, 116, 56])
  }

  /// A horizontal fillEqually stack inside a 200-wide vertical one: it spans the column (fill
  /// alignment) and splits it in two 95-point halves.
  @Test func stacksNest() throws {
    let s = try Self.scene(
      #""axis": "vertical", "spacing": 10,"#,
      views: """
        { "id": "row", "kind": "stackView", "distribution": "fillEqually", "spacing": 10, "arrangedSubviews": [
            { "id": "left", "intrinsicSize": { "height": 44 } }, { "id": "right" } ] },
        { "id": "footer", "intrinsicSize": { "height": 20 } }
        """, constraints: ["s.width == 200"])
    #expect(Self.rect(s, "row") == [20, 20, 200, 44])
    #expect(Self.rect(s, "left") == [20, 20, 95, 44])
    #expect(Self.rect(s, "right") == [125, 20, 95, 44])
    #expect(Self.rect(s, "footer") == [20, 74, 200, 20])
    #expect(s.diagnostics.isEmpty)
  }

  // MARK: Identities

  /// The constraints carry UIKit's identifiers: `export layout` lists them after the views.
  @Test func layoutJSONListsTheUISVConstraints() throws {
    let s = try Self.scene(#""spacing": 10, "distribution": "fillEqually", "alignment": "center","#)
    let json = s.layoutJSON(at: 0)
    for identifier in [
      "UISV-canvas-connection", "UISV-spacing", "UISV-alignment", "UISV-fill-equally", "UISV-spanning-boundary",
      "UISV-spanning-fit", "UISV-ambiguity-suppression",
    ] {
      #expect(json.contains("'\(identifier)'"), "\(identifier)")
    }
    #expect(
      json.contains(#"{"id": "s.UISV-spacing.a", "constraint": "'UISV-spacing' b.leading == a.trailing + 10.0"}"#))
    #expect(json.contains(#"{"id": "s.UISV-fill-equally.c", "constraint": "'UISV-fill-equally' c.width == a.width"}"#))
    // A scene without stack views prints no constraint list.
    #expect(!(try SceneFixtures.compile(SceneFixtures.competing)).layoutJSON(at: 0).contains("constraints"))
  }

  /// equalSpacing's gap guides and the alignment spanner are laid out but never drawn or reported.
  @Test func guidesAreNotViews() throws {
    let s = try Self.scene(#""distribution": "equalSpacing", "alignment": "leading","#, constraints: ["s.width == 200"])
    #expect(s.viewIDs == ["s", "a", "b", "c"])
    #expect(s.diagnostics.isEmpty)
    #expect(s.generatedConstraints(at: 0).contains { $0.label.hasPrefix("'UISV-distributing-edge' s._UIOLAGapGuide0") })
  }
}

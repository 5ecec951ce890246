import Plot
import Testing

/// `export timeline` plots issue 15's layer properties and transition progress.
@Suite struct TimelinePlotStyleTests {
  @Test func borderShadowAndTransitionProgressArePlotted() throws {
    let plot = try TimelinePlot(
      json: """
        {"canvas": {"width": 200, "height": 100, "scale": 1},
         "views": [{"id": "card", "frame": {"x": 10, "y": 10, "width": 100, "height": 50}, "backgroundColor": "white"}],
         "timeline": [
           {"duration": 1, "curve": "linear", "changes": [{"view": "card", "borderWidth": 2, "shadow": {"opacity": 0.3}}]},
           {"at": 1, "duration": 0.5, "transition": "crossDissolve", "view": "card",
            "changes": [{"view": "card", "backgroundColor": "black"}]}]}
        """, name: "style.json")
    // The background snaps inside the transition (a step in its panel); border and shadow animate
    // over the first second, the transition's progress over the next half second.
    #expect(
      plot.panels.map { $0.series.map(\.label) } == [
        ["card.backgroundRed"], ["card.borderWidth"], ["card.shadowOpacity", "card.transition"],
      ])
  }
}

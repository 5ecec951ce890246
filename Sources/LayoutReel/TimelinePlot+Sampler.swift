/// Samples a compiled scene's presentation and keeps the properties that change, grouped in
/// panels by unit.
struct PlotSampler {
  let scene: CompiledScene
  let times: [Double]

  /// Panel titles and the properties each holds, in the order they are drawn.
  static let groups: [(title: String, properties: [String])] = [
    ("Frame and translation (points, root coordinates)", ["x", "y", "width", "height", "translateX", "translateY", "cornerRadius"]),
    ("Opacity", ["alpha", "backgroundAlpha"]),
    ("Scale", ["scaleX", "scaleY"]),
    ("Rotation (degrees)", ["rotation"]),
    ("Background colour (luma Y′, 0–1)", ["backgroundLuma"]),
  ]

  func panels() -> [TimelinePlot.Panel] {
    let ids = scene.viewIDs
    // values[view][property] over time.
    var values = Array(repeating: [String: [Double]](), count: ids.count)
    for time in times {
      let snapshot = scene.snapshot(at: time)
      let states = scene.presentation(at: time)
      for i in ids.indices {
        for (property, value) in Self.properties(snapshot[i], states[i]) {
          values[i][property, default: []].append(value)
        }
      }
    }
    var panels: [TimelinePlot.Panel] = []
    for group in Self.groups {
      var series: [TimelinePlot.Series] = []
      for property in group.properties {
        for i in ids.indices {
          guard let line = values[i][property], let low = line.min(), let high = line.max(), high - low > 1e-9
          else { continue }
          series.append(TimelinePlot.Series(view: ids[i], property: property, values: line))
        }
      }
      // Series of one view stay together in the legend.
      series.sort { ids.firstIndex(of: $0.view) ?? 0 < ids.firstIndex(of: $1.view) ?? 0 }
      guard !series.isEmpty else { continue }
      let low = series.compactMap { $0.values.min() }.min() ?? 0
      let high = series.compactMap { $0.values.max() }.max() ?? 1
      panels.append(TimelinePlot.Panel(title: group.title, series: series, axis: PlotAxis(covering: low, high, target: 5)))
    }
    return panels
  }

  /// Every plottable property of one view at one time.
  static func properties(_ view: ViewSnapshot, _ state: ViewState) -> [(String, Double)] {
    let t = state.transform, bg = state.background, r = state.cornerRadii
    return [
      ("x", view.x), ("y", view.y), ("width", view.width), ("height", view.height),
      ("translateX", t[0]), ("translateY", t[1]), ("cornerRadius", max(r[0], r[1], r[2], r[3])),
      ("alpha", view.alpha), ("backgroundAlpha", bg[3]),
      ("scaleX", t[2]), ("scaleY", t[3]), ("rotation", t[4] * 180 / Double.pi),
      ("backgroundLuma", 0.2126 * bg[0] + 0.7152 * bg[1] + 0.0722 * bg[2]),
    ]
  }
}

import LayoutReel
import Raster
import SceneModel

/// Samples a compiled scene's presentation and keeps the properties that change, grouped in
/// panels by unit.
struct PlotSampler {
  let scene: CompiledScene
  let times: [Double]

  /// Panel titles and the properties each holds, in the order they are drawn.
  static let groups: [(title: String, properties: [String])] = [
    (
      "Geometry (points; x and y in root coordinates)",
      ["x", "y", "width", "height", "translateX", "translateY", "cornerRadius"]
    ),
    ("Opacity", ["alpha", "backgroundAlpha"]),
    ("Scale", ["scaleX", "scaleY"]),
    ("Rotation (degrees)", ["rotation"]),
    ("Background colour (sRGB components, 0–1)", ["backgroundRed", "backgroundGreen", "backgroundBlue"]),
    (
      "Control state (a switch's on-ness, a progress, a segment plate's position)",
      ["control0", "control1", "control2"]
    ),
    ("Counted numbers", ["count"]),
    ("Border and shadow (points)", ["borderWidth", "shadowRadius", "shadowOffsetX", "shadowOffsetY"]),
    ("Shadow opacity and transition progress (0–1)", ["shadowOpacity", "transition"]),
    ("Content offset (points, scroll views)", ["contentOffsetX", "contentOffsetY"]),
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
        values[i]["transition", default: []].append(scene.transitionProgress(view: i, at: time))
      }
    }
    var panels: [TimelinePlot.Panel] = []
    for group in Self.groups {
      var series: [TimelinePlot.Series] = []
      // View by view, so the series of one view stay together in the legend.
      for i in ids.indices {
        for property in group.properties {
          guard let line = values[i][property], let low = line.min(), let high = line.max(), high - low > 1e-9
          else { continue }
          // A line hidden exactly under another is named in that line's legend instead.
          if let same = series.firstIndex(where: { Self.coincide($0.values, line) }) {
            series[same].sameAs.append("\(ids[i]).\(property)")
          } else {
            series.append(TimelinePlot.Series(view: ids[i], property: property, values: line))
          }
        }
      }
      guard !series.isEmpty else { continue }
      let low = series.compactMap { $0.values.min() }.min() ?? 0
      let high = series.compactMap { $0.values.max() }.max() ?? 1
      let swatches = group.properties.contains("backgroundRed") ? self.swatches() : []
      panels.append(
        TimelinePlot.Panel(
          title: group.title, series: series, swatches: swatches, axis: PlotAxis(covering: low, high, target: 5)))
    }
    return panels
  }

  /// The presented background of every view whose background changes.
  func swatches() -> [TimelinePlot.Swatch] {
    var colors = Array(repeating: [Raster.Color](), count: scene.viewIDs.count)
    for time in times {
      for (i, state) in scene.presentation(at: time).enumerated() {
        let c = state.background
        colors[i].append(Raster.Color(red: c[0], green: c[1], blue: c[2], alpha: c[3]))
      }
    }
    return scene.viewIDs.indices.compactMap { i in
      guard let first = colors[i].first, colors[i].contains(where: { $0 != first }) else { return nil }
      return TimelinePlot.Swatch(view: scene.viewIDs[i], colors: colors[i])
    }
  }

  /// True when two sampled lines would draw on top of each other.
  static func coincide(_ a: [Double], _ b: [Double]) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= 1e-6 * max(1, abs($0)) }
  }

  /// Every plottable property of one view at one time.
  static func properties(_ view: ViewSnapshot, _ state: ViewState) -> [(String, Double)] {
    let t = state.transform, bg = state.background, r = state.cornerRadii
    return [
      ("x", view.x), ("y", view.y), ("width", view.width), ("height", view.height),
      ("translateX", t[0]), ("translateY", t[1]), ("cornerRadius", max(r[0], r[1], r[2], r[3])),
      ("alpha", view.alpha), ("backgroundAlpha", bg[3]),
      ("scaleX", t[2]), ("scaleY", t[3]), ("rotation", t[4] * 180 / Double.pi),
      ("backgroundRed", bg[0]), ("backgroundGreen", bg[1]), ("backgroundBlue", bg[2]),
      ("control0", state.controls[0]), ("control1", state.controls[1]), ("control2", state.controls[2]),
      ("count", state.controls[ControlValues.countLane]),
      ("borderWidth", state.style.borderWidth), ("shadowOpacity", state.style.shadow[4]),
      ("shadowRadius", state.style.shadow[5]), ("shadowOffsetX", state.style.shadow[6]),
      ("shadowOffsetY", state.style.shadow[7]),
      ("contentOffsetX", state.contentOffset[0]), ("contentOffsetY", state.contentOffset[1]),
    ]
  }
}

import Geometry
import LayoutReel
import Raster

/// Where the parts of a timeline plot go, in points.
public struct PlotLayout: Sendable {
  /// Pixels per point of the PNG.
  public static let scale = 2.0
  static let width = 960.0
  static let margin = 16.0
  static let axisLabelWidth = 56.0
  static let legendWidth = 200.0
  static let titleHeight = 30.0
  static let laneHeight = 18.0
  static let panelTitleHeight = 22.0
  static let panelGap = 14.0
  static let legendRow = 18.0
  static let minimumPlotHeight = 140.0
  static let timeAxisHeight = 40.0
  static let swatchHeight = 12.0
  static let swatchGap = 5.0
  /// Space between the value axis ends and the plot frame, so no line runs along the frame.
  static let valueInset = 8.0

  /// The plot areas of the panels, in drawing order.
  public let plots: [Geometry.Rect]
  /// The time axis shared by every panel.
  public let time: PlotAxis
  /// Value axes per panel.
  public let values: [PlotAxis]
  /// The colour strips under each panel (empty for most).
  let swatches: [[Geometry.Rect]]
  /// Top of the time axis labels (under the last panel and its strips).
  let axisTop: Double
  /// Row of each step's label above the panels (steps overlap, labels must not).
  let lanes: [Int]
  let laneTop: Double
  /// The whole plot, in points.
  public let size: Geometry.Size

  init(panels: [TimelinePlot.Panel], steps: [TimelinePlot.StepBand], duration: Double, measure: (String) -> Double) {
    let plotLeft = Self.margin + Self.axisLabelWidth
    let plotWidth = Self.width - plotLeft - Self.legendWidth - Self.margin
    time = PlotAxis(duration: duration, target: 10)
    values = panels.map(\.axis)
    let x = { (t: Double) in plotLeft + min(1, max(0, t / duration)) * plotWidth }
    var laneEnds: [Double] = []
    var lanes: [Int] = []
    for step in steps {
      let start = x(step.start)
      let end = max(x(step.end.isFinite ? step.end : duration), start + measure(step.id) + 10)
      let lane = laneEnds.firstIndex { $0 + 4 <= start } ?? laneEnds.count
      if lane == laneEnds.count { laneEnds.append(end) } else { laneEnds[lane] = end }
      lanes.append(lane)
    }
    self.lanes = lanes
    laneTop = Self.margin + Self.titleHeight
    var y = laneTop + Double(laneEnds.count) * Self.laneHeight + 6
    var plots: [Geometry.Rect] = []
    var swatches: [[Geometry.Rect]] = []
    for panel in panels {
      y += Self.panelTitleHeight
      let rows = panel.series.reduce(0) { $0 + $1.legendRows.count }
      let height = max(Self.minimumPlotHeight, Double(rows) * Self.legendRow + 12)
      plots.append(Geometry.Rect(x: plotLeft, y: y, width: plotWidth, height: height))
      y += height
      var strips: [Geometry.Rect] = []
      for _ in panel.swatches {
        y += Self.swatchGap
        strips.append(Geometry.Rect(x: plotLeft, y: y, width: plotWidth, height: Self.swatchHeight))
        y += Self.swatchHeight
      }
      swatches.append(strips)
      y += Self.panelGap
    }
    if panels.isEmpty { y += Self.panelGap }
    self.plots = plots
    self.swatches = swatches
    axisTop = y - Self.panelGap
    size = Geometry.Size(width: Self.width, height: axisTop + Self.timeAxisHeight + Self.margin)
  }

  /// The point (in points) where `value` at `time` is drawn in panel `panel`.
  public func point(time t: Double, value: Double, panel: Int) -> Geometry.Point {
    let plot = plots[panel]
    let span = plot.height - 2 * Self.valueInset
    return Geometry.Point(
      x: plot.minX + time.fraction(t) * plot.width,
      y: plot.maxY - Self.valueInset - values[panel].fraction(value) * span)
  }

  /// Horizontal position of `t` (clamped to the axis).
  func x(_ t: Double) -> Double {
    guard let plot = plots.first else { return Self.margin + Self.axisLabelWidth }
    return plot.minX + min(1, max(0, time.fraction(t))) * plot.width
  }

  /// The width of the PNG in pixels.
  public var pixelWidth: Int { Int((size.width * Self.scale).rounded()) }
  /// The height of the PNG in pixels.
  public var pixelHeight: Int { Int((size.height * Self.scale).rounded()) }
}

import Geometry
import LayoutReel
import Raster
import SceneModel
import Text

extension TimelinePlot {
  static let lineWidth = 1.75

  /// The plot, drawn as one layer tree at ``PlotLayout/scale`` pixels per point.
  public func render() throws(ExportError) -> Pixmap {
    guard var pixmap = Pixmap(width: layout.pixelWidth, height: layout.pixelHeight) else {
      throw .io(path: scene.file, message: "the timeline plot would be empty")
    }
    var root = Layer(frame: Geometry.Rect(origin: .zero, size: layout.size))
    let title =
      panels.isEmpty
      ? "\(scene.name): nothing animates" : "\(scene.name) — animated properties over time"
    text(title, font: fonts.title, at: Geometry.Point(x: PlotLayout.margin, y: PlotLayout.margin), into: &root)
    drawStepLabels(into: &root)
    for (index, panel) in panels.enumerated() { draw(panel, index: index, into: &root) }
    drawTimeAxis(into: &root)
    Renderer.render(root: root, into: &pixmap, scale: PlotLayout.scale, background: PlotColors.background)
    return pixmap
  }

  /// The step ids above the panels, each over a bar from its start to its end.
  func drawStepLabels(into root: inout Layer) {
    for (i, step) in steps.enumerated() {
      let y = layout.laneTop + Double(layout.lanes[i]) * PlotLayout.laneHeight
      let start = layout.x(step.start), end = layout.x(min(step.end, scene.clock.duration))
      let color = PlotColors.step(i)
      let bar = Geometry.Rect(x: start, y: y + 1, width: max(2, end - start), height: PlotLayout.laneHeight - 3)
      fill(.roundedRect(bar, radii: CornerRadii(all: 3)), color.multipliedAlpha(0.16), into: &root)
      fill(.rect(Geometry.Rect(x: start, y: y + 1, width: 1.5, height: bar.height)), color, into: &root)
      let label = step.end.isFinite ? step.id : step.id + " (never ends)"
      text(
        label, font: fonts.small, at: Geometry.Point(x: start + 5, y: bar.midY), centredVertically: true,
        color: darker(color), into: &root)
    }
  }

  func draw(_ panel: Panel, index: Int, into root: inout Layer) {
    let plot = layout.plots[index]
    let axis = panel.axis
    text(
      panel.title, font: fonts.heading,
      at: Geometry.Point(x: plot.minX, y: plot.minY - PlotLayout.panelTitleHeight + 3),
      color: PlotColors.text, into: &root)
    fill(.rect(plot), PlotColors.plotArea, into: &root)
    // Step bands behind the grid and lines.
    for (i, step) in steps.enumerated() {
      let start = layout.x(step.start), end = layout.x(min(step.end, scene.clock.duration))
      let color = PlotColors.step(i)
      // A faint fill (overlapping steps stay readable) between solid start and end rules.
      if end - start > 0.5 {
        fill(
          .rect(Geometry.Rect(x: start, y: plot.minY, width: end - start, height: plot.height)),
          color.multipliedAlpha(0.06), into: &root)
        fill(
          .rect(Geometry.Rect(x: end - 0.5, y: plot.minY, width: 1, height: plot.height)),
          color.multipliedAlpha(0.3), into: &root)
      }
      fill(
        .rect(Geometry.Rect(x: start - 0.5, y: plot.minY, width: 1, height: plot.height)),
        color.multipliedAlpha(0.5), into: &root)
    }
    for t in layout.time.ticks {
      let x = layout.x(t)
      fill(
        .rect(Geometry.Rect(x: x - 0.25, y: plot.minY, width: 0.5, height: plot.height)), PlotColors.grid, into: &root)
    }
    for v in axis.ticks {
      let y = layout.point(time: 0, value: v, panel: index).y
      let color = abs(v) < axis.step * 1e-6 ? PlotColors.zero : PlotColors.grid
      fill(.rect(Geometry.Rect(x: plot.minX, y: y - 0.25, width: plot.width, height: 0.5)), color, into: &root)
      let label = fonts.layout(axis.label(v), font: fonts.label)
      text(
        label, at: Geometry.Point(x: plot.minX - 6 - label.usedSize.width, y: y), centredVertically: true,
        color: PlotColors.secondaryText, into: &root)
    }
    fill(frame(plot), PlotColors.frame, into: &root)
    // Lines, clipped to the plot area (outset so a line on the bound is not cut in half).
    let outset = plot.insetBy(dx: -2, dy: -2)
    var lines = Layer(frame: outset)
    lines.clipsToBounds = true
    for (s, series) in panel.series.enumerated() {
      let points = zip(times, series.values).map { t, v in
        let p = layout.point(time: t, value: v, panel: index)
        return Geometry.Point(x: p.x - outset.minX, y: p.y - outset.minY)
      }
      lines.contents.append(
        ShapeContent(
          path: PlotStroke.polyline(points, width: Self.lineWidth), paint: .solid(color(of: series, at: s, in: panel))))
    }
    root.sublayers.append(lines)
    drawSwatches(panel, index: index, into: &root)
    // Legend: a swatch and the line's name per series (lines drawn as one are listed together).
    let left = plot.maxX + 14
    var row = 0
    for (s, series) in panel.series.enumerated() {
      for (r, name) in series.legendRows.enumerated() {
        let y = plot.minY + 6 + (Double(row) + 0.5) * PlotLayout.legendRow
        if r == 0 {
          fill(
            PlotStroke.line(from: Geometry.Point(x: left, y: y), to: Geometry.Point(x: left + 18, y: y), width: 2.5),
            color(of: series, at: s, in: panel), into: &root)
        }
        text(
          name, font: fonts.label, at: Geometry.Point(x: left + 24, y: y), centredVertically: true,
          color: r == 0 ? PlotColors.text : PlotColors.secondaryText, into: &root)
        row += 1
      }
    }
  }

  /// Seconds under the last panel, and the axis title.
  func drawTimeAxis(into root: inout Layer) {
    guard let plot = layout.plots.last else { return }
    let top = layout.axisTop
    for t in layout.time.ticks {
      let x = layout.x(t)
      fill(.rect(Geometry.Rect(x: x - 0.5, y: top, width: 1, height: 4)), PlotColors.frame, into: &root)
      let label = fonts.layout(layout.time.label(t), font: fonts.label)
      text(
        label, at: Geometry.Point(x: x - label.usedSize.width / 2, y: top + 6),
        color: PlotColors.secondaryText, into: &root)
    }
    let caption = fonts.layout("time (s)", font: fonts.label)
    text(
      caption, at: Geometry.Point(x: plot.midX - caption.usedSize.width / 2, y: top + 22),
      color: PlotColors.secondaryText, into: &root)
  }

  /// Strips painted with each view's presented background over time, one rectangle per run of
  /// equal samples, named at the left like an axis.
  func drawSwatches(_ panel: Panel, index: Int, into root: inout Layer) {
    for (swatch, strip) in zip(panel.swatches, layout.swatches[index]) {
      var run = 0
      for i in 1...swatch.colors.count where i == swatch.colors.count || swatch.colors[i] != swatch.colors[run] {
        let start = layout.x(times[run]), end = i == swatch.colors.count ? strip.maxX : layout.x(times[i])
        // Each run reaches 1 pt under the next, which paints over it: abutting anti-aliased
        // edges would otherwise leave faint seams where they share a pixel.
        let reach = i == swatch.colors.count ? 0 : 1.0
        fill(
          .rect(Geometry.Rect(x: start, y: strip.minY, width: end - start + reach, height: strip.height)),
          swatch.colors[run], into: &root)
        run = i
      }
      fill(frame(strip), PlotColors.frame, into: &root)
      let label = fonts.layout(swatch.view, font: fonts.label)
      text(
        label, at: Geometry.Point(x: strip.minX - 6 - label.usedSize.width, y: strip.midY), centredVertically: true,
        color: PlotColors.secondaryText, into: &root)
    }
  }

  // MARK: Drawing helpers

  /// A colour component is drawn in its own hue (shaded per view when several views change
  /// colour); every other line takes the next palette colour.
  func color(of series: Series, at index: Int, in panel: Panel) -> Raster.Color {
    guard let hue = PlotColors.channel(series.property) else { return PlotColors.series(index) }
    let views = panel.series.map(\.view).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
    return PlotColors.shade(hue, views.firstIndex(of: series.view) ?? 0)
  }

  func fill(_ path: Path, _ color: Raster.Color, into root: inout Layer) {
    root.contents.append(ShapeContent(path: path, paint: .solid(color)))
  }

  /// A hairline rectangle outline (the plot frame).
  func frame(_ r: Geometry.Rect) -> Path {
    var path = Path.rect(r)
    path.append(Path.rect(r.insetBy(dx: 0.5, dy: 0.5)).reversed())
    return path
  }

  func text(
    _ string: String, font: Text.Font, at point: Geometry.Point, centredVertically: Bool = false,
    color: Raster.Color = PlotColors.text, into root: inout Layer
  ) {
    text(fonts.layout(string, font: font), at: point, centredVertically: centredVertically, color: color, into: &root)
  }

  /// `layout` with its top-left (or left middle) at `point`.
  func text(
    _ layout: TextLayout, at point: Geometry.Point, centredVertically: Bool = false,
    color: Raster.Color, into root: inout Layer
  ) {
    let y = centredVertically ? point.y - layout.usedSize.height / 2 : point.y
    root.contents.append(
      TextContent(layout: layout, color: color, origin: Geometry.Point(x: point.x, y: y), renderer: scene.renderer))
  }

  func darker(_ c: Raster.Color) -> Raster.Color {
    Raster.Color(r: UInt8(Double(c.r) * 0.6), g: UInt8(Double(c.g) * 0.6), b: UInt8(Double(c.b) * 0.6))
  }
}

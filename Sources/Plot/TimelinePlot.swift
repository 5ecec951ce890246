import Animation
import Codecs
import Geometry
import LayoutReel
import Raster
import SceneJSON
import SceneModel

/// `export timeline`: every animated property of a scene plotted against time, one line per view
/// and property, grouped in panels by unit, with the timeline's steps shown as labelled bands.
///
/// Sampled at ``samplesPerSecond`` over the scene's duration; properties that never change are
/// left out. A changing background colour is plotted per sRGB component (0...1, only the
/// components that change) with its alpha among the opacities, and shown under its panel as a
/// strip painted with the presented colour at each time, which says more than any number.
public struct TimelinePlot: Sendable {
  /// One plotted line: a property of a view, sampled at the plot's times.
  public struct Series: Sendable {
    /// The view's id.
    public let view: String
    /// The property's name: x, y, width, height, translateX, translateY, cornerRadius, alpha,
    /// backgroundAlpha, scaleX, scaleY, rotation (degrees), backgroundRed/Green/Blue.
    public let property: String
    /// One value per sample time.
    public let values: [Double]
    /// Labels of other series with exactly these values, drawn as this one line.
    public internal(set) var sameAs: [String] = []
    /// "view.property", as the legend shows it.
    public var label: String { "\(view).\(property)" }
    /// Legend rows: the label, then "= other" per merged series.
    var legendRows: [String] { [label] + sameAs.map { "= " + $0 } }
  }

  /// The presented background colour of one view at every sample time.
  public struct Swatch: Sendable {
    /// The view's id.
    public let view: String
    /// One colour per sample time.
    public let colors: [Raster.Color]
  }

  /// A group of series sharing one value axis.
  public struct Panel: Sendable {
    /// The heading, with the unit.
    public let title: String
    /// The lines, view by view.
    public let series: [Series]
    /// Colour strips drawn under the panel (the colour panel only).
    public let swatches: [Swatch]
    /// The value axis: nice round bounds around every value of every series.
    public let axis: PlotAxis
  }

  /// A timeline step on the time axis (`end` == `start` for an immediate change).
  public struct StepBand: Sendable, Equatable {
    /// The step's id, or `timeline[i]` for a step without one.
    public let id: String
    /// When its changes apply, delay included.
    public let start: Double
    /// When its animation ends (`.infinity` for a step repeating forever).
    public let end: Double
  }

  /// How densely properties are sampled.
  public static let samplesPerSecond = 200.0

  /// The compiled scene the plot samples.
  public let scene: CompiledScene
  /// The sample times, 0 to the scene's duration inclusive.
  public let times: [Double]
  /// The panels that have at least one changing property, in a fixed order.
  public let panels: [Panel]
  /// The timeline's steps, in the order they were written.
  public let steps: [StepBand]
  /// Where everything goes, in points (the PNG is drawn at ``PlotLayout/scale`` pixels per point).
  public let layout: PlotLayout
  let fonts: PlotFonts

  /// Loads and compiles the scene file at `path` and samples it.
  public init(
    contentsOf path: String, overrides: SceneOverrides = SceneOverrides(), limits: ExportLimits = ExportLimits()
  ) throws(ExportError) {
    try self.init(scene: CompiledScene(contentsOf: path, overrides: overrides, limits: limits))
  }

  /// Samples scene JSON held in memory; `name` stands for the file in messages.
  public init(
    json: String, name: String = "scene.json", overrides: SceneOverrides = SceneOverrides(),
    limits: ExportLimits = ExportLimits()
  ) throws(ExportError) {
    try self.init(scene: CompiledScene(json: json, name: name, overrides: overrides, limits: limits))
  }

  /// Samples a compiled scene.
  public init(scene: CompiledScene) throws(ExportError) {
    self.scene = scene
    steps = scene.steps.map { StepBand(id: $0.id, start: $0.start, end: $0.end) }
    let duration = scene.clock.duration
    // A clock is at most 2^53 frames long, so the count converts; a longer one is refused, not a trap.
    guard let samples = Int(checking: duration * Self.samplesPerSecond, rounding: .up) else {
      throw .model(ModelError(.scene, "the scene is too long to plot"), file: scene.file, location: nil)
    }
    let count = max(2, samples + 1)
    times = (0..<count).map { min(duration, Double($0) / Self.samplesPerSecond) }
    panels = PlotSampler(scene: scene, times: times).panels()
    let fonts = try PlotFonts(file: scene.file)
    self.fonts = fonts
    layout = PlotLayout(panels: panels, steps: steps, duration: duration) { fonts.width(of: $0, font: fonts.small) }
  }

  /// The plot as PNG bytes.
  public func png() throws(ExportError) -> [UInt8] {
    let image = try render().rgbaImage
    do {
      return try PNGWriter.encode(image, options: PNGWriteOptions(), name: scene.name + "-timeline.png")
    } catch {
      throw .codec(path: scene.file, error)
    }
  }
}

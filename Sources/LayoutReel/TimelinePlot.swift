import Animation
import Codecs
import Raster
import Scene

/// `export timeline`: every animated property of a scene plotted against time, one line per view
/// and property, grouped in panels by unit, with the timeline's steps shown as labelled bands.
///
/// Sampled at ``samplesPerSecond`` over the scene's duration; properties that never change are
/// left out. Colours are plotted as the luma of the background colour (Y′ = 0.2126 R′ + 0.7152 G′
/// + 0.0722 B′ on the sRGB components, 0...1), since one line per view reads better than three;
/// a changing background alpha is plotted with the view alphas.
public struct TimelinePlot: Sendable {
  /// One plotted line: a property of a view, sampled at the plot's times.
  public struct Series: Sendable {
    public let view: String
    public let property: String
    public let values: [Double]
    /// "view.property", as the legend shows it.
    public var label: String { "\(view).\(property)" }
  }

  /// A group of series sharing one value axis.
  public struct Panel: Sendable {
    public let title: String
    public let series: [Series]
    /// The value axis: nice round bounds around every value of every series.
    public let axis: PlotAxis
  }

  /// A timeline step on the time axis (`end` == `start` for an immediate change).
  public struct StepBand: Sendable, Equatable {
    public let id: String
    public let start: Double
    public let end: Double
  }

  public static let samplesPerSecond = 200.0

  public let scene: CompiledScene
  /// The sample times, 0 to the scene's duration inclusive.
  public let times: [Double]
  public let panels: [Panel]
  public let steps: [StepBand]
  /// Where everything goes, in points (the PNG is drawn at ``PlotLayout/scale`` pixels per point).
  public let layout: PlotLayout
  let fonts: PlotFonts

  /// Loads and compiles the scene file at `path` and samples it.
  public init(
    contentsOf path: String, overrides: SceneOverrides = SceneOverrides(), limits: ExportLimits = ExportLimits()
  ) throws(ExportError) {
    try self.init(document: SceneFile.load(path, overrides: overrides), limits: limits)
  }

  /// Samples scene JSON held in memory; `name` stands for the file in messages.
  public init(
    json: String, name: String = "scene.json", overrides: SceneOverrides = SceneOverrides(),
    limits: ExportLimits = ExportLimits()
  ) throws(ExportError) {
    try self.init(document: SceneFile.decode(Array(json.utf8), name: name, overrides: overrides), limits: limits)
  }

  init(document: SceneDocument, limits: ExportLimits) throws(ExportError) {
    scene = try SceneCompiler.compile(document, limits: limits)
    steps = try Self.bands(document)
    let duration = scene.clock.duration
    let count = max(2, Int((duration * Self.samplesPerSecond).rounded(.up)) + 1)
    times = (0..<count).map { min(duration, Double($0) / Self.samplesPerSecond) }
    panels = PlotSampler(scene: scene, times: times).panels()
    let fonts = try PlotFonts(file: document.file)
    self.fonts = fonts
    layout = PlotLayout(panels: panels, steps: steps, duration: duration) { fonts.width(of: $0, font: fonts.small) }
  }

  /// The steps as the schedule places them (the same schedule the compiler replays).
  static func bands(_ document: SceneDocument) throws(ExportError) -> [StepBand] {
    var steps: [Animation.Step] = []
    let schedule: Schedule
    do {
      for (i, step) in document.timeline.enumerated() { steps.append(try StepTiming.step(step, index: i)) }
      schedule = try Schedule(steps)
    } catch {
      throw .scene(path: document.file, message: "\(document.file): timeline: \(error)")
    }
    return schedule.steps.map { StepBand(id: $0.id, start: $0.start, end: $0.end) }
  }

  /// The plot as PNG bytes.
  public func png() throws(ExportError) -> [UInt8] {
    let image = try render().rgbaImage
    do {
      return try PNGWriter.encode(image, options: PNGWriteOptions(), name: scene.name + "-timeline.png")
    } catch {
      throw .codec(path: scene.file, message: "\(error)")
    }
  }
}

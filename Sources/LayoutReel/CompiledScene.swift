import Animation
import Geometry
import Raster
import SceneJSON
import SceneModel
import Text

/// A scene ready to sample: its views resolved, its timeline turned into property tracks and its
/// frame clock fixed. Sampling is a pure function of time, so any frame can be drawn on its own,
/// in any order, on any thread, with the same bytes.
public struct CompiledScene: Sendable {
  public let name: String
  /// The scene file as given.
  public let file: String
  /// Canvas size in points and pixels per point.
  public let width: Double
  public let height: Double
  public let scale: Double
  let background: Raster.Color
  let views: [CompiledView]
  let tracks: [ViewTracks]
  /// Subview indices per view, back to front; `roots` for the root view.
  let children: [[Int]]
  let roots: [Int]
  public let clock: FrameClock
  /// GIF loop count: 0 = forever.
  public let loopCount: Int
  /// Constraint conflicts and ambiguity, as UIKit would log them.
  public let diagnostics: [String]
  /// The timeline's steps as the schedule placed them, in the order they were written.
  public let steps: [StepSpan]
  /// The text renderer frames are painted with (tools that draw captions share it).
  public let renderer: TextRenderer
  /// A canvas-sized pixmap to copy for each new frame (its size was validated when compiling).
  public let blank: Pixmap
  /// The constraints view kinds generated (a stack view's `UISV-` ones), from each time they changed.
  var constraintLog: [ConstraintLogEntry] = []
  /// Navigation bars that follow a scroll view's offset (a large title collapsing).
  var scrollLinks: [ScrollLink] = []
  /// Every active constraint, from each time the set or a constant changed (the preview's overlay).
  var activeConstraintLog: [ActiveConstraintEntry] = []
  /// A named device's screen corners, status bar, home indicator and body; nil without a device.
  var chrome: DeviceChrome? = nil

  /// The picture's size in points: the canvas, grown by the device's body when it is drawn.
  public var pictureWidth: Double { chrome?.pictureSize.width ?? width }
  public var pictureHeight: Double { chrome?.pictureSize.height ?? height }
  /// What fills the picture before the layers: the canvas background, or transparent with a
  /// device (the screen paints the background inside its rounded corners).
  var pictureBackground: Raster.Color { chrome == nil ? background : .clear }

  /// Pixel size of every frame (the blank's, converted once when compiling).
  public var pixelWidth: Int { blank.width }
  public var pixelHeight: Int { blank.height }

  /// The ids of the views, in tree order.
  public var viewIDs: [String] { views.map(\.id) }

  /// What every view presents at `time` (frames in the superview's coordinates).
  public func presentation(at time: Double) -> [ViewState] {
    tracks.map { $0.presentation(at: time) }.linked(by: scrollLinks)
  }

  /// The layer tree at `time`.
  func layerTree(at time: Double) -> Layer {
    let states = presentation(at: time)
    let app = roots.map { subtree($0, states: states, at: time, transitions: true) }
    if let chrome {
      return chrome.picture(app: app, size: Geometry.Size(width: width, height: height), background: background)
    }
    var root = Layer(frame: Geometry.Rect(x: 0, y: 0, width: width, height: height))
    root.sublayers = app
    return root
  }

  /// View `index` and its subviews as presented in `states` (sampled at `time`); with
  /// `transitions`, a view in a transition carries its old rendering (see `withTransition`).
  func subtree(_ index: Int, states: [ViewState], at time: Double, transitions: Bool) -> Layer {
    let model = tracks[index].modelFrame(at: time)
    var layer = views[index].layer(
      states[index], modelSize: Geometry.Size(width: model[2], height: model[3]), scale: scale,
      renderer: renderer, modelControls: tracks[index].controls.modelValue(at: time))
    layer.sublayers = children[index].map { subtree($0, states: states, at: time, transitions: transitions) }
    // A scroll view's bounds origin is its content offset: its subviews move by minus it.
    let offset = states[index].contentOffset
    if offset != .zero {
      for s in layer.sublayers.indices {
        layer.sublayers[s].frame.origin.x -= offset[0]
        layer.sublayers[s].frame.origin.y -= offset[1]
      }
    }
    return transitions ? withTransition(layer, view: index, at: time) : layer
  }

  /// True when nothing drawn can differ between the two times (the frame need not be repainted).
  public func isStill(from a: Double, to b: Double) -> Bool {
    tracks.allSatisfy { $0.isConstant(from: a, to: b) }
  }

  /// Paints the frame at `time` into `pixmap` (which must have the canvas's pixel size).
  public func render(at time: Double, into pixmap: inout Pixmap) {
    render(layerTree(at: time), into: &pixmap)
  }

  /// Paints `tree` (a `layerTree(at:)`) into `pixmap`, only inside `clip` when given.
  func render(_ tree: Layer, into pixmap: inout Pixmap, clip: IntRect? = nil) {
    Renderer.render(root: tree, into: &pixmap, scale: scale, background: pictureBackground, clip: clip)
  }

  /// A new pixmap holding the frame at `time`.
  public func image(at time: Double) -> Pixmap {
    var pixmap = blank
    render(at: time, into: &pixmap)
    return pixmap
  }
}

/// When one step of the timeline runs.
public struct StepSpan: Sendable, Equatable {
  /// Its id, or `timeline[i]`.
  public let id: String
  /// When its changes apply, delay included.
  public let start: Double
  /// When its animation ends (`.infinity` for a step repeating forever).
  public let end: Double
}

extension CompiledScene {
  /// Compiles a scene built in code; messages name it by `file` (default: its name).
  public init(_ scene: Scene, file: String? = nil, limits: ExportLimits = ExportLimits()) throws(ExportError) {
    self = try SceneCompiler.compile(scene, file: file ?? scene.name, limits: limits)
  }

  /// Loads, checks and compiles the scene file at `path`.
  public init(
    contentsOf path: String, overrides: SceneOverrides = SceneOverrides(), limits: ExportLimits = ExportLimits()
  ) throws(ExportError) {
    try self.init(document: SceneFile.load(path, overrides: overrides), limits: limits)
  }

  /// Compiles scene JSON held in memory; `name` stands for the file in messages and image paths.
  public init(
    json: String, name: String = "scene.json", overrides: SceneOverrides = SceneOverrides(),
    limits: ExportLimits = ExportLimits()
  ) throws(ExportError) {
    try self.init(document: SceneFile.decode(Array(json.utf8), name: name, overrides: overrides), limits: limits)
  }

  /// Compiles a decoded scene; model problems are reported where the file wrote them.
  init(document: SceneDocument, limits: ExportLimits) throws(ExportError) {
    do {
      self = try SceneCompiler.compile(document.scene, file: document.sourceMap.source.name, limits: limits)
    } catch {
      throw error.located(by: document.sourceMap)
    }
  }
}

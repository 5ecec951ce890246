import Animation
import Geometry
import Raster
import SceneModel

extension DecodingContext {
  /// Decodes the whole document; nil only when the root or the canvas is unusable.
  func decodeScene(_ root: JSONValue) -> Scene? {
    guard let f = fields(root, SceneKeys.scene) else { return nil }
    _ = string(f["$schema"])
    let name = sceneName(f["name"], root: root)
    let notes = string(f["notes"])
    let canvasValue = require(f, "canvas")
    let canvas = decodeCanvas(canvasValue)
    if let canvasValue { record(.canvas, at: canvasValue) }
    canvasMargins = canvas?.margins
    canvasDiagonalPixels = canvas?.diagonalPixels
    let appearance = choice(f["appearance"], Appearance.self, "appearance") ?? .light
    let rates = FrameClock.frameRates
    let fps =
      number(f["fps"], in: Double(rates.lowerBound)...Double(rates.upperBound), "fps") ?? Double(FrameClock.defaultFPS)
    let hold = nonNegative(f["hold"], "hold")
    let duration = nonNegative(f["duration"], "duration", strictly: true)
    let loop = integer(f["loop"], "loop") ?? 0
    metrics = metricTable(f["metrics"])
    // Views first: constraints and the timeline refer to their ids.
    let views = decodeViews(f["views"], parent: nil)
    viewIDs = Set(viewOrder)
    var constraints = decodeConstraints(f["constraints"])
    // Then those of shorthands and templates, now that every view is declared.
    constraints += decodeDeferredConstraints(startingAt: constraints.count)
    let timeline = decodeTimeline(f["timeline"])
    guard let canvas else { return nil }
    record(.scene, at: root)
    return Scene(
      name: name, notes: notes, canvas: canvas, appearance: appearance, fps: fps, hold: hold, duration: duration,
      loop: loop, views: views, constraints: constraints, timeline: timeline)
  }

  /// The `name` key, or the file's base name; either names the output files, so it is checked
  /// here, where a bad one can be pointed at.
  func sceneName(_ value: JSONValue?, root: JSONValue) -> String {
    if let value {
      guard let name = string(value) else { return Self.baseName(of: source.name) }
      if let problem = Scene.nameProblem(name) { report(.invalid(problem), at: value) }
      return name
    }
    let name = Self.baseName(of: source.name)
    if let problem = Scene.nameProblem(name) {
      report(.invalid(problem + " (taken from the file name; set \"name\")"), at: root)
    }
    return name
  }

  func decodeCanvas(_ value: JSONValue?) -> Canvas? {
    guard let value, let f = fields(value, SceneKeys.canvas) else { return nil }
    if let device = f["device"] { return decodeDeviceCanvas(f, device: device) }
    rejectDeviceKeys(f)
    let width = nonNegative(require(f, "width"), "canvas width", strictly: true)
    let height = nonNegative(require(f, "height"), "canvas height", strictly: true)
    let scale = number(f["scale"], in: Canvas.scales, "scale") ?? 2
    let background = color(f["background"]) ?? .systemBackground
    let safeArea = insets(f["safeArea"], default: .zero)
    let margins = f["margins"].map { insets($0, default: .zero) }
    guard let width, let height else { return nil }
    return Canvas(
      size: Size(width: width, height: height), scale: scale, background: background, safeArea: safeArea,
      margins: margins)
  }

  /// "scenes/bankey-login.json" -> "bankey-login".
  static func baseName(of path: String) -> String {
    let file = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
    guard let dot = file.lastIndex(of: "."), dot != file.startIndex else { return file }
    return String(file[..<dot])
  }

  /// "scenes/bankey-login.json" -> "scenes"; "x.json" -> "".
  static func directory(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}

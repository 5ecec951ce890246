import Foundation
import Geometry
import LayoutReel
import Raster
import SceneModel

/// Records a view controller (or a playground's live view) on a virtual clock and writes it in any
/// format the pipeline writes.
///
///     let reel = Reel(width: 390, height: 844, scale: 2)
///     reel.tap(controller.signInButton, at: 1.0)
///     try reel.record(controller, hold: 1)
///     try reel.write(to: "output/login.gif")
///
/// `record` loads the view (`viewDidLoad`), calls `viewWillAppear`, the layout callbacks and, at
/// `appearAt`, `viewDidAppear`, then runs the clock: completion handlers, scripted touches and
/// display-link frames run at their virtual times. Every animation becomes a step of the model's
/// `Scene`, which the pipeline solves, times and paints exactly as it does a JSON scene.
@preconcurrency @MainActor
public final class Reel {
  public let width: CGFloat
  public let height: CGFloat
  public let scale: CGFloat
  /// Frames per second of the output (and of display links).
  public var fps: Double
  public var appearance: UIUserInterfaceStyle = .light
  /// The safe-area insets of the root view (none by default, as the JSON canvas).
  public var safeAreaInsets = UIEdgeInsets.zero
  /// Names the output; by default the file name given to `write(to:)`.
  public var name: String? {
    didSet {
      guard let name, scene != nil else { return }
      scene?.name = name
      compiled = nil
    }
  }
  /// How many times the output loops (0: forever).
  public var loop = 0
  /// Free text kept with the scene.
  public var notes: String?

  /// The scene the last recording built (the model the pipeline renders).
  public private(set) var scene: Scene?
  /// Where each constraint entry of `scene` was made, by its index in `scene.constraints`.
  public private(set) var constraintLocations: [Int: SourceLocation] = [:]
  /// UIKit's log for the recording: constraint conflicts ("Unable to simultaneously satisfy
  /// constraints", each constraint quoted with the file and line that made it), ambiguous
  /// layouts, and what the recording could not reproduce.
  public private(set) var log: [String] = []
  private var compiled: CompiledScene?
  private var script: [(time: Double, action: () -> Void)] = []

  public init(width: CGFloat, height: CGFloat, scale: CGFloat = 2, fps: Double = 50) {
    self.width = width
    self.height = height
    self.scale = scale
    self.fps = fps
  }

  // MARK: Scripted interaction

  /// A finger taps `view` at `time`: a control sends its actions (a switch turns over first);
  /// a view's tap gesture recognizers run.
  public func tap(_ view: UIView, at time: Double) {
    script.append(
      (
        time,
        {
          if let control = view as? UIControl { control.tapped() }
          for case let tap as UITapGestureRecognizer in view.gestureRecognizers where tap.isEnabled {
            tap.location = LiveLayout.origin(of: view)
            tap.state = .ended
            tap.handler(tap)
          }
        }
      ))
  }

  /// A finger taps a bar button item at `time`: its primary action or action closure runs. The
  /// item is looked up when the tap happens (a pushed controller's items exist once it is loaded).
  public func tap(_ item: @autoclosure @escaping () -> UIBarButtonItem?, at time: Double) {
    script.append(
      (
        time,
        { [self] in
          guard let found = item() else { return log.append("tap at \(time) s: there is no such bar button item then") }
          found.tapped()
        }
      ))
  }

  /// A finger taps the back button of `navigationController`'s bar at `time`: it pops the top
  /// controller with the transition.
  public func tapBackButton(of navigationController: UINavigationController, at time: Double) {
    script.append((time, { navigationController.popViewController(animated: true) }))
  }

  /// A finger drags across `view` through `points` (root coordinates, at least two) from `time`
  /// for `duration` seconds at an even speed per segment: its pan recognizers get `.began`,
  /// `.changed` at every frame, then `.ended`, with translation and velocity (points per second).
  public func pan(_ view: UIView, along points: [CGPoint], at time: Double, duration: Double) {
    guard points.count >= 2, duration > 0 else { return log.append("pan: give at least two points and a duration") }
    let frames = max(1, Int((duration * fps).rounded(.up)))
    func position(_ t: Double) -> (CGPoint, CGPoint) {
      let segments = Double(points.count - 1)
      let u = min(max(t / duration, 0), 1) * segments
      let i = min(Int(u), points.count - 2)
      let f = u - Double(i)
      let a = points[i], b = points[i + 1]
      let p = CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
      let perSecond = segments / duration
      return (p, CGPoint(x: (b.x - a.x) * perSecond, y: (b.y - a.y) * perSecond))
    }
    for k in 0...frames {
      let t = duration * Double(k) / Double(frames)
      script.append(
        (
          time + t,
          {
            let (p, v) = position(t)
            for case let pan as UIPanGestureRecognizer in view.gestureRecognizers where pan.isEnabled {
              pan.location = p
              pan.translationValue = CGPoint(x: p.x - points[0].x, y: p.y - points[0].y)
              pan.velocityValue = k == frames ? .zero : v
              pan.state = k == 0 ? .began : k == frames ? .ended : .changed
              pan.handler(pan)
            }
          }
        ))
    }
  }

  /// Runs `action` at virtual time `time` (what `DispatchQueue.main.asyncAfter` would do).
  public func at(_ time: Double, _ action: @escaping () -> Void) { script.append((time, action)) }

  // MARK: Recording

  /// Records `controller`. Without `duration`, the recording runs until nothing is left to happen
  /// and then holds the last frame for `hold` seconds (0.5 by default); an animation that repeats
  /// forever (or chains itself from its completion) needs a `duration`.
  public func record(
    _ controller: UIViewController, duration: Double? = nil, hold: Double? = nil, appearAt: Double = 0
  ) throws(RecordError) {
    let stage = prepare()
    let root: UIView = controller.view
    // The controllers are read when the scene is built: those pushed during the recording too.
    try record(root: root, owners: { controller.allControllers }, duration: duration, hold: hold) {
      controller.viewWillAppear(false)
      controller.viewWillLayoutSubviews()
      LiveLayout.layOut(root)
      controller.viewDidLayoutSubviews()
      stage.start()
      stage.schedule(at: appearAt) { controller.viewDidAppear(false) }
    }
  }

  /// Records a view as a playground's live view: it sits at the top left of the canvas (pinned
  /// there when it uses constraints).
  public func record(view live: UIView, duration: Double? = nil, hold: Double? = nil) throws(RecordError) {
    let stage = prepare()
    let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
    root.addSubviewUntracked(live)
    if !live.translatesAutoresizingMaskIntoConstraints {
      let location = SourceLocation(file: "LayoutReelUIKit/Reel.swift", line: #line)
      for (a, b) in [(NSLayoutConstraint.Attribute.leading, root), (.top, root)] {
        let c = NSLayoutConstraint(live, a, .equal, b, a, location: location)
        c.setUp(active: true)
      }
    }
    try record(root: root, owners: { [live] }, duration: duration, hold: hold) {
      LiveLayout.layOut(root)
      stage.start()
    }
  }

  private func prepare() -> Stage {
    let stage = Stage.shared
    stage.frameRate = fps
    stage.canvasSize = CGSize(width: width, height: height)
    return stage
  }

  private func record(
    root: UIView, owners: () -> [AnyObject], duration: Double?, hold: Double?, appear: () -> Void
  ) throws(RecordError) {
    let stage = Stage.shared
    defer { Stage.reset() }
    compiled = nil
    log = []
    stage.root = root
    appear()
    for (time, action) in script { stage.schedule(at: time, action) }
    script = []
    // Without a duration the clock runs until nothing is scheduled; a chain that never stops is
    // cut at `maximumLength` and reported.
    let end = duration ?? Self.maximumLength
    stage.run(until: end, inclusive: duration == nil)
    if duration == nil, stage.nextEventTime != nil {
      throw RecordError(
        "the recording is still running after \(Int(Self.maximumLength)) s (an animation repeats or chains itself "
          + "forever, or a display link is never invalidated): give record(_:duration:) a duration")
    }
    var builder = SceneBuilder(root: root, owners: owners(), fromBaseline: true)
    let views = builder.views()
    let constraints = builder.constraints()
    let timeline = builder.timeline(stage.steps)
    let rootProps = root.baseline ?? root.props
    let canvas = Canvas(
      size: Size(width: Double(width), height: Double(height)), scale: Double(scale),
      background: rootProps.backgroundColor ?? .systemBackground, safeArea: safeAreaInsets.model,
      margins: root.marginsValue?.model)
    log += stage.problems
    let errors = stage.failures + builder.errors
    guard errors.isEmpty else { throw RecordError(errors.joined(separator: "\n")) }
    scene = Scene(
      name: name ?? "reel", notes: notes, canvas: canvas, appearance: appearance == .dark ? .dark : .light, fps: fps,
      hold: hold, duration: duration, loop: loop, views: views, constraints: constraints, timeline: timeline)
    constraintLocations = builder.locations
  }

  /// The longest a recording without a duration may run, in virtual seconds.
  public static let maximumLength = 600.0

  // MARK: Output

  /// The recorded scene compiled by the pipeline (solved, timed); its `diagnostics` are UIKit's
  /// log, which `log` also holds.
  public func compiledScene() throws(ExportError) -> CompiledScene {
    if let compiled { return compiled }
    guard let scene else { throw .option(path: "reel", message: "nothing recorded yet: call record first") }
    let result = try CompiledScene(scene, file: scene.name)
    log += result.diagnostics.map { ambiguityWithLocations($0, in: scene) }
    for line in result.diagnostics { FileHandle.standardError.write(Data((line + "\n").utf8)) }
    compiled = result
    return result
  }

  /// Writes the recording to `path`; the extension picks the format (`.gif`, `.png` for the
  /// poster, `.apng`, `-filmstrip.png`, or no extension for a folder of frames) and the file name
  /// is the scene's name unless `name` is set.
  @discardableResult
  public func write(to path: String) throws(ExportError) -> ExportReport {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent().path
    var file = url.lastPathComponent
    let format: OutputFormat
    if file.hasSuffix("-filmstrip.png") {
      format = .filmstrip
      file = String(file.dropLast("-filmstrip.png".count))
    } else if url.pathExtension.isEmpty {
      format = .frames
    } else if let known = OutputFormat(rawValue: url.pathExtension.lowercased()) {
      format = known
      file = url.deletingPathExtension().lastPathComponent
    } else {
      throw .option(path: path, message: "no output format writes .\(url.pathExtension) files")
    }
    if scene?.name == "reel" || scene?.name != file, name == nil {
      scene?.name = file
      compiled = nil
    }
    var settings = ExportSettings()
    settings.formats = [format]
    settings.outputDirectory = path.hasPrefix("/") ? folder : relative(folder)
    return try SceneExporter.export(try compiledScene(), settings: settings)
  }

  /// An ambiguous layout names a view; the constraints on it, with where they were made, say
  /// where to look.
  private func ambiguityWithLocations(_ message: String, in scene: Scene) -> String {
    guard message.contains("has an ambiguous layout"), let id = message.split(separator: " ").first.map(String.init)
    else { return message }
    var lines = [message]
    for (i, entry) in scene.constraints.enumerated() {
      guard case .constraint(let definition) = entry, definition.isActive else { continue }
      let c = definition.constraint
      guard c.item1 == .view(id) || c.item2 == .view(id), constraintLocations[i] != nil else { continue }
      lines.append("    \"\(c.label)\"")
    }
    return lines.count == 1 ? message + " It has no constraints." : lines.joined(separator: "\n")
  }

  private func relative(_ folder: String) -> String {
    let cwd = FileManager.default.currentDirectoryPath
    return folder.hasPrefix(cwd + "/") ? String(folder.dropFirst(cwd.count + 1)) : folder
  }
}

/// UIUserInterfaceStyle.
public enum UIUserInterfaceStyle: Int, Sendable {
  case unspecified = 0, light, dark
}

/// Why a recording could not be turned into a scene, with the Swift file and line when known.
public struct RecordError: Error, Sendable, CustomStringConvertible {
  public var message: String
  public init(_ message: String) { self.message = message }
  public var description: String { message }
}

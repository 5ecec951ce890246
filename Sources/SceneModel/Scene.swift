import Geometry
import Raster

/// A screen and its animation: the canvas, the view tree, the constraints and the timeline.
///
/// This is the model every front end builds (the JSON decoder, a Swift program) and the pipeline
/// renders. It holds no source positions: a front end that reads a file keeps its own map from
/// model elements to file positions (`ModelElement`), so errors found later still say where.
public struct Scene: Sendable, Equatable {
  /// Names the output files.
  public var name: String
  /// Free text for the author.
  public var notes: String?
  /// Size, scale, background, safe area and margins of the root view.
  public var canvas: Canvas
  /// Light or dark appearance (system colours depend on it).
  public var appearance: Appearance
  /// Frames per second of the output (`FrameClock.frameRates`).
  public var fps: Double
  /// Seconds to hold the last frame before the animation loops; nil for the default,
  /// `defaultHold`, or none when a step repeats forever (the loop is then seamless).
  public var hold: Double?
  /// The total length in seconds, when fixed by the author.
  public var duration: Double?
  /// How many times the output loops; 0 means forever.
  public var loop: Int
  /// The subviews of the root view, back to front, each with its own subviews.
  public var views: [View]
  /// The constraints, in the order written.
  public var constraints: [ConstraintEntry]
  /// The animation steps, in the order written.
  public var timeline: [TimelineStep]

  public init(
    name: String, notes: String? = nil, canvas: Canvas, appearance: Appearance = .light, fps: Double = 50,
    hold: Double? = nil, duration: Double? = nil, loop: Int = 0, views: [View] = [],
    constraints: [ConstraintEntry] = [], timeline: [TimelineStep] = []
  ) {
    self.name = name
    self.notes = notes
    self.canvas = canvas
    self.appearance = appearance
    self.fps = fps
    self.hold = hold
    self.duration = duration
    self.loop = loop
    self.views = views
    self.constraints = constraints
    self.timeline = timeline
  }

  /// The still time after the animation when the scene gives none.
  public static let defaultHold = 0.5

  /// The hold in force: the scene's own, else none after a step that repeats forever (its
  /// cycle loops back on itself), else `defaultHold`.
  public var effectiveHold: Double {
    if let hold { return hold }
    return timeline.contains { $0.repeatCount == .forever } ? 0 : Self.defaultHold
  }

  /// Every view of the tree, depth first (parents before children), with its superview's id;
  /// a view's generated subviews (`ViewContent.generatedSubviews`) follow its own.
  public var allViews: [(view: View, parent: String?)] {
    var result: [(view: View, parent: String?)] = []
    func visit(_ views: [View], parent: String?) {
      for view in views {
        result.append((view, parent))
        visit(view.subviews + view.content.generatedSubviews(for: view), parent: view.id)
      }
    }
    visit(views, parent: nil)
    // The drawn keyboards, above everything (Scene+Keyboard).
    for keyboard in keyboardViews { result.append((keyboard, nil)) }
    return result
  }
}

/// The root view's geometry and look.
public struct Canvas: Sendable, Hashable {
  /// Width and height in points.
  public var size: Size
  /// Pixels per point, in `Canvas.scales`.
  public var scale: Double

  /// The scales a canvas may have: 1x to 4x (iOS screens are 1x to 3x). The scene decoder, the
  /// JSON Schema and `--scale` use this range.
  public static let scales = 1.0...4.0
  /// The root view's background colour.
  public var background: DynamicColor
  /// The safe-area insets of the root view.
  public var safeArea: EdgeInsets
  /// The layout margins of the root view.
  public var margins: EdgeInsets
  /// The device the canvas shows, if any (`Canvas(device:...)` sets the size, scale, safe area
  /// and margins from it); nil renders the bare canvas, as before devices existed.
  public var device: Device? = nil
  /// The orientation the device is held in (ignored without a device).
  public var orientation: Orientation = .portrait
  /// The status bar, home indicator and outline drawn with a device (ignored without one).
  public var chrome = SystemChrome()

  /// Defaults as a view controller's root view has them with no bars: the system background,
  /// no safe area, and `defaultMargins(width:)` (16 pt sides, 20 from 414 pt wide; facts D14).
  public init(
    size: Size, scale: Double = 2, background: DynamicColor = .systemBackground, safeArea: EdgeInsets = .zero,
    margins: EdgeInsets? = nil
  ) {
    self.size = size
    self.scale = scale
    self.background = background
    self.safeArea = safeArea
    self.margins = margins ?? Self.defaultMargins(width: size.width)
  }
}

extension Scene {
  /// The view with this id, anywhere in the tree.
  public func view(id: String) -> View? {
    allViews.first { $0.view.id == id }?.view
  }

  /// The constraint or group entry with this id.
  public func constraintEntry(id: String) -> ConstraintEntry? {
    constraints.first { $0.id == id }
  }

  /// The step with this id.
  public func step(id: String) -> TimelineStep? {
    timeline.first { $0.id == id }
  }
}

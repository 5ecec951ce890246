import Geometry
import Layout
import Raster
import Text

/// UIProgressView: a bar filled from the leading edge to `progress` (0...1). `progress` changes
/// in a step animate along its curve, as `setProgress(_:animated: true)` or a change inside an
/// animation block does (facts H6).
public struct ProgressView: ViewContent {
  public static let kind = "progressView"
  public static let keys = ["progress", "progressTintColor", "trackTintColor", "style"]
  public static var controlKeys: [String] { ["progress"] }

  public var progress: Double
  /// nil: the view's tint colour, own or inherited (systemBlue unless set, facts I1).
  public var progressTintColor: DynamicColor?
  /// nil: the style's track (systemFill for `default`, clear for `bar`).
  public var trackTintColor: DynamicColor?
  public var style: Style

  public init(
    progress: Double = 0, progressTintColor: DynamicColor? = nil, trackTintColor: DynamicColor? = nil,
    style: Style = .default
  ) {
    self.progress = progress
    self.progressTintColor = progressTintColor
    self.trackTintColor = trackTintColor
    self.style = style
  }

  public init(reading properties: some PropertyReader) {
    self.init(
      progress: properties.number("progress", in: 0...1) ?? 0, progressTintColor: properties.color("progressTintColor"),
      trackTintColor: properties.color("trackTintColor"),
      style: properties.choice("style", Style.self, "progress view style") ?? .default)
  }

  public func look(in context: LookContext) throws(ModelError) -> any ViewLook {
    let appearance = context.appearance
    let track = (trackTintColor ?? (style == .bar ? nil : .system("systemFill")))?.resolved(in: appearance)
    let tint = progressTintColor?.resolved(in: appearance)
    return Look(progress: progress, style: style, tint: tint, track: track)
  }

  /// UIProgressView.Style.
  public enum Style: String, Sendable, Hashable, CaseIterable {
    case `default`, bar
  }

  /// The filled part of a progress view `bounds` at `progress` (a spring's overshoot stops at the
  /// ends). Nothing at 0; otherwise at least as wide as the bar is tall, as UIKit's rounded fill
  /// never shrinks below a circle (facts H5).
  public static func fillFrame(in bounds: Rect, progress: Double) -> Rect? {
    let p = unit(progress)
    guard p > 0, bounds.width > 0 else { return nil }
    let width = min(bounds.width, max(p * bounds.width, bounds.height))
    return Rect(x: bounds.minX, y: bounds.minY, width: width, height: bounds.height)
  }

  struct Look: ViewLook {
    let progress: Double
    let style: Style
    /// progressTintColor; nil draws the view's tint colour, own or inherited (facts I1).
    let tint: Raster.Color?
    let track: Raster.Color?

    /// The bar's height in points: 4 for `default` (iOS 14's rounded bar), 2.5 for `bar`
    /// (facts H5, UNCONFIRMED exact values).
    static let defaultHeight = 4.0
    static let barHeight = 2.5

    var height: Double { style == .bar ? Self.barHeight : Self.defaultHeight }

    /// No intrinsic width: a progress view is as wide as its constraints make it.
    func intrinsicSize(fittingWidth: Double?, scale: Double) -> IntrinsicSize? {
      IntrinsicSize(width: nil, height: height)
    }

    /// Lane 0: the progress.
    var controlValues: ControlValues { ControlValues(progress, 0, 0, 0) }

    func applying(_ change: ControlChange, to values: ControlValues) throws(ControlError) -> ControlStep {
      var target = values
      if let progress = change.progress { target[0] = progress }
      return .animate(from: values, to: target)
    }

    func decorate(
      _ layer: inout Layer, content: PresentedContent, modelSize: Size, scale: Double, renderer: TextRenderer
    ) {
      let bounds = layer.bounds
      // The default style draws a capsule since iOS 14; the bar style keeps square ends.
      let radii = style == .bar ? CornerRadii(all: 0) : CornerRadii(all: bounds.height / 2)
      if let track {
        layer.contents.append(ShapeContent(path: .roundedRect(bounds, radii: radii), paint: .solid(track)))
      }
      if let fill = ProgressView.fillFrame(in: bounds, progress: content.values[0]) {
        layer.contents.append(ShapeContent(path: .roundedRect(fill, radii: radii), paint: .solid(tint ?? content.tint)))
      }
    }
  }
}

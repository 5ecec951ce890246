import Geometry
import Layout
import Raster
import Text

/// UISegmentedControl with its iOS 13 look: a grey rounded track, the selected segment on a
/// white plate with a soft shadow, hairline separators between unselected segments, 13 pt titles
/// (facts H7). A `selectedSegmentIndex` change in a step slides the plate along the step's curve.
public struct SegmentedControl: ViewContent {
  public static let kind = "segmentedControl"
  public static let keys = ["segments", "selectedSegmentIndex"]
  public static var controlKeys: [String] { ["selectedSegmentIndex"] }
  // Content hugging: the default 250, as UIView's (facts D6); Interface Builder gives a segmented
  // control 250 too, unlike the fixed-size switch and activity indicator (facts D7).

  /// The segments' titles, leading to trailing.
  public var segments: [String]
  /// -1 (`UISegmentedControl.noSegment`, UIKit's default) selects none.
  public var selectedSegmentIndex: Int

  public init(segments: [String] = [], selectedSegmentIndex: Int = -1) {
    self.segments = segments
    self.selectedSegmentIndex = selectedSegmentIndex
  }

  public init(reading properties: some PropertyReader) {
    self.init(
      segments: properties.strings("segments") ?? [],
      selectedSegmentIndex: properties.integer("selectedSegmentIndex", in: -1...Int.max) ?? -1)
  }

  public func look(in context: LookContext) throws(ModelError) -> any ViewLook {
    guard selectedSegmentIndex < segments.count else {
      throw ModelError(
        .viewProperty(context.viewID, key: "selectedSegmentIndex"),
        "selectedSegmentIndex \(selectedSegmentIndex) is past the last of \(segments.count) segments")
    }
    // Titles 13 pt medium, the selected one semibold (facts H7).
    return Look(
      segments: segments, selected: selectedSegmentIndex,
      font: try context.font(.system(size: 13, weight: .medium)),
      selectedFont: try context.font(.system(size: 13, weight: .semibold)), appearance: context.appearance)
  }

  /// Metrics of the iOS 13 control (facts H7).
  public enum Metrics {
    public static let height = 32.0
    public static let cornerRadius = 8.0
    /// The plate's inset from the track.
    public static let plateInset = 2.0
    /// cornerRadius − plateInset + 1.
    public static let plateCornerRadius = 7.0
    public static let separatorWidth = 1.0
    /// height − 2 × cornerRadius + 2.
    public static let separatorHeight = 18.0
    /// Space on each side of the widest title in a segment (UNCONFIRMED, see facts H7).
    public static let titlePadding = 12.0
  }

  /// The plate in `bounds` of a control with `count` segments, at `position` (the selected index,
  /// fractional while it slides).
  public static func plateFrame(in bounds: Rect, count: Int, position: Double) -> Rect {
    let inset = Metrics.plateInset
    let width = segmentWidth(in: bounds, count: count)
    return Rect(
      x: bounds.minX + inset + position * width, y: bounds.minY + inset, width: width,
      height: max(0, bounds.height - 2 * inset))
  }

  /// Segments share the track equally (`apportionsSegmentWidthsByContent` is false by default).
  static func segmentWidth(in bounds: Rect, count: Int) -> Double {
    count > 0 ? max(0, bounds.width - 2 * Metrics.plateInset) / Double(count) : 0
  }

  struct Look: ViewLook {
    let segments: [String]
    let selected: Int
    let font: Text.Font
    let selectedFont: Text.Font
    let track: Raster.Color
    let plate: Raster.Color
    let separator: Raster.Color
    let title: Raster.Color

    init(segments: [String], selected: Int, font: Text.Font, selectedFont: Text.Font, appearance: Appearance) {
      self.segments = segments
      self.selected = selected
      self.font = font
      self.selectedFont = selectedFont
      let dark = appearance == .dark
      // The colours of the iOS 13 look as TOSegmentedControl measured them (facts H7).
      track =
        dark
        ? Raster.Color(red: 0.898, green: 0.898, blue: 1, alpha: 0.12)
        : Raster.Color(
          red: 0, green: 0, blue: 0.08, alpha: 0.06666)
      plate = dark ? Raster.Color(red: 0.357, green: 0.357, blue: 0.376) : .white
      separator =
        dark
        ? Raster.Color(red: 0.918, green: 0.918, blue: 1, alpha: 0.16)
        : Raster.Color(
          red: 0, green: 0, blue: 0.08, alpha: 0.1)
      title = Raster.Color.named("label", appearance: appearance) ?? .black
    }

    func style(_ font: Text.Font) -> LabelStyle { LabelStyle(font: font, alignment: .center, numberOfLines: 1) }

    /// Equal segments as wide as the widest title (in the selected font, the wider) plus padding.
    func intrinsicSize(fittingWidth: Double?, scale: Double) -> IntrinsicSize? {
      let widest =
        segments.map { TextLayout(text: $0, style: style(selectedFont), width: nil).pixelSize(scale: scale).width }
        .max() ?? 0
      let segment = widest + 2 * Metrics.titlePadding
      return IntrinsicSize(
        width: Double(segments.count) * segment + 2 * Metrics.plateInset, height: Metrics.height)
    }

    /// Lane 0: the plate's position (the selected index); lane 1: the plate's opacity (0 with no
    /// selection).
    var controlValues: ControlValues {
      ControlValues(Double(max(selected, 0)), selected >= 0 ? 1 : 0, 0, 0)
    }

    func applying(_ change: ControlChange, to values: ControlValues) throws(ControlError) -> ControlStep {
      guard let index = change.selectedSegmentIndex else { return .animate(from: values, to: values) }
      guard index >= -1, index < segments.count else {
        throw ControlError(
          "selectedSegmentIndex \(index) is not a segment: the control has \(segments.count) (0...\(segments.count - 1), or -1 for none)"
        )
      }
      var target = values
      target[1] = index >= 0 ? 1 : 0
      guard index >= 0 else { return .animate(from: values, to: target) }
      target[0] = Double(index)
      // From no selection the plate appears where it is going, fading in rather than sliding.
      var jump = values
      if values[1] == 0 { jump[0] = target[0] }
      return ControlStep(jump: jump, target: target)
    }

    func decorate(
      _ layer: inout Layer, content: PresentedContent, modelSize: Size, scale: Double, renderer: TextRenderer
    ) {
      let bounds = layer.bounds
      let count = segments.count
      layer.contents.append(
        ShapeContent(
          path: .roundedRect(bounds, radii: CornerRadii(all: Metrics.cornerRadius), curve: .continuous),
          paint: .solid(track)))
      guard count > 0 else { return }
      let position = content.values[0]
      let plateOpacity = unit(content.values[1])
      let width = SegmentedControl.segmentWidth(in: bounds, count: count)
      // A separator hides under the plate and beside it, fading as the plate slides past.
      for k in 1..<max(count, 1) {
        let distance = max(position - Double(k), Double(k) - (position + 1), 0)
        let visibility = 1 - plateOpacity * (1 - min(1, distance))
        guard visibility > 0 else { continue }
        let x = bounds.minX + Metrics.plateInset + Double(k) * width - Metrics.separatorWidth / 2
        let line = Rect(
          x: x, y: bounds.midY - Metrics.separatorHeight / 2, width: Metrics.separatorWidth,
          height: Metrics.separatorHeight)
        layer.contents.append(
          ShapeContent(
            path: .roundedRect(line, radii: CornerRadii(all: Metrics.separatorWidth / 2)), paint: .solid(separator),
            opacity: visibility))
      }
      if plateOpacity > 0 {
        let frame = SegmentedControl.plateFrame(in: bounds, count: count, position: position)
        let radii = CornerRadii(all: Metrics.plateCornerRadius)
        // The plate's shadow (radius 3, 2 pt down, opacity 0.13) as stacked translucent plates,
        // the way the switch knob's is drawn: a blur per frame would cost more than the control.
        for step in 0..<3 {
          let grow = 0.5 + Double(step)
          let halo = frame.insetBy(dx: -grow, dy: -grow).offsetBy(dx: 0, dy: 2)
          layer.contents.append(
            ShapeContent(
              path: .roundedRect(halo, radii: CornerRadii(all: Metrics.plateCornerRadius + grow), curve: .continuous),
              paint: .solid(.black), opacity: 0.045 * plateOpacity))
        }
        layer.contents.append(
          ShapeContent(
            path: .roundedRect(frame, radii: radii, curve: .continuous), paint: .solid(plate), opacity: plateOpacity))
      }
      // The selected title is semibold from the step's start (text attributes do not animate).
      let selected = content.modelValues[1] > 0 ? Int(exactly: content.modelValues[0].rounded()) : nil
      for (i, text) in segments.enumerated() {
        let x = bounds.minX + Metrics.plateInset + Double(i) * width
        let layout = TextLayout(text: text, style: style(i == selected ? selectedFont : font), width: width)
          .verticallyCentered(inHeight: bounds.height)
        layer.contents.append(
          TextContent(layout: layout, color: title, origin: Point(x: x, y: bounds.minY), renderer: renderer))
      }
    }
  }
}

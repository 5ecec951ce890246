import Geometry
import Raster
import Text

/// A view's kind-defined animatable values: the state of a control that UIKit animates inside an
/// animation block (a switch's on-ness, a progress, a segmented control's plate position), as
/// four numbers the pipeline animates like any other property (additively, along the step's
/// curve) and the kind's look interprets when it draws. Lanes 0...2 belong to the kind; lane 3
/// (``ControlValues/countLane``) is the number a counting text shows.
public typealias ControlValues = SIMD4<Double>

extension ControlValues {
  /// The lane of a counted number (`CountingText`), whatever the kind.
  public static let countLane = 3
}

/// What a step does to a view's control values: at its start they jump to `jump` (the lanes
/// UIKit does not animate, a counting text's `from`), then animate to `target` along its curve.
public struct ControlStep: Sendable, Equatable {
  public var jump: ControlValues
  public var target: ControlValues

  public init(jump: ControlValues, target: ControlValues) {
    self.jump = jump
    self.target = target
  }

  /// Every lane animates from `values` to `target`.
  public static func animate(from values: ControlValues, to target: ControlValues) -> ControlStep {
    ControlStep(jump: values, target: target)
  }

  /// Every lane switches to `target` at the step's start.
  public static func snap(to target: ControlValues) -> ControlStep {
    ControlStep(jump: target, target: target)
  }
}

/// Why a control change does not apply to a view (a segment index past the last segment).
public struct ControlError: Error, Sendable, Equatable {
  public let message: String

  public init(_ message: String) { self.message = message }
}

/// What a view's content presents at one moment, besides its frame and layer properties.
public struct PresentedContent: Sendable {
  /// The text drawn (a counted number already written), nil for kinds without text.
  public var text: String?
  /// The presented control values (a spring may carry them past their model values).
  public var values: ControlValues
  /// The model values (where the last change took them).
  public var modelValues: ControlValues
  /// True when `text` is a number counted frame by frame: it is drawn whole, not truncated to
  /// the bounds laid out for the final text.
  public var isCounting: Bool
  /// The presented tint colour, the view's own or inherited (facts I1), for kinds that draw with
  /// it; systemBlue (light) unless the pipeline says otherwise.
  public var tint: Raster.Color

  public init(
    text: String?, values: ControlValues, modelValues: ControlValues, isCounting: Bool,
    tint: Raster.Color = Raster.Color(r: 0, g: 122, b: 255)
  ) {
    self.text = text
    self.values = values
    self.modelValues = modelValues
    self.isCounting = isCounting
    self.tint = tint
  }
}

extension ViewContent {
  public static var controlKeys: [String] { [] }
}

extension ViewLook {
  public var controlValues: ControlValues { .zero }
  public var countingFormat: NumberFormat? { nil }

  /// Kinds without control state ignore the change (the front end refuses it before).
  public func applying(_ change: ControlChange, to values: ControlValues) throws(ControlError) -> ControlStep {
    .snap(to: values)
  }

  public func decorate(
    _ layer: inout Layer, content: PresentedContent, modelSize: Size, scale: Double, renderer: TextRenderer
  ) {
    decorate(&layer, text: content.text, modelSize: modelSize, scale: scale, renderer: renderer)
  }
}

/// A presented value between 0 and 1 (a spring's overshoot stops at the ends, as a control's own
/// drawing never leaves its track).
@inline(__always) func unit(_ value: Double) -> Double { value >= 1 ? 1 : (value > 0 ? value : 0) }

extension Raster.Color {
  /// `self` mixed toward `other` by `t` in 0...1 (straight components, as Core Animation
  /// interpolates a colour property).
  func mixed(with other: Raster.Color, _ t: Double) -> Raster.Color {
    func lerp(_ a: UInt8, _ b: UInt8) -> Double { (Double(a) + (Double(b) - Double(a)) * t) / 255 }
    return Raster.Color(
      red: lerp(r, other.r), green: lerp(g, other.g), blue: lerp(b, other.b), alpha: lerp(a, other.a))
  }
}

extension PropertyReader {
  public func number(_ key: String, in range: ClosedRange<Double>) -> Double? { nil }
  public func strings(_ key: String) -> [String]? { nil }
  public func integer(_ key: String, in range: ClosedRange<Int>) -> Int? { nil }
  public func text(_ key: String) -> InitialText? { string(key).map { .plain($0) } }
}

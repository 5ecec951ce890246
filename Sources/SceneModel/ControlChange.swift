/// New values for a control's state in a step; nil leaves a property unchanged. Which kind
/// reads which property is the kind's business (`ViewContent.controlKeys`); the look turns them
/// into its animatable ``ControlValues``.
public struct ControlChange: Sendable, Hashable {
  /// UISwitch.isOn (`setOn(_:animated:)`).
  public var isOn: Bool?
  /// UIProgressView.progress, 0...1 (`setProgress(_:animated:)`).
  public var progress: Double?
  /// UISegmentedControl.selectedSegmentIndex; -1 is `noSegment`.
  public var selectedSegmentIndex: Int?
  /// UIControl.isEnabled.
  public var isEnabled: Bool?
  /// UIControl.isHighlighted.
  public var isHighlighted: Bool?

  public init(
    isOn: Bool? = nil, progress: Double? = nil, selectedSegmentIndex: Int? = nil, isEnabled: Bool? = nil,
    isHighlighted: Bool? = nil
  ) {
    self.isOn = isOn
    self.progress = progress
    self.selectedSegmentIndex = selectedSegmentIndex
    self.isEnabled = isEnabled
    self.isHighlighted = isHighlighted
  }

  /// The keys scenes write these properties with, in declaration order.
  public static let keys = ["isOn", "progress", "selectedSegmentIndex", "isEnabled", "isHighlighted"]

  /// The keys this change sets.
  public var setKeys: [String] {
    let set: [Bool] = [
      isOn != nil, progress != nil, selectedSegmentIndex != nil, isEnabled != nil, isHighlighted != nil,
    ]
    return zip(Self.keys, set).compactMap { $1 ? $0 : nil }
  }
}

/// A text as a view starts with: plain, or a number written by a format (a counting label that a
/// later step counts on from `value`).
public enum InitialText: Sendable, Hashable {
  case plain(String)
  case counting(NumberFormat, value: Double)
}

/// A number a step counts from one value to another in a text, as apps do by setting the text on
/// every display refresh (a counting label): the number follows the step's curve, a spring's
/// overshoot included, and is written by `format` in each frame.
public struct CountingText: Sendable, Hashable {
  public var format: NumberFormat
  /// Where the count starts; nil continues from the number the view shows (it must be counting).
  public var from: Double?
  public var to: Double

  public init(format: NumberFormat, from: Double? = nil, to: Double) {
    self.format = format
    self.from = from
    self.to = to
  }
}

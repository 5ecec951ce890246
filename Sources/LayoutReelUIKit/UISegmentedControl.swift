import Foundation
import SceneModel

/// UISegmentedControl: the model's `SegmentedControl`. A `selectedSegmentIndex` set inside an
/// animation block slides the selection plate with the block (facts H7); outside one it snaps.
public class UISegmentedControl: UIControl {
  /// UISegmentedControl.noSegment.
  public static let noSegment = -1
  private var titles: [String] = []

  /// `items` are the segments' titles (images are not drawn; their description is shown).
  public init(items: [Any]?) {
    super.init(frame: .zero)
    titles = (items ?? []).map { ($0 as? String) ?? String(describing: $0) }
    props.selectedSegmentIndex = UISegmentedControl.noSegment
  }
  public override init(frame: CGRect) {
    super.init(frame: frame)
    props.selectedSegmentIndex = UISegmentedControl.noSegment
  }
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  public var selectedSegmentIndex: Int {
    get { props.selectedSegmentIndex }
    set { props.selectedSegmentIndex = newValue }
  }
  public var numberOfSegments: Int { titles.count }

  public func titleForSegment(at segment: Int) -> String? { titles.indices.contains(segment) ? titles[segment] : nil }
  public func setTitle(_ title: String?, forSegmentAt segment: Int) {
    guard titles.indices.contains(segment) else { return }
    titles[segment] = title ?? ""
    Stage.shared.revision += 1
  }
  public func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
    titles.insert(title ?? "", at: min(max(0, segment), titles.count))
    Stage.shared.revision += 1
  }
  public func removeAllSegments() {
    titles = []
    selectedSegmentIndex = UISegmentedControl.noSegment
  }

  /// A tap selects the next segment (the scripted tap has no location) and sends valueChanged.
  override func tapped() {
    guard !titles.isEmpty else { return }
    selectedSegmentIndex = (selectedSegmentIndex + 1) % titles.count
    sendActions(for: [.valueChanged, .primaryActionTriggered])
  }

  override func modelContent() -> any ViewContent {
    SegmentedControl(segments: titles, selectedSegmentIndex: content.selectedSegmentIndex)
  }
}

/// UIProgressView: the model's `ProgressView`. `setProgress(_:animated: true)` inside an animation
/// block moves with the block; outside one it is a step of its own (facts H6, SW12).
public class UIProgressView: UIView {
  public var progressViewStyle: Style = .default
  public var progressTintColor: UIColor?
  public var trackTintColor: UIColor?

  public init(progressViewStyle style: Style) {
    progressViewStyle = style
    super.init(frame: .zero)
  }
  public override init(frame: CGRect) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  /// UIProgressView.Style.
  public enum Style: Int, Sendable {
    case `default`, bar
  }

  /// 0...1: "Values less than 0.0 and greater than 1.0 are pinned to those limits" (Apple doc
  /// UIProgressView.progress).
  public var progress: Float {
    get { Float(props.progress) }
    set { props.progress = Double(min(1, max(0, newValue))) }
  }

  public func setProgress(_ progress: Float, animated: Bool, file: String = #fileID, line: Int = #line) {
    let stage = Stage.shared
    guard animated, !stage.isCapturing else {
      self.progress = progress
      return
    }
    let step = RecordedStep(
      start: stage.now, duration: UIProgressView.progressAnimationDuration, timing: .easeInOut,
      location: SourceLocation(file: file, line: line))
    _ = stage.capture(step) { self.progress = progress }
  }

  /// The duration of `setProgress(_:animated: true)` outside a block (facts SW12, UNCONFIRMED).
  static let progressAnimationDuration = 0.25

  override func modelContent() -> any ViewContent {
    ProgressView(
      progress: content.progress, progressTintColor: progressTintColor?.dynamic,
      trackTintColor: trackTintColor?.dynamic,
      style: progressViewStyle == .bar ? .bar : .default)
  }
}

/// UIActivityIndicatorView: the model's `ActivityIndicator`, drawn at rest. With
/// `hidesWhenStopped` (the default) it is hidden while stopped, so `startAnimating()` shows it
/// and `stopAnimating()` hides it, each a snap (facts SW13).
public class UIActivityIndicatorView: UIView {
  public var style: Style = .medium
  public var color: UIColor?
  public var hidesWhenStopped = true {
    didSet { if !isAnimating { isHidden = hidesWhenStopped } }
  }
  public private(set) var isAnimating = false

  public init(style: Style) {
    self.style = style
    super.init(frame: .zero)
    props.isHidden = true
  }
  public override init(frame: CGRect) {
    super.init(frame: frame)
    props.isHidden = true
  }
  public required init?(coder: NSCoder) {
    super.init(coder: coder)
    props.isHidden = true
  }

  /// UIActivityIndicatorView.Style.
  public enum Style: Int, Sendable {
    case medium, large
  }

  public func startAnimating() {
    isAnimating = true
    isHidden = false
  }
  public func stopAnimating() {
    isAnimating = false
    if hidesWhenStopped { isHidden = true }
  }

  override func modelContent() -> any ViewContent {
    // The model draws the spinner at rest either way; whether it shows is `isHidden`.
    ActivityIndicator(style: style == .large ? .large : .medium, color: color?.dynamic, isAnimating: true)
  }
}

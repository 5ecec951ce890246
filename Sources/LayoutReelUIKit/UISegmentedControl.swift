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

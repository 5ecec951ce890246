import Foundation
import Geometry
import SceneModel

/// UIScrollView: the model's `ScrollView`. `contentOffset` is its bounds origin (facts S1): set
/// inside an animation block it animates with the block (facts S3), set outside one it snaps;
/// `setContentOffset(_:animated: true)` outside a block is a step of its own (facts SW10).
/// `contentSize` is read after a layout pass, from the solved content (facts S5).
public class UIScrollView: UIView {
  public override init(frame: CGRect) {
    super.init(frame: frame)
    // A scroll view clips (facts S2).
    props.clipsToBounds = true
  }
  public required init?(coder: NSCoder) { super.init(coder: coder) }

  public var contentOffset: CGPoint {
    get { props.contentOffset }
    set { props.contentOffset = newValue }
  }

  /// `contentInset`: fixed when the recording starts (the model does not animate insets; a change
  /// during the recording is reported).
  public var contentInset: UIEdgeInsets {
    get { props.contentInset }
    set { props.contentInset = newValue }
  }

  /// contentInset here: no safe-area adjustment is added (facts S7).
  public var adjustedContentInset: UIEdgeInsets { contentInset }

  /// The size of the content after a layout pass: what the content layout guide's constraints
  /// give (facts S5), or a table's sections and rows.
  public var contentSize: CGSize {
    get { LiveLayout.contentSize(of: self) }
    set { Stage.shared.report("contentSize is set by the content's constraints here, not assigned") }
  }

  public var isScrollEnabled = true
  public var isPagingEnabled = false
  public var showsVerticalScrollIndicator = true
  public var showsHorizontalScrollIndicator = true
  public var alwaysBounceVertical = false
  public var bounces = true
  public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic

  /// UIScrollView.ContentInsetAdjustmentBehavior.
  public enum ContentInsetAdjustmentBehavior: Int, Sendable {
    case automatic, scrollableAxes, never, always
  }

  /// Sets the offset; with `animated` (outside an animation block) the content scrolls there in a
  /// step of UIKit's scrolling animation (facts SW10).
  public func setContentOffset(_ contentOffset: CGPoint, animated: Bool, file: String = #fileID, line: Int = #line) {
    Stage.shared.animatedSetter(
      animated: animated, duration: UIScrollView.scrollAnimationDuration, at: SourceLocation(file: file, line: line)
    ) { self.contentOffset = contentOffset }
  }

  /// The duration of `setContentOffset(_:animated: true)` (facts SW10, UNCONFIRMED).
  static let scrollAnimationDuration = 0.3

  /// Scrolls so `rect` (in content coordinates) is visible, the least distance.
  public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    let size = frame.size
    var offset = contentOffset
    if rect.maxY > offset.y + size.height { offset.y = rect.maxY - size.height }
    if rect.minY < offset.y { offset.y = rect.minY }
    if rect.maxX > offset.x + size.width { offset.x = rect.maxX - size.width }
    if rect.minX < offset.x { offset.x = rect.minX }
    setContentOffset(offset, animated: animated)
  }

  /// UIScrollView.contentLayoutGuide: the content rectangle (facts S5).
  public lazy var contentLayoutGuide = UILayoutGuide(owner: self, kind: .content)
  /// UIScrollView.frameLayoutGuide: the scroll view's frame (facts S6).
  public lazy var frameLayoutGuide = UILayoutGuide(owner: self, kind: .frame)

  override func modelContent() -> any ViewContent {
    ScrollView(contentOffset: content.contentOffset.modelPoint, contentInset: content.contentInset.model)
  }
}

extension CGPoint {
  var modelPoint: Point { Point(x: Double(x), y: Double(y)) }
}

import Geometry
import Layout

/// UIScrollView: a view whose subviews are its scrollable content.
///
/// Its bounds origin is `contentOffset` ("The default value is CGPointZero", Apple's
/// UIScrollView.contentOffset documentation), and it clips to its bounds, as every scroll view does
/// (UIScrollView sets clipsToBounds; facts S2). Scroll indicators are not drawn: UIKit shows them
/// only while a finger or a deceleration moves the content (facts S4), and a scene's offset changes
/// are programmatic `setContentOffset` calls.
public struct ScrollView: ScrollingContent {
  public static let kind = "scrollView"
  public static let keys = ["contentOffset", "contentInset"]
  public static var clipsToBoundsByDefault: Bool { true }

  public var contentOffset: Point
  public var contentInset: EdgeInsets

  public init(contentOffset: Point = .zero, contentInset: EdgeInsets = .zero) {
    self.contentOffset = contentOffset
    self.contentInset = contentInset
  }

  public init(reading properties: some PropertyReader) {
    self.init(
      contentOffset: properties.point("contentOffset") ?? .zero,
      contentInset: properties.insets("contentInset") ?? .zero)
  }

  public func look(in context: LookContext) throws(ModelError) -> any ViewLook { Look() }

  struct Look: ViewLook {}
}

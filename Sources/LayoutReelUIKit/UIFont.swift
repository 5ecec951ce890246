import Foundation
import SceneModel
import Text

/// UIFont: the model's font description (a text style at the default content size, or a family,
/// size and weight); the pipeline resolves it to a face when it draws.
public final class UIFont: Sendable, Equatable {
  let spec: FontSpec

  init(spec: FontSpec) { self.spec = spec }

  /// `UIFont(name:size:)`: a family fontconfig can find.
  public convenience init?(name: String, size: CGFloat) {
    self.init(spec: .font(family: name, size: Double(size), weight: .regular))
  }

  public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    UIFont(spec: .textStyle(style.model))
  }
  public class func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont {
    UIFont(spec: .system(size: Double(size), weight: weight.model))
  }
  public class func boldSystemFont(ofSize size: CGFloat) -> UIFont { systemFont(ofSize: size, weight: .bold) }

  /// The point size (a text style's at the default content size, facts E).
  public var pointSize: CGFloat {
    switch spec {
    case .textStyle(let style): CGFloat(style.pointSize)
    case .font(_, let size, _): CGFloat(size)
    }
  }

  public static func == (a: UIFont, b: UIFont) -> Bool { a.spec == b.spec }

  /// UIFont.TextStyle.
  public struct TextStyle: Sendable, Hashable {
    let model: Text.TextStyle
    public static let largeTitle = TextStyle(model: .largeTitle), title1 = TextStyle(model: .title1)
    public static let title2 = TextStyle(model: .title2), title3 = TextStyle(model: .title3)
    public static let headline = TextStyle(model: .headline), body = TextStyle(model: .body)
    public static let callout = TextStyle(model: .callout), subheadline = TextStyle(model: .subheadline)
    public static let footnote = TextStyle(model: .footnote), caption1 = TextStyle(model: .caption1)
    public static let caption2 = TextStyle(model: .caption2)
  }

  /// UIFont.Weight.
  public struct Weight: Sendable, Hashable {
    let model: FontWeight
    public static let ultraLight = Weight(model: .ultraLight), thin = Weight(model: .thin)
    public static let light = Weight(model: .light), regular = Weight(model: .regular)
    public static let medium = Weight(model: .medium), semibold = Weight(model: .semibold)
    public static let bold = Weight(model: .bold), heavy = Weight(model: .heavy), black = Weight(model: .black)
  }
}

import Foundation
import SceneModel
import Text

/// UILabel: the model's `Label`, with UIKit's defaults (17 pt system font, the label colour,
/// natural alignment, one line).
public class UILabel: UIView {
  var alignment: NSTextAlignment = .natural
  var lines = 1
  public var adjustsFontForContentSizeCategory = false
  public var lineBreakMode: NSLineBreakMode = .byTruncatingTail

  public var text: String? {
    get { props.text }
    set { props.text = newValue }
  }
  public var font: UIFont! {
    get { UIFont(spec: props.font ?? .system(size: 17)) }
    set { props.font = newValue?.spec }
  }
  public var textColor: UIColor! {
    get { UIColor(props.textColor ?? .label) }
    set { props.textColor = newValue?.dynamic }
  }
  public var textAlignment: NSTextAlignment {
    get { alignment }
    set { alignment = newValue }
  }
  public var numberOfLines: Int {
    get { lines }
    set { lines = newValue }
  }

  override func modelContent() -> any ViewContent {
    Label(
      text: content.text ?? "", font: content.font ?? .system(size: 17), textColor: content.textColor ?? .label,
      textAlignment: alignment.model, numberOfLines: lines, lineBreakMode: lineBreakMode)
  }
}

/// NSTextAlignment.
public enum NSTextAlignment: Int, Sendable {
  case left = 0, center, right, justified, natural

  var model: TextAlignment {
    switch self {
    case .left: .left
    case .center: .center
    case .right: .right
    case .justified: .justified
    case .natural: .natural
    }
  }
}

/// NSLineBreakMode: the model's own type (its cases are UIKit's; its raw values are the names the
/// JSON front end reads, not UIKit's integers).
public typealias NSLineBreakMode = SceneModel.NSLineBreakMode

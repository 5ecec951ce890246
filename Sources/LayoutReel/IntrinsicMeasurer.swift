import Layout
import Text

/// The layout engine's view of content sizes, answered by the views' looks (text measured by
/// the text system at the scene's scale, controls at their UIKit sizes).
struct IntrinsicMeasurer: IntrinsicSizeMeasuring {
  var looks: [String: CompiledView.Look]
  /// Sizes given in the scene for plain views.
  let fixed: [String: IntrinsicSize]
  let scale: Double

  func intrinsicSize(of view: String, fittingWidth: Double?) -> IntrinsicSize? {
    if let size = fixed[view] { return size }
    switch looks[view] {
    case .label(let label)?:
      let size = label.intrinsicSize(width: fittingWidth, scale: scale)
      return IntrinsicSize(width: size.width, height: size.height)
    case .button(let button)?:
      let size = button.intrinsicSize(scale: scale)
      return IntrinsicSize(width: size.width, height: size.height)
    case .textField(let field)?:
      let size = field.intrinsicSize(scale: scale)
      return IntrinsicSize(width: size.width, height: size.height)
    case .toggle?:
      return IntrinsicSize(width: SwitchLook.size.width, height: SwitchLook.size.height)
    case .activityIndicator(let spinner)?:
      return IntrinsicSize(width: spinner.side, height: spinner.side)
    case .separator(let vertical)?:
      // One device pixel thick, as UITableView separators are.
      return vertical ? IntrinsicSize(width: 1 / scale, height: nil) : IntrinsicSize(width: nil, height: 1 / scale)
    case .image(let image?)?:
      return IntrinsicSize(width: Double(image.pixmap.width), height: Double(image.pixmap.height))
    default:
      return nil
    }
  }

  func baselineOffsets(of view: String, width: Double) -> BaselineOffsets? {
    guard case .label(let label)? = looks[view] else { return nil }
    let layout = TextLayout(text: label.text, style: label.style, width: width)
    guard let first = layout.firstBaseline, let last = layout.lastBaseline else { return nil }
    return BaselineOffsets(first: first, last: last)
  }
}

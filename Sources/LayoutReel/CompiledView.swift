import Geometry
import Raster
import Text

/// One view of a scene resolved once for every frame: colours parsed, fonts found, images
/// decoded. What animates lives in ``ViewTracks``; this is what does not.
struct CompiledView: Sendable {
  /// What the view draws besides its layer properties.
  enum Look: Sendable {
    case plain
    case label(LabelLook)
    case button(ButtonLook)
    case textField(TextFieldLook)
    case image(LayerImage?)
    case toggle(SwitchLook)
    /// A hairline; `vertical` when it separates side by side content.
    case separator(vertical: Bool)
    case activityIndicator(ActivityIndicatorLook)

    /// The same look showing `text` (a label's text, a button's title, a text field's text),
    /// so intrinsic sizes follow a timeline's text change.
    func withText(_ text: String) -> Look {
      switch self {
      case .label(var label):
        label.text = text
        return .label(label)
      case .button(var button):
        button.title = text
        return .button(button)
      case .textField(var field):
        field.text = text
        return .textField(field)
      default:
        return self
      }
    }
  }

  let id: String
  /// Index of the superview in the scene's view list; nil for subviews of the root.
  let parent: Int?
  let look: Look
  let clipsToBounds: Bool
  let cornerCurve: Geometry.CornerCurve
  let border: Border?
  let shadow: Raster.Shadow?
  let gradient: LinearGradient?

  /// The layer for a presented state; `modelSize` is the final size the content lays out in.
  func layer(_ state: ViewState, modelSize: Geometry.Size, scale: Double, renderer: TextRenderer) -> Layer {
    let f = state.frame
    var layer = Layer(frame: Geometry.Rect(x: f[0], y: f[1], width: max(0, f[2]), height: max(0, f[3])))
    layer.transform = Self.affine(state.transform)
    layer.opacity = min(1, max(0, state.alpha))
    layer.isHidden = state.hidden
    layer.clipsToBounds = clipsToBounds
    let bg = state.background
    if bg[3] > 0 {
      layer.backgroundColor = Raster.Color(red: bg[0], green: bg[1], blue: bg[2], alpha: bg[3])
    }
    let r = state.cornerRadii
    layer.cornerRadii = CornerRadii(topLeft: r[0], topRight: r[1], bottomRight: r[3], bottomLeft: r[2])
    layer.cornerCurve = cornerCurve
    layer.border = border
    layer.shadow = shadow
    layer.gradient = gradient
    switch look {
    case .plain, .separator:
      break
    case .label(let label):
      layer.contents.append(label.content(
        text: state.text ?? label.text, modelSize: modelSize, size: layer.frame.size, renderer: renderer))
    case .button(let button):
      button.decorate(&layer, title: state.text ?? button.title, modelSize: modelSize, renderer: renderer)
    case .textField(let field):
      field.decorate(&layer, text: state.text, scale: scale, renderer: renderer)
    case .image(let image):
      layer.image = image
    case .toggle(let toggle):
      toggle.decorate(&layer)
    case .activityIndicator(let spinner):
      let side = min(layer.frame.width, layer.frame.height)
      layer.contents.append(contentsOf: spinner.contents(in: Geometry.Rect(
        x: (layer.frame.width - side) / 2, y: (layer.frame.height - side) / 2, width: side, height: side)))
    }
    return layer
  }

  /// UIView.transform from its decomposed parts: scale, then rotate, then translate (the order
  /// CGAffineTransform's `scaledBy`/`rotated`/`translatedBy` compose to for a view).
  static func affine(_ t: SIMD8<Double>) -> AffineTransform {
    if t == ViewState.identityTransform { return .identity }
    return AffineTransform.scale(x: t[2], y: t[3])
      .concatenating(.rotation(t[4]))
      .concatenating(.translation(x: t[0], y: t[1]))
  }
}

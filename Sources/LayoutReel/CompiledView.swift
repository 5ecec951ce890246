import Geometry
import Raster
import SceneModel
import Text

/// One view of a scene resolved once for every frame: colours for the appearance, fonts found,
/// images decoded. What animates lives in ``ViewTracks``; this is what does not.
struct CompiledView: Sendable {
  let id: String
  /// Index of the superview in the scene's view list; nil for subviews of the root.
  let parent: Int?
  /// What the view's kind draws and how it measures.
  let look: any ViewLook
  let clipsToBounds: Bool
  let cornerCurve: CornerCurve
  /// Looks a timeline's content changes switch to (a new font, text colour or image); the
  /// state's `style.look` indexes `look` (0) then these.
  var laterLooks: [any ViewLook] = []

  /// Resolves `view`, and returns it with its initial model state (the frame comes from layout).
  static func compile(_ view: View, parent: Int?, context: LookContext) throws(ModelError) -> (CompiledView, ViewState)
  {
    let style = view.style
    let appearance = context.appearance
    let look = try view.content.look(in: context)
    var state = ViewState(
      frame: .zero, alpha: style.alpha, transform: ViewState.transform(style.transform),
      background: .zero, cornerRadii: style.cornerRadius.map(ViewState.radii) ?? .zero,
      hidden: style.hidden, text: look.animatableText)
    state.controls = look.controlValues
    state.textFormat = look.countingFormat
    if let scrolling = view.content as? any ScrollingContent {
      state.contentOffset = SIMD2(scrolling.contentOffset.x, scrolling.contentOffset.y)
    }
    if let background = style.backgroundColor?.resolved(in: appearance) ?? look.defaultBackground {
      state.background = ViewState.components(background)
    }
    // The tint is resolved through the tree by the compiler (facts I1); the view's own is a start.
    let tint = (style.tintColor ?? StyleState.systemTint).resolved(in: appearance)
    state.style = StyleState(style, tint: tint, appearance: appearance)
    if let effectView = view.content as? VisualEffectView {
      state.style.effect = VisualEffectValue.components(effectView.effect.material(in: appearance))
    }
    let compiled = CompiledView(
      id: view.id, parent: parent, look: look, clipsToBounds: style.clipsToBounds, cornerCurve: style.cornerCurve)
    return (compiled, state)
  }

  /// The layer for a presented state; `modelSize` is the final size the content lays out in.
  func layer(
    _ state: ViewState, modelSize: Size, scale: Double, renderer: TextRenderer, modelControls: ControlValues = .zero
  ) -> Layer {
    let f = state.frame
    var layer = Layer(frame: Rect(x: f[0], y: f[1], width: max(0, f[2]), height: max(0, f[3])))
    layer.transform = Self.affine(state.transform)
    layer.opacity = state.drawnAlpha
    layer.isHidden = state.hidden
    layer.clipsToBounds = clipsToBounds
    let bg = state.background
    if bg[3] > 0 {
      layer.backgroundColor = Raster.Color(red: bg[0], green: bg[1], blue: bg[2], alpha: bg[3])
    }
    let r = state.cornerRadii
    layer.cornerRadii = CornerRadii(topLeft: r[0], topRight: r[1], bottomRight: r[3], bottomLeft: r[2])
    layer.cornerCurve = cornerCurve
    state.style.apply(to: &layer)
    let content = PresentedContent(
      text: state.presentedText, values: state.controls, modelValues: modelControls,
      isCounting: state.textFormat != nil, tint: state.style.tintColor)
    look(state.style.look).decorate(&layer, content: content, modelSize: modelSize, scale: scale, renderer: renderer)
    return layer
  }

  /// The look at `index` (0: the view's own).
  func look(_ index: Int) -> any ViewLook {
    index > 0 && index <= laterLooks.count ? laterLooks[index - 1] : look
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

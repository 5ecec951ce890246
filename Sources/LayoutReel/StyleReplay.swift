import Raster
import SceneModel

/// What the compiler keeps while replaying the timeline for the style properties: which views
/// set their own tint (the others inherit it, facts I1), the subview lists to pass a tint down,
/// and each view's current content, from which a font, text colour or image change makes a new
/// look (facts I4).
struct StyleReplay {
  var ownsTint: [Bool]
  let children: [[Int]]
  var contents: [any ViewContent]
  let contexts: [LookContext]
  let appearance: Appearance

  /// Resolves the initial tints down the tree: a view without its own takes its superview's.
  init(tree: [(view: View, parent: String?)], parents: [Int?], contexts: [LookContext], appearance: Appearance) {
    ownsTint = tree.map { $0.view.style.tintColor != nil }
    var children = Array(repeating: [Int](), count: tree.count)
    for (i, parent) in parents.enumerated() { if let parent { children[parent].append(i) } }
    self.children = children
    contents = tree.map(\.view.content)
    self.contexts = contexts
    self.appearance = appearance
  }

  /// Sets each view that does not own its tint to its superview's (parents come first).
  func inheritTints(_ states: inout [ViewState], parents: [Int?]) {
    for i in states.indices where !ownsTint[i] {
      if let parent = parents[i] { states[i].style.tint = states[parent].style.tint }
    }
  }

  /// Applies a change's style properties to the model states; a content change also gives the
  /// view a new look and the layout a new measure. Views are addressed by `index`.
  mutating func apply(
    _ change: TimelineChange, at element: ModelElement, to states: inout [ViewState], views: inout [CompiledView],
    layout: inout SceneLayout, index: [String: Int]
  ) throws(ModelError) {
    guard case .view(let edit) = change, let i = index[edit.id] else { return }
    if let color = edit.tintColor {
      ownsTint[i] = true
      setTint(ViewState.components(color.resolved(in: appearance)), from: i, in: &states)
    }
    if let width = edit.borderWidth { states[i].style.borderWidth = width }
    if let color = edit.borderColor {
      states[i].style.borderColor = ViewState.components(color.resolved(in: appearance))
    }
    if let shadow = edit.shadow { apply(shadow, to: &states[i].style) }
    if let gradient = edit.gradient { try apply(gradient, to: &states[i].style, view: edit.id, at: element) }
    if let effect = edit.effect {
      states[i].style.effect = VisualEffectValue.components(effect.material(in: appearance))
    }
    if edit.font != nil || edit.textColor != nil || edit.image != nil {
      let content = contents[i].applying(edit)
      let look: any ViewLook
      do { look = try content.look(in: contexts[i]) } catch { throw ModelError(element, error.message) }
      contents[i] = content
      views[i].laterLooks.append(look)
      states[i].style.look = views[i].laterLooks.count
      // Measured with the text it shows now (a text change in the same edit follows in the layout).
      layout.replaceLook(of: edit.id, with: states[i].text.map { look.withText($0) } ?? look)
    }
  }

  /// Sets the tint of view `i` and of every subview that inherits it, down to views with their own.
  func setTint(_ tint: SIMD4<Double>, from i: Int, in states: inout [ViewState]) {
    states[i].style.tint = tint
    for child in children[i] where !ownsTint[child] { setTint(tint, from: child, in: &states) }
  }

  func apply(_ change: ShadowChange, to style: inout StyleState) {
    var s = style.shadow
    if let color = change.color {
      let c = ViewState.components(color.resolved(in: appearance))
      (s[0], s[1], s[2], s[3]) = (c[0], c[1], c[2], c[3])
    }
    if let opacity = change.opacity { s[4] = opacity }
    if let radius = change.radius { s[5] = radius }
    if let offset = change.offset { (s[6], s[7]) = (offset.width, offset.height) }
    style.shadow = s
  }

  /// Core Animation interpolates `colors` and `locations` element by element, so a change keeps
  /// the number of colours; a view needs a gradient to change it.
  func apply(_ change: GradientChange, to style: inout StyleState, view: String, at element: ModelElement)
    throws(ModelError)
  {
    let current = style.gradient
    guard current.count > 0 else {
      throw ModelError(element, "\(view) has no gradient to change; give it one in its view")
    }
    let colors = change.colors?.map { ViewState.components($0.resolved(in: appearance)) }
    for count in [colors?.count, change.locations?.count].compactMap({ $0 }) where count != current.count {
      throw ModelError(
        element,
        "the gradient of \(view) has \(current.count) colours; a change gives as many colours and locations "
          + "(Core Animation interpolates them one by one), not \(count)")
    }
    style.gradient = current.replacing(
      colors: colors, locations: change.locations, start: change.start, end: change.end)
  }
}

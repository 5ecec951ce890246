import Geometry
import SceneModel

extension SceneCompiler {
  /// A content offset belongs to a scroll view (UIScrollView.contentOffset); a scene built in code
  /// that sets one on another view is refused at the change that does it (the JSON front end
  /// reports it where the file wrote it).
  static func checkScrolling(
    _ change: TimelineChange, in tree: [(view: View, parent: String?)], index: [String: Int], step: Int,
    keyframe: Int?, _ c: Int
  ) throws(ModelError) {
    guard case .view(let edit) = change, edit.contentOffset != nil || edit.scrollsTo != nil, let i = index[edit.id]
    else { return }
    let view = tree[i].view
    guard !(view.content is any ScrollingContent) else { return }
    // The scrolling kinds as messages say them ("scrollView" -> "scroll view").
    let kinds = ViewKinds.all.filter { $0 is any ScrollingContent.Type }.map { type in
      type.kind.reduce(into: "") { text, c in text += c.isUppercase ? " " + c.lowercased() : String(c) }
    }
    throw ModelError(
      .change(step: step, keyframe: keyframe, index: c),
      "contentOffset can only change on a \(kinds.joined(separator: " or ")), and \"\(view.id)\" is a \(view.kind)")
  }

  /// A change that scrolls to an edge, with the edge turned into the offset it means now: the
  /// content size from the last layout pass and the scroll view's model size and insets.
  static func resolveScrollEdge(
    _ change: TimelineChange, layout: SceneLayout, states: [ViewState], tree: [(view: View, parent: String?)],
    index: [String: Int]
  ) -> TimelineChange {
    guard case .view(var edit) = change, let edge = edit.scrollsTo, let i = index[edit.id],
      let scrolling = tree[i].view.content as? any ScrollingContent
    else { return change }
    let inset = scrolling.contentInset
    // 0 - inset, not -inset: no negative zero in the offset.
    let top = Point(x: 0 - inset.left, y: 0 - inset.top)
    switch edge {
    case .top:
      edit.contentOffset = top
    case .bottom:
      let content = layout.contentSize(of: edit.id)
      let height = states[i].frame[3]
      edit.contentOffset = Point(x: top.x, y: max(top.y, content.height - height + inset.bottom))
    }
    edit.scrollsTo = nil
    return .view(edit)
  }
}

import SceneModel

extension SceneCompiler {
  /// A content offset belongs to a scroll view (UIScrollView.contentOffset); a scene built in code
  /// that sets one on another view is refused at the change that does it (the JSON front end
  /// reports it where the file wrote it).
  static func checkScrolling(
    _ change: TimelineChange, in tree: [(view: View, parent: String?)], index: [String: Int], step: Int,
    keyframe: Int?, _ c: Int
  ) throws(ModelError) {
    guard case .view(let edit) = change, edit.contentOffset != nil, let i = index[edit.id] else { return }
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
}

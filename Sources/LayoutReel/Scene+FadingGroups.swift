import SceneModel

extension Scene {
  /// How many views that fade and have subviews can nest: such a view is painted into an
  /// offscreen canvas and faded once (group opacity), and the groups around it stay open while
  /// it paints, so this many extra canvases can be alive at once. A view fades when its alpha
  /// starts below 1 or a step sets it below 1.
  var fadingGroupDepth: Int {
    var fading = Set<String>()
    func note(_ changes: [TimelineChange]) {
      for case .view(let edit) in changes where (edit.alpha ?? 1) < 1 { fading.insert(edit.id) }
      // Deleted and reloaded table rows and deleted sections fade out (inserted ones start at alpha 0).
      for case .table(let edit) in changes {
        fading.formUnion(edit.delete + edit.reload.map(\.row) + edit.deleteSections)
      }
    }
    for step in timeline {
      note(step.changes)
      for keyframe in step.keyframes { note(keyframe.changes) }
    }
    func depth(_ views: [View]) -> Int {
      views.map { view in
        let subviews = view.subviews + view.content.generatedSubviews(for: view)
        let fades = !subviews.isEmpty && (view.style.alpha < 1 || fading.contains(view.id))
        return (fades ? 1 : 0) + depth(subviews)
      }.max() ?? 0
    }
    return depth(views)
  }
}

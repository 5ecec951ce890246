import SceneModel

extension Scene {
  /// The scene with `edit` applied to every table view, wherever it is in the tree.
  func editingTables(_ edit: (_ id: String, _ table: inout TableView) -> Void) -> Scene {
    func visit(_ views: [View]) -> [View] {
      views.map { view in
        var view = view
        if var table = view.content as? TableView {
          edit(view.id, &table)
          view.content = table
        }
        view.subviews = visit(view.subviews)
        return view
      }
    }
    var scene = self
    scene.views = visit(views)
    return scene
  }
}

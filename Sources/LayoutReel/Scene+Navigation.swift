import Geometry
import Layout
import Raster
import SceneModel

extension Scene {
  /// The scene as a navigation controller holds it: the views of the items not on top of a
  /// navigation bar's stack are hidden, and each item above the first gets a dimming view just
  /// behind its own view (`VIEW.dimming`, black at 10 %, over the view it covers; facts NB7),
  /// which a push fades in over the outgoing view and a pop fades out.
  func withNavigationViews() -> Scene {
    var scene = self
    for entry in allViews {
      guard let bar = entry.view.content as? NavigationBar else { continue }
      for (j, item) in bar.items.enumerated() {
        guard let id = item.view else { continue }
        scene.views = Self.editing(scene.views, id: id) { view in
          if j != bar.top { view.style.hidden = true }
          guard j > 0 else { return [view] }
          let dimming = View(
            id: "\(id).dimming",
            style: ViewStyle(
              backgroundColor: DynamicColor(Raster.Color(white: 0, alpha: BarMetrics.dimmingAlpha)),
              alpha: j <= bar.top ? 1 : 0))
          return [dimming, view]
        }
        guard j > 0 else { continue }
        for attribute in [LayoutAttribute.leading, .trailing, .top, .bottom] {
          scene.constraints.append(
            .constraint(
              ConstraintDefinition(
                id: "\(id).dimming.\(attribute)",
                LayoutConstraint(.view("\(id).dimming"), attribute, .equal, .view(id), attribute))))
        }
      }
    }
    return scene
  }

  /// `views` with the view `id` (at any depth) replaced by what `edit` makes of it.
  private static func editing(_ views: [View], id: String, _ edit: (inout View) -> [View]) -> [View] {
    views.flatMap { view -> [View] in
      var view = view
      if view.id == id { return edit(&view) }
      view.subviews = editing(view.subviews, id: id, edit)
      return [view]
    }
  }
}

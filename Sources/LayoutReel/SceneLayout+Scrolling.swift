import Geometry
import Layout
import SceneModel

extension SceneLayout {
  /// Installs every scroll view's content and frame layout guides at its initial offset.
  mutating func addScrollViews(_ views: [View]) throws(ExportError) {
    for view in views {
      guard let scrolling = view.content as? any ScrollingContent else { continue }
      try engineCall(.view(view.id)) { (engine) throws(LayoutError) in
        try engine.addScrollView(
          view.id, contentOffset: scrolling.contentOffset,
          edgesMeanContentArea: type(of: scrolling).edgesMeanContentArea)
      }
    }
  }

  /// A content offset change moves the scroll view's frame layout guide, so the step's layout pass
  /// re-solves what is pinned to it (a header that stays on screen, one that collapses) and those
  /// frames animate with the step, as the offset itself does.
  mutating func scroll(_ edit: ViewChange, at element: ModelElement) throws(ExportError) {
    guard let offset = edit.contentOffset else { return }
    try engineCall(element) { (engine) throws(LayoutError) in
      if engine.contentOffset(of: edit.id) != nil { try engine.setContentOffset(offset, for: edit.id) }
    }
  }

  /// A scroll view's contentSize from the last solve (the size of its content layout guide).
  func contentSize(of id: String) -> Size { engine.contentSize(of: id) }
}

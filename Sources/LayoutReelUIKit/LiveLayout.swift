import Foundation
import Geometry
import LayoutReel
import SceneModel

/// Frames read while the user's code runs (`view.frame` of a view placed by constraints): the
/// current tree and constraints are solved by the pipeline's own layout, and the result is kept
/// until something changes.
@MainActor
enum LiveLayout {
  private static var cache: (revision: Int, root: ObjectIdentifier, frames: [String: CGRect])?
  /// The compiled scene of the last solve, for the content sizes of scroll views.
  private static var compiled: CompiledScene?

  /// A scroll view's `contentSize`: the extent of its content after a layout pass (zero when the
  /// layout cannot be solved).
  static func contentSize(of view: UIView) -> CGSize {
    var top = view
    while let parent = top.superview { top = parent }
    guard top !== view else { return .zero }
    _ = solve(root: top)
    guard let id = view.modelID, let size = compiled?.contentExtent(of: id, at: 0) else { return .zero }
    return CGSize(width: size.width, height: size.height)
  }

  /// The frame in the superview's coordinates (zero when the layout cannot be solved).
  static func frame(of view: UIView) -> CGRect {
    var top = view
    while let parent = top.superview { top = parent }
    guard top !== view else { return view.props.frame }
    let frames = solve(root: top)
    guard let id = view.modelID else { return .zero }
    return frames[id] ?? .zero
  }

  /// The view's origin in the root view's coordinates.
  static func origin(of view: UIView) -> CGPoint {
    var point = CGPoint.zero
    var v: UIView? = view
    while let current = v, current.superview != nil {
      let f = current.frame
      point.x += f.origin.x
      point.y += f.origin.y
      v = current.superview
    }
    return point
  }

  private static func solve(root: UIView) -> [String: CGRect] {
    let stage = Stage.shared
    if let cache, cache.revision == stage.revision, cache.root == ObjectIdentifier(root) { return cache.frames }
    var builder = SceneBuilder(root: root, owners: [], fromBaseline: false)
    let size = stage.canvasSize ?? root.props.frame.size
    let canvasSize = Size(width: max(1, Double(size.width)), height: max(1, Double(size.height)))
    let views = builder.views()
    let scene = Scene(
      name: "layout", canvas: Canvas(size: canvasSize, scale: 1, margins: root.marginsValue?.model),
      hold: 0.02, views: views, constraints: builder.constraints())
    var frames: [String: CGRect] = [:]
    compiled = nil
    // Keep the ids the builder gave (a recording names views again, by their properties).
    if let compiled = try? CompiledScene(scene) {
      Self.compiled = compiled
      let states = compiled.presentation(at: 0)
      for (id, state) in zip(compiled.viewIDs, states) {
        frames[id] = CGRect(x: state.frame[0], y: state.frame[1], width: state.frame[2], height: state.frame[3])
      }
    }
    cache = (stage.revision, ObjectIdentifier(root), frames)
    return frames
  }
}

extension UIEdgeInsets {
  var model: Geometry.EdgeInsets {
    Geometry.EdgeInsets(top: Double(top), left: Double(left), bottom: Double(bottom), right: Double(right))
  }
}

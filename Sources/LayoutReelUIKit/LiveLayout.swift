import Foundation
import Geometry
import LayoutReel
import SceneModel

/// Frames read while the user's code runs (`view.frame` of a view placed by constraints) are
/// those of the last layout pass, as in UIKit: changing a constraint moves nothing until
/// `layoutIfNeeded()` or the run loop's next pass (facts SW3, SW17). A pass costs nothing until it
/// matters: it keeps the tree as it stood only when a frame is read or something the layout reads
/// is about to change (`settle`), and that tree is solved by the pipeline's own layout when first
/// read.
@MainActor
enum LiveLayout {
  /// The last layout pass of each tree, by its top view.
  private static var passes: [ObjectIdentifier: Pass] = [:]
  /// A pass asked for and not yet kept: the tree is still as it was then.
  private static var pending: (top: ObjectIdentifier, view: UIView?)?
  private static var cache: (revision: Int, root: ObjectIdentifier, compiled: CompiledScene?)?

  /// A tree as it stood at a layout pass.
  @MainActor private final class Pass {
    weak var top: UIView?
    let revision: Int
    let scene: Scene
    let ids: [ObjectIdentifier: String]
    /// Frames set by the code since the pass (they hold until the next one).
    var assigned: [ObjectIdentifier: CGRect] = [:]
    lazy var frames: [String: CGRect] = LiveLayout.frames(of: (try? CompiledScene(scene)) ?? nil)

    init(top: UIView, revision: Int, scene: Scene, ids: [ObjectIdentifier: String]) {
      self.top = top
      self.revision = revision
      self.scene = scene
      self.ids = ids
    }
  }

  private static func top(of view: UIView) -> UIView {
    var top = view
    while let parent = top.superview { top = parent }
    return top
  }

  /// A layout pass over the tree `view` is in (`layoutIfNeeded()`, the first layout before the
  /// view appears, the end of each turn of the run loop). Inside an animation block this gives
  /// the animation's end, the model values (facts C1).
  static func layOut(_ view: UIView) {
    let top = top(of: view)
    let key = ObjectIdentifier(top)
    if let pass = passes[key], pass.top === top, pass.revision == Stage.shared.revision { return }
    if let pending, pending.top != key { settle() }
    pending = (key, top)
  }

  /// Drops every kept pass (each holds a whole scene): a new recording starts from none.
  static func forget() {
    passes = [:]
    pending = nil
    cache = nil
  }

  /// Keeps the pending pass's tree: called before something the layout reads changes
  /// (`Stage.revision`, the tree operations) and before a frame is read.
  static func settle() {
    guard let (key, view) = pending else { return }
    pending = nil
    guard let top = view else { return }
    var builder = SceneBuilder(root: top, owners: [], fromBaseline: false)
    let scene = self.scene(builder: &builder, root: top)
    passes[key] = Pass(top: top, revision: Stage.shared.revision, scene: scene, ids: builder.ids)
  }

  /// The frame in the superview's coordinates at the last layout pass; before the first, the
  /// view's own (zero for a view made in code, as UIKit's before its first layout).
  static func frame(of view: UIView) -> CGRect {
    settle()
    let top = top(of: view)
    guard top !== view, let pass = passes[ObjectIdentifier(top)], pass.top === top else { return view.props.frame }
    if let assigned = pass.assigned[ObjectIdentifier(view)] { return assigned }
    guard let id = pass.ids[ObjectIdentifier(view)] else { return view.props.frame }
    return pass.frames[id] ?? .zero
  }

  /// `frame` assigned to a view placed by constraints: it holds until the next layout pass.
  static func assign(_ frame: CGRect, to view: UIView) {
    settle()
    let top = top(of: view)
    guard let pass = passes[ObjectIdentifier(top)], pass.top === top else { return }
    pass.assigned[ObjectIdentifier(view)] = frame
  }

  /// A scroll view's `contentSize`: the extent of its content with the current constraints (zero
  /// when the layout cannot be solved).
  static func contentSize(of view: UIView) -> CGSize {
    let top = top(of: view)
    guard top !== view else { return .zero }
    let stage = Stage.shared
    settle()
    if cache?.revision != stage.revision || cache?.root != ObjectIdentifier(top) {
      var builder = SceneBuilder(root: top, owners: [], fromBaseline: false)
      cache = (stage.revision, ObjectIdentifier(top), try? CompiledScene(scene(builder: &builder, root: top)))
    }
    guard let id = view.modelID, let size = cache?.compiled?.contentExtent(of: id, at: 0) else { return .zero }
    return CGSize(width: size.width, height: size.height)
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

  /// The tree under `root` now, as a scene with no timeline.
  private static func scene(builder: inout SceneBuilder, root: UIView) -> Scene {
    let size = Stage.shared.canvasSize ?? root.props.frame.size
    let canvasSize = Size(width: max(1, Double(size.width)), height: max(1, Double(size.height)))
    let views = builder.views()
    return Scene(
      name: "layout", canvas: Canvas(size: canvasSize, scale: 1, margins: root.marginsValue?.model),
      hold: 0.02, views: views, constraints: builder.constraints())
  }

  private static func frames(of compiled: CompiledScene?) -> [String: CGRect] {
    guard let compiled else { return [:] }
    var frames: [String: CGRect] = [:]
    for (id, state) in zip(compiled.viewIDs, compiled.presentation(at: 0)) {
      frames[id] = CGRect(x: state.frame[0], y: state.frame[1], width: state.frame[2], height: state.frame[3])
    }
    return frames
  }
}

extension UIEdgeInsets {
  var model: Geometry.EdgeInsets {
    Geometry.EdgeInsets(top: Double(top), left: Double(left), bottom: Double(bottom), right: Double(right))
  }
}

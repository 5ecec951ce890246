import Layout
import SceneModel

/// The layout engine's view of content sizes, answered by the views' looks (text measured by
/// the text system at the scene's scale, controls at their UIKit sizes).
struct IntrinsicMeasurer: IntrinsicSizeMeasuring {
  var looks: [String: any ViewLook]
  /// Sizes the scene gives views itself; they win over the look's.
  let fixed: [String: IntrinsicSize]
  let scale: Double

  func intrinsicSize(of view: String, fittingWidth: Double?) -> IntrinsicSize? {
    if let size = fixed[view] { return size }
    return looks[view]?.intrinsicSize(fittingWidth: fittingWidth, scale: scale)
  }

  func baselineOffsets(of view: String, width: Double) -> BaselineOffsets? {
    looks[view]?.baselineOffsets(width: width)
  }
}

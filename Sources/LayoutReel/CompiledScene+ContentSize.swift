import Geometry

extension CompiledScene {
  /// A scroll view's content extent at `time`: the bounding box of its subviews' frames (generated
  /// ones included, so a table's sections and rows), from the content origin. What the Swift front
  /// end answers for `contentSize` (UIKit's is what the content layout guide or the table's rows
  /// give, which for content that starts at the origin is this box); nil for an unknown id.
  public func contentExtent(of id: String, at time: Double) -> Size? {
    guard let index = views.firstIndex(where: { $0.id == id }) else { return nil }
    let states = presentation(at: time)
    var width = 0.0
    var height = 0.0
    for i in views.indices where views[i].parent == index && !states[i].hidden {
      let f = states[i].frame
      width = max(width, f[0] + f[2])
      height = max(height, f[1] + f[3])
    }
    return Size(width: width, height: height)
  }
}

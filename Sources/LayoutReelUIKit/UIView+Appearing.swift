import Foundation

extension UIView {
  /// A view added while the recording runs. One made during the recording is in the scene from
  /// its start, hidden, and shows where it was added: a snap (or, added inside an animation block,
  /// at that step's start), as a new subview appears at once in UIKit (facts SW15). A view that was
  /// in the tree before and is moved is reported (the model's tree is fixed).
  func addedToTree() {
    let stage = Stage.shared
    guard stage.isRunning else { return }
    guard createdWhileRunning else {
      addedWhileRunning = true
      return
    }
    stage.viewWillChange(self)
    baseline?.isHidden = true
    pendingOld?.isHidden = true
  }
}

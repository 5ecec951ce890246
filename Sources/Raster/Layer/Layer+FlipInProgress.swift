extension Layer {
  /// True when a transition somewhere in the tree shows a face turned in depth.
  var hasFlipInProgress: Bool {
    if let transition, case .flip = transition.style {
      let p = transition.clampedProgress
      if p > 0 && p < 1 { return true }
    }
    if let transition, transition.from.hasFlipInProgress { return true }
    return sublayers.contains { $0.hasFlipInProgress }
  }
}

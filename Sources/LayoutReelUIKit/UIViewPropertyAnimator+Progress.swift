import SceneModel

extension UIViewPropertyAnimator {
  /// Stops a running animator where it is: what it ran so far becomes `run` keys (shown along its
  /// own curve) and it holds there, `paused` (facts SW18).
  func freeze() {
    guard let index = stepIndex, isRunning else { return }
    let stage = Stage.shared
    let f = fractionNow
    var track = stage.steps[index].progress ?? ProgressTrack(keys: [ProgressKey(time: 0, fraction: 0, segment: .run)])
    if let release = track.release {
      track.release = nil
      if !release.resumes {
        stage.report(
          "\(location): paused again after continueAnimation: the run since then is drawn along the animator's own curve"
        )
      }
      track.keys = Self.adding(ProgressKey(time: release.at, fraction: anchor.fraction, segment: .run), to: track.keys)
    }
    track.keys = Self.adding(
      ProgressKey(time: max(0, stage.now - startTime), fraction: f, segment: .paused), to: track.keys)
    stage.steps[index].progress = track
    anchor = (stage.now, f)
    rate = 0
    isRunning = false
    generation += 1
  }

  /// Records a key at now (a fraction set, or where a pause or a finish leaves it).
  func key(fraction: Double, _ segment: ProgressKey.Segment) {
    guard let index = stepIndex else { return }
    let stage = Stage.shared
    var track = stage.steps[index].progress ?? ProgressTrack(keys: [])
    track.keys = Self.adding(
      ProgressKey(time: max(0, stage.now - startTime), fraction: fraction, segment: segment), to: track.keys)
    stage.steps[index].progress = track
  }

  /// Keys keep increasing times: one at the time of the last replaces it.
  static func adding(_ key: ProgressKey, to keys: [ProgressKey]) -> [ProgressKey] {
    var keys = keys.filter { $0.time < key.time }
    keys.append(key)
    return keys
  }
}

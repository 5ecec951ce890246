/// Why a set of steps cannot be scheduled; each case names the steps involved.
public enum ScheduleError: Error, Equatable, Sendable {
  /// Two steps share an id.
  case duplicateID(String)
  /// `after` names a step that does not exist.
  case unknownStep(id: String, referencedBy: String)
  /// `after` references form a loop; the path starts and ends with the same id.
  case cycle([String])
  /// `after` waits for a step that repeats forever, so its completion never comes.
  case waitsForEndlessStep(id: String, dependsOn: String)
  /// Keyframes need a Bézier `.curve` timing (animateKeyframes has no spring).
  case keyframesNeedCurve(id: String)
  /// A step's numbers are invalid.
  case invalidStep(id: String, reason: AnimationError)
}

import Geometry
import SceneModel

extension DecodingContext {
  /// Reports the steps whose start cannot be resolved: an `after` cycle, or a step that follows
  /// one repeating forever. (A step after an unresolved one is not reported twice; an unknown
  /// step id was reported where it was read.)
  func checkSchedule(_ steps: [TimelineStep], afterValues: [JSONValue?]) {
    let schedule = Scene(name: "", canvas: Canvas(size: .zero), timeline: steps).schedule
    for (i, times) in schedule.enumerated() {
      guard let problem = times.problem, let value = afterValues[i] else { continue }
      switch problem {
      case .cycle(let ids): report(.cycle(ids), at: value)
      case .afterForever(let id):
        report(.invalid("cannot start after \(quoted(id)): it repeats forever and never ends"), at: value)
      case .afterUnresolved, .unknownStep: break
      }
    }
  }
}

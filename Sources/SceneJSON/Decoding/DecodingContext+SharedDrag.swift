import SceneModel

extension DecodingContext {
  /// Steps whose `progress` is a step id follow that step's finger: one pan gesture setting
  /// `fractionComplete` on several property animators and releasing them together. Each copies
  /// the keys, scrub curve and release (time, direction, duration factor); a release without a
  /// curve lets each animator continue with its own timing (facts C15).
  ///
  /// `progressValues` are the steps' `progress` values, in the order of `steps`.
  func shareDrags(_ steps: inout [TimelineStep], progressValues: [JSONValue?]) {
    let ids = steps.compactMap(\.id)
    for (index, value) in progressValues.enumerated() {
      guard let value, let name = value.string else { continue }
      guard let source = steps.firstIndex(where: { $0.id == name }) else {
        report(
          .unknownName(category: "step", name: name, within: nil), at: value,
          suggestion: Suggestion.closest(to: name, in: ids))
        continue
      }
      guard let track = steps[source].progress, progressValues[source]?.string == nil else {
        report(
          .invalid(
            "progress names the step whose drag this animator follows; \(quoted(name)) has no progress object of its own"
          ), at: value)
        continue
      }
      steps[index].progress = track
    }
  }
}

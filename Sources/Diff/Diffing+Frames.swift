extension Diffing where Value == [DiffFrame] {
  /// Frame-by-frame animation comparison with default options and no mismatched pixel allowed.
  public static var frames: Diffing { frames() }

  /// Frame-by-frame animation comparison: counts and delays must agree (within `delayTolerance`
  /// seconds) and every frame must be within `tolerance`.
  public static func frames(
    options: DiffOptions = DiffOptions(), tolerance: Tolerance = .exact, delayTolerance: Double = 0.0005
  ) -> Diffing {
    Diffing { reference, actual in
      let result: SequenceDiffResult
      do throws(DiffError) {
        result = try SequenceDiff.compare(
          reference, actual, options: options, delayTolerance: delayTolerance)
      } catch {
        return DiffReport(message: error.description)
      }
      if result.passes(tolerance) { return nil }
      var attachments: [DiffReport.Attachment] = []
      for index in result.failingFrames(tolerance) {
        if case .compared(let frame) = result.frames[index], let difference = frame.differenceImage {
          attachments.append(.init(name: "difference-frame-\(index)", image: difference))
        }
      }
      return DiffReport(
        message: "Animations differ:\n\(result.summary(tolerance: tolerance))", attachments: attachments)
    }
  }
}

import CPUTime

/// Where a `GIFWriter` spent its time, in CPU milliseconds of its thread per stage (for `export
/// bench`'s breakdown; CPU time, as other work on a shared machine inflates wall time); timed only
/// when the writer's `stages` is set.
package struct GIFEncodeStages: Sendable {
  /// Palette mapping: indices and shown colours of every input frame (rows unchanged since the
  /// previous input are copied).
  package var map = 0.0
  /// The written rectangle: its bounds against the canvas, the raster, the free (unchanged)
  /// pixels, and the canvas update after writing.
  package var rectangle = 0.0
  /// The LZW parses (one per rule for free pixels, plus a second parse when a narrower table
  /// clears at another point) and the exact pricing of every colour table.
  package var parse = 0.0
  /// The blocks: packing the chosen parse's codes and handing the bytes to the sink.
  package var write = 0.0

  /// No time yet.
  package init() {}

  /// Adds the time since `mark` to `stage` and moves `mark` to now.
  mutating func lap(_ stage: WritableKeyPath<GIFEncodeStages, Double>, since mark: inout Double) {
    let now = ThreadCPUClock.milliseconds
    self[keyPath: stage] += now - mark
    mark = now
  }
}

extension GIFWriter {
  /// Adds the time since `mark` to `stage` when stages are timed.
  @inline(__always) func lap(_ stage: WritableKeyPath<GIFEncodeStages, Double>, since mark: inout Double) {
    stages?.lap(stage, since: &mark)
  }
}

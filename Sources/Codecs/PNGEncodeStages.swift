import Glibc

/// Where one PNG encode spent its time, in milliseconds per stage (for the bench's profile).
package struct PNGEncodeStages: Sendable {
  /// Colour analysis and conversion to the PNG colour type's samples.
  package var layout = 0.0
  /// Row filtering (every candidate of the automatic choice; candidates run at once, so stages
  /// add up to more than the wall time).
  package var filtering = 0.0
  /// zlib or libdeflate (every candidate).
  package var deflate = 0.0
  /// libpng: header chunks, IDAT/IEND framing and CRCs.
  package var framing = 0.0
  /// Images whose unfiltered rows zlib at 9 raced the filtered ones (`zlibHopeless` spares the
  /// others that pass).
  package var zlibRaces = 0

  /// No time yet.
  package init() {}

  /// Adds another encode's (or candidate's) times.
  mutating func add(_ other: PNGEncodeStages) {
    layout += other.layout
    filtering += other.filtering
    deflate += other.deflate
    framing += other.framing
    zlibRaces += other.zlibRaces
  }

  /// Runs `body`, adding its wall time to the stage at `stage`.
  mutating func measure<R, E: Error>(
    _ stage: WritableKeyPath<PNGEncodeStages, Double>, _ body: () throws(E) -> R
  ) throws(E) -> R {
    let start = Self.now()
    defer { self[keyPath: stage] += Self.now() - start }
    return try body()
  }

  private static func now() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) * 1000 + Double(t.tv_nsec) / 1e6
  }
}

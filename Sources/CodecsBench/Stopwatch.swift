import Glibc

/// Wall-clock milliseconds of `body`, best of `repeats` runs (least disturbed by other load).
func measure<R>(repeats: Int = 3, _ body: () throws -> R) rethrows -> (ms: Double, result: R) {
  var best = Double.infinity
  var last: R?
  for _ in 0..<max(repeats, 1) {
    var start = timespec(), end = timespec()
    clock_gettime(CLOCK_MONOTONIC, &start)
    let r = try body()
    clock_gettime(CLOCK_MONOTONIC, &end)
    best = min(best, Double(end.tv_sec - start.tv_sec) * 1000 + Double(end.tv_nsec - start.tv_nsec) / 1e6)
    last = r
  }
  guard let last else { fatalError("measure ran no iteration") }
  return (best, last)
}

func fmt(_ v: Double, _ digits: Int = 1) -> String {
  guard v.isFinite else { return v > 0 ? "inf" : "-inf" }
  var s = String(Int((v * pow(10, Double(digits))).rounded()))
  guard digits > 0 else { return s }
  while s.count <= digits { s = "0" + s }
  s.insert(".", at: s.index(s.endIndex, offsetBy: -digits))
  return s
}

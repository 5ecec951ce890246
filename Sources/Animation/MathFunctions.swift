#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

// The few libm functions the module needs, without pulling in Foundation.
@inline(__always) func mathExp(_ x: Double) -> Double { exp(x) }
@inline(__always) func mathLog(_ x: Double) -> Double { log(x) }
@inline(__always) func mathSin(_ x: Double) -> Double { sin(x) }
@inline(__always) func mathCos(_ x: Double) -> Double { cos(x) }

/// Finds t in [lo, ∞) where a function that decreases on [lo, ∞) falls to `level`, by doubling
/// an upper bound then bisecting to double precision; returns lo when it already starts below.
func crossingOfDecreasing(from lo: Double, level: Double, _ g: (Double) -> Double) -> Double {
  if g(lo) <= level { return lo }
  var low = lo
  var high = max(lo * 2, lo + 1e-3)
  var guardCount = 0
  while g(high) > level && guardCount < 200 {
    low = high
    high *= 2
    guardCount += 1
  }
  for _ in 0..<200 {
    let mid = 0.5 * (low + high)
    if mid <= low || mid >= high { break }
    if g(mid) > level { low = mid } else { high = mid }
  }
  return high
}

/// |a − b| <= tolerance, for expectations on floating-point results.
func isClose(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool {
  abs(a - b) <= tolerance
}

/// Component-wise `isClose` for SIMD4 values (rects, colours).
func isClose(_ a: SIMD4<Double>, _ b: SIMD4<Double>, _ tolerance: Double = 1e-9) -> Bool {
  (0..<4).allSatisfy { abs(a[$0] - b[$0]) <= tolerance }
}

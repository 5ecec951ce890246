/// Adler-32 (RFC 1950), the checksum closing a zlib stream.
enum Adler32 {
  static let modulus: UInt64 = 65521

  /// The checksum of `a ++ b` from the checksums of `a` and `b` and `b`'s length, so a stream
  /// built from kept parts needs no pass over their bytes. With s1 = 1 + Σ bytes and s2 = Σ s1
  /// after each byte: s1 of the whole is s1(a) + s1(b) - 1, and each of b's `length` s1 values
  /// grows by s1(a) - 1, so s2 of the whole is s2(a) + s2(b) + length × (s1(a) - 1).
  static func combine(_ a: UInt32, _ b: UInt32, lengthOfSecond length: Int) -> UInt32 {
    let m = modulus
    let (a1, a2) = (UInt64(a & 0xFFFF), UInt64(a >> 16))
    let (b1, b2) = (UInt64(b & 0xFFFF), UInt64(b >> 16))
    let n = UInt64(length.magnitude) % m
    let s1 = (a1 + b1 + m - 1) % m
    let s2 = (a2 + b2 + n * ((a1 + m - 1) % m)) % m
    return UInt32(s2 << 16 | s1)
  }
}

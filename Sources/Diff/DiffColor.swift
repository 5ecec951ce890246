/// The marker colours of the difference image, as RGBA words ready to store.
enum DiffColor {
  /// Opaque red: a pixel that differs beyond the threshold.
  static let mismatch = word(255, 0, 0)
  /// Opaque yellow: a pixel that differs but looks like anti-aliasing.
  static let antiAliased = word(255, 255, 0)

  /// An opaque pixel as a 32-bit word whose bytes in memory are R, G, B, A on any endianness.
  @inline(__always)
  static func word(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt32 {
    let value = UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | 0xFF00_0000
    return value.littleEndian
  }
}

/// An 8-bit coverage (alpha) mask, rows top to bottom; 0 is empty, 255 fully covered.
///
/// Glyph bitmaps, clip shapes and shadow masks all travel as this type.
public struct CoverageMask: Sendable, Equatable {
  public let width: Int
  public let height: Int
  /// `width * height` coverage values.
  public var data: [UInt8]

  /// An empty mask; nil when either dimension is not positive.
  public init?(width: Int, height: Int) {
    guard width > 0, height > 0 else { return nil }
    self.width = width
    self.height = height
    data = [UInt8](repeating: 0, count: width * height)
  }

  /// A mask over existing values; nil when the size is not positive or `data` has the wrong length.
  public init?(width: Int, height: Int, data: [UInt8]) {
    guard width > 0, height > 0, data.count == width * height else { return nil }
    self.width = width
    self.height = height
    self.data = data
  }
}

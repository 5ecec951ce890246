/// A GIF palette: at most 256 entries, one of which may be reserved for transparency (used both
/// for transparent pixels and for "unchanged since the previous frame").
public struct Palette: Sendable, Equatable {
  /// How entries are ordered; frequency order gives LZW the most repetitive index strings.
  public enum Order: Sendable, Equatable { case frequency, luminance }

  /// Opaque colours, packed `r | g << 8 | b << 16 | 0xFF << 24`.
  public private(set) var colors: [UInt32]
  /// The index that means "transparent", just past the colours, when there is room for it.
  public let transparentIndex: Int?
  /// True when every colour of the histogram is in the palette (reduction is lossless).
  public let isExact: Bool

  /// Builds a palette from explicit colours (at most 256 including transparency).
  public init?(colors: [UInt32], reserveTransparent: Bool, isExact: Bool = true) {
    guard !colors.isEmpty || reserveTransparent, colors.count + (reserveTransparent ? 1 : 0) <= 256 else { return nil }
    self.colors = colors.map { $0 | 0xFF00_0000 }
    self.transparentIndex = reserveTransparent ? colors.count : nil
    self.isExact = isExact
  }

  /// Exact when the colours fit beside a transparent index (or fill all 256 with nothing
  /// transparent to show); otherwise 255 quantized colours plus transparency.
  init(histogram: ColorHistogram, order: Order, targetPSNR: Double?) {
    let opaque = histogram.opaqueColors
    // The transparent index also marks unchanged pixels, so it is dropped only when exactly 256
    // opaque colours would otherwise stop being exact.
    let reserve = opaque.count != 256 || histogram.hasTransparency
    var chosen: [(color: UInt32, weight: UInt32)]
    if opaque.count <= (reserve ? 255 : 256) {
      chosen = opaque.map { ($0.key, $0.value) }
      isExact = true
    } else {
      chosen = Self.fewestColors(opaque, transparentPixels: histogram.transparentPixelCount, reserve: reserve, targetPSNR: targetPSNR)
      isExact = false
    }
    switch order {
    case .frequency:
      chosen.sort { $0.weight != $1.weight ? $0.weight > $1.weight : $0.color < $1.color }
    case .luminance:
      chosen.sort {
        let l0 = Self.luma($0.color), l1 = Self.luma($1.color)
        return l0 != l1 ? l0 < l1 : $0.color < $1.color
      }
    }
    colors = chosen.map { $0.color | 0xFF00_0000 }
    transparentIndex = reserve ? colors.count : nil
  }

  /// Number of entries including the transparent one.
  public var count: Int { colors.count + (transparentIndex == nil ? 0 : 1) }

  /// The displayed colour of an index (0 for the transparent index).
  @inline(__always) func shown(_ index: Int) -> UInt32 {
    index < colors.count ? colors[index] : 0
  }

  private static func luma(_ c: UInt32) -> Int {
    PackedColor.r(c) * 299 + PackedColor.g(c) * 587 + PackedColor.b(c) * 114
  }
}

/// A GIF palette: at most 256 entries, one of which may be reserved for transparency (used both
/// for transparent pixels and for "unchanged since the previous frame").
public struct Palette: Sendable, Equatable {
  /// How entries are ordered.
  public enum Order: Sendable, Equatable {
    /// The colours changes draw most first, then the rest by pixel count. LZW codes no better for
    /// any order at a given code width, but a frame whose indices are all small is coded
    /// narrower: delta frames then mostly use the first few entries (see `GIFWriter`).
    case changesFirst
    /// Dark to light.
    case luminance
  }

  /// Opaque colours, packed `r | g << 8 | b << 16 | 0xFF << 24`.
  public private(set) var colors: [UInt32]
  /// The index that means "transparent", just past the colours, when there is room for it.
  public let transparentIndex: Int?
  /// True when every colour of the histogram is in the palette (reduction is lossless).
  public let isExact: Bool
  /// The index each entry (colours, then the transparent one) is written at in a GIF's global
  /// colour table: by default the transparent entry first, then the colours in order; for a
  /// histogram's palette, the order that lets the frames it recorded use the narrowest codes
  /// (`Palette+TableOrder`).
  public let tableOrder: [UInt8]

  /// Builds a palette from explicit colours (at most 256 including transparency).
  public init?(colors: [UInt32], reserveTransparent: Bool, isExact: Bool = true) {
    guard !colors.isEmpty || reserveTransparent, colors.count + (reserveTransparent ? 1 : 0) <= 256 else { return nil }
    self.colors = colors.map { $0 | 0xFF00_0000 }
    self.transparentIndex = reserveTransparent ? colors.count : nil
    self.isExact = isExact
    tableOrder = Self.transparentFirst(
      count: colors.count + (reserveTransparent ? 1 : 0), transparent: transparentIndex)
  }

  /// Exact when the colours fit beside a transparent index (or fill all 256 with nothing
  /// transparent to show); otherwise 255 quantized colours plus transparency.
  init(histogram: ColorHistogram, order: Order, targetPSNR: Double?) {
    let opaque = histogram.opaqueColors
    // The transparent index also marks unchanged pixels, so it is dropped only when exactly 256
    // opaque colours would otherwise stop being exact.
    let reserve = opaque.count != 256 || histogram.hasTransparency
    var chosen: [(color: UInt32, weight: UInt64)]
    let exact = opaque.count <= (reserve ? 255 : 256)
    if exact {
      chosen = opaque.map { ($0.key, $0.value) }
    } else {
      chosen = Self.fewestColors(
        opaque, transparentPixels: histogram.transparentPixelCount, frames: histogram.frames, reserve: reserve,
        targetPSNR: targetPSNR)
    }
    isExact = exact
    switch order {
    case .changesFirst:
      let drawn = Self.changeCounts(of: chosen.map(\.color), histogram: histogram, exact: exact)
      let ranked = chosen.indices.sorted { a, b in
        if drawn[a] != drawn[b] { return drawn[a] > drawn[b] }
        if chosen[a].weight != chosen[b].weight { return chosen[a].weight > chosen[b].weight }
        return chosen[a].color < chosen[b].color
      }
      chosen = ranked.map { chosen[$0] }
    case .luminance:
      chosen.sort {
        let l0 = Self.luma($0.color), l1 = Self.luma($1.color)
        return l0 != l1 ? l0 < l1 : $0.color < $1.color
      }
    }
    colors = chosen.map { $0.color | 0xFF00_0000 }
    transparentIndex = reserve ? colors.count : nil
    tableOrder = Self.tableOrder(colors: colors, transparent: transparentIndex, exact: exact, drawn: histogram.drawn)
  }

  /// Number of entries including the transparent one.
  public var count: Int { colors.count + (transparentIndex == nil ? 0 : 1) }

  /// The displayed colour of an index (0 for the transparent index).
  @inline(__always) func shown(_ index: Int) -> UInt32 {
    index < colors.count ? colors[index] : 0
  }

  /// Pixels drawn by changes in each of `colors`: a changed colour counts for the entry it maps to.
  private static func changeCounts(of colors: [UInt32], histogram: ColorHistogram, exact: Bool) -> [UInt64] {
    var counts = [UInt64](repeating: 0, count: colors.count)
    let changed = histogram.changedColors
    guard !changed.isEmpty, let palette = Palette(colors: colors, reserveTransparent: false, isExact: exact) else {
      return counts
    }
    let mapper = PaletteMapper(palette: palette)
    for (color, pixels) in changed {
      let index = mapper.uncachedIndex(of: color)
      if index < counts.count { counts[index] += pixels }
    }
    return counts
  }

  private static func luma(_ c: UInt32) -> Int {
    PackedColor.r(c) * 299 + PackedColor.g(c) * 587 + PackedColor.b(c) * 114
  }
}

/// Pass 1 of GIF colour reduction: exact counts of the colours a GIF can show (alpha < 128 counts
/// as transparent, the rest as opaque) across every frame added.
public struct ColorHistogram: Sendable {
  var table = ColorTable(capacityHint: 4096)

  /// An empty histogram.
  public init() {}

  /// Counts the pixels of `image`.
  public mutating func add(_ image: RGBAImage) {
    image.pixels.withUnsafeBufferPointer { bytes in
      bytes.withMemoryRebound(to: UInt32.self) { add($0) }
    }
  }

  /// Counts packed pixels; runs of one colour (flat UI areas) cost one hash update.
  mutating func add(_ pixels: UnsafeBufferPointer<UInt32>) {
    guard var last = pixels.first else { return }
    var run: UInt32 = 0
    for p in pixels {
      if p == last {
        run &+= 1
      } else {
        table.add(PackedColor.gifVisible(last), run)
        last = p
        run = 1
      }
    }
    table.add(PackedColor.gifVisible(last), run)
  }

  /// Adds another histogram's counts (e.g. from frames counted on another task); the result
  /// does not depend on how frames were split between histograms.
  public mutating func merge(_ other: ColorHistogram) {
    for (key, count) in other.table.entries() { table.add(key, count) }
  }

  /// How many distinct visible colours were seen (transparent counts as one).
  public var distinctColorCount: Int { table.count }

  /// Whether some pixel was transparent (alpha < 128).
  public var hasTransparency: Bool { table.value(for: 0) != nil }

  /// The opaque colours with their pixel counts, ascending by colour.
  var opaqueColors: [(key: UInt32, value: UInt32)] { table.entries().filter { $0.key != 0 } }

  /// Default quality floor (RGB PSNR over the whole animation, dB) when colours must be reduced.
  public static let defaultTargetPSNR = 70.0

  /// Pixels counted as transparent.
  var transparentPixelCount: UInt32 { table.value(for: 0) ?? 0 }

  /// Pass 1's result: an exact palette when the colours fit; else the fewest quantized colours
  /// (at most 255) that keep the animation's PSNR at `targetPSNR`, or 255 when it is nil.
  public func makePalette(order: Palette.Order = .frequency, targetPSNR: Double? = Self.defaultTargetPSNR) -> Palette {
    Palette(histogram: self, order: order, targetPSNR: targetPSNR)
  }
}

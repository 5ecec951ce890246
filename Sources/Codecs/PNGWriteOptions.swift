import Glibc  // libm (rounding) is linked through the Glibc module

/// How `PNGWriter` encodes an image.
public struct PNGWriteOptions: Sendable, Equatable {
  /// The PNG colour type to write.
  public enum ColorMode: Sendable, Equatable {
    /// Palette when the image has at most 256 colours, else grey, RGB or RGBA as the pixels allow.
    case automatic
    /// 8-bit RGBA, always valid.
    case rgba
    /// 8-bit RGB; fails unless every pixel is opaque.
    case rgb
    /// Palette (with tRNS for translucent entries); fails above 256 colours.
    case palette
    /// 8-bit grey (with alpha when some pixel is not opaque); fails unless every pixel has r == g == b.
    case grayscale
  }

  /// How rows are filtered before compression.
  public enum Filter: Sendable, Equatable {
    /// `none` and a per-row choice both compressed, the smaller kept (UI frames: usually none;
    /// gradients and photos: adaptive; flat RGB rows the filter with the fewest distinct byte pairs).
    case automatic
    /// Every row with that one filter.
    case none, sub, up, average, paeth
    /// Per row, the filter whose bytes have the smallest sum of signed magnitudes (libpng's heuristic).
    case adaptive
  }

  /// How much time the writer spends for size.
  public enum Effort: String, Sendable, Equatable, CaseIterable {
    /// Unfiltered rows with zlib at 9 against the sum-of-magnitudes filter (the fewest distinct
    /// byte pairs on flat RGB rows) with libdeflate at 8 (zlib when indexed), the smaller kept;
    /// RGB rows of middling flatness rank the two and give the smaller to libdeflate at 10
    /// (`PNGWriter.directStream`): 1.04 × oxipng -o2's bytes at more than 5 × its speed
    /// (docs/performance.md).
    case standard = "default"
    /// Unfiltered rows against the best-ranked per-row filtering, ranked by libdeflate at 10,
    /// the smaller compressed by Zopfli: near zopflipng's size and time, for illustrations
    /// written once and served often.
    case max
  }

  /// A text chunk: tEXt when both strings are Latin-1, iTXt (UTF-8) otherwise.
  public struct Text: Sendable, Equatable {
    /// 1...79 printable ASCII characters.
    public var key: String
    /// Any text.
    public var value: String
    /// A key/value entry.
    public init(key: String, value: String) {
      self.key = key
      self.value = value
    }
  }

  /// Which PNG colour type to write.
  public var colorMode: ColorMode = .automatic
  /// libdeflate's level: 0 stores, 1 is fastest, 12 smallest (near-optimal parsing); nil picks
  /// the measured compressor for the rows: zlib at 9 for flat UI rows (indexed, or unfiltered),
  /// libdeflate at 8 for filtered RGB rows, libdeflate at 10 for busy RGB rows.
  public var compressionLevel: Int? = nil
  /// How rows are filtered.
  public var filter: Filter = .automatic
  /// How hard `.automatic` filtering and the compressor work for size.
  public var effort: Effort = .standard
  /// Device scale: pHYs is written as 72 dpi × scale; nil writes no pHYs.
  public var scale: Double? = 1
  /// Written as `Software = "LayoutReel <version>"`; nil writes no Software entry.
  public var softwareVersion: String? = nil
  /// Extra text entries (e.g. Title = scene name, Time = frame time), in this order.
  public var metadata: [Text] = []
  /// Whether the candidates of an automatic choice may be filtered and compressed on two
  /// threads; false keeps the whole encode on the calling thread. The bytes are the same either
  /// way (results are taken in candidate order, and a candidate only gives up once larger).
  public var concurrent = true

  /// Options with the defaults above unless given.
  public init(
    colorMode: ColorMode = .automatic, compressionLevel: Int? = nil,
    filter: Filter = .automatic, scale: Double? = 1, softwareVersion: String? = nil, metadata: [Text] = [],
    effort: Effort = .standard
  ) {
    self.effort = effort
    self.colorMode = colorMode
    self.compressionLevel = compressionLevel
    self.filter = filter
    self.scale = scale
    self.softwareVersion = softwareVersion
    self.metadata = metadata
  }

  /// pHYs pixels per metre for `scale` (72 dpi is 2834.6 px/m).
  var pixelsPerMetre: UInt32 {
    guard let scale, scale > 0, scale.isFinite else { return 0 }
    return UInt32(min((72 * scale / 0.0254).rounded(), Double(Int32.max)))
  }

  /// All text entries in write order: Software first, then the caller's.
  var texts: [Text] {
    (softwareVersion.map { [Text(key: "Software", value: "LayoutReel \($0)")] } ?? []) + metadata
  }
}

import Geometry

/// A symbol image (`UIImage(systemName:withConfiguration:)`), drawn with a Material Icons glyph
/// (`SymbolNames`) and measured as SF Symbols are: against the text it sits with.
///
/// - Size: the icon font is drawn at `pointSize × scale.factor` points per em (facts SY3, SY4).
///   The image is the glyph's ink wide and one em tall (Material's 24-unit grid, its 2-unit
///   padding included), so every symbol of one configuration has the same height and baseline,
///   as SF Symbols of one configuration do.
/// - Baseline: the em box is centred on the system font's cap-height midline, as SF Symbols are
///   centred on San Francisco's cap height (facts SY4); `baselineOffsetFromBottom` says where the
///   text's baseline crosses the image.
/// - Weight: Material Icons has one weight, so other weights are emulated by moving the outline's
///   edges with FreeType's `FT_Outline_EmboldenXY`: the 2-unit stroke becomes 2 × (stem of the
///   system font at the weight ÷ stem at regular), following the text's own weight (facts SY5).
public struct SymbolImage: Sendable, Hashable {
  /// The SF Symbol name asked for.
  public let name: String
  public let configuration: SymbolConfiguration
  /// The Material icon drawn for it.
  public let mapping: SymbolMapping
  /// UIImage.size, in points.
  public let size: Size
  /// UIImage.baselineOffsetFromBottom: from the image's bottom edge up to the text baseline.
  public let baselineOffsetFromBottom: Double
  /// The glyph in the image's points: origin at the image's top-left, y down.
  public let outline: GlyphOutline

  /// The icon font's family (fontconfig name; FontPackages names its Debian package).
  public static let fontFamily = "Material Icons"
  /// Material system icons: a 24 × 24 grid with 2-unit strokes (facts SY1).
  static let gridUnits = 24.0
  static let strokeUnits = 2.0

  public init(
    name: String, configuration: SymbolConfiguration = SymbolConfiguration(), fonts: FontLibrary = .shared
  ) throws(SymbolError) {
    guard let mapping = SymbolNames.bySymbol[name] else {
      throw .unknownName(name, suggestions: SymbolImage.suggestions(for: name))
    }
    let pointSize = configuration.pointSize
    guard pointSize.isFinite, pointSize > 0, pointSize < 1e6 else { throw .invalidPointSize(pointSize) }
    do throws(TextError) {
      let face = try fonts.face(for: FontDescriptor(family: Self.fontFamily))
      guard let glyph = face.glyphIndex(for: mapping.codepoint) else {
        throw TextError.glyphRenderFailed(glyph: mapping.codepoint, path: face.path, freeTypeError: 0)
      }
      let text = try fonts.systemFont(size: pointSize, weight: configuration.weight)
      let upem = Double(face.metrics.unitsPerEm)
      let stroke = upem * Self.strokeUnits / Self.gridUnits
      let weightRatio = try Self.stemRatio(of: configuration.weight, size: pointSize, fonts: fonts)
      let raw = try face.outline(glyph: glyph, embolden: stroke * (weightRatio - 1))

      let em = pointSize * configuration.scale.factor
      let k = em / upem
      let ink = raw.bounds ?? Rect(x: 0, y: 0, width: 0, height: 0)
      // Font units (y up, baseline at 0, em box 0...upem) to image points (y down, top-left origin).
      let toImage = AffineTransform(a: k, b: 0, c: 0, d: -k, tx: -ink.minX * k, ty: upem * k)
      self.name = name
      self.configuration = configuration
      self.mapping = mapping
      self.size = Size(width: ink.width * k, height: em)
      self.baselineOffsetFromBottom = (em - text.capHeight) / 2
      self.outline = raw.applying(toImage)
    } catch {
      throw .font(error)
    }
  }

  /// The system font's stem at `weight` over its stem at regular: the width of "l", whose
  /// outline is one vertical stem in Inter.
  static func stemRatio(of weight: FontWeight, size: Double, fonts: FontLibrary) throws(TextError) -> Double {
    guard weight != .regular else { return 1 }
    func stem(_ weight: FontWeight) throws(TextError) -> Double {
      let face = try fonts.systemFont(size: size, weight: weight).face
      guard let glyph = face.glyphIndex(for: 0x6C), let box = try face.outline(glyph: glyph).bounds else { return 0 }
      return box.width / Double(face.metrics.unitsPerEm)
    }
    let regular = try stem(.regular)
    guard regular > 0 else { return 1 }
    return try stem(weight) / regular
  }

  /// Every SF Symbol name LayoutReel draws, sorted.
  public static var knownNames: [String] { SymbolNames.table.map(\.symbol).sorted() }

  /// Up to three known names closest to `name`: the nearest by edit distance when it is small,
  /// else those sharing its first word (`heart.circle` → `heart`, `heart.fill`).
  public static func suggestions(for name: String) -> [String] {
    let target = Array(name.lowercased())
    let scored = knownNames.map { (name: $0, distance: editDistance(target, Array($0.lowercased()))) }
    let limit = max(2, target.count / 3)
    let close = scored.filter { $0.distance <= limit }.sorted { ($0.distance, $0.name) < ($1.distance, $1.name) }
    if !close.isEmpty { return close.prefix(3).map(\.name) }
    let stem = name.split(separator: ".").first.map(String.init) ?? name
    return Array(knownNames.filter { $0 == stem || $0.hasPrefix(stem + ".") }.prefix(3))
  }

  private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    guard !a.isEmpty else { return b.count }
    guard !b.isEmpty else { return a.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var current = [i] + [Int](repeating: 0, count: b.count)
      for j in 1...b.count {
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      previous = current
    }
    return previous[b.count]
  }
}

import Pixels

/// An image file name as `UIImage(named:)` reads it: an optional `@2x`/`@3x` scale suffix before
/// the extension, and an optional extension (PNG when absent).
///
/// The suffix sets the image's scale: the image is its pixel size ÷ scale points (facts IM1).
/// A name written without a suffix is looked up for the screen's scale, as UIImage(named:) picks
/// the variant best suited to the screen (facts IM2): at scale s, `icon` (or `icon.png`)
/// is `icon@<s>x.png`, then the other suffixed files from the largest scale down, then `icon.png`
/// itself (see `candidates(forScale:)`).
public struct ImageName: Sendable, Hashable {
  /// The path up to the base name (`assets/icon`), without suffix or extension.
  public var stem: String
  /// The scale the name states with `@2x` or `@3x`, nil when it has none.
  public var statedScale: Int?
  /// The extension with its dot (`.png`), empty when the name has none.
  public var fileExtension: String

  /// The extensions tried for a name without one: PNG, as UIImage(named:) implies (facts IM2),
  /// then JPEG, as an asset catalog's image set may hold either.
  public static let impliedExtensions = [".png", ".jpg", ".jpeg"]

  public init(_ path: String) {
    let slash = path.lastIndex(of: "/").map { path.index(after: $0) } ?? path.startIndex
    var base = path[slash...]
    var ext = ""
    if let dot = base.lastIndex(of: "."), dot != base.startIndex {
      ext = String(base[dot...])
      base = base[..<dot]
    }
    var scale: Int?
    for s in 2...3 where base.hasSuffix("@\(s)x") && base.count > 3 {
      scale = s
      base = base.dropLast(3)
    }
    stem = String(path[..<slash]) + base
    statedScale = scale
    fileExtension = ext
  }

  /// The files to try, in order, with the scale each gives the image, for a screen of `scale`
  /// pixels per point. A name with a suffix is only itself.
  public func candidates(forScale scale: Double) -> [(path: String, scale: Double)] {
    let extensions = fileExtension.isEmpty ? Self.impliedExtensions : [fileExtension]
    if let stated = statedScale {
      return extensions.map { (stem + "@\(stated)x" + $0, Double(stated)) }
    }
    // The screen's own scale first (a 1.5x or 4x canvas takes the nearest of 1...3), then the
    // larger ones from the largest down, then the smaller ones, the unsuffixed file last but for
    // a 1x screen.
    let wanted = min(3, max(1, Int(scale.rounded())))
    let order = [wanted] + [3, 2, 1].filter { $0 > wanted } + [3, 2, 1].filter { $0 < wanted }
    var out: [(path: String, scale: Double)] = []
    for s in order {
      for ext in extensions { out.append((s == 1 ? stem + ext : stem + "@\(s)x" + ext, Double(s))) }
    }
    return out
  }
}

/// A decoded image and its scale (UIImage: pixels and `scale`).
public struct ScaledImage: Sendable {
  public var image: RGBAImage
  /// Pixels per point.
  public var scale: Double
  /// The file it came from.
  public var path: String

  public init(image: RGBAImage, scale: Double, path: String) {
    self.image = image
    self.scale = scale
    self.path = path
  }
}

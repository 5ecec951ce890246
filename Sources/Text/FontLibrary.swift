import Synchronization

/// Finds fonts through fontconfig and keeps every opened face, so each font file is opened once.
///
/// Thread-safe: all fontconfig calls and the caches sit behind one `Mutex`.
public final class FontLibrary: Sendable {
  /// A process-wide library; fonts from it can be shared by every renderer.
  public static let shared = FontLibrary()

  let state = Mutex(LibraryState())

  struct LibraryState {
    /// fontconfig configuration, loaded on first use.
    var config: OpaquePointer?
    /// Opened faces by file path and face index.
    var faces: [FaceKey: FontFace] = [:]
    /// Resolved descriptors.
    var resolved: [FontDescriptor: FontFace] = [:]
  }

  struct FaceKey: Hashable {
    var path: String
    var index: Int
    /// Set for a variable font opened at a chosen weight.
    var variationWeight: Int?
  }

  public init() {}

  /// A font of `descriptor.family` at `pointSize`, with DejaVu Sans as fallback for missing
  /// characters. Throws `.familyNotInstalled` (naming the Debian package) instead of ever
  /// substituting another family; a missing DejaVu Sans is an error too, so output never depends
  /// on which fonts happen to be installed.
  public func font(_ descriptor: FontDescriptor, size pointSize: Double) throws(TextError) -> Font {
    guard pointSize.isFinite, pointSize > 0 else { throw .invalidSize(pointSize) }
    let primary = try face(for: descriptor)
    var fallbacks: [FontFace] = []
    if descriptor.family.lowercased() != FontDescriptor.fallbackFamily.lowercased() {
      let fallback = FontDescriptor(
        family: FontDescriptor.fallbackFamily, weight: descriptor.weight, italic: descriptor.italic)
      fallbacks.append(try face(for: fallback))
    }
    return Font(descriptor: descriptor, pointSize: pointSize, face: primary, fallbacks: fallbacks)
  }

  /// `font(family:size:weight:italic:)` spelled out.
  public func font(
    family: String, size: Double, weight: FontWeight = .regular, italic: Bool = false
  ) throws(TextError) -> Font {
    try font(FontDescriptor(family: family, weight: weight, italic: italic), size: size)
  }

  /// Like UIFont.systemFont(ofSize:weight:): Inter (below 20 pt) or Inter Display (20 pt and up).
  public func systemFont(size: Double, weight: FontWeight = .regular, italic: Bool = false) throws(TextError) -> Font {
    try font(FontDescriptor.system(pointSize: size, weight: weight, italic: italic), size: size)
  }

  /// Like UIFont.preferredFont(forTextStyle:) at content size "Large".
  public func preferredFont(forTextStyle style: TextStyle) throws(TextError) -> Font {
    try systemFont(size: style.pointSize, weight: style.weight)
  }

  /// The face for a descriptor, from the cache or fontconfig.
  public func face(for descriptor: FontDescriptor) throws(TextError) -> FontFace {
    let result: Result<FontFace, TextError> = state.withLock { s in
      if let face = s.resolved[descriptor] { return .success(face) }
      do throws(TextError) {
        let match = try FontLibrary.match(descriptor, config: &s.config)
        let variationWeight = match.isVariable ? descriptor.weight.openTypeWeight : nil
        let key = FaceKey(path: match.path, index: match.index, variationWeight: variationWeight)
        let face: FontFace
        if let cached = s.faces[key] {
          face = cached
        } else {
          face = try FontFace(
            path: match.path, index: match.index, family: match.family,
            openTypeWeight: match.openTypeWeight, isItalic: match.isItalic, variationWeight: variationWeight)
          s.faces[key] = face
        }
        s.resolved[descriptor] = face
        return .success(face)
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }
}

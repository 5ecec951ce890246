import CFreeType
import CHarfBuzz
import Synchronization

/// One font file (face) opened in FreeType for rasterizing and in HarfBuzz for shaping.
///
/// FreeType faces are not thread-safe, so each face owns its own `FT_Library` and all FreeType and
/// HarfBuzz handles live in a `Mutex`: any thread may use the face, one at a time. No `@unchecked`.
public final class FontFace: Sendable, Hashable, CustomStringConvertible {
  /// Process-unique identity, used as a glyph-cache key instead of an address that could be reused.
  public let id: Int
  /// File path and face index, as fontconfig reported them.
  public let path: String
  public let index: Int
  /// The family name fontconfig matched and the face's OpenType weight and slant.
  public let family: String
  public let openTypeWeight: Int
  public let isItalic: Bool
  public let metrics: FontMetrics

  let state: Mutex<FaceState>

  private static let nextID = Atomic<Int>(1)

  /// The C handles; only reachable through `state.withLock`.
  struct FaceState {
    var library: FT_Library?
    var face: FT_Face?
    var hbFont: OpaquePointer?
  }

  /// `variationWeight`: for a variable font matched as a whole, the weight to set on its wght axis.
  init(
    path: String, index: Int, family: String, openTypeWeight: Int, isItalic: Bool, variationWeight: Int? = nil
  ) throws(TextError) {
    var library: FT_Library?
    var error = FT_Init_FreeType(&library)
    guard error == 0, let library else {
      throw .fontFileUnreadable(path: path, index: index, freeTypeError: error)
    }
    var face: FT_Face?
    error = FT_New_Face(library, path, FT_Long(index), &face)
    guard error == 0, let face else {
      FT_Done_FreeType(library)
      throw .fontFileUnreadable(path: path, index: index, freeTypeError: error)
    }
    let blob = hb_blob_create_from_file(path)
    guard hb_blob_get_length(blob) > 0 else {
      hb_blob_destroy(blob)
      FT_Done_Face(face)
      FT_Done_FreeType(library)
      throw .fontFileUnreadable(path: path, index: index, freeTypeError: -1)
    }
    let hbFace = hb_face_create(blob, UInt32(index & 0xFFFF))
    let hbFont = hb_font_create(hbFace)
    FontFace.applyVariation(index: index, weight: variationWeight, face: face, library: library, hbFont: hbFont)
    // Scale = units per em (HarfBuzz's default): positions come back in exact, unhinted font units.
    hb_font_make_immutable(hbFont)
    // The font holds its own references; release ours before the handles move into the mutex.
    hb_face_destroy(hbFace)
    hb_blob_destroy(blob)

    self.id = FontFace.nextID.wrappingAdd(1, ordering: .relaxed).oldValue
    self.path = path
    self.index = index
    self.family = family
    self.openTypeWeight = variationWeight ?? openTypeWeight
    self.isItalic = isItalic
    self.metrics = FontFace.readMetrics(face)
    self.state = Mutex(FaceState(library: library, face: face, hbFont: hbFont))
  }

  deinit {
    state.withLock { s in
      hb_font_destroy(s.hbFont)
      if let face = s.face { FT_Done_Face(face) }
      if let library = s.library { FT_Done_FreeType(library) }
    }
  }

  /// hhea ascender/descender/lineGap (what CoreText uses for UIFont.lineHeight); FreeType's
  /// face-level values (also hhea-derived, or OS/2 when hhea is empty) when the table is absent.
  private static func readMetrics(_ face: FT_Face) -> FontMetrics {
    let upem = Int(face.pointee.units_per_EM)
    if let raw = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA) {
      let hhea = raw.assumingMemoryBound(to: TT_HoriHeader.self).pointee
      if hhea.Ascender != 0 || hhea.Descender != 0 {
        return FontMetrics(
          unitsPerEm: upem, ascender: Int(hhea.Ascender), descender: -Int(hhea.Descender),
          lineGap: Int(hhea.Line_Gap))
      }
    }
    let ascender = Int(face.pointee.ascender)
    let descender = -Int(face.pointee.descender)
    return FontMetrics(
      unitsPerEm: upem, ascender: ascender, descender: descender,
      lineGap: max(0, Int(face.pointee.height) - ascender - descender))
  }

  public static func == (lhs: FontFace, rhs: FontFace) -> Bool { lhs.id == rhs.id }
  public func hash(into hasher: inout Hasher) { hasher.combine(id) }

  public var description: String { "\(family) w\(openTypeWeight)\(isItalic ? " italic" : "") (\(path))" }
}

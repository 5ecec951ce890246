import CFreeType
import CHarfBuzz

/// Variable fonts: fontconfig reports a named instance (e.g. "SemiBold") in the high 16 bits of
/// the face index, or the whole variable font when no named instance is closer; then the weight
/// axis is set to the requested weight. fonts-inter 4.0~beta7 ships static faces only, so these
/// paths are not exercised on the reference machine.
extension FontFace {
  /// OpenType axis tag 'wght'.
  static let weightAxisTag: UInt32 = 0x7767_6874

  /// Selects the named instance or weight on the HarfBuzz font (before it is made immutable).
  /// FreeType selects a named instance itself from the high bits of the index given to FT_New_Face.
  static func applyVariation(
    index: Int, weight: Int?, face: FT_Face, library: FT_Library, hbFont: OpaquePointer?
  ) {
    let namedInstance = index >> 16
    if namedInstance > 0 {
      hb_font_set_var_named_instance(hbFont, UInt32(namedInstance - 1))
    }
    guard let weight else { return }
    var master: UnsafeMutablePointer<FT_MM_Var>?
    guard FT_Get_MM_Var(face, &master) == 0, let master else { return }
    defer { FT_Done_MM_Var(library, master) }
    let count = Int(master.pointee.num_axis)
    guard let axes = master.pointee.axis else { return }
    var coordinates = (0..<count).map { axes[$0].def }
    guard let w = (0..<count).first(where: { UInt32(axes[$0].tag) == weightAxisTag }) else { return }
    let value = min(max(FT_Fixed(weight) << 16, axes[w].minimum), axes[w].maximum)
    coordinates[w] = value
    _ = FT_Set_Var_Design_Coordinates(face, FT_UInt(count), &coordinates)
    var variation = hb_variation_t(tag: weightAxisTag, value: Float(value) / 65536)
    hb_font_set_variations(hbFont, &variation, 1)
  }
}

/// Everything that can go wrong while finding fonts, shaping or rasterizing, as data.
public enum TextError: Error, Sendable, Equatable, CustomStringConvertible {
  /// fontconfig has no font of this family; `package` is the Debian package that provides it, if known.
  case familyNotInstalled(family: String, package: String?)
  /// fontconfig could not be initialised (no configuration found).
  case fontconfigUnavailable
  /// FreeType or HarfBuzz could not open the font file that fontconfig reported.
  case fontFileUnreadable(path: String, index: Int, freeTypeError: Int32)
  /// FreeType failed to load or render a glyph.
  case glyphRenderFailed(glyph: UInt32, path: String, freeTypeError: Int32)
  /// A size was not a finite positive number.
  case invalidSize(Double)

  public var description: String {
    switch self {
    case .familyNotInstalled(let family, let package):
      if let package {
        return "font family \"\(family)\" is not installed; install it with: apt-get install \(package)"
      }
      return "font family \"\(family)\" is not installed (no known Debian package provides it)"
    case .fontconfigUnavailable:
      return "fontconfig could not load its configuration"
    case .fontFileUnreadable(let path, let index, let code):
      return "cannot open font \(path) (face \(index)): FreeType error \(code)"
    case .glyphRenderFailed(let glyph, let path, let code):
      return "cannot render glyph \(glyph) of \(path): FreeType error \(code)"
    case .invalidSize(let size):
      return "font size \(size) is not a positive finite number"
    }
  }
}

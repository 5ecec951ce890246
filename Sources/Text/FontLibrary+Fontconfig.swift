import CFontconfig

/// What fontconfig matched for a descriptor.
struct FontMatch: Sendable {
  var path: String
  var index: Int
  var family: String
  var openTypeWeight: Int
  var isItalic: Bool
  /// The whole variable font was matched (no named instance): its wght axis must be set.
  var isVariable: Bool
}

extension FontLibrary {
  /// Asks fontconfig for the best face of `descriptor` and accepts it only when one of its family
  /// names is the requested family (fontconfig otherwise returns its default font silently).
  static func match(_ descriptor: FontDescriptor, config: inout OpaquePointer?) throws(TextError) -> FontMatch {
    if config == nil { config = FcInitLoadConfigAndFonts() }
    guard let config else { throw .fontconfigUnavailable }
    guard let pattern = FcPatternCreate() else { throw .fontconfigUnavailable }
    defer { FcPatternDestroy(pattern) }
    addString(pattern, FC_FAMILY, descriptor.family)
    FcPatternAddInteger(pattern, FC_WEIGHT, FcWeightFromOpenType(Int32(descriptor.weight.openTypeWeight)))
    FcPatternAddInteger(pattern, FC_SLANT, descriptor.italic ? FC_SLANT_ITALIC : FC_SLANT_ROMAN)
    FcConfigSubstitute(config, pattern, FcMatchPattern)
    FcDefaultSubstitute(pattern)
    var result = FcResultNoMatch
    guard let matched = FcFontMatch(config, pattern, &result) else {
      throw .familyNotInstalled(
        family: descriptor.family, package: FontPackages.debianPackage(forFamily: descriptor.family))
    }
    defer { FcPatternDestroy(matched) }

    let families = strings(matched, FC_FAMILY)
    guard let family = families.first(where: { $0.lowercased() == descriptor.family.lowercased() }),
      let path = strings(matched, FC_FILE).first
    else {
      throw .familyNotInstalled(
        family: descriptor.family, package: FontPackages.debianPackage(forFamily: descriptor.family))
    }
    var index: Int32 = 0
    _ = FcPatternGetInteger(matched, FC_INDEX, 0, &index)
    var weight: Int32 = FC_WEIGHT_REGULAR
    _ = FcPatternGetInteger(matched, FC_WEIGHT, 0, &weight)
    var slant: Int32 = FC_SLANT_ROMAN
    _ = FcPatternGetInteger(matched, FC_SLANT, 0, &slant)
    var variable: FcBool = 0
    _ = FcPatternGetBool(matched, FC_VARIABLE, 0, &variable)
    return FontMatch(
      path: path, index: Int(index), family: family, openTypeWeight: Int(FcWeightToOpenType(weight)),
      isItalic: slant != FC_SLANT_ROMAN, isVariable: variable != 0)
  }

  private static func addString(_ pattern: OpaquePointer, _ object: String, _ value: String) {
    let bytes = Array(value.utf8) + [0]
    bytes.withUnsafeBufferPointer { _ = FcPatternAddString(pattern, object, $0.baseAddress) }
  }

  /// All values of a string property (a face has several family names, e.g. "Inter", "Inter Semi Bold").
  private static func strings(_ pattern: OpaquePointer, _ object: String) -> [String] {
    var values: [String] = []
    var n: Int32 = 0
    while true {
      var value: UnsafeMutablePointer<FcChar8>?
      guard FcPatternGetString(pattern, object, n, &value) == FcResultMatch, let value else { break }
      values.append(String(cString: value))
      n += 1
    }
    return values
  }
}

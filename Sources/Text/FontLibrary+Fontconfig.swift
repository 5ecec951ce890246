import CFontconfig
import Glibc

/// What fontconfig matched for a descriptor.
struct FontMatch: Sendable, Equatable {
  var path: String
  var index: Int
  var family: String
  var openTypeWeight: Int
  var isItalic: Bool
  /// The whole variable font was matched (no named instance): its wght axis must be set.
  var isVariable: Bool
}

extension FontLibrary {
  /// The face for `descriptor`, from fontconfig's font directories alone when no rule of the full
  /// configuration could change the answer, else from the full configuration. Parsing the full
  /// configuration (35 XML files on Debian) costs about 24 M instructions, a tenth of a short
  /// export; the directories alone, read from fontconfig's caches, about 1 M.
  static func match(_ descriptor: FontDescriptor, state s: inout LibraryState) throws(TextError) -> FontMatch {
    if let directories = directoriesOnly(&s), let found = try? match(descriptor, in: directories),
      !found.rulesWouldAlter
    {
      return found.match
    }
    if s.config == nil { s.config = FcInitLoadConfigAndFonts() }
    guard let config = s.config else { throw .fontconfigUnavailable }
    return try match(descriptor, in: config).match
  }

  /// fontconfig's default font and cache directories, as its fonts.conf lists them, and no rules.
  static let directoriesOnlyConfiguration = """
    <fontconfig>
      <dir>/usr/share/fonts</dir><dir>/usr/local/share/fonts</dir>
      <dir prefix="xdg">fonts</dir><dir>~/.fonts</dir>
      <cachedir>/var/cache/fontconfig</cachedir><cachedir prefix="xdg">fontconfig</cachedir>
      <cachedir>~/.fontconfig</cachedir>
    </fontconfig>
    """

  /// Whether fontconfig runs as installed: none of its environment variables is set and there is
  /// no local or user configuration, either of which could add rules or directories.
  static func configurationIsStock(
    environment: (String) -> String? = { getenv($0).map { String(cString: $0) } },
    exists: (String) -> Bool = { access($0, F_OK) == 0 }
  ) -> Bool {
    if ["FONTCONFIG_FILE", "FONTCONFIG_PATH", "FONTCONFIG_SYSROOT"].contains(where: { environment($0) != nil }) {
      return false
    }
    let home = environment("HOME") ?? ""
    let userConfig = environment("XDG_CONFIG_HOME") ?? home + "/.config"
    return !["/etc/fonts/local.conf", userConfig + "/fontconfig", home + "/.fonts.conf"].contains(where: exists)
  }

  /// The directories-only configuration, loaded once; nil unless the configuration is stock.
  private static func directoriesOnly(_ s: inout LibraryState) -> OpaquePointer? {
    if s.directoriesOnlyTried { return s.directoriesOnly }
    s.directoriesOnlyTried = true
    guard configurationIsStock(), let config = FcConfigCreate() else { return nil }
    let loaded = Array(directoriesOnlyConfiguration.utf8 + [0]).withUnsafeBufferPointer {
      FcConfigParseAndLoadFromMemory(config, $0.baseAddress, FcTrue) != 0
    }
    guard loaded, FcConfigBuildFonts(config) != 0 else {
      FcConfigDestroy(config)
      return nil
    }
    s.directoriesOnly = config
    return config
  }

  /// Asks fontconfig for the best face of `descriptor` and accepts it only when one of its family
  /// names is the requested family (fontconfig otherwise returns its default font silently).
  /// `rulesWouldAlter`: the full configuration's rules could answer differently for this face.
  /// Debian's 90-synthetic.conf slants a roman face asked to be italic and emboldens a face of at
  /// most medium weight asked to be bold; a variable font's weight is a range, so it is counted too.
  static func match(
    _ descriptor: FontDescriptor, in config: OpaquePointer
  ) throws(TextError) -> (match: FontMatch, rulesWouldAlter: Bool) {
    guard let pattern = FcPatternCreate() else { throw .fontconfigUnavailable }
    defer { FcPatternDestroy(pattern) }
    let requestedWeight = FcWeightFromOpenType(Int32(descriptor.weight.openTypeWeight))
    addString(pattern, FC_FAMILY, descriptor.family)
    FcPatternAddInteger(pattern, FC_WEIGHT, requestedWeight)
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
    let synthesized =
      (slant == FC_SLANT_ROMAN && descriptor.italic)
      || (weight <= FC_WEIGHT_MEDIUM && requestedWeight >= FC_WEIGHT_BOLD)
    let match = FontMatch(
      path: path, index: Int(index), family: family, openTypeWeight: Int(FcWeightToOpenType(weight)),
      isItalic: slant != FC_SLANT_ROMAN, isVariable: variable != 0)
    return (match, synthesized || variable != 0)
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

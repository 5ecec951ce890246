import CFontconfig

extension FontLibrary {
  /// Every font file fontconfig can resolve a family to, sorted and without repeats: what a
  /// cache key covers so that installing, removing or updating a font invalidates the outputs
  /// that could have used it.
  public func installedFontFiles() -> [String] {
    state.withLock { s -> [String] in
      if s.config == nil { s.config = FcInitLoadConfigAndFonts() }
      guard let config = s.config, let pattern = FcPatternCreate() else { return [] }
      defer { FcPatternDestroy(pattern) }
      guard let objects = FcObjectSetCreate() else { return [] }
      defer { FcObjectSetDestroy(objects) }
      FcObjectSetAdd(objects, FC_FILE)
      guard let list = FcFontList(config, pattern, objects) else { return [] }
      defer { FcFontSetDestroy(list) }
      var files = Set<String>()
      for i in 0..<Int(list.pointee.nfont) {
        guard let font = list.pointee.fonts[i] else { continue }
        var value: UnsafeMutablePointer<FcChar8>?
        if FcPatternGetString(font, FC_FILE, 0, &value) == FcResultMatch, let value {
          files.insert(String(cString: value))
        }
      }
      return files.sorted()
    }
  }
}

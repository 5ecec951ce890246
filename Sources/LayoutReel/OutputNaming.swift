/// How an export's files are named: after the scene (or a name given instead), with a variant
/// suffix in DocC's convention, which documentation tools look for beside the plain file:
/// `name~dark.png` for the dark appearance and `name@2x.png` for 2 pixels per point, in that
/// order (`name~dark@2x.png`). Source: DocC, "Adding Images to Your Content"
/// (https://www.swift.org/documentation/docc/adding-images), which names
/// appearance and display-scale variants so.
public struct OutputNaming: Sendable, Equatable {
  /// Replaces the scene's name in file names (`--name`).
  public var name: String?
  /// Inserted before the extension: "", "~dark", "@2x", "~dark@2x".
  public var variant: String

  public init(name: String? = nil, variant: String = "") {
    self.name = name
    self.variant = variant
  }

  /// The suffix of a variant: `~dark` for the dark appearance, `@Nx` for a scale when written.
  public static func variant(dark: Bool, scale: Double?) -> String {
    var suffix = dark ? "~dark" : ""
    if let scale, scale != 1 {
      suffix += "@" + (Int(exactly: scale).map(String.init) ?? "\(scale)") + "x"
    }
    return suffix
  }

  /// Where `format` writes for a scene named `sceneName`: the format's own name with the
  /// variant before its extension (after the whole name for a folder of frames), so every
  /// format, present or future, is named alike.
  public func output(_ format: OutputFormat, ofScene sceneName: String, in folder: String) -> String {
    let stem = name ?? sceneName
    let plain = format.output(ofScene: stem, in: folder)
    let base = folder + "/" + stem
    guard !variant.isEmpty, plain.hasPrefix(base) else { return plain }
    let rest = plain.dropFirst(base.count)
    guard let dot = rest.lastIndex(of: ".") else { return plain + variant }
    return base + rest[..<dot] + variant + rest[dot...]
  }
}

extension ExportSettings {
  /// Where `format` writes for the scene `sceneName` under these settings.
  public func output(_ format: OutputFormat, ofScene sceneName: String) -> String {
    naming.output(format, ofScene: sceneName, in: outputDirectory)
  }
}

/// Which Debian package provides a font family, so a missing family can say what to install.
public enum FontPackages {
  /// Family-name prefixes (lower-cased) and their Debian package; the first matching prefix wins,
  /// so longer, more specific prefixes come first.
  static let table: [(prefix: String, package: String)] = [
    ("inter", "fonts-inter"),
    ("dejavu sans mono", "fonts-dejavu-core"),
    ("dejavu sans condensed", "fonts-dejavu-extra"),
    ("dejavu serif condensed", "fonts-dejavu-extra"),
    ("dejavu", "fonts-dejavu-core"),
    ("noto color emoji", "fonts-noto-color-emoji"),
    ("noto sans cjk", "fonts-noto-cjk"),
    ("noto serif cjk", "fonts-noto-cjk"),
    ("noto sans mono", "fonts-noto-mono"),
    ("noto", "fonts-noto-core"),
    ("liberation", "fonts-liberation2"),
    ("roboto", "fonts-roboto"),
    ("open sans", "fonts-open-sans"),
    ("lato", "fonts-lato"),
    ("cantarell", "fonts-cantarell"),
    ("fira code", "fonts-firacode"),
    ("ibm plex", "fonts-ibm-plex"),
    ("jetbrains mono", "fonts-jetbrains-mono"),
    ("source code pro", "fonts-adobe-sourcecodepro"),
    ("material icons", "fonts-material-design-icons-iconfont"),
  ]

  /// The Debian package providing `family`, or nil when the family is not in the table.
  public static func debianPackage(forFamily family: String) -> String? {
    let key = family.lowercased()
    return table.first { key.hasPrefix($0.prefix) }?.package
  }
}

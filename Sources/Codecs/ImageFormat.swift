/// The still-image formats the codecs read, told apart by their first bytes (never by a file's
/// extension: a JPEG named `photo.png` is still a JPEG).
public enum ImageFormat: String, Sendable, Hashable, CaseIterable {
  case png = "PNG"
  case jpeg = "JPEG"

  /// The format whose signature `bytes` starts with, nil for anything else.
  public static func detect(_ bytes: [UInt8]) -> ImageFormat? {
    if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
    // SOI followed by the first marker's 0xFF.
    if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
    return nil
  }

  /// What a file that is neither looks like, for the error ("a GIF file", "a WebP file").
  static func describe(_ bytes: [UInt8]) -> String {
    if bytes.isEmpty { return "an empty file" }
    if bytes.starts(with: Array("GIF8".utf8)) { return "a GIF file" }
    if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8) {
      return "a WebP file"
    }
    if bytes.count >= 12, Array(bytes[4..<8]) == Array("ftyp".utf8) { return "an HEIF/HEIC or MP4 file" }
    if bytes.starts(with: Array("<svg".utf8)) || bytes.starts(with: Array("<?xml".utf8)) { return "an SVG/XML file" }
    if bytes.starts(with: Array("BM".utf8)) { return "a BMP file" }
    let head = bytes.prefix(4).map { String($0, radix: 16, uppercase: true) }.map { $0.count == 1 ? "0" + $0 : $0 }
    return "a file starting with bytes \(head.joined(separator: " "))"
  }
}

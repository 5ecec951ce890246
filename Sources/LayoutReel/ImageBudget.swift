import Codecs
import Pixels
import SceneJSON
import SceneModel
import Synchronization

/// What a scene's decoded images may take, counted from the sizes their headers declare before
/// any is decoded: a small PNG can declare 32768 × 32768 pixels (4 GiB once decoded), so the
/// file size says nothing (a JPEG header alike). Each image costs its RGBA pixels twice (the decoded image, and the
/// premultiplied pixmap drawn from it).
final class ImageBudget: Sendable {
  private let remaining: Mutex<Int>
  let limit: Int

  init(bytes: Int) {
    limit = bytes
    remaining = Mutex(bytes)
  }

  /// Reads and decodes the image (PNG or JPEG, told by its bytes) at `path`, if its declared size
  /// still fits the budget.
  func load(_ path: String) throws -> RGBAImage {
    let bytes = try FileBytes.read(path)
    if let size = ImageReader.declaredSize(bytes) {
      let (pixels, overflow) = size.width.multipliedReportingOverflow(by: size.height)
      let cost = overflow || pixels > Int.max / 8 ? Int.max : pixels * 8
      let fits = remaining.withLock { left in
        guard cost <= left else { return false }
        left -= cost
        return true
      }
      guard fits else { throw OverBudget(width: size.width, height: size.height, limit: limit) }
    }
    return try ImageReader.decode(bytes, name: path)
  }

  /// The image UIImage(named:) would load for `path` on a screen of `scale` (its `@2x`/`@3x`
  /// variant, or the PNG a name without extension means: ``ImageName``), with the scale its
  /// file name gives.
  /// The file UIImage(named:) reads for `path` on a screen of `scale`, and the image scale it
  /// gives; nil when no variant exists. The export cache keys on the same file.
  static func lookup(_ path: String, scale: Double) -> (path: String, scale: Double)? {
    ImageName(path).candidates(forScale: scale).first { InputFile.exists($0.path) }
  }

  func loadNamed(_ path: String, scale: Double) throws -> ScaledImage {
    let candidates = ImageName(path).candidates(forScale: scale)
    if let found = Self.lookup(path, scale: scale) {
      return ScaledImage(image: try load(found.path), scale: found.scale, path: found.path)
    }
    // None is a regular file: reading the name as written says why (missing, a folder, ...).
    do {
      return ScaledImage(image: try load(path), scale: candidates.first?.scale ?? 1, path: path)
    } catch {
      let others = candidates.map(\.path).filter { $0 != path }
      guard !others.isEmpty else { throw error }
      throw NotFound(reason: error, tried: others)
    }
  }

  /// No file for a name, nor any of its variants.
  struct NotFound: Error, CustomStringConvertible {
    let reason: any Error
    let tried: [String]

    var description: String {
      let names = tried.map { $0.split(separator: "/").last.map(String.init) ?? $0 }
      return "\(reason); also tried \(names.joined(separator: ", "))"
    }
  }

  struct OverBudget: Error, CustomStringConvertible {
    let width: Int
    let height: Int
    let limit: Int

    var description: String {
      "it is \(width)x\(height) px, and the scene's images would need more than the \(limit >> 20) MiB memory limit "
        + "once decoded (raise the limit with --max-memory)"
    }
  }
}

import Codecs
import Pixels
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

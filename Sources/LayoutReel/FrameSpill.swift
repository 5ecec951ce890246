import Codecs
import Geometry
import Pixels

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The frames a GIF's pass 1 painted, kept for pass 2 so that each frame is painted once: every
/// frame is written as the rectangle that changed since the frame before it (the first in full)
/// to a file in the output folder that has no name (unlinked as soon as it is opened, so nothing is
/// left behind, even by a kill). Memory holds one scratch rectangle whatever the frame count; the
/// file holds only what changes.
///
/// Past `budget` bytes (or on a write error: a full disk) recording stops, and pass 2 paints the
/// frames from there on (`FrameReplay`): the spill saves work, never changes a byte.
final class FrameSpill {
  /// The frames this spill covers (pass 1 may count two halves on two threads, each its own spill).
  let frames: Range<Int>
  /// How many frames, from `frames.lowerBound`, were recorded in order.
  private(set) var recorded = 0
  private let descriptor: Int32
  private let budget: Int
  private var writeOffset = 0
  private var readOffset = 0
  private var stopped = false
  private var scratch: [UInt8] = []

  /// The bytes of a record's header: x, y, width, height of the changed rectangle.
  private static let headerSize = 4 * MemoryLayout<Int32>.size

  /// An unnamed file beside `path` (in its folder), or nil when none can be made (pass 2 then
  /// paints every frame).
  init?(near path: String, frames: Range<Int>, budget: Int) {
    let temporary = TemporaryFiles.claim(for: path)
    let descriptor = open(temporary, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    // Unlinked at once: the data lives until the descriptor closes, and a kill leaves no file.
    if descriptor >= 0 { unlink(temporary) }
    TemporaryFiles.release(temporary)
    guard descriptor >= 0 else { return nil }
    self.descriptor = descriptor
    self.frames = frames
    self.budget = budget
  }

  deinit { close(descriptor) }

  /// Records the next frame, `image`, as its change from `previous` (the frame before it in the
  /// animation; nil for the first frame, recorded in full).
  func record(_ image: RGBAImage, after previous: RGBAImage?) {
    guard !stopped, recorded < frames.count else { return }
    let rect =
      previous.map { Self.changedRect(from: $0, to: image) }
      ?? IntRect(x: 0, y: 0, width: image.width, height: image.height)
    let size = Self.headerSize + rect.width * rect.height * 4
    guard writeOffset + size <= budget else {
      stopped = true
      return
    }
    if scratch.count < size { scratch = [UInt8](repeating: 0, count: size) }
    scratch.withUnsafeMutableBytes { out in
      out.storeBytes(of: Int32(truncatingIfNeeded: rect.x), toByteOffset: 0, as: Int32.self)
      out.storeBytes(of: Int32(truncatingIfNeeded: rect.y), toByteOffset: 4, as: Int32.self)
      out.storeBytes(of: Int32(truncatingIfNeeded: rect.width), toByteOffset: 8, as: Int32.self)
      out.storeBytes(of: Int32(truncatingIfNeeded: rect.height), toByteOffset: 12, as: Int32.self)
      image.pixels.withUnsafeBytes { source in
        let rowBytes = rect.width * 4
        for row in 0..<rect.height {
          let from = ((rect.y + row) * image.width + rect.x) * 4
          let to = Self.headerSize + row * rowBytes
          UnsafeMutableRawBufferPointer(rebasing: out[to..<(to + rowBytes)])
            .copyMemory(from: UnsafeRawBufferPointer(rebasing: source[from..<(from + rowBytes)]))
        }
      }
    }
    let written = scratch.withUnsafeBytes {
      Self.transfer(descriptor, $0.baseAddress, size, at: writeOffset, write: true)
    }
    guard written else {
      stopped = true
      return
    }
    writeOffset += size
    recorded += 1
  }

  /// The next recorded frame, from `previous` (the frame before it, as replayed or painted; nil
  /// for the animation's first), whether it differs from it (else it is `previous` itself), and
  /// the rectangle it changed. A changed frame is built in `spare`'s buffer when there is one
  /// (taking it): `spare` must hold the frame before `previous`, which differs from it only in
  /// `spareDiffers` (nil when not known: then the whole frame is copied). Nil when the record
  /// cannot be read back (pass 2 then paints the frame).
  func replayNext(
    after previous: RGBAImage?, reusing spare: inout RGBAImage?, spareDiffers: IntRect?, width: Int, height: Int
  ) -> (image: RGBAImage, changed: Bool, rect: IntRect)? {
    var header = [Int32](repeating: 0, count: 4)
    let read = header.withUnsafeMutableBytes {
      Self.transfer(descriptor, $0.baseAddress, Self.headerSize, at: readOffset, write: false)
    }
    guard read else { return nil }
    let (x, y, w, h) = (Int(header[0]), Int(header[1]), Int(header[2]), Int(header[3]))
    // Only this process wrote the file, but it is read back as untrusted all the same.
    guard x >= 0, y >= 0, w >= 0, h >= 0, x + w <= width, y + h <= height else { return nil }
    let size = w * h * 4
    if size == 0, let previous {
      readOffset += Self.headerSize
      return (previous, false, IntRect(x: 0, y: 0, width: 0, height: 0))
    }
    if scratch.count < size { scratch = [UInt8](repeating: 0, count: size) }
    let body = scratch.withUnsafeMutableBytes {
      Self.transfer(descriptor, $0.baseAddress, size, at: readOffset + Self.headerSize, write: false)
    }
    guard body,
      var image = Self.copy(previous, reusing: &spare, differing: spareDiffers)
        ?? RGBAImage(width: width, height: height)
    else {
      return nil
    }
    readOffset += Self.headerSize + size
    scratch.withUnsafeBytes { source in
      image.pixels.withUnsafeMutableBytes { out in
        let rowBytes = w * 4
        for row in 0..<h {
          let to = ((y + row) * width + x) * 4
          let from = row * rowBytes
          UnsafeMutableRawBufferPointer(rebasing: out[to..<(to + rowBytes)])
            .copyMemory(from: UnsafeRawBufferPointer(rebasing: source[from..<(from + rowBytes)]))
        }
      }
    }
    return (image, true, IntRect(x: x, y: y, width: w, height: h))
  }

  /// `image`'s pixels in `spare`'s buffer when it has the same size (without a fresh allocation:
  /// only the rows of `differing` are copied when given, else all), else `image` itself (Swift
  /// copies it on the first write).
  private static func copy(_ image: RGBAImage?, reusing spare: inout RGBAImage?, differing: IntRect?) -> RGBAImage? {
    guard let image, var reused = spare, reused.pixels.count == image.pixels.count else { return image }
    spare = nil  // `reused` is then the buffer's only holder, unless a consumer kept it
    let rowBytes = image.width * 4
    let rows = differing.map { $0.y..<$0.maxY } ?? 0..<image.height
    reused.pixels.withUnsafeMutableBytes { out in
      image.pixels.withUnsafeBytes { source in
        let span = (rows.lowerBound * rowBytes)..<(rows.upperBound * rowBytes)
        UnsafeMutableRawBufferPointer(rebasing: out[span]).copyMemory(
          from: UnsafeRawBufferPointer(rebasing: source[span]))
      }
    }
    return reused
  }

  /// The smallest rectangle holding every pixel that differs between two same-sized images
  /// (empty, at the origin, when they are equal).
  static func changedRect(from a: RGBAImage, to b: RGBAImage) -> IntRect {
    let width = b.width
    var (minX, maxX, minY, maxY) = (width, -1, b.height, -1)
    a.pixels.withUnsafeBytes { rawA in
      b.pixels.withUnsafeBytes { rawB in
        let pa = rawA.bindMemory(to: UInt32.self)
        let pb = rawB.bindMemory(to: UInt32.self)
        for y in 0..<b.height {
          guard let span = RowSpan.differing(pa, pb, row: y, width: width) else { continue }
          minX = min(minX, span.lowerBound - y * width)
          maxX = max(maxX, span.upperBound - 1 - y * width)
          minY = min(minY, y)
          maxY = y
        }
      }
    }
    guard maxY >= 0 else { return IntRect(x: 0, y: 0, width: 0, height: 0) }
    return IntRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
  }

  /// Writes or reads exactly `count` bytes at `offset`, through short transfers and EINTR.
  private static func transfer(_ fd: Int32, _ base: UnsafeRawPointer?, _ count: Int, at offset: Int, write: Bool)
    -> Bool
  {
    guard count > 0 else { return true }
    guard let base else { return false }
    var done = 0
    while done < count {
      let n =
        write
        ? pwrite(fd, base + done, count - done, off_t(offset + done))
        : pread(fd, UnsafeMutableRawPointer(mutating: base + done), count - done, off_t(offset + done))
      if n < 0, errno == EINTR { continue }
      guard n > 0 else { return false }
      done += n
    }
    return true
  }
}

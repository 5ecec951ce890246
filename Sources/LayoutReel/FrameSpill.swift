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
/// left behind, even by a kill). Rows go between the frame's own pixels and the file by gathered
/// I/O (`pwritev`/`preadv`), so the spill holds no pixels in memory (`ExportLimits.framesInMemory`
/// counts none for it); the file holds only what changes.
///
/// Past `budget` bytes (or on a write error: a full disk) recording stops, and pass 2 paints the
/// frames from there on (`FrameReplay`): the spill saves work, never changes a byte.
package final class FrameSpill {
  /// The frames this spill covers (pass 1 may count two halves on two threads, each its own spill).
  package let frames: Range<Int>
  /// How many frames, from `frames.lowerBound`, were recorded in order.
  package private(set) var recorded = 0
  private let descriptor: Int32
  private let budget: Int
  private var writeOffset = 0
  private var readOffset = 0
  private var stopped = false

  /// The bytes of a record's header: x, y, width, height of the changed rectangle.
  private static let headerSize = 4 * MemoryLayout<Int32>.size

  /// An unnamed file beside `path` (in its folder), or nil when none can be made (pass 2 then
  /// paints every frame).
  package init?(near path: String, frames: Range<Int>, budget: Int) {
    let temporary = TemporaryFiles.claim(for: path)
    // Registered before it exists, as AtomicFile's: a SIGINT or SIGTERM between open and unlink
    // would leave the named file.
    let slot = InterruptCleanup.register(temporary)
    let descriptor = open(temporary, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    // Unlinked at once: the data lives until the descriptor closes, and a kill leaves no file.
    if descriptor >= 0 { unlink(temporary) }
    if let slot { InterruptCleanup.unregister(slot) }
    TemporaryFiles.release(temporary)
    guard descriptor >= 0 else { return nil }
    self.descriptor = descriptor
    self.frames = frames
    self.budget = budget
  }

  deinit { close(descriptor) }

  /// Records the next frame, `image`, as its change bounded by the histogram's scan
  /// (`ColorHistogram.add`: the rows and columns holding every pixel that differs from the frame
  /// before, empty at the origin when none does, the whole frame for the first), so that no row
  /// is compared again.
  package func record(_ image: RGBAImage, changed: RowSpan.Region) { record(image, rect: IntRect(changed)) }

  /// Records the next frame, `image`, as its pixels in `rect`, which holds every pixel that
  /// differs from the frame before it (the whole frame for the first).
  package func record(_ image: RGBAImage, rect: IntRect) {
    guard !stopped, recorded < frames.count else { return }
    let size = Self.headerSize + rect.width * rect.height * 4
    guard writeOffset + size <= budget else {
      stopped = true
      return
    }
    var header = [
      Int32(truncatingIfNeeded: rect.x), Int32(truncatingIfNeeded: rect.y), Int32(truncatingIfNeeded: rect.width),
      Int32(truncatingIfNeeded: rect.height),
    ]
    // One call for the header and the rows (the pixels are only read: `pwritev` takes them as iovecs).
    let written = header.withUnsafeMutableBytes { header in
      image.pixels.withUnsafeBytes { pixels in
        Self.transferRows(
          descriptor, UnsafeMutableRawPointer(mutating: pixels.baseAddress), rect, imageWidth: image.width,
          at: writeOffset, header: header, write: true)
      }
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
    let headerRead = header.withUnsafeMutableBytes {
      Self.transfer(descriptor, $0.baseAddress, Self.headerSize, at: readOffset, write: false)
    }
    guard headerRead else { return nil }
    let (x, y, w, h) = (Int(header[0]), Int(header[1]), Int(header[2]), Int(header[3]))
    // Only this process wrote the file, but it is read back as untrusted all the same.
    guard x >= 0, y >= 0, w >= 0, h >= 0, x + w <= width, y + h <= height else { return nil }
    let size = w * h * 4
    if size == 0, let previous {
      readOffset += Self.headerSize
      return (previous, false, IntRect(x: 0, y: 0, width: 0, height: 0))
    }
    guard size > 0,
      var image = Self.copy(previous, reusing: &spare, differing: spareDiffers)
        ?? RGBAImage(width: width, height: height),
      // The rows are read straight into its buffer: a frame of another size is painted instead.
      image.width == width, image.height == height, image.pixels.count == width * height * 4
    else { return nil }
    let rect = IntRect(x: x, y: y, width: w, height: h)
    // Straight into the frame's rows: on a failure the frame is dropped (pass 2 paints it), and
    // `image` is a buffer no one else holds, so no frame shown is half overwritten.
    let read = image.pixels.withUnsafeMutableBytes { pixels in
      Self.transferRows(
        descriptor, pixels.baseAddress, rect, imageWidth: width, at: readOffset + Self.headerSize, header: nil,
        write: false)
    }
    guard read else { return nil }
    readOffset += Self.headerSize + size
    return (image, true, rect)
  }

  /// `image`'s pixels in `spare`'s buffer when it has the same size (without a fresh allocation:
  /// only the pixels of `differing` are copied when given, else all), else `image` itself (Swift
  /// copies it on the first write).
  private static func copy(_ image: RGBAImage?, reusing spare: inout RGBAImage?, differing: IntRect?) -> RGBAImage? {
    guard let image, var reused = spare, reused.pixels.count == image.pixels.count else { return image }
    spare = nil  // `reused` is then the buffer's only holder, unless a consumer kept it
    let rowBytes = image.width * 4
    let area = differing ?? IntRect(x: 0, y: 0, width: image.width, height: image.height)
    reused.pixels.withUnsafeMutableBytes { out in
      image.pixels.withUnsafeBytes { source in
        // Only the rectangle's columns: a narrow change (a moving edge) copied whole rows before.
        for y in area.y..<area.maxY {
          let span = (y * rowBytes + area.x * 4)..<(y * rowBytes + area.maxX * 4)
          UnsafeMutableRawBufferPointer(rebasing: out[span]).copyMemory(
            from: UnsafeRawBufferPointer(rebasing: source[span]))
        }
      }
    }
    return reused
  }

  /// Writes or reads `header` (when given) then the rows of `rect` of an image `imageWidth` pixels
  /// wide at `base`, packed one after the other at `offset`, without a copy (gathered I/O, at most
  /// `vectorLimit` vectors a call). False on any error or short transfer (a full disk, a
  /// truncated record).
  private static func transferRows(
    _ fd: Int32, _ base: UnsafeMutableRawPointer?, _ rect: IntRect, imageWidth: Int, at offset: Int,
    header: UnsafeMutableRawBufferPointer?, write: Bool
  ) -> Bool {
    let rowBytes = rect.width * 4
    guard let base, rowBytes > 0, rect.height > 0 else {
      guard let header else { return true }
      return transfer(fd, header.baseAddress, header.count, at: offset, write: write)
    }
    var vectors = [iovec](repeating: iovec(), count: min(rect.height + 1, vectorLimit))
    var position = offset
    var row = 0
    var first = header
    while row < rect.height {
      var count = 0
      var bytes = 0
      if let prefix = first {
        vectors[0] = iovec(iov_base: prefix.baseAddress, iov_len: prefix.count)
        count = 1
        bytes = prefix.count
        first = nil
      }
      while count < vectors.count, row < rect.height {
        let start = ((rect.y + row) * imageWidth + rect.x) * 4
        vectors[count] = iovec(iov_base: base + start, iov_len: rowBytes)
        count += 1
        bytes += rowBytes
        row += 1
      }
      var n: Int
      repeat {
        n =
          write
          ? pwritev(fd, vectors, Int32(count), off_t(position)) : preadv(fd, vectors, Int32(count), off_t(position))
      } while n < 0 && errno == EINTR
      guard n == bytes else { return false }
      position += bytes
    }
    return true
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

  /// Vectors per `pwritev`/`preadv` call: POSIX guarantees at least 16, Linux and macOS take 1,024.
  private static let vectorLimit = 1024
}

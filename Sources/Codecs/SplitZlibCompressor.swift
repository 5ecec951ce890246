import CPNGSupport
import Dispatch
import Synchronization

/// zlib streams compressed by zlib itself, in parts on two threads. On unfiltered UI rows zlib's
/// deepest search (level 9: chains of 4096) finds the repeats one row up that libdeflate's
/// shallower searches miss (up to 18% larger on palette posters); splitting halves its time and
/// costs almost nothing, as each part starts from the 32 KiB before it.
enum SplitZlibCompressor {
  /// Inputs from this size are split in two, from 4 times it in four; the split depends only on
  /// the size, so the bytes do not depend on the machine's core count.
  static let splitFrom = 256 * 1024

  /// The zlib stream (header, raw deflate, Adler-32) of `data` at zlib `level` (0...9).
  static func compress(_ data: [UInt8], level: Int, maxChain: Int = 0, name: String) throws(CodecError) -> [UInt8] {
    guard (0...9).contains(level) else {
      throw .invalidInput(file: name, reason: "zlib level \(level) is not in 0...9")
    }
    // Compression time follows the content, not the byte count, so large inputs go in four
    // parts that two threads share as they free up.
    let parts = data.count >= 4 * splitFrom ? 4 : data.count >= splitFrom ? 2 : 1
    let cuts = (0...parts).map { data.count * $0 / parts }
    let results = Mutex([[UInt8]](repeating: [], count: parts))
    DispatchQueue.concurrentPerform(iterations: parts) { k in
      let start = cuts[k], end = cuts[k + 1]
      let window = min(32 * 1024, start)
      let capacity = lr_deflate_part_bound(end - start)
      let part = data.withUnsafeBufferPointer { input in
        [UInt8](unsafeUninitializedCapacity: capacity) { out, initialized in
          initialized = lr_deflate_part(
            input.baseAddress.map { $0 + start }, end - start, input.baseAddress.map { $0 + start - window }, window,
            Int32(level), Int32(maxChain), k == parts - 1 ? 1 : 0, out.baseAddress, capacity)
        }
      }
      results.withLock { $0[k] = part }
    }
    var stream = header(level: level)
    for part in results.withLock({ $0 }) {
      guard !part.isEmpty else { throw .pngEncode(file: name, message: "zlib failed to compress \(data.count) bytes") }
      stream += part
    }
    let adler = data.withUnsafeBufferPointer { lr_adler32(1, $0.baseAddress, $0.count) }
    stream += [UInt8(adler >> 24), UInt8((adler >> 16) & 0xFF), UInt8((adler >> 8) & 0xFF), UInt8(adler & 0xFF)]
    return stream
  }

  /// The two zlib header bytes: deflate with a 32 KiB window, the level class, and the check bits.
  static func header(level: Int) -> [UInt8] {
    let levelClass: UInt16 = level >= 7 ? 3 : level == 6 ? 2 : level >= 2 ? 1 : 0
    var header: UInt16 = 0x7800 | levelClass << 6
    header += (31 - header % 31) % 31
    return [UInt8(header >> 8), UInt8(header & 0xFF)]
  }
}

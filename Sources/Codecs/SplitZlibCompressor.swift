import CDeflate
import CPNGSupport

/// zlib streams compressed by zlib itself, in parts that separate threads may run. On unfiltered
/// UI rows zlib's deep search finds the repeats one row up that libdeflate's shallower searches
/// miss (up to 18% larger on palette posters); splitting costs almost nothing, as each part
/// starts from the 32 KiB before it, and all but the last end on a byte boundary.
struct SplitZlibCompressor {
  /// Inputs from this size are split in two, from 4 times it in four. Compression time follows
  /// the content, not the byte count, so more parts than threads balance better. The split
  /// depends only on the size, so the bytes do not depend on the machine's core count.
  static let splitFrom = 256 * 1024

  let level: Int
  let maxChain: Int
  /// zlib's Z_FILTERED strategy, for PNG-filtered rows.
  let filtered: Bool
  /// Part boundaries in the input.
  let cuts: [Int]

  /// zlib at `level` (0...9) with match chains of `maxChain` (0: the level's own) for `count` bytes.
  init(level: Int, maxChain: Int, filtered: Bool, count: Int, name: String) throws(CodecError) {
    guard (0...9).contains(level) else {
      throw .invalidInput(file: name, reason: "zlib level \(level) is not in 0...9")
    }
    let parts = count >= 4 * Self.splitFrom ? 4 : count >= Self.splitFrom ? 2 : 1
    self.level = level
    self.maxChain = maxChain
    self.filtered = filtered
    cuts = (0...parts).map { count * $0 / parts }
  }

  var parts: Int { cuts.count - 1 }

  /// Raw deflate of part `k` of `data` (empty if zlib failed or `race` was lost).
  func part(_ k: Int, of data: [UInt8], race: DeflateRace? = nil) -> [UInt8] {
    let start = cuts[k], end = cuts[k + 1]
    let window = min(32 * 1024, start)
    let capacity = lr_deflate_part_bound(end - start)
    return data.withUnsafeBufferPointer { input in
      [UInt8](unsafeUninitializedCapacity: capacity) { out, initialized in
        // memLevel 9, zlib's largest hash table: the committed posters and filmstrips use it.
        initialized = lr_deflate_part(
          input.baseAddress.map { $0 + start }, end - start, input.baseAddress.map { $0 + start - window }, window,
          Int32(level), 9, Int32(maxChain), filtered ? 1 : 0, k == parts - 1 ? 1 : 0, out.baseAddress, capacity,
          race?.pointer)
      }
    }
  }

  /// The size of the stream `parts` make (see `stream`).
  static func streamSize(parts: [[UInt8]]) -> Int {
    parts.reduce(6) { $0 + $1.count }
  }

  /// The zlib stream: header, the parts in order, Adler-32 of `data`.
  func stream(of data: [UInt8], parts: [[UInt8]], name: String) throws(CodecError) -> [UInt8] {
    var stream = Self.header(level: level)
    stream.reserveCapacity(Self.streamSize(parts: parts))
    for part in parts {
      guard !part.isEmpty else { throw .pngEncode(file: name, message: "zlib failed to compress \(data.count) bytes") }
      stream += part
    }
    let adler = data.withUnsafeBufferPointer { libdeflate_adler32(1, $0.baseAddress, $0.count) }
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

/// Lets a zlib stream give up as soon as it outgrows a rival candidate that finished first (the
/// rival's size is set as the limit): a losing candidate then costs little.
final class DeflateRace: @unchecked Sendable {
  // Only touched through the C functions, which use atomics.
  let pointer: OpaquePointer?

  init() { pointer = lr_deflate_race_create() }
  deinit { lr_deflate_race_free(pointer) }

  /// The size the stream must stay under.
  func limit(_ bytes: Int) { lr_deflate_race_limit(pointer, bytes) }
  /// Whether the stream outgrew the limit.
  var lost: Bool { pointer.map { lr_deflate_race_lost($0) != 0 } ?? false }
}

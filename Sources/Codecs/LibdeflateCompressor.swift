import CDeflate

/// One libdeflate compressor at a fixed level, producing zlib streams (PNG's IDAT format): fast,
/// and as small as zlib on filtered rows.
/// Not shareable between threads; one per compression.
final class LibdeflateCompressor {
  private let compressor: OpaquePointer
  /// libdeflate's level, 0 (stored blocks) ... 12 (near-optimal parsing).
  let level: Int

  /// A compressor for `level` (0...12).
  init(level: Int, name: String) throws(CodecError) {
    guard (0...12).contains(level) else {
      throw .invalidInput(file: name, reason: "compression level \(level) is not in 0...12")
    }
    guard let compressor = libdeflate_alloc_compressor(Int32(level)) else {
      throw .pngEncode(file: name, message: "out of memory allocating the level \(level) compressor")
    }
    self.compressor = compressor
    self.level = level
  }

  deinit { libdeflate_free_compressor(compressor) }

  /// The zlib stream of `data`. The output buffer is sized by libdeflate's own worst-case
  /// bound, so "does not fit" (a 0 return) means the library broke its contract: reported, not hidden.
  func compress(_ data: [UInt8], name: String) throws(CodecError) -> [UInt8] {
    let bound = libdeflate_zlib_compress_bound(compressor, data.count)
    var written = 0
    let stream = data.withUnsafeBytes { input in
      [UInt8](unsafeUninitializedCapacity: bound) { out, initialized in
        written = libdeflate_zlib_compress(compressor, input.baseAddress, input.count, out.baseAddress, bound)
        initialized = written
      }
    }
    guard written > 0 else {
      throw .pngEncode(
        file: name, message: "libdeflate found no room for \(data.count) bytes in its own bound of \(bound)")
    }
    return stream
  }
}

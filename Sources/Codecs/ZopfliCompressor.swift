import CZopfli
import Glibc

/// zlib streams from Zopfli (libzopfli), for `--png-effort max`: iterated optimal parsing with
/// block splitting, a few percent smaller than libdeflate at 12 on the benchmark set, at many
/// times its time (docs/performance.md). Zopfli has no error path: it exits the process when
/// an allocation fails (about 24 bytes of cache per input byte of a block of at most 1 MB, so
/// the images the export's memory limits admit need at most tens of megabytes).
enum ZopfliCompressor {
  /// Zopfli's iterations, as zopflipng chooses them: 15 below 200 KB of filtered rows, 5 above.
  static func iterations(forBytes count: Int) -> Int {
    count < 200_000 ? 15 : 5
  }

  /// The zlib stream of `data`.
  static func compress(_ data: [UInt8], name: String) throws(CodecError) -> [UInt8] {
    var options = ZopfliOptions()
    ZopfliInitOptions(&options)
    options.numiterations = Int32(iterations(forBytes: data.count))
    var out: UnsafeMutablePointer<UInt8>?
    var size = 0
    data.withUnsafeBufferPointer { input in
      ZopfliCompress(&options, ZOPFLI_FORMAT_ZLIB, input.baseAddress, input.count, &out, &size)
    }
    defer { free(out) }
    guard let out, size > 0 else {
      throw .pngEncode(file: name, message: "Zopfli wrote nothing for \(data.count) bytes")
    }
    return Array(UnsafeBufferPointer(start: out, count: size))
  }
}

import CPNGSupport
import Pixels

/// Encodes `RGBAImage`s to PNG: rows filtered here, compressed by libdeflate, and framed into
/// chunks by libpng (one protected C call per image).
public enum PNGWriter {
  /// The PNG bytes of `image`; `name` only labels errors.
  public static func encode(
    _ image: RGBAImage, options: PNGWriteOptions = PNGWriteOptions(), name: String = "image.png"
  ) throws(CodecError) -> [UInt8] {
    var stages = PNGEncodeStages()
    return try encode(image, options: options, name: name, stages: &stages)
  }

  /// `encode`, adding the time of each stage to `stages`.
  package static func encode(
    _ image: RGBAImage, options: PNGWriteOptions, name: String, stages: inout PNGEncodeStages
  ) throws(CodecError) -> [UInt8] {
    let layout = try stages.measure(\.layout) { () throws(CodecError) in
      try PNGPixelLayout(image, mode: options.colorMode, name: name)
    }
    return try write(layout, options: options, name: name, stages: &stages)
  }

  /// IDAT chunk size: large enough that chunk overhead (12 bytes, 16 as APNG fdAT) is noise,
  /// small enough that a reader never needs a huge chunk buffer.
  static let idatChunkSize = 256 * 1024

  /// Encodes an already laid-out image (also used for APNG frames, which share one layout).
  static func write(
    _ layout: PNGPixelLayout, options: PNGWriteOptions, name: String,
    idatChunkSize: Int = PNGWriter.idatChunkSize, stages: inout PNGEncodeStages
  ) throws(CodecError) -> [UInt8] {
    try checkFraming(options, name: name, idatChunkSize: idatChunkSize)
    let stream = try compressedScanlines(layout, options: options, name: name, stages: &stages)
    return try stages.measure(\.framing) { () throws(CodecError) in
      try frame(layout, stream: stream, options: options, name: name, idatChunkSize: idatChunkSize)
    }
  }

  /// Fails on what `frame` cannot write (a bad text key, an empty chunk size), before the rows
  /// are compressed.
  static func checkFraming(_ options: PNGWriteOptions, name: String, idatChunkSize: Int) throws(CodecError) {
    for text in options.texts {
      let key = Array(text.key.utf8)
      guard (1...79).contains(key.count), key.allSatisfy({ $0 >= 32 && $0 < 127 }) else {
        throw .invalidInput(
          file: name, reason: "PNG text key \"\(text.key)\" must be 1...79 printable ASCII characters")
      }
    }
    guard idatChunkSize > 0 else {
      throw .invalidInput(file: name, reason: "IDAT chunk size \(idatChunkSize) is not positive")
    }
  }

  /// The PNG file around a compressed stream, written by libpng (`checkFraming` first).
  static func frame(
    _ layout: PNGPixelLayout, stream: [UInt8], options: PNGWriteOptions, name: String, idatChunkSize: Int
  ) throws(CodecError) -> [UInt8] {
    let texts = options.texts
    // C strings for the text entries; they live until the end of this function.
    let cKeys = texts.map { Array($0.key.utf8CString) }
    let cValues = texts.map { latin1OrUTF8($0.value) }
    var message = [CChar](repeating: 0, count: 256)
    var output = lr_png_output()
    let ok: Int32 = withCStringArray(cKeys) { keyPointers in
      withCStringArray(cValues.map(\.bytes)) { valuePointers in
        var entries = (0..<texts.count).map { k in
          lr_png_text(key: keyPointers[k], text: valuePointers[k], utf8: cValues[k].isUTF8 ? 1 : 0)
        }
        return stream.withUnsafeBufferPointer { idat in
          layout.paletteRGB.withUnsafeBufferPointer { plte in
            layout.transparency.withUnsafeBufferPointer { trns in
              entries.withUnsafeMutableBufferPointer { textBuffer in
                var request = lr_png_write_request()
                request.width = UInt32(layout.width)
                request.height = UInt32(layout.height)
                request.color_type = layout.colorType
                request.bit_depth = Int32(layout.bitDepth)
                request.idat = idat.baseAddress
                request.idat_count = idat.count
                request.idat_chunk_size = idatChunkSize
                request.palette_rgb = plte.baseAddress
                request.palette_count = Int32(plte.count / 3)
                request.trans_alpha = trns.baseAddress
                request.trans_count = Int32(trns.count)
                request.pixels_per_metre = options.pixelsPerMetre
                request.texts = UnsafePointer(textBuffer.baseAddress)
                request.text_count = Int32(textBuffer.count)
                return lr_png_write(&request, &output, &message, message.count)
              }
            }
          }
        }
      }
    }
    guard ok == 1 else { throw .pngEncode(file: name, message: string(from: message)) }
    defer { lr_png_output_free(&output) }
    guard let base = output.bytes else { return [] }
    return Array(UnsafeBufferPointer(start: base, count: output.count))
  }

  /// Latin-1 bytes when every scalar fits (tEXt), else UTF-8 (iTXt); NUL-terminated either way.
  private static func latin1OrUTF8(_ text: String) -> (bytes: [CChar], isUTF8: Bool) {
    let scalars = text.unicodeScalars.filter { $0.value != 0 }
    if scalars.allSatisfy({ $0.value < 256 }) {
      return (scalars.map { CChar(bitPattern: UInt8($0.value)) } + [0], false)
    }
    return (Array(String(String.UnicodeScalarView(scalars)).utf8CString), true)
  }

  private static func withCStringArray<R>(
    _ strings: [[CChar]], _ body: ([UnsafePointer<CChar>?]) -> R
  ) -> R {
    // Copies into one stable allocation so every pointer stays valid for the whole call.
    let total = strings.reduce(0) { $0 + $1.count }
    let storage = UnsafeMutablePointer<CChar>.allocate(capacity: max(total, 1))
    defer { storage.deallocate() }
    var pointers: [UnsafePointer<CChar>?] = []
    var offset = 0
    for s in strings {
      s.withUnsafeBufferPointer { src in
        if let base = src.baseAddress { (storage + offset).initialize(from: base, count: src.count) }
      }
      pointers.append(UnsafePointer(storage + offset))
      offset += s.count
    }
    return body(pointers)
  }

  static func string(from message: [CChar]) -> String {
    let bytes = message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }
    return String(decoding: bytes, as: UTF8.self)
  }
}

import CPNGSupport

/// Encodes `RGBAImage`s to PNG bytes through libpng (one protected C call per image).
public enum PNGWriter {
  /// The PNG bytes of `image`; `name` only labels errors.
  public static func encode(
    _ image: RGBAImage, options: PNGWriteOptions = PNGWriteOptions(), name: String = "image.png"
  ) throws(CodecError) -> [UInt8] {
    let layout = try PNGPixelLayout(image, mode: options.colorMode, name: name)
    return try write(layout, options: options, name: name)
  }

  /// Encodes an already laid-out image (also used for APNG frames, which share one layout).
  static func write(
    _ layout: PNGPixelLayout, options: PNGWriteOptions, name: String, filterMask: Int32? = nil
  ) throws(CodecError) -> [UInt8] {
    var filters = Self.filterMask(options.filter, layout: layout)
    if let filterMask {
      filters = filterMask
    } else if options.filter == .automatic {
      filters = try automaticFilterMask(layout, name: name)
    }
    // zlib strategy: Z_DEFAULT_STRATEGY for unfiltered data (long matches on flat UI rows);
    // Z_FILTERED for filtered data, as libpng does: same size on gradients and several times
    // faster at level 9 on grainy content, where default strategy chases useless long chains.
    let strategy: Int32
    switch options.strategy {
    case .automatic: strategy = filters == lr_png_filter_none ? 0 : 1
    case .standard: strategy = 0
    case .filtered: strategy = 1
    case .rle: strategy = 3
    }
    let texts = options.texts
    for text in texts {
      let key = Array(text.key.utf8)
      guard (1...79).contains(key.count), key.allSatisfy({ $0 >= 32 && $0 < 127 }) else {
        throw .invalidInput(file: name, reason: "PNG text key \"\(text.key)\" must be 1...79 printable ASCII characters")
      }
    }
    guard (0...9).contains(options.compressionLevel) else {
      throw .invalidInput(file: name, reason: "compression level \(options.compressionLevel) is not in 0...9")
    }
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
        return layout.samples.withUnsafeBufferPointer { rows in
          layout.paletteRGB.withUnsafeBufferPointer { plte in
            layout.transparency.withUnsafeBufferPointer { trns in
              entries.withUnsafeMutableBufferPointer { textBuffer in
                var request = lr_png_write_request()
                request.width = UInt32(layout.width)
                request.height = UInt32(layout.height)
                request.color_type = layout.colorType
                request.bit_depth = Int32(layout.bitDepth)
                request.rows = rows.baseAddress
                request.row_stride = layout.rowStride
                request.palette_rgb = plte.baseAddress
                request.palette_count = Int32(plte.count / 3)
                request.trans_alpha = trns.baseAddress
                request.trans_count = Int32(trns.count)
                request.compression_level = Int32(options.compressionLevel)
                request.compression_strategy = strategy
                request.filters = filters
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

  /// The libpng filter mask for an explicit choice (`.automatic` is resolved by a trial).
  static func filterMask(_ filter: PNGWriteOptions.Filter, layout: PNGPixelLayout) -> Int32 {
    switch filter {
    case .automatic, .none: return lr_png_filter_none
    case .sub: return lr_png_filter_sub
    case .up: return lr_png_filter_up
    case .average: return lr_png_filter_avg
    case .paeth: return lr_png_filter_paeth
    case .adaptive: return lr_png_all_filters
    }
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

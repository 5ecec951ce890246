extension PNGWriter {
  /// The zlib stream of `layout`'s filtered scanlines. For `.automatic`, neither choice wins
  /// everywhere: flat UI frames are smallest unfiltered (filtering turns repeated spans into
  /// noise), gradients and photos with the adaptive per-row filters. Both are compressed in full
  /// and the smaller stream kept (optipng -o2's f0/f5 trial); sub-byte palette rows go
  /// unfiltered, as the PNG specification recommends.
  static func compressedScanlines(
    _ layout: PNGPixelLayout, options: PNGWriteOptions, name: String, stages: inout PNGEncodeStages
  ) throws(CodecError) -> [UInt8] {
    let compressor = try ZlibCompressor(level: options.compressionLevel, name: name)
    var best: [UInt8]?
    for choice in candidates(options.filter, layout: layout) {
      let scanlines = stages.measure(\.filtering) { PNGScanlines.filtered(layout, choice) }
      let stream = try stages.measure(\.deflate) { () throws(CodecError) in
        try compressor.compress(scanlines, name: name)
      }
      // Strictly smaller: ties keep the earlier (cheaper to decode) candidate, deterministically.
      if best.map({ stream.count < $0.count }) ?? true { best = stream }
    }
    return best ?? []
  }

  /// The filterings `filter` asks to try, in order of preference on ties.
  static func candidates(_ filter: PNGWriteOptions.Filter, layout: PNGPixelLayout) -> [PNGScanlines.Choice] {
    switch filter {
    case .automatic: return layout.bitDepth < 8 ? [.fixed(.none)] : [.fixed(.none), .adaptive]
    case .none: return [.fixed(.none)]
    case .sub: return [.fixed(.sub)]
    case .up: return [.fixed(.up)]
    case .average: return [.fixed(.average)]
    case .paeth: return [.fixed(.paeth)]
    case .adaptive: return [.adaptive]
    }
  }
}

import CPNGSupport

extension PNGWriter {
  /// The filter mask for `.automatic`. Sub-byte images go unfiltered. For the rest, neither
  /// choice wins everywhere: flat UI frames are smallest unfiltered (filtering turns repeated
  /// spans into noise), gradients, photos and some palette images with libpng's adaptive filters.
  /// So both are tried on half the rows (64-row bands every 128) and the smaller wins. Measured
  /// against optipng -o2 on posters and Bankey frames: 8-row bands at level 6 picked the wrong
  /// filter on 3 of 12 posters (up to 23% larger); this picks optipng's choice on all of them.
  static func automaticFilterMask(_ layout: PNGPixelLayout, name: String) throws(CodecError) -> Int32 {
    if layout.bitDepth < 8 { return lr_png_filter_none }
    let sample = layout.rowSample(bandHeight: 64, period: 128)
    // Palette rows are a third of RGB's, so their trial can afford the real level.
    let level = layout.colorType == lr_png_color_palette ? 9 : 2
    var trial = PNGWriteOptions(compressionLevel: level, filter: .none, scale: nil)
    let unfiltered = try write(sample, options: trial, name: name, filterMask: lr_png_filter_none).count
    trial.filter = .adaptive
    let filtered = try write(sample, options: trial, name: name, filterMask: lr_png_all_filters).count
    return filtered < unfiltered ? lr_png_all_filters : lr_png_filter_none
  }
}

extension PNGPixelLayout {
  /// Bands of `bandHeight` rows taken every `period` rows (the whole image when it is short):
  /// a cheap stand-in for the image when comparing compression settings.
  func rowSample(bandHeight: Int, period: Int) -> PNGPixelLayout {
    guard height > period else { return self }
    var sample = self
    var rows: [UInt8] = []
    var y = 0
    while y < height {
      let end = min(y + bandHeight, height)
      rows += samples[(y * rowStride)..<(end * rowStride)]
      y += period
    }
    sample.samples = rows
    sample.height = rows.count / rowStride
    return sample
  }
}

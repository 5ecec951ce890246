import CPNGSupport

extension PNGWriter {
  /// The filter mask for `.automatic`. Palette and sub-byte images go unfiltered. For the rest,
  /// neither choice wins everywhere: flat UI frames are smallest unfiltered (filtering turns
  /// repeated spans into noise), gradients and photos with libpng's adaptive filters. So both
  /// are tried on a sample of row bands (1/16 of the rows) at a fast level and the smaller wins.
  static func automaticFilterMask(_ layout: PNGPixelLayout, name: String) throws(CodecError) -> Int32 {
    if layout.colorType == lr_png_color_palette || layout.bitDepth < 8 { return lr_png_filter_none }
    let sample = layout.rowSample(bandHeight: 8, period: 128)
    var trial = PNGWriteOptions(compressionLevel: 6, filter: .none, scale: nil)
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

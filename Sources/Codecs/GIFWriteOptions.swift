/// How `GIFWriter` encodes an animation.
public struct GIFWriteOptions: Sendable, Equatable {
  /// NETSCAPE2.0 loop count: 0 loops forever; nil writes no loop extension (plays once).
  public var loopCount: Int? = 0
  /// Floyd–Steinberg error diffusion on changed pixels only (static areas never crawl).
  public var dithering = false
  /// A frame whose PSNR with the shared palette is below this (dB) gets its own local palette
  /// when that is better; nil never uses local palettes.
  public var localPaletteBelowPSNR: Double? = 32
  /// The colour fidelity of local palettes (the shared one is the caller's: `makePalette(quality:)`).
  public var quality = GIFQuality.standard

  /// Options with the defaults above unless given.
  public init(
    loopCount: Int? = 0, dithering: Bool = false, localPaletteBelowPSNR: Double? = 32, quality: GIFQuality = .standard
  ) {
    self.loopCount = loopCount
    self.dithering = dithering
    self.localPaletteBelowPSNR = localPaletteBelowPSNR
    self.quality = quality
  }
}

/// What a finished GIF amounts to.
public struct GIFSummary: Sendable, Equatable {
  /// Bytes handed to the sink.
  public var byteCount: Int
  /// Frames passed to `add`.
  public var inputFrameCount: Int
  /// Frames in the file, after merging identical frames and dropping ones shorter than 2 cs.
  public var frameCount: Int
  /// Sum of all written delays.
  public var durationCentiseconds: Int
  /// PSNR (dB) of every shown pixel against its source over the whole animation, per RGB channel
  /// (the scale of `GIFQuality`'s target; alpha errors are added in); infinity when lossless.
  public var psnr: Double
  /// The worst single input frame's PSNR (dB).
  public var minimumFramePSNR: Double
  /// Frames written with a local palette.
  public var localPaletteFrameCount: Int
}

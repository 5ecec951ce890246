/// How faithful a GIF's colours are when its frames hold more colours than a palette: the PSNR the
/// fewest colours must keep, or as many colours as a palette holds. Frames whose colours fit are
/// always exact, whatever the quality.
///
/// The PSNR is what a viewer of the frames sees: per frame, RGB PSNR of the GIF against the source
/// frame, both shown over white, capped at 100 dB (an exact frame counts 100), then the mean over
/// the frames (Benchmarks/peers measures GIFs the same way, frame by frame at its 50 fps). As a
/// mean, frames shown exactly (100 dB) leave room for frames that change to sit below the target.
/// A translucent pixel counts with the
/// error no palette can remove (a GIF pixel is opaque or transparent); when that alone keeps the
/// mean below the target, the palette keeps as many colours as it holds. An animation whose frames
/// change more than `FramePixelCounts`' limit of values (about 260,000 in all) is measured over all
/// its frames at once instead, so that memory stays flat in the frame count.
public struct GIFQuality: Sendable, Hashable, CustomStringConvertible {
  /// The mean per-frame PSNR (dB) the palette must reach; nil keeps as many colours as the
  /// palette holds.
  public let targetPSNR: Double?

  /// Targets a user may ask for: below 20 dB a palette of 16 colours (the fewest it takes) is
  /// already further off than asked; above 100 dB nothing but exact colours would do.
  public static let psnrRange: ClosedRange<Double> = 20...100

  /// The default, 70 dB (a mean squared error of 0.0065 per channel, were every frame at it):
  /// visually lossless on UI scenes (figures per scene in docs/performance.md).
  public static let standard = GIFQuality(validTarget: 70)
  /// As many colours as the palette holds (255 beside the transparent entry).
  public static let maximum = GIFQuality(validTarget: nil)

  private init(validTarget: Double?) { targetPSNR = validTarget }

  /// The quality keeping `psnr` dB; nil outside `psnrRange` (or not a number).
  public init?(psnr: Double) {
    guard Self.psnrRange.contains(psnr) else { return nil }
    targetPSNR = psnr
  }

  /// `max`, or a PSNR in dB within `psnrRange` (`70`, `62.5`).
  public init?(_ text: String) {
    if text == "max" {
      self = .maximum
    } else if let value = Double(text), let quality = GIFQuality(psnr: value) {
      self = quality
    } else {
      return nil
    }
  }

  /// `max`, or the target in dB as the command line takes it (`70`, `62.5`).
  public var description: String {
    guard let targetPSNR else { return "max" }
    return targetPSNR == targetPSNR.rounded() ? String(Int(targetPSNR)) : String(targetPSNR)
  }
}

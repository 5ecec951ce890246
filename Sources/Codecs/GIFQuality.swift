/// How faithful a GIF's colours are when its frames hold more colours than a palette: the PSNR the
/// fewest colours must keep, or as many colours as a palette holds. Frames whose colours fit are
/// always exact, whatever the quality.
public struct GIFQuality: Sendable, Hashable, CustomStringConvertible {
  /// RGB PSNR (dB) over every pixel of every frame that the palette must reach; nil keeps as many
  /// colours as the palette holds.
  public let targetPSNR: Double?

  /// Targets a user may ask for: below 20 dB a palette of 16 colours (the fewest it takes) is
  /// already further off than asked; above 100 dB nothing but exact colours would do.
  public static let psnrRange: ClosedRange<Double> = 20...100

  /// The default, 70 dB: visually lossless on UI scenes (figures per scene in docs/performance.md).
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

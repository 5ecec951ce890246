/// Rounding to the device pixel grid.
public enum PixelGrid {
  /// Smallest multiple of 1/scale that is >= value. Values within 1e-9 px of a grid line count as
  /// on it, so 47.99999999997 (float noise) gives 48 and not 48.5.
  public static func ceil(_ value: Double, scale: Double) -> Double {
    let pixels = value * scale
    let nearest = pixels.rounded()
    if abs(pixels - nearest) < 1e-9 { return nearest / scale }
    return pixels.rounded(.up) / scale
  }
}

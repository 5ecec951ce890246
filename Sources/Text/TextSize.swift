/// A size in points.
public struct TextSize: Sendable, Hashable, CustomStringConvertible {
  public var width: Double
  public var height: Double

  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  public static let zero = TextSize(width: 0, height: 0)

  /// Both dimensions rounded up to the device pixel grid at `scale` (UIKit's rule for label sizes).
  public func ceiled(toScale scale: Double) -> TextSize {
    TextSize(width: PixelGrid.ceil(width, scale: scale), height: PixelGrid.ceil(height, scale: scale))
  }

  public var description: String { "\(width) x \(height)" }
}

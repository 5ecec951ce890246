import Geometry
import Testing

@testable import Raster

/// `Clip.cropped(to:)`: the mask is cut to the intersection row by row, and shared when nothing is cut.
@Suite struct ClipCropTests {
  /// A 4 x 3 mask whose value is 10 · row + column.
  let clip = Clip(
    rect: IntRect(x: 2, y: 5, width: 4, height: 3), mask: (0..<3).flatMap { y in (0..<4).map { UInt8(10 * y + $0) } })

  @Test func croppingCutsTheMaskToTheIntersection() {
    let cut = clip.cropped(to: IntRect(x: 3, y: 6, width: 10, height: 10))
    #expect(cut.rect == IntRect(x: 3, y: 6, width: 3, height: 2))
    #expect(cut.mask == [11, 12, 13, 21, 22, 23])
    let middle = clip.cropped(to: IntRect(x: 3, y: 0, width: 2, height: 6))
    #expect(middle.rect == IntRect(x: 3, y: 5, width: 2, height: 1))
    #expect(middle.mask == [1, 2])
  }

  @Test func aContainingRectangleKeepsTheClip() {
    let same = clip.cropped(to: IntRect(x: 0, y: 0, width: 100, height: 100))
    #expect(same.rect == clip.rect)
    #expect(same.mask == clip.mask)
  }

  @Test func anUnmaskedClipOnlyShrinks() {
    let plain = Clip(rect: IntRect(x: 0, y: 0, width: 8, height: 8))
      .cropped(to: IntRect(x: 4, y: 4, width: 8, height: 8))
    #expect(plain.rect == IntRect(x: 4, y: 4, width: 4, height: 4))
    #expect(plain.mask == nil)
  }
}

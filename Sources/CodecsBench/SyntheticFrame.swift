import Codecs
import Pixels

/// A deterministic UI-like RGBA frame (iPhone 3x size): flat backgrounds, rounded cards with
/// anti-aliased corners, text-like glyph noise and one gradient avatar.
struct SyntheticFrame {
  let width: Int
  let height: Int
  var pixels: [UInt8]
  /// Coverage levels for anti-aliasing: 256 gives a realistic colour count, 16 keeps it under 256.
  let levels: Int

  init(width: Int = 780, height: Int = 1688, levels: Int = 256, gradient: Bool = true, offset: Int = 0) {
    self.width = width
    self.height = height
    self.levels = levels
    pixels = [UInt8](repeating: 0, count: width * height * 4)
    fill(0, 0, width, height, (242, 242, 247))
    fill(0, 0, width, 282, (249, 249, 249))
    fill(0, 282, width, 1, (200, 200, 204))
    text(x: 48, y: 180, count: 14, size: 40, color: (0, 0, 0), seed: 1)
    for card in 0..<4 {
      let top = 340 + card * 300
      roundedRect(x: 48, y: top, w: width - 96, h: 260, radius: 30, color: (255, 255, 255))
      text(x: 90, y: top + 50, count: 18, size: 34, color: (0, 0, 0), seed: UInt32(card * 7 + 3))
      text(x: 90, y: top + 120, count: 24, size: 26, color: (60, 60, 67), seed: UInt32(card * 13 + 5))
    }
    if gradient { avatar(cx: width - 130, cy: 180, r: 60) }
    // The animated part: a button sliding by `offset`.
    roundedRect(x: 48 + offset, y: 1560, w: 300, h: 90, radius: 24, color: (0, 122, 255))
    text(x: 98 + offset, y: 1585, count: 8, size: 34, color: (255, 255, 255), seed: 99)
  }

  var image: RGBAImage? { RGBAImage(width: width, height: height, pixels: pixels) }

  private mutating func blend(_ x: Int, _ y: Int, _ c: (Int, Int, Int), _ coverage: Int) {
    guard x >= 0, y >= 0, x < width, y < height, coverage > 0 else { return }
    let q = levels >= 256 ? coverage : (coverage * (levels - 1) + 127) / 255 * 255 / (levels - 1)
    let i = (y * width + x) * 4
    pixels[i] = UInt8((c.0 * q + Int(pixels[i]) * (255 - q) + 127) / 255)
    pixels[i + 1] = UInt8((c.1 * q + Int(pixels[i + 1]) * (255 - q) + 127) / 255)
    pixels[i + 2] = UInt8((c.2 * q + Int(pixels[i + 2]) * (255 - q) + 127) / 255)
    pixels[i + 3] = 255
  }

  private mutating func fill(_ x: Int, _ y: Int, _ w: Int, _ h: Int, _ c: (Int, Int, Int)) {
    for yy in y..<min(y + h, height) { for xx in x..<min(x + w, width) { blend(xx, yy, c, 255) } }
  }

  /// Coverage by 4x4 supersampling of the rounded-rect inside test.
  private mutating func roundedRect(x: Int, y: Int, w: Int, h: Int, radius: Int, color: (Int, Int, Int)) {
    for yy in y..<(y + h) {
      for xx in x..<(x + w) {
        var hits = 0
        for sy in 0..<4 {
          for sx in 0..<4 {
            let px = Double(xx - x) + (Double(sx) + 0.5) / 4, py = Double(yy - y) + (Double(sy) + 0.5) / 4
            let cx = min(max(px, Double(radius)), Double(w - radius)),
              cy = min(max(py, Double(radius)), Double(h - radius))
            if (px - cx) * (px - cx) + (py - cy) * (py - cy) <= Double(radius * radius) { hits += 1 }
          }
        }
        blend(xx, yy, color, hits * 255 / 16)
      }
    }
  }

  /// Glyph-like blobs: strokes with soft edges, deterministic per seed.
  private mutating func text(x: Int, y: Int, count: Int, size: Int, color: (Int, Int, Int), seed: UInt32) {
    var state = seed &* 2_654_435_761 | 1
    func next() -> Int {
      state ^= state << 13
      state ^= state >> 17
      state ^= state << 5
      return Int(state % 1000)
    }
    var pen = x
    for _ in 0..<count {
      let advance = size / 2 + next() % (size / 3)
      if next() % 6 == 0 {
        pen += advance / 2
        continue
      }  // a space
      let strokes = 2 + next() % 3
      for _ in 0..<strokes {
        let x0 = Double(pen + next() % max(advance - 6, 1)), y0 = Double(y + next() % size)
        let x1 = Double(pen + next() % max(advance - 6, 1)), y1 = Double(y + next() % size)
        stroke(x0, y0, x1, y1, width: Double(size) / 9, color: color)
      }
      pen += advance
    }
  }

  private mutating func stroke(
    _ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, width: Double, color: (Int, Int, Int)
  ) {
    let minX = Int(min(x0, x1) - width) - 1, maxX = Int(max(x0, x1) + width) + 1
    let minY = Int(min(y0, y1) - width) - 1, maxY = Int(max(y0, y1) + width) + 1
    let dx = x1 - x0, dy = y1 - y0, len2 = max(dx * dx + dy * dy, 1e-9)
    for yy in minY...maxY {
      for xx in minX...maxX {
        let px = Double(xx) + 0.5, py = Double(yy) + 0.5
        let t = min(max(((px - x0) * dx + (py - y0) * dy) / len2, 0), 1)
        let ex = px - (x0 + t * dx), ey = py - (y0 + t * dy)
        let d = (ex * ex + ey * ey).squareRoot() - width / 2
        let coverage = Int((min(max(0.5 - d, 0), 1) * 255).rounded())
        blend(xx, yy, color, coverage)
      }
    }
  }

  private mutating func avatar(cx: Int, cy: Int, r: Int) {
    for yy in (cy - r - 1)...(cy + r + 1) {
      for xx in (cx - r - 1)...(cx + r + 1) {
        let d = (Double((xx - cx) * (xx - cx) + (yy - cy) * (yy - cy))).squareRoot() - Double(r)
        let coverage = Int((min(max(0.5 - d, 0), 1) * 255).rounded())
        let t = Double(yy - cy + r) / Double(2 * r)
        blend(xx, yy, (Int(255 * (1 - t)), Int(90 + 100 * t), Int(200 * t + 40)), coverage)
      }
    }
  }
}

extension SyntheticFrame {
  /// A smooth diagonal two-colour gradient with faint deterministic grain (photo-like content).
  static func diagonalGradient(width: Int = 780, height: Int = 1688) -> RGBAImage {
    var pixels = [UInt8](repeating: 255, count: width * height * 4)
    var state: UInt32 = 12345
    for y in 0..<height {
      for x in 0..<width {
        state ^= state << 13
        state ^= state >> 17
        state ^= state << 5
        let t = Double(x + y) / Double(width + height)
        let grain = Int(state % 3) - 1
        let i = (y * width + x) * 4
        pixels[i] = UInt8(max(0, min(255, Int(30 + 200 * t) + grain)))
        pixels[i + 1] = UInt8(max(0, min(255, Int(160 - 90 * t) + grain)))
        pixels[i + 2] = UInt8(max(0, min(255, Int(220 - 60 * t) + grain)))
      }
    }
    guard let image = RGBAImage(width: width, height: height, pixels: pixels) else { fatalError("bad gradient size") }
    return image
  }
}

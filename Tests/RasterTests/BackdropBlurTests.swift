import Geometry
import Testing

@testable import Raster

/// The backdrop filter of a visual effect view: the blur kernel against hand-computed weights,
/// the box recipe's sizes, saturation, tint and the clip to the layer's rounded shape.
@Suite struct BackdropBlurTests {
  /// A one-pixel white vertical line on opaque black, 15 pixels wide and 5 high.
  func line() -> Pixmap {
    var p = Pixmap(width: 15, height: 5, fill: .black)!
    p.fill(.white, in: IntRect(x: 7, y: 0, width: 1, height: 5))
    return p
  }

  func red(_ pixels: [UInt32]) -> [Int] { pixels.map { Int($0 & 0xFF) } }

  /// σ 1 (below 2) uses the sampled kernel: e^(−x²/2) for x = 0…3 is 1, 0.60653, 0.13534, 0.01111;
  /// normalised (sum 2.50596) and in 16-bit steps 26152, 15862, 3539, 291; times 255 and rounded,
  /// 102, 62, 14, 1. The line is the same in every row, so the vertical pass leaves it.
  /// σ in device pixels: the radius times the area scale's square root (20 pt at scale 3 is 60
  /// px), capped at 500 however large nested scales make it, and 0 when the transform makes it
  /// NaN, so the box widths derived from it cannot overflow.
  @Test func sigmaScalesWithTheLayerAndIsCapped() {
    #expect(BackdropBlur.sigma(radius: 20, transform: .scale(x: 3, y: 3)) == 60)
    #expect(BackdropBlur.sigma(radius: 20, transform: .scale(x: 4, y: 1)) == 40)
    #expect(BackdropBlur.sigma(radius: 20, transform: .scale(x: 1e200, y: 1e200)) == 500)
    #expect(BackdropBlur.sigma(radius: 20, transform: .scale(x: .infinity, y: 0)) == 0)
    #expect(BackdropBlur.reach(sigma: BackdropBlur.sigma(radius: 1e300, transform: .scale(x: 1, y: 1))) > 0)
  }

  @Test func aSmallRadiusIsTheSampledGaussian() {
    #expect(GaussianBlur.kernel(sigma: 1) == [26152, 15862, 3539, 291])
    let source = line()
    let out = source.storage.withUnsafeBufferPointer {
      BackdropBlur.filter(
        $0, width: 15, bounds: source.bounds, rect: IntRect(x: 0, y: 2, width: 15, height: 1), sigma: 1,
        saturation: 1, tint: Color(white: 0, alpha: 0))
    }
    #expect(red(out) == [0, 0, 0, 0, 1, 14, 62, 102, 62, 14, 1, 0, 0, 0, 0])
    #expect(out.allSatisfy { $0 >> 24 == 255 })
  }

  /// Transparency does not bleed in: white painted on the right of a transparent backdrop stays
  /// opaque white up to its edge (the blurred colour over the blurred alpha, the pixel's own
  /// alpha), and the transparent pixels stay transparent, whatever the blur reaches across.
  @Test func transparencyDoesNotBleedIntoTheBlur() {
    var source = Pixmap(width: 15, height: 5, fill: Color(white: 0, alpha: 0))!
    source.fill(.white, in: IntRect(x: 7, y: 0, width: 8, height: 5))
    for sigma in [1.0, 6] {
      let out = source.storage.withUnsafeBufferPointer {
        BackdropBlur.filter(
          $0, width: 15, bounds: source.bounds, rect: IntRect(x: 0, y: 2, width: 15, height: 1), sigma: sigma,
          saturation: 1, tint: Color(white: 0, alpha: 0))
      }
      #expect(out == [UInt32](repeating: 0, count: 7) + [UInt32](repeating: 0xFFFF_FFFF, count: 8))
    }
  }

  /// σ 20: three boxes of d = ⌊20 · 3√(2π)/4 + 0.5⌋ = 38 (even: 38, 38, 39), reaching 57 + 1 px.
  @Test func largeRadiiAreThreeBoxes() {
    #expect(GaussianBlur.boxes(sigma: 20).map(\.size) == [38, 38, 39])
    #expect(BackdropBlur.reach(sigma: 20) == 58)
    #expect(BackdropBlur.reach(sigma: 1) == 3)
    // A uniform backdrop stays uniform however wide the blur: the pad repeats the edge pixels.
    let flat = Pixmap(width: 8, height: 8, fill: Color(r: 40, g: 120, b: 200))!
    let out = flat.storage.withUnsafeBufferPointer {
      BackdropBlur.filter(
        $0, width: 8, bounds: flat.bounds, rect: flat.bounds, sigma: 20, saturation: 1, tint: Color(white: 0, alpha: 0))
    }
    #expect(Set(out) == [flat.storage[0]])
  }

  /// Saturation 1.8 around Rec. 709 luma, then the tint source-over: (40, 120, 200) has luma
  /// (218·40 + 732·120 + 74·200) >> 10 = 108; saturated, 108 + (−68·1843 >> 10) = −15 → 0,
  /// 108 + (12·1843 >> 10) = 129, 108 + (92·1843 >> 10) = 273 → 255. White at 50 % over it:
  /// 128 + (c · 127 + 128 + …) / 255: 128, 192, 255.
  @Test func saturationThenTint() {
    let flat = Pixmap(width: 2, height: 2, fill: Color(r: 40, g: 120, b: 200))!
    let out = flat.storage.withUnsafeBufferPointer {
      BackdropBlur.filter(
        $0, width: 2, bounds: flat.bounds, rect: flat.bounds, sigma: 0, saturation: 1.8,
        tint: Color(r: 255, g: 255, b: 255, a: 128))
    }
    let p = out[0]
    #expect([p & 0xFF, (p >> 8) & 0xFF, (p >> 16) & 0xFF, p >> 24] == [128, 192, 255, 255])
  }

  /// Painted through a layer: inside its rounded shape the backdrop is blurred, outside (and in
  /// the cut-off corner) the pixels stay as they were.
  @Test func theEffectStaysInsideTheRoundedBounds() {
    var background = Layer(frame: Rect(x: 0, y: 0, width: 40, height: 20))
    background.backgroundColor = .black
    var stripe = Layer(frame: Rect(x: 19, y: 0, width: 2, height: 20))
    stripe.backgroundColor = .white
    var pane = Layer(frame: Rect(x: 10, y: 0, width: 20, height: 20))
    pane.cornerRadii = CornerRadii(all: 10)
    pane.backdrop = BackdropEffect(radius: 2, tint: Color(white: 0, alpha: 0), saturation: 1)
    background.sublayers = [stripe, pane]
    var canvas = Pixmap(width: 40, height: 20)!
    Renderer.render(root: background, into: &canvas, scale: 1)
    // The stripe spread into its neighbours at the pane's middle row …
    #expect(canvas.pixel(x: 18, y: 10)!.r > 0 && canvas.pixel(x: 18, y: 10)!.r < 255)
    #expect(canvas.pixel(x: 19, y: 10)!.r < 255)
    // … but not outside the pane, nor in its rounded-off top-left corner.
    #expect(canvas.pixel(x: 5, y: 10)!.r == 0)
    #expect(canvas.pixel(x: 10, y: 0)!.r == 0)
  }
}

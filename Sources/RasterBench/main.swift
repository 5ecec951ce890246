import Geometry
import Raster

// Prints timing figures for the rasterizer (release build: `swift run -c release RasterBench`).
// Each figure is "fastest / median" of several runs after a warm-up: the machine is shared, so
// the fastest run is the best estimate of the uncontended cost and the median shows the spread.

func median(_ runs: Int, _ body: () -> Void) -> (Double, Double) {
  let clock = ContinuousClock()
  body()
  var times: [Double] = []
  for _ in 0..<runs {
    let start = clock.now
    body()
    let d = clock.now - start
    times.append(Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) * 1e-15)
  }
  if CommandLine.arguments.contains("--all") { print(times.map { Int($0 * 100) }) }
  times.sort()
  return (times[0], times[times.count / 2])
}

func format(_ t: (Double, Double)) -> String { "\(format(t.0)) / \(format(t.1))" }

func format(_ ms: Double) -> String {
  let hundredths = Int((ms * 100).rounded())
  let frac = hundredths % 100
  return "\(hundredths / 100).\(frac < 10 ? "0" : "")\(frac) ms"
}

/// Stand-in for glyphs: a fixed 12×16 coverage mask blended at text positions, as text will do.
struct MaskRun: LayerContent {
  let mask: CoverageMask
  let count: Int
  let color: Color
  func draw(into context: inout DrawContext, transform: AffineTransform) {
    let origin = transform.apply(Point(x: 0, y: 0))
    for i in 0..<count {
      context.blendMask(mask, x: Int(origin.x) + i * 13, y: Int(origin.y), color: color)
    }
  }
}

func glyphMask() -> CoverageMask {
  var data = [UInt8](repeating: 0, count: 12 * 16)
  for y in 0..<16 {
    for x in 0..<12 {
      let dx = Double(x) - 5.5, dy = Double(y) - 8
      let d = (dx * dx / 25 + dy * dy / 49).squareRoot()
      data[y * 12 + x] = d < 1 ? UInt8(min(255, (1 - d) * 600)) : 0
    }
  }
  return CoverageMask(width: 12, height: 16, data: data) ?? CoverageMask(width: 1, height: 1)!
}

func named(_ n: String) -> Color { Color.named(n) ?? .black }

func phoneScene() -> Layer {
  var root = Layer(frame: Rect(x: 0, y: 0, width: 390, height: 844))
  root.backgroundColor = named("systemGroupedBackground")
  let mask = glyphMask()
  var layers: [Layer] = []
  func text(_ x: Double, _ y: Double, _ n: Int, _ color: Color = .black) -> Layer {
    var t = Layer(frame: Rect(x: x, y: y, width: Double(n) * 6.5, height: 8))
    t.contents = [MaskRun(mask: mask, count: n, color: color)]
    return t
  }
  var nav = Layer(frame: Rect(x: 0, y: 0, width: 390, height: 100))
  nav.backgroundColor = named("systemBackground")
  nav.sublayers = [text(16, 60, 20)]
  layers.append(nav)
  for i in 0..<4 {
    var card = Layer(frame: Rect(x: 16, y: 120 + Double(i) * 150, width: 358, height: 130))
    card.backgroundColor = .white
    card.cornerRadius = 12
    card.cornerCurve = .continuous
    if i < 2 { card.shadow = Shadow(opacity: 0.15, radius: 8, offset: Size(width: 0, height: 2)) }
    var button = Layer(frame: Rect(x: 16, y: 80, width: 326, height: 36))
    button.backgroundColor = named("systemBlue")
    button.cornerRadius = 8
    button.cornerCurve = .continuous
    button.sublayers = [text(130, 14, 8, .white)]
    var field = Layer(frame: Rect(x: 16, y: 40, width: 326, height: 30))
    field.border = Border(width: 0.5, color: named("separator"))
    field.cornerRadius = 6
    card.sublayers = [text(16, 14, 28), field, button]
    layers.append(card)
  }
  var toggle = Layer(frame: Rect(x: 310, y: 740, width: 51, height: 31))
  toggle.backgroundColor = named("systemGreen")
  toggle.cornerRadius = 15.5
  var knob = Layer(frame: Rect(x: 22, y: 2, width: 27, height: 27))
  knob.backgroundColor = .white
  knob.cornerRadius = 13.5
  knob.shadow = Shadow(opacity: 0.2, radius: 2, offset: Size(width: 0, height: 2))
  toggle.sublayers = [knob]
  layers.append(toggle)
  root.sublayers = layers
  return root
}

let scene = phoneScene()
guard var frame = Pixmap(width: 780, height: 1688) else { fatalError("pixmap") }
let frameMs = median(30) { Renderer.render(root: scene, into: &frame, scale: 2) }
print("phone frame 780x1688 (4 cards, 2 shadows, 13 rounded rects, ~230 glyph masks): \(format(frameMs))")

var plain = scene
plain.sublayers = plain.sublayers.map { l in
  var c = l
  c.shadow = nil
  c.sublayers = c.sublayers.map { s in
    var t = s
    t.shadow = nil
    return t
  }
  return c
}
let plainMs = median(30) { Renderer.render(root: plain, into: &frame, scale: 2) }
print("same frame without shadows: \(format(plainMs))")

let dirtyMs = median(30) {
  Renderer.render(root: scene, into: &frame, scale: 2, clip: IntRect(x: 600, y: 1460, width: 140, height: 90))
}
print("dirty rect 140x90 around the switch: \(format(dirtyMs))")

guard var huge = Pixmap(width: 8192, height: 8192) else { fatalError("pixmap") }
let fillMs = median(5) { huge.fill(named("systemBlue")) }
print("8192x8192 solid fill (Pixmap.fill): \(format(fillMs))")
var full = Layer(frame: Rect(x: 0, y: 0, width: 8192, height: 8192))
full.backgroundColor = named("systemRed")
let rasterFillMs = median(5) { Renderer.render(root: full, into: &huge, scale: 1) }
print("8192x8192 background + full-size layer through the rasterizer: \(format(rasterFillMs))")
var translucent = full
translucent.backgroundColor = named("systemRed").multipliedAlpha(0.5)
translucent.cornerRadius = 400
let blendMs = median(5) { Renderer.render(root: translucent, into: &huge, scale: 1) }
print("8192x8192 background + 50%-alpha rounded rect (blended): \(format(blendMs))")

// A full-screen material over the phone frame (σ 20 pt at 2x, saturation 1.8, a white tint), as
// card-blur's systemMaterial: the backdrop blur's cost is this figure less the plain frame's.
var material = scene
var pane = Layer(frame: Rect(x: 0, y: 0, width: 390, height: 844))
pane.backdrop = BackdropEffect(radius: 20, tint: Color(white: 1, alpha: 0.65), saturation: 1.8)
material.sublayers.append(pane)
let materialMs = median(10) { Renderer.render(root: material, into: &frame, scale: 2) }
print("phone frame + full-screen backdrop blur (σ 20 pt): \(format(materialMs))")
pane.backdrop = BackdropEffect(radius: 0.75, tint: Color(white: 1, alpha: 0.65), saturation: 1.8)
material.sublayers[material.sublayers.count - 1] = pane
let smallMs = median(10) { Renderer.render(root: material, into: &frame, scale: 2) }
print("phone frame + full-screen backdrop blur (σ 0.75 pt, the sampled kernel): \(format(smallMs))")

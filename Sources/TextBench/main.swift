import Foundation
import Text

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#endif

// Lays out and rasterizes the Bankey login screen's texts at scale 2, with a cold glyph cache
// (fresh for each iteration) and a warm one. Prints milliseconds; run in release mode:
//   swift run -c release TextBench

struct Item {
  var name: String
  var text: String
  var style: LabelStyle
  var width: Double
}

func milliseconds(_ duration: Duration) -> Double {
  let (seconds, attoseconds) = duration.components
  return Double(seconds) * 1000 + Double(attoseconds) / 1e15
}

let clock = ContinuousClock()
let library = FontLibrary.shared
let lookupStart = clock.now
let items: [Item]
do {
  let title = try library.preferredFont(forTextStyle: .largeTitle)
  let subtitle = try library.preferredFont(forTextStyle: .title3)
  let field = try library.preferredFont(forTextStyle: .body)
  items = [
    Item(name: "title", text: "Bankey", style: LabelStyle(font: title, alignment: .center), width: 358),
    Item(
      name: "subtitle", text: "Your premium source for all things banking!",
      style: LabelStyle(font: subtitle, alignment: .center, numberOfLines: 0), width: 358),
    Item(name: "username", text: "Username", style: LabelStyle(font: field), width: 326),
    Item(name: "password", text: "Password", style: LabelStyle(font: field), width: 326),
  ]
} catch {
  print("font lookup failed: \(error)")
  exit(1)
}
print("font lookup (fontconfig + FreeType + HarfBuzz open): \(milliseconds(clock.now - lookupStart)) ms")

/// Lays out (with `layouts`, a fresh cache unless given) and rasterizes every item once; returns
/// the number of masks (so nothing is optimised away).
func runAll(_ renderer: TextRenderer, layouts: TextLayoutCache = TextLayoutCache()) throws(TextError) -> Int {
  var masks = 0
  for item in items {
    let layout = TextLayout(text: item.text, style: item.style, width: item.width, cache: layouts)
    masks += try renderer.coverages(for: layout, scale: 2, originX: 16, originY: 100).count
  }
  return masks
}

func measure(_ label: String, iterations: Int, fresh: Bool) throws(TextError) {
  var shared = TextRenderer()
  var total = Duration.zero
  var best = Duration.seconds(1000)
  var masks = 0
  _ = try runAll(shared)  // first touch of every face (FreeType size setup) outside the timing
  for _ in 0..<iterations {
    if fresh { shared = TextRenderer(rasterizer: GlyphRasterizer(cache: GlyphCache())) }
    let start = clock.now
    masks = try runAll(shared)
    let elapsed = clock.now - start
    total += elapsed
    best = min(best, elapsed)
  }
  print(
    "\(label): mean \(milliseconds(total) / Double(iterations)) ms, best \(milliseconds(best)) ms "
      + "(\(items.count) labels, \(masks) glyph masks, \(iterations) iterations)")
}

do {
  for item in items {
    let layout = TextLayout(text: item.text, style: item.style, width: item.width)
    print(
      "  \(item.name): \(layout.lines.count) line(s), size \(layout.pixelSize(scale: 2)), lines \(layout.lines.map(\.text))"
    )
  }
  try measure("cold cache (layout + rasterize all 4 labels)", iterations: 50, fresh: true)
  try measure("warm cache (layout + rasterize all 4 labels)", iterations: 2000, fresh: false)
  // Layout alone, with a fresh layout cache each time (shaping and line breaking are timed), then
  // answered from a warm one (what an export pays for a label that did not change).
  for warm in [false, true] {
    let layouts = TextLayoutCache()
    var layoutOnly = Duration.zero
    for _ in 0..<2000 {
      let cache = warm ? layouts : TextLayoutCache()
      let start = clock.now
      for item in items { _ = TextLayout(text: item.text, style: item.style, width: item.width, cache: cache) }
      layoutOnly += clock.now - start
    }
    let label = warm ? "layout from a warm layout cache (4 labels)" : "layout only (shaping + line breaking, 4 labels)"
    print("\(label): mean \(milliseconds(layoutOnly) / 2000) ms")
  }
  // Long labels: time must grow linearly with the text (issue 21: the masks array was copied
  // once per run, quadratic). Doubling the words should about double the time.
  let body = try library.preferredFont(forTextStyle: .body)
  var previous: Double?
  for words in [10_000, 20_000, 40_000] {
    let text = Array(repeating: "word", count: words).joined(separator: " ")
    let start = clock.now
    let layout = TextLayout(text: text, style: LabelStyle(font: body, numberOfLines: 0), width: 380)
    let masks = try TextRenderer().coverages(for: layout, scale: 2).count
    let ms = milliseconds(clock.now - start)
    let ratio = previous.map { String(format: ", %.2fx the previous", ms / $0) } ?? ""
    print("long label, \(words) words: \(ms) ms (layout + \(masks) glyph masks\(ratio))")
    previous = ms
  }
} catch {
  print("bench failed: \(error)")
  exit(1)
}

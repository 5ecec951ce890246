import Testing

@testable import Text

/// `TextLayoutCache`: a repeated layout is answered from the cache and equals a fresh one.
@Suite struct TextLayoutCacheTests {
  @Test func aRepeatedLayoutIsAHitAndEqualsAFreshOne() throws {
    let cache = TextLayoutCache()
    let style = LabelStyle(font: try TestFonts.style(.title3), numberOfLines: 0)
    let text = "Your premium source for all things banking!"
    let first = TextLayout(text: text, style: style, width: 150, lineLimit: 0, cache: cache)
    #expect(cache.statistics == (hits: 0, misses: 1))
    let second = TextLayout(text: text, style: style, width: 150, lineLimit: 0, cache: cache)
    #expect(cache.statistics == (hits: 1, misses: 1))
    let fresh = TextLayout(laying: text, style: style, width: 150, lineLimit: 0)
    #expect(first == fresh)
    #expect(second == fresh)
    #expect(second.lines.map(\.text) == ["Your premium", "source for all", "things banking!"])
  }

  @Test func widthStyleAndLimitAreTheKey() throws {
    let cache = TextLayoutCache()
    let style = LabelStyle(font: try TestFonts.style(.title3), numberOfLines: 0)
    let text = "Your premium source for all things banking!"
    let wide = TextLayout(text: text, style: style, width: nil, lineLimit: 0, cache: cache)
    let narrow = TextLayout(text: text, style: style, width: 150, lineLimit: 0, cache: cache)
    let limited = TextLayout(text: text, style: style, width: 150, lineLimit: 1, cache: cache)
    var bold = style
    bold.font = try TestFonts.inter(17, .bold)
    let heavier = TextLayout(text: text, style: bold, width: 150, lineLimit: 0, cache: cache)
    #expect(cache.statistics == (hits: 0, misses: 4))
    #expect(wide.lines.count == 1)
    #expect(narrow.lines.count == 3)
    #expect(limited.lines.count == 1 && limited.isTruncated)
    #expect(heavier.font == bold.font)
  }

  /// `String` equality is canonical equivalence; the key is the exact bytes, because a
  /// precomposed and a decomposed "é" are shaped from different scalars.
  @Test func canonicallyEqualTextsAreDifferentKeys() throws {
    let cache = TextLayoutCache()
    let style = LabelStyle(font: try TestFonts.inter())
    let precomposed = "caf\u{E9}", decomposed = "cafe\u{301}"
    #expect(precomposed == decomposed)
    let a = TextLayout(text: precomposed, style: style, width: nil, lineLimit: 1, cache: cache)
    let b = TextLayout(text: decomposed, style: style, width: nil, lineLimit: 1, cache: cache)
    #expect(cache.statistics == (hits: 0, misses: 2))
    #expect(a == TextLayout(laying: precomposed, style: style, width: nil, lineLimit: 1))
    #expect(b == TextLayout(laying: decomposed, style: style, width: nil, lineLimit: 1))
  }

  /// The cache is bounded by bytes, not entries: it empties before an insert would pass its
  /// budget, and a text over a sixteenth of the budget is never kept.
  @Test func theCacheStaysWithinItsByteBudget() throws {
    let cache = TextLayoutCache(byteBudget: 3 * 1_024)
    let style = LabelStyle(font: try TestFonts.inter(), numberOfLines: 0)
    for i in 0..<200 {
      _ = TextLayout(text: "label \(i)", style: style, width: nil, lineLimit: 0, cache: cache)
      #expect(cache.usage.bytes <= 3 * 1_024)
    }
    let usage = cache.usage
    #expect(usage.count > 0 && usage.count < 200)
    #expect(usage.bytes == usage.count * 64 + (0..<200).suffix(usage.count).reduce(0) { $0 + "label \($1)".utf8.count })
    _ = TextLayout(text: "label 199", style: style, width: nil, lineLimit: 0, cache: cache)
    #expect(cache.statistics == (hits: 1, misses: 200))

    let long = String(repeating: "word ", count: 100)  // 500 bytes > 3 KiB / 16
    _ = TextLayout(text: long, style: style, width: 200, lineLimit: 0, cache: cache)
    #expect(cache.usage == usage)
    _ = TextLayout(text: long, style: style, width: 200, lineLimit: 0, cache: cache)
    #expect(cache.statistics == (hits: 1, misses: 202))
  }
}

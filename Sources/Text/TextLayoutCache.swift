import Synchronization

/// Laid-out text keyed by (text, style, width, line limit).
///
/// A layout is a pure function of its key (faces are keyed by their process-unique id), so
/// sharing it between threads and emptying it never changes output. Labels are laid out again
/// for every frame and for every layout pass; this answers the repeats.
public final class TextLayoutCache: Sendable {
  struct Key: Hashable {
    /// The text's UTF-8 bytes: `String` equality is canonical equivalence, but a precomposed and a
    /// decomposed "é" shape differently.
    var utf8: [UInt8]
    var style: LabelStyle
    /// The width's bit pattern (nil = unconstrained), so -0 and 0 stay apart.
    var width: UInt64?
    var lineLimit: Int

    init(text: String, style: LabelStyle, width: Double?, lineLimit: Int) {
      utf8 = Array(text.utf8)
      self.style = style
      self.width = width?.bitPattern
      self.lineLimit = lineLimit
    }
  }

  private struct Storage {
    var layouts: [Key: TextLayout] = [:]
    var bytes = 0
    var hits = 0
    var misses = 0
  }

  /// The process-wide cache `TextLayout` uses.
  public static let shared = TextLayoutCache()

  private let storage = Mutex(Storage())
  /// Cost at which the cache is emptied: the sum of its entries' `cost`. A glyph holds a few tens of
  /// bytes per text byte, so the default 512 KiB keeps the cache to tens of MB whatever the labels.
  let byteBudget: Int

  public init(byteBudget: Int = 1 << 19) {
    self.byteBudget = max(0, byteBudget)
  }

  /// An entry's cost: its text's bytes plus a constant for the key and the layout's arrays, so
  /// many short labels are bounded too.
  static func cost(of key: Key) -> Int { key.utf8.count + 64 }

  func lookup(_ key: Key) -> TextLayout? {
    storage.withLock { s in
      if let layout = s.layouts[key] {
        s.hits += 1
        return layout
      }
      s.misses += 1
      return nil
    }
  }

  /// Keeps `layout` unless its text alone would take over a sixteenth of the budget (a long body
  /// text is laid out once per frame anyway, and would evict every label).
  func insert(_ layout: TextLayout, for key: Key) {
    let cost = Self.cost(of: key)
    guard cost <= byteBudget / 16 else { return }
    storage.withLock { s in
      if s.bytes + cost > byteBudget {
        s.layouts.removeAll(keepingCapacity: true)
        s.bytes = 0
      }
      if s.layouts.updateValue(layout, forKey: key) == nil { s.bytes += cost }
    }
  }

  /// Number of cached layouts and the sum of their costs.
  var usage: (count: Int, bytes: Int) { storage.withLock { ($0.layouts.count, $0.bytes) } }
  /// Lookups answered from the cache and lookups that laid out.
  var statistics: (hits: Int, misses: Int) { storage.withLock { ($0.hits, $0.misses) } }
}

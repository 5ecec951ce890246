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
    var hits = 0
    var misses = 0
  }

  /// The process-wide cache `TextLayout` uses.
  public static let shared = TextLayoutCache()

  private let storage = Mutex(Storage())
  /// Entry count at which the cache is emptied (simple bound; a scene has tens of labels).
  public let capacity: Int

  public init(capacity: Int = 4_096) {
    self.capacity = max(1, capacity)
  }

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

  func insert(_ layout: TextLayout, for key: Key) {
    storage.withLock { s in
      if s.layouts.count >= capacity { s.layouts.removeAll(keepingCapacity: true) }
      s.layouts[key] = layout
    }
  }

  /// Number of cached layouts.
  public var count: Int { storage.withLock { $0.layouts.count } }
  /// Lookups answered from the cache and lookups that laid out.
  public var statistics: (hits: Int, misses: Int) { storage.withLock { ($0.hits, $0.misses) } }
}

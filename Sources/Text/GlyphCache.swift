import Synchronization

/// Rendered glyph masks keyed by (face, pixel size, glyph, subpixel offsets).
///
/// One cache may be shared by any number of renderers and threads (a `Mutex` guards it). Masks are
/// a pure function of their key, so sharing, racing fills and evictions never change output.
public final class GlyphCache: Sendable {
  struct Key: Hashable {
    var face: Int
    /// Em size in 1/64 pixel.
    var pixelSize26_6: Int
    var glyph: UInt32
    /// Horizontal origin offset in quarters of a pixel (0...3).
    var subpixel: Int
    /// Vertical origin offset (down) in quarters of a pixel (0...3); 0 when baselines are snapped.
    var subpixelY: Int
  }

  private struct Storage {
    var masks: [Key: GlyphBitmap] = [:]
    var hits = 0
    var misses = 0
  }

  /// The process-wide cache that renderers use unless given their own.
  public static let shared = GlyphCache()

  private let storage = Mutex(Storage())
  /// Entry count at which the cache is emptied (simple bound; a label set needs a few hundred).
  public let capacity: Int

  public init(capacity: Int = 16_384) {
    self.capacity = max(1, capacity)
  }

  func lookup(_ key: Key) -> GlyphBitmap? {
    storage.withLock { s in
      if let mask = s.masks[key] {
        s.hits += 1
        return mask
      }
      s.misses += 1
      return nil
    }
  }

  func insert(_ mask: GlyphBitmap, for key: Key) {
    storage.withLock { s in
      if s.masks.count >= capacity { s.masks.removeAll(keepingCapacity: true) }
      s.masks[key] = mask
    }
  }

  /// Number of cached masks.
  public var count: Int { storage.withLock { $0.masks.count } }
  /// Lookups answered from the cache and lookups that had to rasterize.
  public var statistics: (hits: Int, misses: Int) { storage.withLock { ($0.hits, $0.misses) } }

  public func removeAll() {
    storage.withLock { s in
      s.masks.removeAll()
      s.hits = 0
      s.misses = 0
    }
  }
}

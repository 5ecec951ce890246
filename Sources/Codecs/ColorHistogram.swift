/// Pass 1 of GIF colour reduction: exact counts of the colours a GIF can show (alpha < 128 counts
/// as transparent, the rest as opaque) across every frame added.
import Pixels

public struct ColorHistogram: Sendable {
  /// Per colour, its pixels over every frame (`.pixels`) and its pixels in what changes draw
  /// (`.drawn`: the changed span of each row, new side, once per frame after the first), which the
  /// palette ranks first. A change draws colours its frame counted, so the columns share keys.
  var table = ColorCounts(capacityHint: 4096)
  /// The colours each change draws, for the order of the GIF colour table.
  var drawn = FrameColorSets()
  /// The frames added (in full by `add`, as changes by `change`), for the quality's per-frame PSNR.
  var frames = FramePixelCounts()

  /// An empty histogram.
  public init() {}

  /// Counts the pixels of `image`, each `frames` times (a frame shown that many times), and
  /// records it as one frame in full for the quality's per-frame PSNR (`frames` does not weigh it).
  public mutating func add(_ image: RGBAImage, frames: UInt32 = 1) {
    self.frames.record(image)
    image.pixels.withUnsafeBufferPointer { bytes in
      bytes.withMemoryRebound(to: UInt32.self) { Self.count($0, weight: frames, into: &table, .pixels) }
    }
  }

  /// Counts the change from `previous` to `image` over the `frames` frames that will show it,
  /// where `previous` was counted (by `add` or an earlier change) for at least `frames + 1`
  /// frames. Only rows that differ are visited, so an animation costs what changes in it, and the
  /// counts equal adding every frame in full. The frame is recorded as its change. `within`,
  /// when given, holds every pixel in which the two differ: nothing outside it is compared.
  /// Returns the bounds of the change (`forEachChangedSpan`).
  @discardableResult
  public mutating func change(
    from previous: RGBAImage, to image: RGBAImage, frames: UInt32, within: RowSpan.Region? = nil
  ) -> RowSpan.Region {
    guard previous.width == image.width, previous.height == image.height else {
      add(image, frames: frames)
      return (0..<image.height, 0..<image.width)
    }
    let changed = forEachChangedSpan(from: previous, to: image, within: within) { old, new, table, sets, recorded in
      guard !recorded.dropped else {
        var ignored = FramePixelCounts.Ignored()
        table.withWriter(newKeys: new.count) {
          Self.countChange(old: old, new: new, weight: frames, into: &$0, sets: &sets, recorded: &ignored)
        }
        return
      }
      // Each differing run adds a value on both sides.
      recorded.withWriter(newValues: 2 * new.count) { record in
        table.withWriter(newKeys: new.count) {
          Self.countChange(old: old, new: new, weight: frames, into: &$0, sets: &sets, recorded: &record)
        }
      }
    }
    drawn.endFrame()
    self.frames.endChange(pixels: image.width * image.height)
    return changed
  }

  /// Counts only what the change from `previous` to `image` draws (the `.drawn` column): for the
  /// first frame of a range counted by another histogram, after its predecessor in the animation.
  /// `image` must have been counted (`add`) first: its colours are the table's keys. Returns the
  /// bounds of the change (`forEachChangedSpan`).
  @discardableResult
  public mutating func countChanges(from previous: RGBAImage, to image: RGBAImage) -> RowSpan.Region {
    guard previous.width == image.width, previous.height == image.height else {
      return (0..<image.height, 0..<image.width)
    }
    let changed = forEachChangedSpan(from: previous, to: image) { old, new, table, sets, _ in
      Self.count(new, weight: 1, into: &table, .drawn)
      sets.record(old: old, new: new)
    }
    drawn.endFrame()
    return changed
  }

  /// Counts once each pixel of `image` that differs from `previous` (a frame's local palette: the
  /// pixels that did not change keep their colour).
  mutating func addDiffering(from previous: RGBAImage, to image: RGBAImage) {
    guard previous.width == image.width, previous.height == image.height else { return add(image) }
    forEachChangedSpan(from: previous, to: image) { old, new, table, _, _ in
      RowSpan.forEachDifferingRun(old, new, in: 0..<new.count) { run in
        Self.count(UnsafeBufferPointer(rebasing: new[run]), weight: 1, into: &table, .pixels)
      }
    }
  }

  /// Calls `body` with the old and new pixels of each row's changed span, the table, the frame
  /// sets and the recorded frames; only `within` is compared when given (it holds every difference).
  /// Returns the smallest rows and columns that hold every differing pixel (empty when none), so
  /// that a caller needs no scan of its own (`FrameSpill`).
  @discardableResult
  private mutating func forEachChangedSpan(
    from previous: RGBAImage, to image: RGBAImage, within: RowSpan.Region? = nil,
    _ body: (
      UnsafeBufferPointer<UInt32>, UnsafeBufferPointer<UInt32>, inout ColorCounts, inout FrameColorSets,
      inout FramePixelCounts
    ) -> Void
  ) -> RowSpan.Region {
    let width = image.width
    var (minX, maxX, minY, maxY) = (width, 0, image.height, 0)
    previous.pixels.withUnsafeBufferPointer { oldBytes in
      image.pixels.withUnsafeBufferPointer { newBytes in
        // One buffer twice (a frame stream hands on a frame in which nothing changed): no row differs.
        guard oldBytes.baseAddress != newBytes.baseAddress else { return }
        oldBytes.withMemoryRebound(to: UInt32.self) { old in
          newBytes.withMemoryRebound(to: UInt32.self) { new in
            for y in (within?.rows ?? 0..<image.height).clamped(to: 0..<image.height) {
              let offsets = RowSpan.offsets(row: y, width: width, within: within)
              guard let span = RowSpan.differing(old, new, in: offsets) else { continue }
              minX = min(minX, span.lowerBound - y * width)
              maxX = max(maxX, span.upperBound - y * width)
              minY = min(minY, y)
              maxY = y + 1
              body(
                UnsafeBufferPointer(rebasing: old[span]), UnsafeBufferPointer(rebasing: new[span]), &table, &drawn,
                &frames)
            }
          }
        }
      }
    }
    return minY < maxY ? (minY..<maxY, minX..<maxX) : (0..<0, 0..<0)
  }

  /// Counts a frame of an animation for the `frames` frames that will show it: in full when it
  /// is the first, else only what changed since `previous` (see `change`, and its `within`).
  /// Returns the bounds of the change: the whole frame for the first.
  @discardableResult
  public mutating func add(
    _ image: RGBAImage, after previous: RGBAImage?, frames: UInt32, within: RowSpan.Region? = nil
  ) -> RowSpan.Region {
    guard let previous else {
      add(image, frames: frames)
      recordFirst(image)
      return (0..<image.height, 0..<image.width)
    }
    return change(from: previous, to: image, frames: frames, within: within)
  }

  /// Records the first frame's colours among the frame sets: the writer writes it whole over a
  /// clear canvas (its clear pixels as the transparent entry), and its colours written first in
  /// the global table spare it a local one.
  private mutating func recordFirst(_ image: RGBAImage) {
    let width = image.width
    let clear = [UInt32](repeating: 0, count: width)
    image.pixels.withUnsafeBufferPointer { bytes in
      bytes.withMemoryRebound(to: UInt32.self) { new in
        clear.withUnsafeBufferPointer { old in
          for y in 0..<image.height {
            drawn.record(old: old, new: UnsafeBufferPointer(rebasing: new[(y * width)..<((y + 1) * width)]))
          }
        }
      }
    }
    drawn.endFrame(whole: true)
  }

  /// Adds `weight` per packed pixel; runs of one colour (flat UI areas) cost one hash update. A
  /// run is at most a frame (under 2³² pixels) and a weight at most 2³² frames, so their 64-bit
  /// product cannot wrap. Inlined, so each caller's column is a constant.
  @inline(__always)
  static func count(
    _ pixels: UnsafeBufferPointer<UInt32>, weight: UInt32, into table: inout ColorCounts, _ column: ColorCounts.Column
  ) {
    guard var last = pixels.first, let base = pixels.baseAddress else { return }
    let weight = UInt64(weight)
    var run: UInt64 = 0
    var k = 0
    while k < pixels.count {
      let p = base[k]
      k += 1
      if p == last {
        run &+= 1
        // A long run (a flat UI area) is taken eight pixels at a compare.
        let block = SIMD8<UInt32>(repeating: last)
        while k + 8 <= pixels.count, all(UnsafeRawPointer(base + k).loadUnaligned(as: SIMD8<UInt32>.self) .== block) {
          run &+= 8
          k += 8
        }
      } else {
        table.update(PackedColor.gifVisible(last), column, by: run &* weight)
        last = p
        run = 1
      }
    }
    table.update(PackedColor.gifVisible(last), column, by: run &* weight)
  }

  /// Counts a changed span (`old` and `new`: the same pixels before and after) in one pass, which
  /// also records it among the frame's colour sets (`sets`) and in the quality's per-frame record
  /// (`recorded`): each differing pixel moves `weight` from its old colour to its new one
  /// (`.pixels`; pixels equal on both sides would be taken out and put back, so they move nothing;
  /// `recorded` moves one, by exact value) and every new pixel is drawn once (`.drawn`). A run of
  /// one colour costs one update per side, and a new-side run updates both columns in one probe.
  /// Scanning once saves the two records their own scans of the span.
  @inline(__always)
  static func countChange<Recorder: RunRecorder & ~Copyable>(
    old: UnsafeBufferPointer<UInt32>, new: UnsafeBufferPointer<UInt32>, weight: UInt32,
    into table: inout ColorCounts.Writer, sets: inout FrameColorSets, recorded: inout Recorder
  ) {
    precondition(old.count == new.count)
    guard let po = old.baseAddress, let pn = new.baseAddress, !new.isEmpty else { return }
    let weight = UInt64(weight)
    let n = new.count
    // The new side's run: its colour, its pixels, and how many of them differ from the old side.
    var newColor = pn[0]
    var drawn: UInt64 = 0
    var moved: UInt64 = 0
    // The old side's run: its colour and its differing pixels (equal pixels between them do not
    // end it).
    var oldColor = po[0]
    var taken: UInt64 = 0
    sets.startSpan()
    var k = 0
    while k < n {
      let p = pn[k]
      let q = po[k]
      k += 1
      if p != newColor {
        table.add(PackedColor.gifVisible(newColor), pixels: moved == 0 ? nil : moved &* weight, drawn: drawn)
        if moved != 0 { recorded.add(newColor, moved) }
        newColor = p
        drawn = 0
        moved = 0
      }
      drawn &+= 1
      if p != q {
        moved &+= 1
        if q != oldColor {
          if taken != 0 {
            table.remove(PackedColor.gifVisible(oldColor), pixels: taken &* weight)
            recorded.add(oldColor, 0 &- taken)
          }
          oldColor = q
          taken = 0
        }
        taken &+= 1
        sets.note(PackedColor.gifVisible(p))
      } else {
        sets.note(FrameColorSets.unchanged)
      }
      guard drawn > 1 else { continue }
      // Inside a run (a flat UI area), eight pixels at a compare: unchanged, or all changed from
      // the old run's colour.
      let newBlock = SIMD8<UInt32>(repeating: newColor)
      let oldBlock = SIMD8<UInt32>(repeating: oldColor)
      while k + 8 <= n, all(UnsafeRawPointer(pn + k).loadUnaligned(as: SIMD8<UInt32>.self) .== newBlock) {
        let olds = UnsafeRawPointer(po + k).loadUnaligned(as: SIMD8<UInt32>.self)
        if all(olds .== newBlock) {
          drawn &+= 8
          sets.note(FrameColorSets.unchanged)
        } else if all(olds .== oldBlock) {
          drawn &+= 8
          moved &+= 8
          taken &+= 8
          sets.note(PackedColor.gifVisible(newColor))
        } else {
          break
        }
        k += 8
      }
    }
    table.add(PackedColor.gifVisible(newColor), pixels: moved == 0 ? nil : moved &* weight, drawn: drawn)
    if moved != 0 { recorded.add(newColor, moved) }
    if taken != 0 {
      table.remove(PackedColor.gifVisible(oldColor), pixels: taken &* weight)
      recorded.add(oldColor, 0 &- taken)
    }
    sets.endSpan()
  }

  /// Adds another histogram's counts and frames. The counts do not depend on how frames were
  /// split between histograms; the frames must follow this one's (e.g. the second range of
  /// frames, counted on another task).
  public mutating func merge(_ other: ColorHistogram) {
    table.merge(other.table)
    drawn.merge(other.drawn)
    frames.append(other.frames)
  }

  /// How many distinct visible colours were seen (transparent counts as one).
  public var distinctColorCount: Int { table.count }

  /// Whether some pixel was transparent (alpha < 128).
  public var hasTransparency: Bool { table.value(for: 0, .pixels) != nil }

  /// The opaque colours with the pixels changes drew in them, ascending by colour.
  var changedColors: [(key: UInt32, value: UInt64)] { table.entries(.drawn).filter { $0.key != 0 } }

  /// The opaque colours with their pixel counts, ascending by colour.
  var opaqueColors: [(key: UInt32, value: UInt64)] { table.entries(.pixels).filter { $0.key != 0 } }

  /// Pixels counted as transparent.
  var transparentPixelCount: UInt64 { table.value(for: 0, .pixels) ?? 0 }

  /// Pass 1's result: an exact palette when the colours fit; else the fewest quantized colours
  /// (at most 255) that keep the animation's PSNR at the quality's target, or 255 at `.maximum`.
  public func makePalette(order: Palette.Order = .changesFirst, quality: GIFQuality = .standard) -> Palette {
    Palette(histogram: self, order: order, targetPSNR: quality.targetPSNR)
  }
}

import Pixels

/// Each frame of an animation as pixel counts per exact RGBA value: the first in full, every
/// later one as its change from the frame before. The palette search walks them to know each
/// frame's error as shown over white, which `GIFQuality` targets; values keep their alpha, so a
/// translucent pixel counts with the part of its error no palette can remove (a GIF pixel is
/// opaque or transparent).
struct FramePixelCounts: Sendable {
  /// Per entry: an RGBA value and the change of its pixel count (two's complement). Readable for
  /// the tests, which check each frame against its pixels.
  private(set) var values: [UInt32] = []
  private(set) var deltas: [UInt64] = []
  /// Per frame: where its entries end, its pixels, and whether it is counted in full (the first,
  /// or a frame of another size) rather than as a change.
  private(set) var frames: [(end: Int, pixels: Int, full: Bool)] = []
  /// The frame being recorded as a change (`add`), until `endChange`.
  private var pending = ColorMap<UInt64>(capacityHint: 64)
  /// The entries of frames recorded as changes: what a one-thread recording of the same frames
  /// holds beyond its first frame, whatever the split (see `append`).
  private(set) var changeEntries = 0
  /// Past this many change entries the record is dropped, so that memory does not grow with the
  /// frame count (12 bytes an entry, 16 with the search's index: 4 MiB at the default).
  let mostChangeEntries: Int
  /// Whether the record outgrew `mostChangeEntries` and was dropped.
  private(set) var dropped = false

  init(mostChangeEntries: Int = 1 << 18) { self.mostChangeEntries = mostChangeEntries }

  /// Whether frames were recorded from the first (in full), so that each frame's counts are known.
  var startsInFull: Bool { !dropped && (frames.first?.full ?? false) }

  /// Records `image` in full.
  mutating func record(_ image: RGBAImage) {
    guard !dropped else { return }
    image.pixels.withUnsafeBufferPointer { bytes in
      bytes.withMemoryRebound(to: UInt32.self) { Self.count($0, into: &pending) }
    }
    endFrame(pixels: image.width * image.height, full: true)
  }

  /// Adds `pixels` of `value` to the frame being recorded as a change, or takes them (two's
  /// complement): a changed span's differing runs, new side and old (`ColorHistogram.countChange`).
  @inline(__always)
  mutating func add(_ value: UInt32, _ pixels: UInt64) {
    guard !dropped else { return }
    pending.add(value, pixels)
  }

  /// Ends the frame of `pixels` pixels whose changed spans were recorded.
  mutating func endChange(pixels: Int) { endFrame(pixels: pixels, full: false) }

  private mutating func endFrame(pixels: Int, full: Bool) {
    guard !dropped else { return }
    let start = values.count
    for (value, delta) in pending.entries() where delta != 0 {
      values.append(value)
      deltas.append(delta)
    }
    frames.append((values.count, pixels, full))
    pending = ColorMap(capacityHint: max(64, pending.count))
    if !full { changeEntries += values.count - start }
    if changeEntries > mostChangeEntries { drop() }
  }

  /// Gives up the record: the palette search then measures every frame at once.
  private mutating func drop() {
    dropped = true
    values = []
    deltas = []
    frames = []
    pending = ColorMap(capacityHint: 64)
  }

  /// Adds one per pixel to its value; a run of one value is one update.
  private static func count(_ pixels: UnsafeBufferPointer<UInt32>, into counts: inout ColorMap<UInt64>) {
    guard var last = pixels.first else { return }
    var run: UInt64 = 0
    for p in pixels {
      if p != last {
        counts.add(last, run)
        last = p
        run = 0
      }
      run += 1
    }
    counts.add(last, run)
  }

  /// Appends the frames `other` recorded, its first in full, from the frame after this record's
  /// last. Whether the result is dropped is what one recording of all the frames would decide:
  /// each part counts fewer change entries than it (a part's first frame is in full), and here
  /// `other`'s first frame counts the values whose pixel counts changed since this record's last.
  mutating func append(_ other: FramePixelCounts) {
    if !dropped, !other.dropped, let first = other.frames.first, let last = frames.last, first.full,
      first.pixels == last.pixels
    {
      changeEntries += other.changeEntries + changedValues(to: other.values[..<first.end], other.deltas[..<first.end])
    } else {
      changeEntries += other.changeEntries
    }
    guard !dropped, !other.dropped, changeEntries <= mostChangeEntries else { return drop() }
    let base = values.count
    values += other.values
    deltas += other.deltas
    frames += other.frames.map { ($0.end + base, $0.pixels, $0.full) }
  }

  /// How many values' pixel counts differ between the last frame recorded and a frame given in
  /// full: the entries that frame would have had as a change.
  private func changedValues(to values: ArraySlice<UInt32>, _ deltas: ArraySlice<UInt64>) -> Int {
    let lastFull = frames.lastIndex { $0.full } ?? 0
    var counts = ColorMap<UInt64>(capacityHint: 1024)
    for k in (lastFull == 0 ? 0 : frames[lastFull - 1].end)..<self.values.count {
      counts.add(self.values[k], self.deltas[k])
    }
    for (value, count) in zip(values, deltas) { counts.add(value, 0 &- count) }
    return counts.entries().count(where: { $0.value != 0 })
  }

  /// The values recorded, each once, with every entry's index among them: what
  /// `meanPSNR(errors:)` takes errors for.
  func distinctValues() -> (values: [UInt32], entries: [Int32]) {
    var index = ColorMap<UInt32>(capacityHint: 1024)
    var distinct: [UInt32] = []
    var entries: [Int32] = []
    entries.reserveCapacity(values.count)
    for value in values {
      if let i = index.value(for: value) {
        entries.append(Int32(i))
      } else {
        index.set(value, UInt32(distinct.count))
        entries.append(Int32(distinct.count))
        distinct.append(value)
      }
    }
    return (distinct, entries)
  }

  /// The mean over frames of each frame's RGB PSNR, capped at 100 dB (an exact frame counts 100),
  /// where `errors[k]` is the squared error of a pixel of value k of `distinctValues()`, whose
  /// `entries` are passed back.
  func meanPSNR(errors: [Int64], entries: [Int32]) -> Double {
    guard !frames.isEmpty else { return GIFQuality.psnrRange.upperBound }
    var total = 0.0
    var error: Int64 = 0
    var start = 0
    for frame in frames {
      if frame.full { error = 0 }
      for k in start..<frame.end { error &+= Int64(bitPattern: deltas[k]) &* errors[Int(entries[k])] }
      start = frame.end
      let psnr = PackedColor.psnr(squaredError: Double(error), samples: Double(frame.pixels * 3))
      total += min(psnr, GIFQuality.psnrRange.upperBound)
    }
    return total / Double(frames.count)
  }
}

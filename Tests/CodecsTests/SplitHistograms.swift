import Pixels

@testable import Codecs

/// The colour pass over `frames` as the exporter runs it: one histogram of every frame, and two
/// ranges split at `split` merged, the second range's first frame counted in full with its change
/// from the frame before (`SceneExporter.palette`'s `RangeCount`).
enum SplitHistograms {
  static func counted(_ frames: [RGBAImage], split: Int) -> (whole: ColorHistogram, merged: ColorHistogram) {
    var whole = ColorHistogram(), first = ColorHistogram(), second = ColorHistogram()
    for (k, frame) in frames.enumerated() {
      whole.add(frame, after: k > 0 ? frames[k - 1] : nil, frames: UInt32(frames.count - k))
    }
    for k in 0..<split { first.add(frames[k], after: k > 0 ? frames[k - 1] : nil, frames: UInt32(split - k)) }
    second.add(frames[split], frames: UInt32(frames.count - split))
    second.countChanges(from: frames[split - 1], to: frames[split])
    for k in (split + 1)..<frames.count {
      second.add(frames[k], after: frames[k - 1], frames: UInt32(frames.count - k))
    }
    first.merge(second)
    return (whole, first)
  }
}

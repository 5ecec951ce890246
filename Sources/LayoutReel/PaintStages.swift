/// Where a `FrameStream` spent its time, in CPU milliseconds of its thread (for `export bench`'s
/// breakdown, which then times the damage-only paints the export does); timed only when the
/// stream's `stages` is set.
package struct PaintStages: Sendable {
  /// Frames repainted: a still frame, or one whose damage is empty, is not.
  package var painted = 0
  /// The layer tree, its damage against the previous frame's, and painting the damage.
  package var paint = 0.0
  /// Un-premultiplying the pixels repainted since the reused buffer's frame.
  package var convert = 0.0

  /// No time yet.
  package init() {}
}

/// What a frame must repaint: every pixel a layer that changed since the previous frame can
/// touch, where it was and where it is now, widened for the blurs that read around it.
import Geometry

extension Renderer {
  /// The device rectangle to repaint with `render(…, clip:)` so that a pixmap holding `old`
  /// painted becomes, byte for byte, `new` painted in full: empty when nothing drawn changed,
  /// `canvas` when the change cannot be bounded (contents of unknown extent, a flip in progress,
  /// a blur reading through an offscreen group).
  public static func damage(from old: Layer, to new: Layer, scale: Double, canvas: IntRect) -> IntRect {
    let device = AffineTransform.scale(x: scale, y: scale)
    var extent = PaintedExtent()
    extent.addChanges(from: old, to: new, oldParent: device, newParent: device)
    guard !extent.isUnbounded else { return canvas }
    var area = extent.box.intersection(canvas)
    guard !area.isEmpty else { return IntRect(x: 0, y: 0, width: 0, height: 0) }
    // A flip projects its face from an offscreen copy sized by the clip: only a full repaint
    // draws it the same way.
    if old.hasFlipInProgress || new.hasFlipInProgress { return canvas }
    // Each widening can bring another blur's reads into the area: repeat until none does.
    while true {
      var reads = BackdropReads(area: area, canvas: canvas)
      reads.visit(new, parentToDevice: device, inGroup: false)
      if reads.needsFullRepaint { return canvas }
      if reads.area == area { return area }
      area = reads.area
    }
  }
}

import SceneModel

/// Limits that protect the machine from a scene that would take too much; each has an option
/// to raise it.
public struct ExportLimits: Sendable, Equatable {
  /// Largest canvas side in pixels.
  public var maxCanvasSide = 8192
  /// Most frames in one export.
  public var maxFrames = 10_000
  /// Largest estimated memory need in bytes.
  public var maxMemory = 2 << 30

  public init() {}

  /// Frames in flight per scene, each a canvas of 4 bytes per pixel, the most of the two passes:
  /// encoding, the one being painted, the previous one kept for differencing, and the encoder's
  /// held and mapped copies (6); counting colours at `--jobs 2`, the frames the first thread
  /// paints ahead (`SceneExporter.paintAhead`) beside the one it paints and its spare, and the
  /// second thread's painted, previous and spare canvases (8).
  static let framesInMemory = 8

  /// `frameCount` is the count a frame clock would make, as a Double: it is checked before it
  /// becomes an Int, where a count past Int would trap. `fadingGroups` is how many translucent
  /// views with subviews can nest (see `Scene.fadingGroupDepth`): each paints into its own
  /// offscreen canvas while the ones around it are still open.
  func check(canvas: Canvas, frameCount: Double, fadingGroups: Int = 0, file: String) throws(ExportError) {
    let width = canvas.size.width * canvas.scale
    let height = canvas.size.height * canvas.scale
    let side = max(width, height)
    if side > Double(maxCanvasSide) {
      throw .limit(
        path: file,
        message:
          "the canvas is \(Self.whole(width))x\(Self.whole(height)) px, over the \(maxCanvasSide) px limit per side",
        option: "--max-canvas-side")
    }
    if frameCount > Double(maxFrames) {
      throw .limit(
        path: file, message: "the export needs \(Self.whole(frameCount)) frames, over the limit of \(maxFrames)",
        option: "--max-frames")
    }
    let memory = width * height * 4 * Double(Self.framesInMemory + fadingGroups)
    if memory > Double(maxMemory) {
      let groups = fadingGroups == 0 ? "" : " (with \(fadingGroups) nested translucent groups)"
      throw .limit(
        path: file,
        message:
          "the export needs about \(Self.whole(memory / 1_048_576)) MiB\(groups), over the \(maxMemory >> 20) MiB limit",
        option: "--max-memory")
    }
  }

  /// A pixel or frame count as a whole number; values too large for Int (which would trap) print as
  /// they are.
  public static func whole(_ value: Double) -> String {
    abs(value) < 1e15 ? String(Int(value)) : "\(value)"
  }
}

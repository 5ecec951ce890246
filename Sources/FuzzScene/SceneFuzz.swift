import LayoutReel
import SceneJSON
import SceneModel

/// One fuzz input through the scene front end and, when it decodes, the pipeline: the JSON parser,
/// the constraint language, VFL and the timeline decoder, then the compiler (views, layout,
/// timeline replay) and the painter for one frame. Every thrown error is caught (and its message
/// rendered, which is code too); what is left to find is a trap, a sanitizer report, a hang or a
/// blow-up in memory.
enum SceneFuzz {
  /// Largest pixel side painted: a scene over it is painted at a smaller scale (as `--scale` can
  /// ask), so every valid input is painted and a run stays fast.
  static let maxPixelSide = 256.0

  /// Tight limits, the `--max-canvas-side`, `--max-frames` and `--max-memory` of a fuzz run.
  static let limits: ExportLimits = {
    var limits = ExportLimits()
    limits.maxCanvasSide = Int(maxPixelSide)
    limits.maxFrames = 1_200
    limits.maxMemory = 8 << 20
    return limits
  }()

  /// The name the input is decoded under: relative image paths resolve in `scenes/` (the fuzz
  /// script runs from the repository), so the seeds' images load.
  static let name = "scenes/fuzz.json"

  /// A scene with a label: running it loads fontconfig's configuration and a font.
  static let warmUp = """
    {"canvas": {"width": 40, "height": 20}, "views": [{"id": "l", "kind": "label", "text": "Fuzz"}],
     "constraints": ["l.leading == root.leading", "l.top == root.top"]}
    """

  /// Runs one input; says how far it went (the replayer prints it).
  @discardableResult
  static func run(_ bytes: [UInt8]) -> String {
    let document: SceneDocument
    do {
      document = try SceneDecoder.decode(SourceFile(name: name, bytes: bytes))
    } catch {
      return "not decoded: \(error.description)"
    }
    var scene = document.scene
    let side = max(scene.canvas.size.width, scene.canvas.size.height) * scene.canvas.scale
    if side > maxPixelSide { scene.canvas.scale *= maxPixelSide / side }
    do {
      let compiled = try CompiledScene(scene, file: name, limits: limits)
      let frame = compiled.image(at: 0)
      _ = compiled.presentation(at: compiled.clock.duration / 2)
      return "painted a \(frame.width)x\(frame.height) frame"
    } catch {
      return "not compiled: \(error.description)"
    }
  }
}

import Codecs
import Geometry
import LayoutReel
import Raster
import SceneModel
import Testing

/// Issue 21: numbers a scene built in Swift can hold (no decoder limits them to 2^53) that used
/// to stop the process where they became integers: the scene's length, its canvas, huge
/// transforms and text far off the canvas. Each is now an error naming the element, or paints.
@Suite struct HugeValueTests {
  static let blue = DynamicColor(Color(r: 0, g: 0, b: 255))

  static func scene(views: [View], timeline: [TimelineStep] = []) -> Scene {
    Scene(
      name: "huge", canvas: Canvas(size: Size(width: 40, height: 30), scale: 1, background: DynamicColor(.white)),
      views: views, timeline: timeline)
  }

  /// A blue view scaled by 1e300 covers the canvas; everything else is scaled, moved or squashed
  /// out of sight (glyphs 1e300 px away or 1e301 px tall, a view squashed to 2e-311 of its
  /// height, text skewed past FreeType's 16.16 matrix), so every pixel of every frame is blue.
  @Test func hugeTransformsAndTextPaintWithoutTrapping() throws {
    func label(_ id: String, frame: Rect, transform: Transform2D = .identity) -> View {
      View(id: id, content: Label(text: "Hello"), frame: frame, style: ViewStyle(transform: transform))
    }
    let box = Rect(x: 5, y: 5, width: 30, height: 20)
    let scene = Self.scene(
      views: [
        View(
          id: "cover", frame: Rect(x: 0, y: 0, width: 10, height: 10),
          style: ViewStyle(backgroundColor: Self.blue, transform: Transform2D(scaleX: 1e300, scaleY: 1e300))),
        label("far", frame: Rect(x: 1e300, y: -1e300, width: 50, height: 20)),
        label("tall", frame: Rect(x: 0, y: 0, width: 40, height: 1e300)),
        label("scaled", frame: box, transform: Transform2D(scaleX: 1e300, scaleY: 1e300)),
        label("moved", frame: box, transform: Transform2D(translateX: 1e300, translateY: 1e300)),
        label("skewed", frame: box, transform: Transform2D(scaleX: 1e200, scaleY: 1e-200, rotation: 10)),
        View(
          id: "sliver", frame: box,
          style: ViewStyle(
            backgroundColor: DynamicColor(.black), cornerRadius: CornerRadii(all: 4),
            transform: Transform2D(scaleY: .leastNormalMagnitude / 1024, rotation: 30))),
      ],
      timeline: [
        // Interpolated on the way: translations from 1e300 to -1e300 (through 0, 1e300 pt to the right).
        TimelineStep(
          duration: 0.1, timing: .linear,
          changes: [.view(ViewChange(id: "moved", transform: Transform2D(translateX: 1e300, translateY: -1e300)))])
      ])
    let compiled = try CompiledScene(scene)
    #expect(compiled.clock.frameCount == 30)
    for time in [0, 0.02, 0.05, 0.1, 0.6] {
      let image = compiled.image(at: time).rgbaImage
      let blue: [UInt8] = [0, 0, 255, 255]
      let off = (0..<image.width * image.height).filter { Array(image.pixels[4 * $0..<4 * $0 + 4]) != blue }
      #expect(off.isEmpty, "at \(time) s, \(off.count) pixels are not blue")
    }
    // The labels' positions are printed as numbers (JSONNumber beyond UInt64 writes Swift's digits).
    #expect(compiled.layoutJSON(at: 0.1).contains(#""far": {"x": 1e+300, "y": -1e+300, "width": 50, "height": 20"#))
  }

  /// A length of infinity, or of more frames than the limit, is refused before anything counts
  /// the frames in an Int; with the limit raised, the frame clock refuses it by name.
  @Test func theSceneLengthIsCheckedBeforeItIsCounted() {
    func step(_ duration: Double, repeats: Double) -> TimelineStep {
      TimelineStep(duration: duration, repeatCount: .count(repeats), changes: [])
    }
    var endless = Self.scene(views: [], timeline: [step(1e308, repeats: 1)])
    endless.timeline[0].start = .at(1e308)
    #expect {
      try CompiledScene(endless)
    } throws: { error in
      guard case .model(let problem, "huge", nil) = error as? ExportError else { return false }
      return problem.element == .scene
        && problem.message
          == "the scene lasts inf s (its timeline ends at inf s, then it holds 0.5 s); "
          + "it must last a finite time over 0 s: give it a hold or a duration"
    }
    let long = Self.scene(views: [], timeline: [step(1e9, repeats: 1e9)])
    #expect(
      throws: ExportError.limit(
        path: "huge", message: "the export needs 5e+19 frames, over the limit of 10000", option: "--max-frames")
    ) {
      try CompiledScene(long)
    }
    var longer = Self.scene(views: [])
    longer.duration = 1e15
    var raised = ExportLimits()
    raised.maxFrames = .max
    #expect {
      try CompiledScene(longer, limits: raised)
    } throws: { error in
      guard case .model(let problem, _, nil) = error as? ExportError else { return false }
      return problem.element == .scene
        && problem.message
          == "the frame clock's duration of 1000000000000000 s at 50 fps needs 50000000000000000 frames, "
          + "more than the 9007199254740992 it can count"
    }
  }

  /// A canvas exactly Int.max + 1 px wide passes a limit raised to Int.max (the Double comparison
  /// rounds) but has no Int size: an error on the canvas, not a trap.
  @Test func aCanvasPastIntIsAnError() {
    var scene = Self.scene(views: [])
    scene.canvas.size = Size(width: Double(Int.max), height: 1e-19)
    var limits = ExportLimits()
    limits.maxCanvasSide = .max
    limits.maxMemory = .max
    #expect(
      throws: ExportError.model(ModelError(.canvas, "the canvas is too large to paint"), file: "huge", location: nil)
    ) {
      try CompiledScene(scene, limits: limits)
    }
  }

  /// A poster time from Swift passes no option check: NaN or 1e300 s paints the scene (at rest)
  /// and is written in the PNG's Time text as Swift writes it (Seconds.text trapped on it).
  @Test func postersAtNaNAndHugeTimesPaint() throws {
    let box = View(
      id: "box", frame: Rect(x: 0, y: 0, width: 10, height: 10), style: ViewStyle(backgroundColor: Self.blue))
    let compiled = try CompiledScene(Self.scene(views: [box]))
    for (time, text) in [(Double.nan, "nan s"), (1e300, "1e+300 s"), (-1e300, "-1e+300 s"), (-1.25, "-1.25 s")] {
      let png = try SceneExporter.poster(compiled, at: time)
      #expect(png.firstRange(of: Array("Time\u{0}\(text)".utf8)) != nil, "\(time)")
      let image = try PNGReader.decode(png, name: "huge.png")
      #expect(Array(image.pixels[0..<4]) == [0, 0, 255, 255], "\(time)")
      #expect(Array(image.pixels.suffix(4)) == [255, 255, 255, 255], "\(time)")
    }
  }
}

import Dispatch
import Glibc
import Synchronization
import Testing

@testable import LayoutReel

/// Two threads split a GIF's colour pass where the pixels the two sides repaint balance, and only
/// when the smaller side repaints at least `threadedPaintCanvases` canvases (issue 22: `--jobs`
/// never makes one scene slower than one thread).
@Suite struct PaintSplitTests {
  /// A 400 × 240 pt panel covering the canvas (1,200 × 720 px at scale 3) fades from 0 s for
  /// `fade` s, then a 2 × 2 pt dot fades from 1 s to 1.8 s; 0.2 s hold, 25 fps (frames 0...49).
  /// Each frame of the fade repaints the whole canvas, each frame of the dot a few pixels:
  /// photo-card's shape, where the movement is in the first half.
  static func fadeThenDot(fade: Double, scale: Int = 3) throws -> CompiledScene {
    try SceneFixtures.compile(
      """
      {
        "name": "fade-then-dot",
        "canvas": {"width": 400, "height": 240, "scale": \(scale), "background": "#ffffff"},
        "fps": 25,
        "hold": 0.2,
        "views": [
          {"id": "panel", "frame": {"x": 0, "y": 0, "width": 400, "height": 240}, "backgroundColor": "#0000ff"},
          {"id": "dot", "frame": {"x": 200, "y": 120, "width": 2, "height": 2}, "backgroundColor": "#ff0000"}
        ],
        "timeline": [
          {"id": "fade", "at": 0, "duration": \(fade), "curve": "linear",
           "changes": [{"view": "panel", "alpha": 0.2}]},
          {"id": "dot", "at": 1, "duration": 0.8, "curve": "linear", "changes": [{"view": "dot", "alpha": 0.2}]}
        ]
      }
      """)
  }

  static let canvas = 1_200.0 * 720

  /// The fade moves frames 1...20 (frame 20 is at 0.8 s; a track is still from the end of its
  /// animation), each repainting the canvas; the dot's frames 26...45 repaint it only. The two
  /// sides balance at frame 11: frames 1...10 against 11...20 and the dot, 10 canvases each. The
  /// old rule (the middle frame, 25, when the second half's moving frames × the canvas reach
  /// 2^23 px: 20 × 864,000) split there, leaving the second thread the dot alone.
  @Test func splitsWhereTheRepaintedPixelsBalance() throws {
    let scene = try Self.fadeThenDot(fade: 0.8)
    #expect(scene.clock.frameCount == 50)
    let repainted = scene.repaintedPixels()
    #expect(repainted[0] == 0)
    #expect(repainted[1...20].allSatisfy { $0 == Self.canvas })
    #expect(repainted[21...25].allSatisfy { $0 == 0 } && repainted[46...].allSatisfy { $0 == 0 })
    #expect(repainted[26...45].allSatisfy { $0 > 0 && $0 < 100 })
    #expect(scene.paintSplit() == 11)
  }

  /// A fade of 3 frames (0.12 s) repaints 3 canvases: split at best 2 against 1 and the dot, too
  /// little for a second thread's extra canvas. The old rule split at 25 (photo-card: +3.5 %
  /// instructions for a second half that repaints 0.07 canvas).
  @Test func aShortMoveAndATinyOneStayOnOneThread() throws {
    let scene = try Self.fadeThenDot(fade: 0.12)
    let repainted = scene.repaintedPixels()
    #expect(repainted[1...3].allSatisfy { $0 == Self.canvas } && repainted[4...25].allSatisfy { $0 == 0 })
    #expect(scene.paintSplit() == nil)
  }

  /// At scale 1 (96,000 px) the balanced split leaves each side 10 canvases, 960,000 px: over
  /// `threadedPaintCanvases` but under `threadedPaintFloor`, a second thread's fixed price (the
  /// rule before the floor split at 11). First-box at scale 1 (24,000 px, 25 frames) cannot
  /// reach the floor at all, so no layer tree is built to estimate.
  @Test func aSmallCanvasStaysOnOneThread() throws {
    let scene = try Self.fadeThenDot(fade: 0.8, scale: 1)
    let smaller = scene.repaintedPixels()[1...10].reduce(0, +)
    #expect(smaller == 10 * 96_000)
    #expect(smaller >= CompiledScene.threadedPaintCanvases * 96_000 && smaller < CompiledScene.threadedPaintFloor)
    #expect(scene.paintSplit() == nil)
    #expect(!CompiledScene.splitMayPay(frames: 25, canvas: 24_000))
    #expect(CompiledScene.splitMayPay(frames: 50, canvas: 864_000))
  }

  /// The gallery's smallest scenes (width-toggle: 115 frames of 256,000 px, 29.2 M after the
  /// first) start no second thread at all; transform-slide-in (78 of 727,040 px, 56.0 M) does.
  @Test func aSmallSceneStartsNoSecondThread() {
    #expect(!CompiledScene.secondThreadMayPay(frames: 115, canvas: 256_000))
    #expect(CompiledScene.secondThreadMayPay(frames: 78, canvas: 727_040))
    #expect(!CompiledScene.secondThreadMayPay(frames: 1, canvas: 1e9))
  }

  /// The estimate is what `FrameStream` repaints, frame by frame, without painting.
  @Test(arguments: [0.12, 0.8]) func repaintedPixelsAreFrameStreamsDamage(fade: Double) throws {
    let scene = try Self.fadeThenDot(fade: fade)
    let estimate = scene.repaintedPixels()
    var stream = FrameStream(scene)
    var painted: [Double] = []
    while stream.next() != nil { painted.append(Double(stream.damage.width) * Double(stream.damage.height)) }
    #expect(painted.count == estimate.count)
    #expect(painted[0] == Self.canvas)
    #expect(Array(painted.dropFirst()) == Array(estimate.dropFirst()))
  }

  /// The first box (a 50 pt square sliding 130 pt over 25 frames on a 200 × 120 pt canvas)
  /// repaints under 4 canvases in all at any scale, so neither side can reach 2: one thread.
  @Test(arguments: [1.0, 4]) func aSmallMoveStaysOnOneThread(scale: Double) throws {
    var overrides = SceneOverrides()
    overrides.scale = scale
    let scene = try SceneFixtures.compile(SceneFixtures.firstBox, overrides: overrides)
    let canvas = Double(scene.pixelWidth * scene.pixelHeight)
    #expect(scene.repaintedPixels().reduce(0, +) < 4 * canvas)
    #expect(scene.paintSplit() == nil)
  }

  /// The split is asked on a second thread while the caller paints (so a scene left on one
  /// thread waits for no estimate), and whatever it gives, or however late, the palette is the
  /// one thread's and each frame is counted once: frames painted ahead past a split are left to
  /// the second thread, and a split outside 1..<frames counts on one thread. `late`: the split
  /// is held back until the caller has painted every frame it paints ahead.
  @Test(arguments: [nil, 1, 3, 11, 49, 50] as [Int?], [false, true])
  func anEstimatedSplitKeepsThePalette(split: Int?, late: Bool) throws {
    let scene = try Self.fadeThenDot(fade: 0.8, scale: 1)
    let caller = pthread_self()
    let elsewhere = Mutex<Bool?>(nil)
    let painted = DispatchSemaphore(value: 0)
    let heldBack = Mutex(false)
    var counted = 0
    let (palette, _, threads) = SceneExporter.palette(
      of: scene,
      split: {
        elsewhere.withLock { $0 = pthread_equal(pthread_self(), caller) == 0 }
        // A bound only so that a broken hook fails the test rather than hang it.
        if late { heldBack.withLock { $0 = painted.wait(timeout: .now() + 120) == .success } }
        return split
      },
      afterEachFrame: { counted += 1 },
      paintedAhead: { painted.signal() })
    #expect(elsewhere.withLock { $0 } == true)
    #expect(heldBack.withLock { $0 } == late)
    #expect(counted == scene.clock.frameCount)
    #expect(threads == (split.map { (1..<50).contains($0) } == true ? 2 : 1))
    #expect(palette == SceneExporter.palette(of: scene).palette)
  }
}

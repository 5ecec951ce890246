import Codecs
import Foundation
import LayoutReel
import Plot
import Raster
import SceneJSON
import SceneModel

/// The preview's state: the last good render of the scene, the error of the last save if it
/// failed, and the renders the page asked for, cached by the scene's content hash.
///
/// Only what the page asks for is drawn: a save compiles the scene once (the page's variant
/// first) and each frame is painted and encoded when first requested, so the frame the page
/// shows comes back long before the rest of the animation would have been exported.
actor PreviewSession {
  /// A scene that compiled, and what the page needs to know about it.
  struct Good: Sendable {
    let hash: String
    let text: String
    let info: PreviewJSON.SceneInfo
    let references: [String: String]
  }

  struct Failure: Sendable {
    let info: PreviewJSON.ErrorInfo
    let references: [String: String]
  }

  let options: PreviewOptions
  private(set) var version = 0
  private(set) var good: Good?
  private(set) var failure: Failure?
  /// The last few good scenes by hash: a page still asking for the frames of the one before a
  /// save gets them rather than a 404 (its requests cross the update).
  private var recent: [Good] = []
  static let recentCount = 3
  private var compiled: [RenderKey: Task<CompiledScene?, Never>] = [:]
  private var frames: [FrameKey: Task<[UInt8]?, Never>] = [:]
  private var timelines: [RenderKey: Task<(png: [UInt8], layout: PreviewJSON.Timeline)?, Never>] = [:]
  /// The frame the page asked for last: after a save it is painted while the page is told.
  private var lastFrame: (variant: PreviewVariant, index: Int)?
  /// Called with the new version after every change.
  private var listeners: [@Sendable (Int) async -> Void] = []

  struct RenderKey: Hashable, Sendable {
    let hash: String
    let variant: PreviewVariant
  }

  struct FrameKey: Hashable, Sendable {
    let render: RenderKey
    let frame: Int
  }

  init(options: PreviewOptions) {
    self.options = options
  }

  func onChange(_ listener: @escaping @Sendable (Int) async -> Void) {
    listeners.append(listener)
  }

  /// Compiles what the watcher read; a good scene replaces the last one, an error is shown
  /// beside it (the last good render stays).
  func update(_ snapshot: SceneWatcher.Snapshot) async {
    guard let bytes = snapshot.scene else {
      failure = Failure(
        info: PreviewJSON.ErrorInfo(text: "\(options.scene): error: the file cannot be read", line: nil, column: nil),
        references: snapshot.references)
      await bump()
      return
    }
    let text = String(decoding: bytes, as: UTF8.self)
    let options = self.options
    let started = ContinuousClock.now
    let result = await Offload.run { () -> Result<(CompiledScene, Scene), ExportError> in
      do {
        let compiled = try CompiledScene(
          json: text, name: options.scene, overrides: options.overrides, limits: options.limits)
        // The model, for what the compiled scene does not keep (kinds, parents, insets).
        let document = try SceneDecoder.decode(SourceFile(name: options.scene, bytes: bytes))
        return .success((compiled, document.scene))
      } catch let error as ExportError {
        return .failure(error)
      } catch let error as SceneErrors {
        return .failure(.scene(error))
      } catch {
        return .failure(.io(path: options.scene, message: "\(error)"))
      }
    }
    let elapsed = ContinuousClock.now - started
    switch result {
    case .success(let (scene, model)):
      let info = Self.info(scene, model: model, overrides: options.overrides, elapsed: elapsed)
      let fresh = Good(hash: snapshot.hash, text: text, info: info, references: snapshot.references)
      recent = Array(([fresh] + recent.filter { $0.hash != fresh.hash }).prefix(Self.recentCount))
      let kept = Set(recent.map(\.hash))
      compiled = compiled.filter { kept.contains($0.key.hash) }
      timelines = timelines.filter { kept.contains($0.key.hash) }
      // Frames of older scenes are painted again if asked for; only the current ones stay.
      frames = frames.filter { $0.key.render.hash == fresh.hash }
      if let variant = PreviewVariant(appearance: info.appearance, scale: String(info.scale)) {
        compiled[RenderKey(hash: fresh.hash, variant: variant)] = Task { scene }
      }
      good = fresh
      failure = nil
      if let lastFrame { prefetch(hash: fresh.hash, variant: lastFrame.variant, index: lastFrame.index) }
    case .failure(let error):
      let first = error.diagnostics.first { $0.line != nil }
      failure = Failure(
        info: PreviewJSON.ErrorInfo(text: error.description, line: first?.line, column: first?.column),
        references: snapshot.references)
    }
    await bump()
  }

  private func bump() async {
    version += 1
    for listener in listeners { await listener(version) }
  }

  var state: PreviewJSON.State {
    let references = failure?.references ?? good?.references ?? [:]
    let sceneName = (options.scene as NSString).lastPathComponent
    return PreviewJSON.State(
      version: version, hash: good?.hash, file: options.scene, scene: good?.info, error: failure?.info,
      files: [sceneName] + references.keys.sorted())
  }

  /// The path of a file the page may read: the scene itself, or a file it names.
  func file(named name: String) -> String? {
    if name == (options.scene as NSString).lastPathComponent { return options.scene }
    return (failure?.references ?? good?.references ?? [:])[name]
  }

  /// The good scene `hash` (the current one or a recent one) compiled for `variant`.
  func scene(hash: String, variant: PreviewVariant) async -> CompiledScene? {
    guard let good = recent.first(where: { $0.hash == hash }) else { return nil }
    let key = RenderKey(hash: hash, variant: variant)
    if let task = compiled[key] { return await task.value }
    let text = good.text
    let options = self.options
    let task = Task {
      await Offload.run {
        try? CompiledScene(
          json: text, name: options.scene, overrides: variant.overrides(over: options.overrides),
          limits: options.limits)
      }
    }
    compiled[key] = task
    return await task.value
  }

  /// Frame `index` as PNG, the same bytes `export frame --time` writes for its time.
  func frame(hash: String, variant: PreviewVariant, index: Int) async -> [UInt8]? {
    if hash == good?.hash { lastFrame = (variant, index) }
    return await prefetch(hash: hash, variant: variant, index: index).value
  }

  /// Starts painting frame `index` unless it is painted or under way; its task.
  @discardableResult
  private func prefetch(hash: String, variant: PreviewVariant, index: Int) -> Task<[UInt8]?, Never> {
    let key = FrameKey(render: RenderKey(hash: hash, variant: variant), frame: index)
    if let task = frames[key] { return task }
    let task = Task {
      guard let scene = await scene(hash: hash, variant: variant), index >= 0, index < scene.clock.frameCount else {
        return nil as [UInt8]?
      }
      return await Offload.run { PreviewSession.png(scene, frame: index) }
    }
    frames[key] = task
    return task
  }

  /// The layout at frame `index` (frames, constraints in force).
  func layout(hash: String, variant: PreviewVariant, index: Int) async -> [UInt8]? {
    guard let scene = await scene(hash: hash, variant: variant), index >= 0, index < scene.clock.frameCount else {
      return nil
    }
    return await Offload.run { PreviewJSON.encode(PreviewJSON.frame(scene, index: index)) }
  }

  /// The timeline plot (`export timeline`) and where its time axis is.
  func timeline(hash: String, variant: PreviewVariant) async -> (png: [UInt8], layout: PreviewJSON.Timeline)? {
    guard let scene = await scene(hash: hash, variant: variant) else { return nil }
    let key = RenderKey(hash: hash, variant: variant)
    if let task = timelines[key] { return await task.value }
    let task = Task {
      await Offload.run { () -> (png: [UInt8], layout: PreviewJSON.Timeline)? in
        guard let plot = try? TimelinePlot(scene: scene), let png = try? plot.png() else { return nil }
        let layout = plot.layout
        let first = layout.plots.first
        let last = layout.plots.last
        return (
          png,
          PreviewJSON.Timeline(
            width: layout.size.width, height: layout.size.height, plotX: first?.minX ?? 0,
            plotWidth: first?.width ?? 0, plotTop: first?.minY ?? 0, plotBottom: last?.maxY ?? 0,
            lower: layout.time.lower, upper: layout.time.upper)
        )
      }
    }
    timelines[key] = task
    return await task.value
  }

  /// Frame `index` as PNG: the pixels `export frame --time` writes for its time, encoded for
  /// speed (RGBA rows unfiltered, libdeflate's fastest level) rather than size: the export's
  /// choice between filterings and palettes costs more than painting the frame, and a page on
  /// loopback does not need the smaller file.
  static func png(_ scene: CompiledScene, frame index: Int) -> [UInt8]? {
    let time = scene.clock.time(ofFrame: index)
    var options = SceneExporter.pngOptions(scene, time: time)
    options.colorMode = .rgba
    options.filter = .none
    options.compressionLevel = 1
    return try? PNGWriter.encode(scene.image(at: time).rgbaImage, options: options, name: scene.name + ".png")
  }

  static func info(
    _ scene: CompiledScene, model: Scene, overrides: SceneOverrides, elapsed: Duration
  ) -> PreviewJSON.SceneInfo {
    let ids = Set(scene.viewIDs)
    let views = model.allViews.filter { ids.contains($0.view.id) }.map {
      PreviewJSON.ViewInfo(id: $0.view.id, kind: $0.view.kind, parent: $0.parent)
    }
    let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    return PreviewJSON.SceneInfo(
      name: scene.name, width: scene.width, height: scene.height, scale: scene.scale,
      appearance: overrides.appearance ?? model.appearance.rawValue, fps: scene.clock.fps,
      frameCount: scene.clock.frameCount, duration: scene.clock.duration,
      steps: scene.steps.map { PreviewJSON.Step(id: $0.id, start: $0.start, end: $0.end.isFinite ? $0.end : nil) },
      views: views, safeArea: PreviewJSON.insets(model.canvas.safeArea),
      margins: PreviewJSON.insets(model.canvas.margins), compileMilliseconds: (seconds * 10_000).rounded() / 10)
  }
}

import Animation
import ArgumentParser
import LayoutReel
import SceneModel

/// Options that replace a scene's own values; shared by every command that renders.
struct SceneOptions: ParsableArguments {
  @Option(help: "Frames per second (1...50; 50 gives 2-centisecond GIF delays).")
  var fps: Double?

  @Option(help: "Pixels per point (1...4).")
  var scale: Double?

  @Option(help: "Length of the animation in seconds.")
  var duration: Double?

  @Option(help: "GIF/APNG loop count; 0 loops forever.")
  var loop: Int?

  @Option(help: "light or dark: the appearance system colours resolve for.")
  var appearance: String?

  @Option(help: ArgumentHelp("Largest canvas side in pixels.", valueName: "px"))
  var maxCanvasSide = 8192

  @Option(help: "Most frames one export may have.")
  var maxFrames = 10_000

  @Option(help: ArgumentHelp("Largest estimated memory need, in MiB.", valueName: "MiB"))
  var maxMemory = 2048

  var overrides: SceneOverrides {
    var o = SceneOverrides()
    o.fps = fps
    o.scale = scale
    o.duration = duration
    o.loop = loop
    o.appearance = appearance
    return o
  }

  var limits: ExportLimits {
    var l = ExportLimits()
    l.maxCanvasSide = maxCanvasSide
    l.maxFrames = maxFrames
    l.maxMemory = maxMemory << 20
    return l
  }

  func validate() throws {
    if let appearance, appearance != "light", appearance != "dark" {
      throw ValidationError("--appearance must be light or dark, not \"\(appearance)\".")
    }
    let rates = FrameClock.frameRates
    if let fps, !(fps >= Double(rates.lowerBound) && fps <= Double(rates.upperBound)) {
      throw ValidationError("--fps must be between \(rates.lowerBound) and \(rates.upperBound).")
    }
    if let scale, !Canvas.scales.contains(scale) {
      throw ValidationError("--scale must be between \(Canvas.scales.lowerBound) and \(Canvas.scales.upperBound).")
    }
    if let duration, !(duration > 0 && duration.isFinite) { throw ValidationError("--duration must be positive.") }
    if let loop, loop < 0 { throw ValidationError("--loop must be 0 (forever) or more.") }
  }
}

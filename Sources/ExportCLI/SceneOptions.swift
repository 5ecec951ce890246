import Animation
import ArgumentParser
import LayoutReel
import SceneModel

/// Options that replace a scene's own values; shared by every command that renders.
struct SceneOptions: ParsableArguments {
  @Option(parsing: .unconditional, help: "Frames per second (1...50; 50 gives 2-centisecond GIF delays).")
  var fps: Double?

  @Option(parsing: .unconditional, help: "Pixels per point (1...4).")
  var scale: Double?

  @Option(parsing: .unconditional, help: "Length of the animation in seconds.")
  var duration: Double?

  @Option(parsing: .unconditional, help: "GIF/APNG loop count; 0 loops forever.")
  var loop: Int?

  @Option(help: "light or dark: the appearance system colours resolve for.")
  var appearance: String?

  @Option(parsing: .unconditional, help: ArgumentHelp("Largest canvas side in pixels.", valueName: "px"))
  var maxCanvasSide = 8192

  @Option(parsing: .unconditional, help: "Most frames one export may have.")
  var maxFrames = 10_000

  @Option(parsing: .unconditional, help: ArgumentHelp("Largest estimated memory need, in MiB.", valueName: "MiB"))
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
    try OptionCheck.number(fps, "--fps", in: Double(rates.lowerBound)...Double(rates.upperBound))
    try OptionCheck.number(scale, "--scale", in: Canvas.scales)
    // A long duration is allowed here; its frame count meets --max-frames before anything counts it.
    try OptionCheck.seconds(duration, "--duration", positive: true)
    try OptionCheck.whole(loop, "--loop", in: 0...Int.max, ", 0 (forever) or more")
    try OptionCheck.whole(maxCanvasSide, "--max-canvas-side", in: 1...Int.max, ", 1 or more")
    try OptionCheck.whole(maxFrames, "--max-frames", in: 1...Int.max, ", 1 or more")
    // MiB become bytes with << 20, which must not shift bits out.
    let mebibytes = 1...(Int.max >> 20)
    try OptionCheck.whole(maxMemory, "--max-memory", in: mebibytes, " of MiB from 1 to \(mebibytes.upperBound)")
  }
}

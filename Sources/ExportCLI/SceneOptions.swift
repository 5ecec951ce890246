import Animation
import ArgumentParser
import LayoutReel
import SceneModel

/// Options that replace a scene's own values; shared by every command that renders.
struct SceneOptions: ParsableArguments {
  @Option(parsing: .unconditional, help: "Frames per second (1...50; 50 gives 2-centisecond GIF delays).")
  var fps: Double?

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp(
      "Pixels per point (1...4); the default command takes a list (1,2,3) and writes every scale, "
        + "named name@2x… as DocC expects.", valueName: "scale"))
  var scale: String?

  @Option(parsing: .unconditional, help: "Length of the animation in seconds.")
  var duration: Double?

  @Option(parsing: .unconditional, help: "GIF/APNG loop count; 0 loops forever.")
  var loop: Int?

  @Option(
    help: ArgumentHelp(
      "light or dark: the appearance system colours resolve for; the default command takes light,dark "
        + "and writes both, the dark one as name~dark….", valueName: "light|dark"),
    completion: .list(["light", "dark", "light,dark"]))
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
    o.scale = scales.first
    o.duration = duration
    o.loop = loop
    o.appearance = appearances.first
    return o
  }

  var limits: ExportLimits {
    var l = ExportLimits()
    l.maxCanvasSide = maxCanvasSide
    l.maxFrames = maxFrames
    l.maxMemory = maxMemory << 20
    return l
  }

  /// `--appearance` as a list ("light,dark"); empty when not given.
  var appearances: [String] {
    var result: [String] = []
    for name in (appearance ?? "").split(separator: ",").map(\.trimmingWhitespace) where !result.contains(name) {
      result.append(name)
    }
    return result
  }

  /// `--scale` as a list ("1,2,3"); empty when not given. Words that are not numbers become NaN,
  /// which `validate` refuses by name.
  var scales: [Double] {
    var result: [Double] = []
    for text in (scale ?? "").split(separator: ",").map(\.trimmingWhitespace) {
      let value = Double(text) ?? .nan
      if !result.contains(value) { result.append(value) }
    }
    return result
  }

  /// Refuses lists where one file is written (`frame`, `layout`, `timeline`).
  func requireSingleVariant() throws {
    if appearances.count > 1 || scales.count > 1 {
      throw ValidationError("--appearance and --scale take one value here; lists are for the default command.")
    }
  }

  func validate() throws {
    for appearance in appearances where appearance != "light" && appearance != "dark" {
      throw ValidationError("--appearance must be light or dark, not \"\(appearance)\".")
    }
    if appearance != nil && appearances.isEmpty { throw ValidationError("--appearance must be light or dark.") }
    let rates = FrameClock.frameRates
    try OptionCheck.number(fps, "--fps", in: Double(rates.lowerBound)...Double(rates.upperBound))
    if scale != nil && scales.isEmpty { throw ValidationError("--scale must be a number from 1 to 4.") }
    for value in scales { try OptionCheck.number(value, "--scale", in: Canvas.scales) }
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

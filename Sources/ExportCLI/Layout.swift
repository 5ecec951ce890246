import ArgumentParser
import LayoutReel
import SceneJSON

/// `export layout SCENE --time T`: the solved, presented layout as JSON.
struct Layout: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "layout",
    abstract: "Print every view's frame and alpha at a time, as JSON (points, root coordinates).")

  @Argument(help: "The scene file.", completion: .file(extensions: ["json"]))
  var scene: String

  @Option(name: .shortAndLong, parsing: .unconditional, help: "Time in seconds (default 0).")
  var time = 0.0

  @Option(
    name: .shortAndLong, help: ArgumentHelp("The JSON file to write; - for standard output.", valueName: "file"),
    completion: .file(extensions: ["json"]))
  var output = "-"

  @Flag(help: "Treat constraint conflicts and ambiguous layouts as errors.")
  var strict = false

  @OptionGroup var options: SceneOptions

  @OptionGroup var report: DiagnosticOptions

  func validate() throws {
    try OptionCheck.seconds(time, "--time")
    try options.requireSingleVariant()
  }

  func run() throws {
    let compiled = try CommandSupport.compile(scene, options: options, strict: strict)
    try CommandSupport.write(Array(compiled.layoutJSON(at: time).utf8), to: output)
  }
}

/// `export frame SCENE --time T -o file.png`: one frame as PNG.
struct Frame: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "frame", abstract: "Render the frame at a time to a PNG file.")

  @Argument(help: "The scene file.", completion: .file(extensions: ["json"]))
  var scene: String

  @Option(name: .shortAndLong, parsing: .unconditional, help: "Time in seconds (default 0).")
  var time = 0.0

  @Option(
    name: .shortAndLong, help: ArgumentHelp("The PNG file to write; - for standard output.", valueName: "file"),
    completion: .file(extensions: ["png"]))
  var output: String

  @OptionGroup var options: SceneOptions

  @OptionGroup var report: DiagnosticOptions

  func validate() throws {
    try OptionCheck.seconds(time, "--time")
    try options.requireSingleVariant()
  }

  func run() throws {
    let compiled = try CommandSupport.compile(scene, options: options, strict: false)
    let bytes = try CommandSupport.report { () throws(ExportError) in try SceneExporter.poster(compiled, at: time) }
    try CommandSupport.write(bytes, to: output)
  }
}

/// `export validate SCENE…`: parse, solve and report; writes nothing.
struct Validate: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "validate",
    abstract: "Check scenes: parse, solve the layout, resolve the timeline; write nothing.")

  @Argument(help: "Scene files or folders.", completion: .file(extensions: ["json"]))
  var scenes: [String]

  @Flag(help: "Treat constraint conflicts and ambiguous layouts as errors.")
  var strict = false

  @OptionGroup var report: DiagnosticOptions

  @Flag(
    help: """
      Print one JSON object per problem on standard output (severity, file, line, column, path, \
      message, suggestion) instead of messages.
      """)
  var json = false

  @OptionGroup var options: SceneOptions

  func run() throws {
    var failed = false
    for file in try SceneList.expand(scenes) {
      do {
        let compiled = try CompiledScene(contentsOf: file, overrides: options.overrides, limits: options.limits)
        // Under --strict a conflict fails the scene, so it is an error here as in `export --strict`.
        for diagnostic in compiled.layoutDiagnostics(strict: strict) {
          if json {
            Terminal.output(diagnostic.json + "\n")
          } else if Diagnostics.format == .json {
            Terminal.error(diagnostic.json)
          } else {
            Terminal.error("\(file): \(diagnostic.severity.rawValue): \(diagnostic.message)")
          }
        }
        if strict && !compiled.diagnostics.isEmpty {
          failed = true
        } else if !json && Diagnostics.format == .text {
          Terminal.error("\(file): ok (\(compiled.clock.frameCount) frames, \(compiled.viewIDs.count) views)")
        }
      } catch {
        failed = true
        if json {
          for diagnostic in error.diagnostics { Terminal.output(diagnostic.json + "\n") }
        } else {
          Diagnostics.report(error)
        }
      }
    }
    if failed { throw ExitCode(ExitStatus.failure) }
  }
}

/// `export schema`: the JSON Schema of the scene format.
struct Schema: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "schema", abstract: "Print the JSON Schema of the scene format.")

  func run() throws {
    Terminal.output(SceneSchema.text)
  }
}

/// Shared steps of the single-scene commands.
enum CommandSupport {
  static func compile(_ path: String, options: SceneOptions, strict: Bool) throws -> CompiledScene {
    try SceneList.readable(path)
    let compiled = try report { () throws(ExportError) in
      try CompiledScene(contentsOf: path, overrides: options.overrides, limits: options.limits)
    }
    for diagnostic in compiled.diagnostics { Diagnostics.warning(path, diagnostic) }
    if strict && !compiled.diagnostics.isEmpty { throw ExitCode(ExitStatus.failure) }
    return compiled
  }

  /// Prints an export error and exits 1 (a scene problem, not a usage error), or `status`.
  static func report<T>(status: Int32 = ExitStatus.failure, _ body: () throws(ExportError) -> T) throws -> T {
    do { return try body() } catch {
      Diagnostics.report(error)
      throw ExitCode(status)
    }
  }

  /// Writes one output file, atomically, or to standard output for `-`.
  static func write(_ bytes: [UInt8], to path: String) throws {
    if path == "-" {
      Terminal.write(bytes, to: .standardOutput)
    } else {
      try report { () throws(ExportError) in try AtomicFile.write(bytes, to: path) }
    }
  }
}

import ArgumentParser
import Check
import LayoutReel

/// `layoutreel snippet SCENE…`: the HTML a README needs to show the light or dark variant as the
/// reader's system prefers.
struct SnippetCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "snippet",
    abstract: "Print a <picture> element that shows a scene's dark variant in dark mode (for READMEs).",
    discussion: """
      GitHub and browsers pick a <picture>'s <source> whose media query matches, here \
      (prefers-color-scheme: dark), and fall back to its <img>. Export the variants first with \
      --appearance light,dark (and --scale 1,2 for a srcset with 2x images), with the same \
      --out-dir, --name and --format.
      """)

  @Argument(help: "Scene files or folders.", completion: .file(extensions: ["json"]))
  var scenes: [String]

  @Option(
    help: ArgumentHelp("The exported format shown.", valueName: "format"),
    completion: .list(imageFormats.map(\.rawValue)))
  var format = "gif"

  @Option(help: ArgumentHelp("The folder the variants were exported into.", valueName: "dir"), completion: .directory)
  var outDir = "output"

  @Option(help: ArgumentHelp("The files' name, when exported with --name (one scene only).", valueName: "name"))
  var name: String?

  @Option(help: ArgumentHelp("The scales exported, as a list (1,2): a srcset with 2x images.", valueName: "scales"))
  var scale: String?

  @Option(help: ArgumentHelp("The path the HTML uses for the folder (default: --out-dir).", valueName: "path"))
  var base: String?

  var scales: [Double] {
    (scale ?? "").split(separator: ",").map { Double($0.trimmingWhitespace) ?? .nan }
  }

  /// The formats an `<img>` shows: one file per variant, and not a video (browsers other than
  /// Safari do not play MP4 in `<img>`).
  static var imageFormats: [OutputFormat] {
    OutputFormat.allCases.filter { $0 != .frames && $0.rawValue != "mp4" }
  }

  func validate() throws {
    guard let chosen = OutputFormat(rawValue: format), Self.imageFormats.contains(chosen) else {
      let known = Self.imageFormats.map(\.rawValue).joined(separator: ", ")
      throw ValidationError("--format must be an image format, one file per variant: one of \(known)")
    }
    for value in scales { try OptionCheck.number(value, "--scale", in: 1...4) }
    if let name, let problem = SceneNaming.problem(name) { throw ValidationError("--name \(problem)") }
  }

  func run() throws {
    let files = try SceneList.expand(scenes)
    if name != nil && files.count > 1 {
      throw ValidationError("--name names one scene's files; \(files.count) scenes were given.")
    }
    let chosen = OutputFormat(rawValue: format) ?? .gif
    var folder = base ?? outDir
    if folder.hasSuffix("/") { folder.removeLast() }
    var text = ""
    for file in files {
      let scene = try CommandSupport.report { () throws(ExportError) in try CompiledScene(contentsOf: file) }
      text += PictureSnippet.html(
        name: name ?? scene.name, format: chosen, folder: folder, scales: scales.count > 1 ? scales : [1])
    }
    Terminal.output(text)
  }
}

/// The `<picture>` element of one scene's variants: GitHub documents this element, with a
/// `(prefers-color-scheme: dark)` source, as the way to show an image to one theme
/// (https://docs.github.com/en/get-started/writing-on-github/getting-started-with-writing-and-formatting-on-github/basic-writing-and-formatting-syntax#specifying-the-theme-an-image-is-shown-to).
enum PictureSnippet {
  static func html(name: String, format: OutputFormat, folder: String, scales: [Double]) -> String {
    func srcset(dark: Bool) -> String {
      scales.map { scale in
        let path = OutputNaming(name: name, variant: OutputNaming.variant(dark: dark, scale: scale))
          .output(format, ofScene: name, in: folder)
        return url(path) + (scale == 1 ? "" : " " + OptionCheck.text(scale) + "x")
      }.joined(separator: ", ")
    }
    let light = url(OutputNaming(name: name).output(format, ofScene: name, in: folder))
    let sourceSet = scales == [1] ? "" : " srcset=\"\(HTMLText.escape(srcset(dark: false)))\""
    return """
      <picture>
        <source media="(prefers-color-scheme: dark)" srcset="\(HTMLText.escape(srcset(dark: true)))">
        <img src="\(HTMLText.escape(light))"\(sourceSet) alt="\(HTMLText.escape(name))">
      </picture>

      """
  }

  /// A path as a URL in a srcset: spaces and commas, which separate its entries, escaped.
  static func url(_ path: String) -> String {
    var result = ""
    for character in path {
      switch character {
      case " ": result += "%20"
      case ",": result += "%2C"
      case "%": result += "%25"
      default: result.append(character)
      }
    }
    return result
  }

}

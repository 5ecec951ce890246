import ArgumentParser
import Check
import Diff
import LayoutReel

/// `export diff A B`: a perceptual comparison of two PNG, APNG or GIF files.
struct DiffCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "diff",
    abstract: "Compare two images (PNG, APNG or GIF; animations frame by frame) perceptually.",
    discussion: """
      Prints the mismatched pixel count and percentage. Exit codes, as diff(1) and cmp(1): 0 \
      within --tolerance; 1 over it, or the animations' frame counts or timing differ; 2 a file \
      is missing or cannot be decoded, or the images have different sizes.
      """)

  /// The images `diff` reads, for completion.
  static let imageExtensions = ["png", "apng", "gif"]

  @Argument(help: "The reference image.", completion: .file(extensions: imageExtensions))
  var reference: String

  @Argument(help: "The image compared with it.", completion: .file(extensions: imageExtensions))
  var actual: String

  @Option(parsing: .unconditional, help: "Colour threshold in 0...1 (YIQ distance); smaller is stricter.")
  var threshold = 0.1

  @Flag(help: "Count anti-aliased pixels as mismatches instead of ignoring them.")
  var includeAA = false

  @Option(
    name: .shortAndLong,
    help: ArgumentHelp("Write the difference image (PNG) here; - for standard output.", valueName: "file"),
    completion: .file(extensions: ["png"]))
  var output: String?

  /// The spelling before `--output`, kept for scripts.
  @Option(name: .customLong("out"), help: .private)
  var legacyOut: String?

  var differencePath: String? { output ?? legacyOut }

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Mismatch allowed: a pixel count (12) or a percentage (0.5%).", valueName: "N|P%"))
  var tolerance = "0"

  @Flag(help: "Print {\"mismatched\": N, \"total\": M, \"percent\": P} instead of sentences.")
  var json = false

  @Option(parsing: .unconditional, help: "Most frames either file may have.")
  var maxFrames = 10_000

  @Option(
    parsing: .unconditional,
    help: ArgumentHelp("Largest estimated memory need of the comparison, in MiB.", valueName: "MiB"))
  var maxMemory = 2048

  func validate() throws {
    if output != nil && legacyOut != nil { throw ValidationError("give --output once (--out is its old name).") }
    try OptionCheck.number(threshold, "--threshold", in: 0...1)
    do { _ = try Tolerance(parsing: tolerance) } catch { throw ValidationError(error.description) }
    try OptionCheck.whole(maxFrames, "--max-frames", in: 1...Int.max, ", 1 or more")
    // MiB become bytes with << 20, which must not shift bits out.
    let mebibytes = 1...(Int.max >> 20)
    try OptionCheck.whole(maxMemory, "--max-memory", in: mebibytes, " of MiB from 1 to \(mebibytes.upperBound)")
  }

  func run() throws {
    let allowed = try Tolerance(parsing: tolerance)
    // A difference image is made only when it is written: it is a pass over every pixel of every
    // frame that the counts alone do not need.
    let options = DiffOptions(
      threshold: threshold, includeAntiAliased: includeAA, makesDifferenceImage: differencePath != nil)
    // Headers first: sizes and frame counts meet the limits before any pixel is decoded; then the
    // files are compared frame by frame as they are decoded.
    try SceneList.readable(reference)
    try SceneList.readable(actual)
    // A file that cannot be decoded is unreadable input, not a difference.
    let compared = try CommandSupport.report(status: ExitStatus.usage) { () throws(ExportError) in
      var first = try ImageFrameReader(contentsOf: reference)
      var second = try ImageFrameReader(contentsOf: actual)
      try StreamingComparison.check(
        first, second, maxFrames: maxFrames, maxMemory: maxMemory << 20,
        makesDifferenceImage: options.makesDifferenceImage)
      return try DiffOutcome.compare(&first, &second, options: options, tolerance: allowed)
    }
    let outcome: DiffOutcome
    switch compared {
    case .success(let found): outcome = found
    case .failure(let error):
      // Images of different sizes have no pixel-by-pixel comparison: trouble, not a regression.
      Terminal.error("error: \(error)")
      throw ExitCode(ExitStatus.usage)
    }
    let text = json ? outcome.json + "\n" : outcome.summary + "\n"
    if let differencePath {
      guard let image = outcome.differenceImage else {
        Terminal.error("error: no difference image: the images have different sizes.")
        throw ExitCode(ExitStatus.usage)
      }
      if differencePath == "-" {
        let bytes = try CommandSupport.report { () throws(ExportError) in try PNGFile.encode(image) }
        Terminal.write(bytes, to: .standardOutput)
        // The image holds standard output: the figures go to standard error.
        Terminal.write(text, to: .standardError)
        if !outcome.passes { throw ExitCode(ExitStatus.failure) }
        return
      }
      try CommandSupport.report { () throws(ExportError) in try PNGFile.write(image, to: differencePath) }
    }
    Terminal.output(text)
    if !outcome.passes { throw ExitCode(ExitStatus.failure) }
  }
}

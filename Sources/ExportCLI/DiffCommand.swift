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
      Prints the mismatched pixel count and percentage; exits 1 when it is over --tolerance, \
      when the sizes differ or when the animations' frame counts or timing differ.
      """)

  @Argument(help: "The reference image.")
  var reference: String

  @Argument(help: "The image compared with it.")
  var actual: String

  @Option(parsing: .unconditional, help: "Colour threshold in 0...1 (YIQ distance); smaller is stricter.")
  var threshold = 0.1

  @Flag(help: "Count anti-aliased pixels as mismatches instead of ignoring them.")
  var includeAA = false

  @Option(name: .customLong("out"), help: "Write the difference image (PNG) here.")
  var differencePath: String?

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
    let compared = try CommandSupport.report { () throws(ExportError) in
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
      Terminal.error("error: \(error)")
      throw ExitCode(1)
    }
    if let differencePath {
      guard let image = outcome.differenceImage else {
        Terminal.error("error: no difference image: the images have different sizes.")
        throw ExitCode(1)
      }
      try CommandSupport.report { () throws(ExportError) in try PNGFile.write(image, to: differencePath) }
    }
    Terminal.output(json ? outcome.json + "\n" : outcome.summary + "\n")
    if !outcome.passes { throw ExitCode(1) }
  }
}

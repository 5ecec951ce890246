import ArgumentParser
import Check
import LayoutReel

/// Options of a batch split over CI runners: `export` and `export check` take them alike.
struct BatchOptions: ParsableArguments {
  @Option(help: ArgumentHelp("Export only shard i of n (1 ≤ i ≤ n), balanced by frames × pixels.", valueName: "i/n"))
  var shard: String?

  @Option(
    help: ArgumentHelp(
      "Write the run's result (summary rows, check outcomes) as JSON here, for `merge` "
        + "(default with --shard: shard-I-of-N.json in the output or report folder).",
      valueName: "file"),
    completion: .file(extensions: ["json"]))
  var result: String?

  @Option(
    help: ArgumentHelp(
      "Content-addressed cache folder: scenes whose inputs, fonts, tool and options are unchanged are "
        + "copied from it instead of rendered (safe to share between runners).",
      valueName: "dir"),
    completion: .directory)
  var cache: String?

  @Flag(help: "Render everything, ignoring --cache.")
  var noCache = false

  /// The cache in force.
  var cacheFolder: String? { noCache ? nil : cache }

  func check() throws {
    do { _ = try shard.map(Shard.init(parsing:)) } catch { throw ValidationError(error.description) }
  }

  var parsedShard: Shard {
    get throws { try shard.map(Shard.init(parsing:)) ?? .whole }
  }

  /// Where the result goes: `--result`, else with `--shard` the conventional name in `folder`.
  func resultPath(default folder: String) -> String? {
    if let result { return result }
    guard let shard, let parsed = try? Shard(parsing: shard) else { return nil }
    let base = folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    return base + "/" + BatchResult.fileName(for: parsed)
  }
}

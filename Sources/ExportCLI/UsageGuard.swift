#if canImport(Glibc)
  import Glibc
#endif

/// Refusals made before the arguments are parsed, so that nothing is written.
///
/// `render` is the default subcommand and takes any path, so without this a misspelt
/// subcommand (`valdate scenes/`) would be taken for a scene: exported, or reported as an
/// unreadable file.
enum UsageGuard {
  static func refusal(_ arguments: [String], tool: ToolName) -> String? {
    if tool == .export, arguments.contains(where: { $0.hasPrefix("--generate-completion-script") }) {
      return "completion scripts are made for the installed name: run "
        + "`layoutreel --generate-completion-script <shell>` (`export` is the shell's builtin)."
    }
    return typo(arguments, commands: Export.configuration.subcommands.map { $0._commandName } + ["help"])
  }

  /// The shell named by `--generate-completion-script SHELL` (or `=SHELL`), when asked.
  static func completionRequest(_ arguments: [String]) -> String? {
    for (i, argument) in arguments.enumerated() {
      if argument.hasPrefix("--generate-completion-script=") {
        return String(argument.dropFirst("--generate-completion-script=".count))
      }
      if argument == "--generate-completion-script", i + 1 < arguments.count { return arguments[i + 1] }
    }
    return nil
  }

  /// "did you mean …?" for a first argument that is neither an option, a subcommand nor an
  /// existing file or folder, and is within a small edit distance of a subcommand's name.
  static func typo(_ arguments: [String], commands: [String]) -> String? {
    guard let first = arguments.first, !first.hasPrefix("-"), !commands.contains(first),
      !first.contains("/"), !first.contains("."), access(first, F_OK) != 0
    else { return nil }
    let word = first.lowercased()
    // One edit in short names, two in longer ones: `dif` → diff, `tmeline` → timeline.
    let ranked = commands.map { ($0, EditDistance.between(word, $0)) }.filter { $1 <= ($0.count <= 4 ? 1 : 2) }
    guard let best = ranked.min(by: { $0.1 < $1.1 })?.0 else { return nil }
    return "'\(first)' is neither a subcommand of \(ToolIdentity.current.rawValue) nor an existing file; "
      + "did you mean '\(best)'?"
  }
}

/// The optimal-string-alignment distance: insertions, deletions, substitutions and swaps of
/// two neighbours each cost one (`tiemline` is one edit from `timeline`). Written here: it is
/// ten lines, and no package on this machine offers it.
enum EditDistance {
  static func between(_ a: String, _ b: String) -> Int {
    let x = Array(a), y = Array(b)
    guard !x.isEmpty, !y.isEmpty else { return max(x.count, y.count) }
    var d = [[Int]](repeating: [Int](repeating: 0, count: y.count + 1), count: x.count + 1)
    for i in 0...x.count { d[i][0] = i }
    for j in 0...y.count { d[0][j] = j }
    for i in 1...x.count {
      for j in 1...y.count {
        let cost = x[i - 1] == y[j - 1] ? 0 : 1
        d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
        if i > 1, j > 1, x[i - 1] == y[j - 2], x[i - 2] == y[j - 1] { d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1) }
      }
    }
    return d[x.count][y.count]
  }
}

import Foundation
import Testing

/// The real binaries' help, typos and usage errors: full standard output, standard error and
/// exit status compared, as swift-argument-parser's AssertExecuteCommand does.
@Suite struct HelpAndTypoTests {
  /// The whole text but the list of subcommands, which other subcommands join (each of these is
  /// checked to be listed).
  @Test func rootHelpNamesTheToolAndItsExitCodes() throws {
    let result = try Tool.layoutreel(["--help"])
    #expect(result.status == 0 && result.stderr.isEmpty)
    let parts = result.stdout.components(separatedBy: "SUBCOMMANDS:\n")
    #expect(parts.count == 2)
    #expect(
      parts[0] == """
        OVERVIEW: Render UIKit-style Auto Layout animations described by JSON scenes
        into GIF and PNG.

        Exit codes: 0 success; 1 a scene could not be exported or a comparison found a
        regression (and, with --strict, constraint conflicts or ambiguity); 2 a usage
        error or unreadable input (a missing file, an image that cannot be decoded,
        images of different sizes).

        USAGE: layoutreel <subcommand>

        OPTIONS:
          --version               Show the version.
          -h, --help              Show help information.


        """)
    let list = parts.last ?? ""
    #expect(list.hasPrefix("  render (default)        Export scenes (files, or every .json in a folder) to\n"))
    #expect(list.hasSuffix("\n  See 'layoutreel help <subcommand>' for detailed help.\n"))
    for line in [
      "  layout                  Print every view's frame and alpha at a time, as JSON\n",
      "  frame                   Render the frame at a time to a PNG file.\n",
      "  validate                Check scenes: parse, solve the layout, resolve the\n",
      "  diff                    Compare two images (PNG, APNG or GIF; animations\n",
      "  timeline                Plot every animated property of a scene against time,\n",
      "  merge                   Combine the results of every shard of a sharded run\n",
      "  snippet                 Print a <picture> element that shows a scene's dark\n",
      "  preview                 Serve a live preview of a scene on 127.0.0.1: it\n",
    ] {
      #expect(list.contains(line), "\(line)")
    }
  }

  /// `swift run export` keeps its name in its own help.
  @Test func exportIsTheSameCommandUnderItsOldName() throws {
    let result = try Tool.export(["--help"])
    #expect(result.status == 0 && result.stderr.isEmpty)
    #expect(result.stdout.contains("\nUSAGE: export <subcommand>\n"))
    #expect(result.stdout.contains("  See 'export help <subcommand>' for detailed help.\n"))
    #expect(try Tool.export(["--version"]) == Tool.Result(status: 0, stdout: "0.1.0\n", stderr: ""))
  }

  @Test func diffHelpStatesItsExitCodes() throws {
    let result = try Tool.layoutreel(["diff", "--help"])
    #expect(
      result
        == Tool.Result(
          status: 0,
          stdout: """
            OVERVIEW: Compare two images (PNG, APNG or GIF; animations frame by frame)
            perceptually.

            Prints the mismatched pixel count and percentage. Exit codes, as diff(1) and
            cmp(1): 0 within --tolerance; 1 over it, or the animations' frame counts or
            timing differ; 2 a file is missing or cannot be decoded, or the images have
            different sizes.

            USAGE: layoutreel diff <reference> <actual> [--threshold <threshold>] [--include-aa] [--output <file>] [--tolerance <N|P%>] [--json] [--max-frames <max-frames>] [--max-memory <MiB>]

            ARGUMENTS:
              <reference>             The reference image.
              <actual>                The image compared with it.

            OPTIONS:
              --threshold <threshold> Colour threshold in 0...1 (YIQ distance); smaller is
                                      stricter. (default: 0.1)
              --include-aa            Count anti-aliased pixels as mismatches instead of
                                      ignoring them.
              -o, --output <file>     Write the difference image (PNG) here; - for standard
                                      output.
              --tolerance <N|P%>      Mismatch allowed: a pixel count (12) or a percentage
                                      (0.5%). (default: 0)
              --json                  Print {"mismatched": N, "total": M, "percent": P}
                                      instead of sentences.
              --max-frames <max-frames>
                                      Most frames either file may have. (default: 10000)
              --max-memory <MiB>      Largest estimated memory need of the comparison, in
                                      MiB. (default: 2048)
              --version               Show the version.
              -h, --help              Show help information.


            """, stderr: ""))
  }

  /// The old spellings work but are no longer shown.
  @Test func renderHelpShowsOnlyTheNewSpellings() throws {
    let help = try Tool.layoutreel(["render", "--help"]).stdout
    #expect(help.contains("  --out-dir <dir>         Folder to write into (default: output).\n"))
    #expect(!help.contains("--out <") && !help.contains("-o,"))
    #expect(help.contains("--appearance <light|dark>"))
    #expect(help.contains("--diagnostics <text|json>"))
  }

  /// The three typos: a usage error naming the subcommand meant, and nothing written.
  @Test(arguments: [
    (["tmeline", "x.json", "-o", "t.png"], "tmeline", "timeline"),
    (["dif", "a.png", "b.png"], "dif", "diff"),
    (["valdate", "scenes/"], "valdate", "validate"),
    (["tiemline", "x.json", "-o", "t.png"], "tiemline", "timeline"),
    (["Check", "scenes/"], "Check", "check"),
  ])
  func aTypoIsAUsageErrorThatWritesNothing(arguments: [String], typo: String, meant: String) throws {
    let folder = try Tool.folder(["x.json": Scenes.adaptive, "scenes/a.json": Scenes.literal])
    try Data([1, 2, 3]).write(to: folder.appendingPathComponent("a.png"))
    try Data([1, 2, 4]).write(to: folder.appendingPathComponent("b.png"))
    let before = Tool.listing(folder)
    for (tool, name) in [(Tool.export, "export"), (Tool.layoutreel, "layoutreel")] {
      let result = try Tool.run(tool, arguments, in: folder)
      #expect(
        result
          == Tool.Result(
            status: 2, stdout: "",
            stderr:
              "error: '\(typo)' is neither a subcommand of \(name) nor an existing file; did you mean '\(meant)'?\n"
          ))
      #expect(Tool.listing(folder) == before)
    }
  }

  /// A file of a subcommand's name is a scene, as before: the guard looks at the disk first.
  @Test func anExistingFileCloseToASubcommandIsStillAScene() throws {
    let folder = try Tool.folder(["diffs": Scenes.literal])
    let result = try Tool.layoutreel(["diffs", "--out-dir", "out", "--quiet"], in: folder)
    #expect(result == Tool.Result(status: 0, stdout: "", stderr: ""))
    #expect(Tool.listing(folder) == ["diffs", "out", "out/plain.gif"])
  }

  /// A word far from every subcommand is a scene file that does not exist: unreadable input.
  @Test func aMissingSceneIsUnreadableInputAndWritesNothing() throws {
    let folder = try Tool.folder()
    let result = try Tool.layoutreel(["nothing.json", "--out-dir", "out"], in: folder)
    #expect(result == Tool.Result(status: 2, stdout: "", stderr: "nothing.json: error: No such file or directory\n"))
    #expect(Tool.listing(folder).isEmpty)
  }

  /// `export` is the shell's builtin on PATH: completion is registered for `layoutreel` only.
  @Test func exportRefusesToWriteACompletionScript() throws {
    let result = try Tool.export(["--generate-completion-script", "bash"])
    #expect(
      result
        == Tool.Result(
          status: 2, stdout: "",
          stderr: "error: completion scripts are made for the installed name: run "
            + "`layoutreel --generate-completion-script <shell>` (`export` is the shell's builtin).\n"))
    let script = try Tool.layoutreel(["--generate-completion-script", "bash"])
    #expect(script.status == 0)
    #expect(script.stdout.hasSuffix("complete -o filenames -F _layoutreel layoutreel\n"))
    #expect(!script.stdout.contains(" export\n"))
  }
}

import Foundation
import Testing

/// The command as a user installs and uses it: by name from a login shell, with completion.
@Suite struct InstallAndCompletionTests {
  /// The repository, two folders above this file.
  static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// scripts/install into a temporary prefix, then `bash -lc` with a HOME whose .profile puts
  /// the prefix on PATH, as a user's login shell would.
  @Test func theInstalledCommandRunsByNameFromALoginShell() throws {
    let home = try Tool.folder([".profile": "export PATH=\"$HOME/prefix/bin:$PATH\"\n"])
    let prefix = home.appendingPathComponent("prefix")
    let install = try Tool.run(
      Self.repository.appendingPathComponent("scripts/install"),
      ["--prefix", prefix.path, "--binary", Tool.layoutreel.path], environment: Tool.environment(["HOME": home.path]))
    #expect(install.status == 0, "\(install)")
    #expect(install.stderr.hasPrefix("install: \(prefix.path)/bin/layoutreel 0.1.0\n"))
    #expect(
      Tool.listing(prefix) == [
        "bin", "bin/layoutreel", "share", "share/bash-completion", "share/bash-completion/completions",
        "share/bash-completion/completions/layoutreel", "share/fish", "share/fish/vendor_completions.d",
        "share/fish/vendor_completions.d/layoutreel.fish", "share/zsh", "share/zsh/site-functions",
        "share/zsh/site-functions/_layoutreel",
      ])
    let login = Tool.environment(["HOME": home.path])
    let version = try Tool.run(URL(fileURLWithPath: "/bin/bash"), ["-lc", "layoutreel --version"], environment: login)
    #expect(version == Tool.Result(status: 0, stdout: "0.1.0\n", stderr: ""))
    let kind = try Tool.run(URL(fileURLWithPath: "/bin/bash"), ["-lc", "type -t layoutreel"], environment: login)
    #expect(kind == Tool.Result(status: 0, stdout: "file\n", stderr: ""))
    // `export` stays the shell's: the reason the command has another name.
    let builtin = try Tool.run(URL(fileURLWithPath: "/bin/bash"), ["-lc", "type -t export"], environment: login)
    #expect(builtin == Tool.Result(status: 0, stdout: "builtin\n", stderr: ""))
  }

  /// Bash's completion asked as readline would: COMP_WORDS and COMP_CWORD set, the function
  /// called, COMPREPLY read.
  @Test(arguments: [
    ("layoutreel sce", ["scenario.json", "scene.json", "scenes"]),
    ("layoutreel scenes/c", ["scenes/card.json"]),
    ("layoutreel scene.json sc", ["scenario.json", "scene.json", "scenes"]),
    ("layoutreel ti", ["timeline"]),
    ("layoutreel scene.json --format a", ["apng"]),
    ("layoutreel scene.json --appearance ", ["dark", "light", "light,dark"]),
    ("layoutreel scene.json --diagnostics ", ["json", "text"]),
    ("layoutreel diff sc", ["scenes", "screen.gif", "screen.png"]),
    ("layoutreel frame scene.json -o s", ["scenes", "screen.png"]),
    ("layoutreel validate s", ["scenario.json", "scene.json", "scenes"]),
  ])
  func bashCompletesScenesImagesAndOptionValues(line: String, expected: [String]) throws {
    let folder = try Tool.folder([
      "scene.json": "{}", "scenario.json": "{}", "scenes/card.json": "{}", "screen.png": "", "screen.gif": "",
      "script.txt": "",
    ])
    let script = try Tool.layoutreel(["--generate-completion-script", "bash"])
    try script.stdout.write(to: folder.appendingPathComponent("completion.bash"), atomically: true, encoding: .utf8)
    let ask = """
      source ./completion.bash
      COMP_LINE="$1"; COMP_POINT=${#COMP_LINE}
      read -ra COMP_WORDS <<< "$COMP_LINE"
      [[ "$COMP_LINE" == *" " ]] && COMP_WORDS+=("")
      COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
      COMPREPLY=()
      _layoutreel layoutreel "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD - 1]}"
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    let result = try Tool.run(URL(fileURLWithPath: "/bin/bash"), ["-c", ask, "complete", line], in: folder)
    #expect(result.status == 0 && result.stderr.isEmpty, "\(result)")
    // Root flags are offered beside option values; they are not what is asked about here.
    let offered = result.stdout.split(separator: "\n").map(String.init).filter { !$0.hasPrefix("-") }.sorted()
    #expect(offered == expected, "\(line)")
  }

  /// fish answers `complete -C` itself; zsh's script must at least parse.
  @Test func fishCompletesScenesAndZshParses() throws {
    let folder = try Tool.folder(["scene.json": "{}", "scenes/card.json": "{}", "screen.png": ""])
    let fish = try Tool.layoutreel(["--generate-completion-script", "fish"]).stdout
    try fish.write(to: folder.appendingPathComponent("layoutreel.fish"), atomically: true, encoding: .utf8)
    let asked = try Tool.run(
      URL(fileURLWithPath: "/usr/bin/fish"),
      ["--no-config", "-c", "source layoutreel.fish; complete -C 'layoutreel sce'; complete -C 'layoutreel diff scr'"],
      in: folder)
    #expect(asked == Tool.Result(status: 0, stdout: "scene.json\nscenes/\nscreen.png\n", stderr: ""))
    let zsh = try Tool.layoutreel(["--generate-completion-script", "zsh"]).stdout
    try zsh.write(to: folder.appendingPathComponent("_layoutreel"), atomically: true, encoding: .utf8)
    #expect(zsh.contains("        _files -g '*.json' && ret=0\n"))
    #expect(zsh.contains("        *)\n            _layoutreel_render && ret=0\n"))
    let parsed = try Tool.run(URL(fileURLWithPath: "/usr/bin/zsh"), ["-n", "_layoutreel"], in: folder)
    #expect(parsed == Tool.Result(status: 0, stdout: "", stderr: ""))
  }
}

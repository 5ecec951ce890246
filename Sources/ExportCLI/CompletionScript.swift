import ArgumentParser

/// The shell completion scripts argument-parser writes, taught that `render` is the default
/// subcommand: the first word may be a scene file or folder as well as a subcommand, and the
/// words after a scene complete as `render`'s. argument-parser offers only subcommand names
/// there. Each addition is anchored on a line of the generated script; the CLI tests source the
/// result, so an argument-parser update that moves an anchor fails there.
enum CompletionScript {
  /// The script for `shell`, or nil for a shell argument-parser does not know.
  static func text(for shellName: String) -> String? {
    guard let shell = CompletionShell(rawValue: shellName) else { return nil }
    var generated = Export.completionScript(for: shell)
    if !generated.hasSuffix("\n") { generated += "\n" }
    let name = ToolIdentity.current.rawValue
    switch shell {
    case .bash: return bash(generated, name)
    case .zsh: return zsh(generated, name)
    case .fish: return fish(generated, name)
    default: return generated
    }
  }

  static func bash(_ script: String, _ name: String) -> String {
    let anchor = """
          *)
              # Offer subcommand completions
              COMPREPLY+=($(compgen -W
      """
    guard let start = script.range(of: anchor), let end = script[start.upperBound...].range(of: "\n") else {
      return script
    }
    let line = script[start.lowerBound..<end.upperBound]
    let subcommands = line.drop(while: { $0 != "C" })  // "COMPREPLY+=…" without the indentation
    let replacement = """
          *)
              # Subcommands as the first word, and render's arguments (the default subcommand)
              unparsed_words=("${COMP_WORDS[@]:1:${COMP_CWORD}}")
              [[ "${COMP_CWORD}" -eq 1 ]] && \(subcommands.dropLast())
              _\(name)_render

      """
    return script.replacingCharacters(in: start.lowerBound..<end.upperBound, with: replacement)
  }

  static func zsh(_ script: String, _ name: String) -> String {
    var result = script
    let command = "        _describe -V subcommand subcommands && ret=0\n"
    if let range = result.range(of: command) {
      result.replaceSubrange(range, with: command + "        _files -g '*.json' && ret=0\n")
    }
    let arg = "            \"_\(name)_${words[1]}\" && ret=0\n            ;;\n"
    if let range = result.range(of: arg) {
      result.replaceSubrange(range, with: arg + "        *)\n            _\(name)_render && ret=0\n            ;;\n")
    }
    return result
  }

  static func fish(_ script: String, _ name: String) -> String {
    let prefix =
      "complete -c '\(name)' -n '__\(name)_should_offer_completions_for_positional \"\(name) render\" -ge 1' "
    guard let start = script.range(of: prefix), let end = script[start.upperBound...].range(of: "\n") else {
      return script
    }
    let files = script[start.upperBound..<end.lowerBound]
    return script + (script.hasSuffix("\n") ? "" : "\n")
      + "complete -c '\(name)' -n '__\(name)_should_offer_completions_for_positional \"\(name)\" -ge 1' "
      + files + "\n"
  }
}

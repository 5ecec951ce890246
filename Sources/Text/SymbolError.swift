/// Why a symbol image could not be made, as data.
public enum SymbolError: Error, Sendable, Equatable, CustomStringConvertible {
  /// No symbol of this name is known; `suggestions` are the closest known names.
  case unknownName(String, suggestions: [String])
  /// The icon font, or the system font the symbol measures itself against, failed.
  case font(TextError)
  /// The configuration's point size is not a finite positive number.
  case invalidPointSize(Double)

  public var description: String {
    switch self {
    case .unknownName(let name, let suggestions):
      let known = "(\(SymbolNames.table.count) names are known; see docs/scene-format.md, \"Symbol images\")"
      guard !suggestions.isEmpty else { return "unknown symbol \"\(name)\" \(known)" }
      let list = suggestions.map { "\"\($0)\"" }.joined(separator: ", ")
      return "unknown symbol \"\(name)\"; did you mean \(list)? \(known)"
    case .font(let error):
      return error.description
    case .invalidPointSize(let size):
      return "symbol point size \(size) is not a positive finite number"
    }
  }
}

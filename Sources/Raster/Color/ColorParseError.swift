/// Why a colour string could not be parsed: what was found, where, and what was expected.
public enum ColorParseError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The string was empty (or only spaces).
  case empty
  /// A character that is not a hex digit, at `offset` (0-based, in characters) of `input`.
  case invalidHexDigit(input: String, offset: Int)
  /// A hex colour whose digit count is not 3, 4, 6 or 8.
  case invalidHexLength(input: String, digits: Int)
  /// rgb()/rgba() text that does not have the shape `rgb(r, g, b)` / `rgba(r, g, b, a)`.
  case malformedFunction(input: String, expected: String)
  /// rgb()/rgba() with the wrong number of components.
  case wrongComponentCount(input: String, function: String, expected: Int, found: Int)
  /// A component that is not a number, or is outside its range.
  case invalidComponent(input: String, index: Int, text: String, expected: String)
  /// A name that is not a known UIKit colour, with the closest known name when one is near.
  case unknownName(String, suggestion: String?)

  public var description: String {
    switch self {
    case .empty:
      return "empty colour: expected #hex, rgb(), rgba() or a UIKit colour name"
    case .invalidHexDigit(let input, let offset):
      return "'\(input)': character \(offset) is not a hex digit (expected 0-9, a-f, A-F)"
    case .invalidHexLength(let input, let digits):
      return "'\(input)': \(digits) hex digits; expected 3 (#RGB), 4 (#RGBA), 6 (#RRGGBB) or 8 (#RRGGBBAA)"
    case .malformedFunction(let input, let expected):
      return "'\(input)': expected \(expected)"
    case .wrongComponentCount(let input, let function, let expected, let found):
      return "'\(input)': \(function)() takes \(expected) components, found \(found)"
    case .invalidComponent(let input, let index, let text, let expected):
      return "'\(input)': component \(index + 1) '\(text)' is invalid; expected \(expected)"
    case .unknownName(let name, let suggestion):
      let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
      return "unknown colour name '\(name)'\(hint)"
    }
  }
}

/// Why a comparison could not be made: the data says what and where, `description` renders it.
public enum DiffError: Error, Sendable, Equatable, CustomStringConvertible {
  /// The two images do not have the same dimensions, so no pixel-by-pixel comparison exists.
  case sizeMismatch(reference: ImageSize, actual: ImageSize)
  /// An option is outside its allowed range (name, offending value, allowed range as text).
  case invalidOption(name: String, value: Double, allowed: String)
  /// A tolerance string could not be parsed (the text as given, and what is wrong with it).
  case invalidTolerance(text: String, reason: String)

  /// One sentence a user can act on.
  public var description: String {
    switch self {
    case .sizeMismatch(let reference, let actual):
      return "Image sizes differ: reference is \(reference), actual is \(actual)."
    case .invalidOption(let name, let value, let allowed):
      return "Invalid \(name) \(value): it must be in \(allowed)."
    case .invalidTolerance(let text, let reason):
      return
        "Invalid tolerance \"\(text)\": \(reason). Use a pixel count such as \"12\" or a percentage such as \"0.5%\"."
    }
  }
}

/// What is wrong, without where: the payload of a `SceneError`.
public enum SceneProblem: Sendable, Equatable {
  // Reading
  /// The file could not be read.
  case unreadableFile(reason: String)

  // JSON syntax
  /// A character that cannot start or continue what was expected.
  case unexpectedCharacter(found: String, expected: String)
  /// The text ended while `expected` was still missing.
  case unexpectedEnd(expected: String)
  /// A bare word such as `True` or `undefined` where a value was expected.
  case unexpectedWord(String)
  /// Bytes that are not valid UTF-8.
  case invalidUTF8
  /// An escape such as `\x` that JSON does not define.
  case invalidEscape(String)
  /// A `\u` escape that is malformed or a lone surrogate.
  case invalidUnicodeEscape(String)
  /// A raw control character (below U+0020) inside a string.
  case controlCharacterInString(UInt32)
  /// A malformed number such as `01`, `1.` or `-`.
  case invalidNumber(String)
  /// A number whose magnitude exceeds the parser limit.
  case numberTooLarge(String, limit: Double)
  /// `NaN`, `Infinity` or `-Infinity`.
  case nonFiniteNumber(String)
  /// A key written twice in one object; `first` is the earlier occurrence.
  case duplicateKey(String, first: SourcePosition)
  /// Arrays/objects nested deeper than the limit.
  case nestingTooDeep(limit: Int)
  /// A comma directly before `]` or `}`.
  case trailingComma
  /// A `//` or `/*` comment.
  case comment
  /// A string in single quotes.
  case singleQuotedString
  /// Something after the top-level value.
  case trailingContent
  /// No value at all.
  case emptyDocument

  // Scene structure
  /// A key the object does not accept; `context` names the object ("canvas", "a label").
  case unknownKey(String, context: String)
  /// A required key is absent; `context` names the object.
  case missingKey(String, context: String)
  /// A value of the wrong JSON type.
  case wrongType(expected: String, found: String)
  /// A name that is not one of the known ones: `category` is "kind", "view", "metric", ...;
  /// `within` is the text the name was found in (a constraint string), if any.
  case unknownName(category: String, name: String, within: String?)
  /// An id declared twice; `first` is the earlier declaration.
  case duplicateID(String, first: SourcePosition)
  /// A value outside its allowed range; `allowed` reads like "0...1" or "> 0".
  case outOfRange(what: String, value: Double, allowed: String)
  /// Two keys that cannot be used together.
  case conflictingKeys(String, String)
  /// A cycle in `after` references, listed in order.
  case cycle([String])
  /// A rule of the format that is broken, with a sentence explaining it.
  case invalid(String)

  // Constraint language and VFL
  /// A syntax error inside a constraint or visual-format string: `message` says what was expected.
  case syntax(String, within: String)
}

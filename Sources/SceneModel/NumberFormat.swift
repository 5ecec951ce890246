#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A text with numbers in it: `"{value}%"`, `"{value:.1f} MB"`. Each `{value}` is the number
/// written as C's `printf("%.0f")` writes it, `{value:.Nf}` with N decimals (0...9); `{{` and
/// `}}` are literal braces. Rounding is printf's (the exact binary value, ties to even), so a
/// scene shows what `String(format: "%.0f", value)` shows in an app.
public struct NumberFormat: Sendable, Hashable, CustomStringConvertible {
  /// A run of literal text or a number with a precision.
  public enum Piece: Sendable, Hashable {
    case literal(String)
    case value(decimals: Int)
  }

  public let pieces: [Piece]
  /// The format as written.
  public let description: String

  /// The most decimals a placeholder may ask for.
  public static let maxDecimals = 9

  /// Parses `text`; the error says what is wrong and at which character (counted in Unicode scalars).
  public init(parsing text: String) throws(NumberFormatError) {
    var pieces: [Piece] = []
    var literal = ""
    let scalars = Array(text.unicodeScalars)
    var i = 0
    func flush() {
      if !literal.isEmpty { pieces.append(.literal(literal)) }
      literal = ""
    }
    while i < scalars.count {
      let c = scalars[i]
      if c == "}" {
        guard i + 1 < scalars.count, scalars[i + 1] == "}" else {
          throw NumberFormatError(offset: i, message: "a lone \"}\" (write \"}}\" for a brace)")
        }
        literal.unicodeScalars.append(c)
        i += 2
        continue
      }
      guard c == "{" else {
        literal.unicodeScalars.append(c)
        i += 1
        continue
      }
      if i + 1 < scalars.count, scalars[i + 1] == "{" {
        literal.unicodeScalars.append(c)
        i += 2
        continue
      }
      guard let close = scalars[i...].firstIndex(of: "}") else {
        throw NumberFormatError(offset: i, message: "\"{\" is not closed (write \"{{\" for a brace)")
      }
      let inside = String(String.UnicodeScalarView(scalars[(i + 1)..<close]))
      flush()
      pieces.append(.value(decimals: try Self.placeholder(inside, at: i)))
      i = close + 1
    }
    flush()
    guard pieces.contains(where: { if case .value = $0 { true } else { false } }) else {
      throw NumberFormatError(offset: 0, message: "the format has no {value} placeholder")
    }
    self.pieces = pieces
    self.description = text
  }

  /// `value` or `value:.Nf`: the number of decimals.
  static func placeholder(_ inside: String, at offset: Int) throws(NumberFormatError) -> Int {
    if inside == "value" { return 0 }
    let prefix = "value:."
    guard inside.hasPrefix(prefix), inside.hasSuffix("f"), inside.count > prefix.count + 1 else {
      throw NumberFormatError(
        offset: offset, message: "unknown placeholder \"{\(inside)}\"; write {value} or {value:.1f}")
    }
    let digits = inside.dropFirst(prefix.count).dropLast()
    guard digits.allSatisfy({ $0.isASCII && $0.isNumber }), let n = Int(digits), n <= maxDecimals else {
      throw NumberFormatError(
        offset: offset, message: "\"{\(inside)}\": the precision must be 0...\(maxDecimals) decimals, as in {value:.1f}"
      )
    }
    return n
  }

  /// The text showing `value`.
  public func text(_ value: Double) -> String {
    var result = ""
    for piece in pieces {
      switch piece {
      case .literal(let s): result += s
      case .value(let decimals): result += Self.printf(value, decimals: decimals)
      }
    }
    return result
  }

  /// `printf("%.*f", decimals, value)` in the C locale (the process never calls setlocale).
  static func printf(_ value: Double, decimals: Int) -> String {
    // 309 integer digits at most for a finite Double, a sign, a point and 9 decimals.
    var buffer = [CChar](repeating: 0, count: 330)
    let written = buffer.withUnsafeMutableBufferPointer { out in
      withVaList([Int32(decimals), value]) { vsnprintf(out.baseAddress, out.count, "%.*f", $0) }
    }
    guard written > 0 else { return "" }
    return String(decoding: buffer.prefix(Int(min(written, 329))).map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}

/// Why a number format is invalid, and where in it.
public struct NumberFormatError: Error, Sendable, Equatable {
  /// Unicode scalars from the start of the format.
  public let offset: Int
  public let message: String

  public init(offset: Int, message: String) {
    self.offset = offset
    self.message = message
  }
}

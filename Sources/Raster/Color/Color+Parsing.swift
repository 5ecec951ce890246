/// Parsing of colour strings: `#RGB`, `#RGBA`, `#RRGGBB`, `#RRGGBBAA`, `rgb(r, g, b)`,
/// `rgba(r, g, b, a)` (r, g, b in 0...255 or percentages, a in 0...1 or a percentage), and UIKit names.
extension Color {
  /// Parses `text`, resolving dynamic system colours for `appearance`.
  public static func parse(_ text: String, appearance: Appearance = .light) throws(ColorParseError) -> Color {
    let s = text.trimmingSpaces()
    guard !s.isEmpty else { throw .empty }
    if s.hasPrefix("#") { return try parseHex(s) }
    let lower = s.lowercased()
    if lower.hasPrefix("rgba(") || lower.hasPrefix("rgb(") { return try parseFunction(s) }
    if let c = named(s, appearance: appearance) { return c }
    throw .unknownName(s, suggestion: closestName(to: s))
  }

  private static func parseHex(_ s: String) throws(ColorParseError) -> Color {
    var nibbles: [UInt8] = []
    for (i, ch) in s.dropFirst().enumerated() {
      guard let v = ch.hexDigitValue else { throw .invalidHexDigit(input: s, offset: i + 1) }
      nibbles.append(UInt8(v))
    }
    switch nibbles.count {
    case 3, 4:
      let n = nibbles.map { $0 * 17 }
      return Color(r: n[0], g: n[1], b: n[2], a: n.count == 4 ? n[3] : 255)
    case 6, 8:
      var bytes: [UInt8] = []
      for i in stride(from: 0, to: nibbles.count, by: 2) { bytes.append(nibbles[i] << 4 | nibbles[i + 1]) }
      return Color(r: bytes[0], g: bytes[1], b: bytes[2], a: bytes.count == 4 ? bytes[3] : 255)
    default:
      throw .invalidHexLength(input: s, digits: nibbles.count)
    }
  }

  private static func parseFunction(_ s: String) throws(ColorParseError) -> Color {
    let isRGBA = s.lowercased().hasPrefix("rgba(")
    let name = isRGBA ? "rgba" : "rgb"
    let shape = isRGBA ? "rgba(r, g, b, a)" : "rgb(r, g, b)"
    guard s.hasSuffix(")") else { throw .malformedFunction(input: s, expected: "\(shape) ending with ')'") }
    let inner = s.dropFirst(name.count + 1).dropLast()
    let parts = inner.split(separator: ",", omittingEmptySubsequences: false).map { String($0).trimmingSpaces() }
    let expectedCount = isRGBA ? 4 : 3
    guard parts.count == expectedCount else {
      throw .wrongComponentCount(input: s, function: name, expected: expectedCount, found: parts.count)
    }
    var channels: [UInt8] = []
    for (i, part) in parts.prefix(3).enumerated() {
      channels.append(try channel(part, index: i, input: s))
    }
    var alpha: UInt8 = 255
    if isRGBA { alpha = try alphaComponent(parts[3], input: s) }
    return Color(r: channels[0], g: channels[1], b: channels[2], a: alpha)
  }

  private static func channel(_ part: String, index: Int, input: String) throws(ColorParseError) -> UInt8 {
    let expected = "a number 0...255 or a percentage 0%...100%"
    if part.hasSuffix("%") {
      guard let v = Double(part.dropLast()), v >= 0, v <= 100 else {
        throw .invalidComponent(input: input, index: index, text: part, expected: expected)
      }
      return unit(v / 100)
    }
    guard let v = Double(part), v >= 0, v <= 255 else {
      throw .invalidComponent(input: input, index: index, text: part, expected: expected)
    }
    return UInt8(v.rounded())
  }

  private static func alphaComponent(_ part: String, input: String) throws(ColorParseError) -> UInt8 {
    let expected = "an alpha 0...1 or a percentage 0%...100%"
    if part.hasSuffix("%") {
      guard let v = Double(part.dropLast()), v >= 0, v <= 100 else {
        throw .invalidComponent(input: input, index: 3, text: part, expected: expected)
      }
      return unit(v / 100)
    }
    guard let v = Double(part), v >= 0, v <= 1 else {
      throw .invalidComponent(input: input, index: 3, text: part, expected: expected)
    }
    return unit(v)
  }

  /// The known name at the smallest edit distance (case-insensitive), if it is close enough to help.
  static func closestName(to name: String) -> String? {
    let target = Array(name.lowercased())
    var best: (name: String, distance: Int)?
    for candidate in allNames {
      let d = editDistance(target, Array(candidate.lowercased()))
      if let current = best, current.distance <= d { continue }
      best = (candidate, d)
    }
    guard let found = best, found.distance <= max(2, target.count / 3) else { return nil }
    return found.name
  }

  private static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
    var previous = Array(0...b.count)
    for i in 1...max(1, a.count) where !a.isEmpty {
      var current = [i] + Array(repeating: 0, count: b.count)
      for j in 1...max(1, b.count) where !b.isEmpty {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
      }
      previous = current
    }
    return a.isEmpty ? b.count : previous[b.count]
  }
}

extension String {
  func trimmingSpaces() -> String {
    var s = Substring(self)
    while let f = s.first, f.isWhitespace { s = s.dropFirst() }
    while let l = s.last, l.isWhitespace { s = s.dropLast() }
    return String(s)
  }
}

/// Text placed in HTML that LayoutReel writes (the check report, the README snippet).
public enum HTMLText {
  /// `text` safe as element content and inside a double-quoted attribute.
  public static func escape(_ text: String) -> String {
    var out = ""
    for character in text {
      switch character {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      default: out.append(character)
      }
    }
    return out
  }
}

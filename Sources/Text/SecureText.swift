/// Secure text entry: what a text field with isSecureTextEntry shows.
public enum SecureText {
  /// The bullet UIKit draws for each hidden character.
  public static let bullet: Character = "\u{2022}"

  /// One bullet per user-perceived character (grapheme cluster) of `text`.
  public static func masked(_ text: String) -> String {
    String(repeating: bullet, count: text.count)
  }
}

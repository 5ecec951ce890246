/// NSLineBreakMode as UILabel applies it.
///
/// Multi-line labels always wrap at word boundaries (character boundaries for `charWrapping`);
/// the mode decides what the last allowed line does with text that does not fit.
public enum LineBreakMode: String, Sendable, Hashable, CaseIterable, Codable {
  /// Last line keeps the words that fit; the rest is dropped.
  case wordWrapping
  /// Lines break between characters; the last line keeps the characters that fit.
  case charWrapping
  /// Last line holds the rest of its paragraph unwrapped; the renderer clips it.
  case clipping
  /// Last line is cut at a character and ends with "…" (UILabel's default).
  case truncatingTail
}

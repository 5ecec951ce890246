/// The UILabel properties that shape a layout (text colour is the renderer's business).
public struct LabelStyle: Sendable, Hashable {
  public var font: Font
  public var alignment: TextAlignment
  /// Maximum number of lines; 0 = unlimited (UILabel's numberOfLines).
  public var numberOfLines: Int
  public var lineBreakMode: LineBreakMode

  /// UILabel's defaults: natural alignment, one line, truncating tail.
  public init(
    font: Font, alignment: TextAlignment = .natural, numberOfLines: Int = 1,
    lineBreakMode: LineBreakMode = .truncatingTail
  ) {
    self.font = font
    self.alignment = alignment
    self.numberOfLines = numberOfLines
    self.lineBreakMode = lineBreakMode
  }
}

/// A GIF's structure, read without decoding it (`GIFFrameStream.survey`): what decoding it would
/// take can be checked against limits first.
public struct GIFSurvey: Sendable, Equatable {
  /// Logical screen size.
  public var width: Int
  public var height: Int
  /// Images in the file, each a displayed frame.
  public var frameCount: Int
}

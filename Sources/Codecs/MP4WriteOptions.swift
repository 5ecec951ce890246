/// How `MP4Writer` encodes an animation as H.264.
public struct MP4WriteOptions: Sendable, Equatable {
  /// x264's constant rate factor, 0...51: lower is better quality and larger (18 is visually
  /// near-lossless for flat UI art; 23 is x264's default).
  public var crf: Double = 18
  /// x264's speed/size preset.
  public var preset = "medium"

  public init(crf: Double = 18, preset: String = "medium") {
    self.crf = crf
    self.preset = preset
  }
}

/// What a finished MP4 amounts to.
public struct MP4Summary: Sendable, Equatable {
  /// The file's size.
  public var byteCount: Int
  /// Frames encoded (after merging identical ones and dropping those under 2 cs, as the GIF does).
  public var frameCount: Int
  /// The sum of the frames' durations.
  public var durationCentiseconds: Int
}

/// A resolved font at a point size: a face found through fontconfig plus its fallback faces.
public struct Font: Sendable, Hashable, CustomStringConvertible {
  /// What was asked for.
  public let descriptor: FontDescriptor
  public let pointSize: Double
  /// The face fontconfig matched for `descriptor`.
  public let face: FontFace
  /// Faces tried, in order, for characters `face` lacks (DejaVu Sans by default).
  public let fallbacks: [FontFace]

  public init(descriptor: FontDescriptor, pointSize: Double, face: FontFace, fallbacks: [FontFace]) {
    self.descriptor = descriptor
    self.pointSize = pointSize
    self.face = face
    self.fallbacks = fallbacks
  }

  /// The same font at another size.
  public func withSize(_ pointSize: Double) -> Font {
    Font(descriptor: descriptor, pointSize: pointSize, face: face, fallbacks: fallbacks)
  }

  /// hhea ascender in points (positive).
  public var ascender: Double { face.metrics.points(face.metrics.ascender, at: pointSize) }
  /// hhea descender in points (positive, below the baseline).
  public var descender: Double { face.metrics.points(face.metrics.descender, at: pointSize) }
  /// hhea lineGap in points.
  public var leading: Double { face.metrics.points(face.metrics.lineGap, at: pointSize) }

  /// Line pitch like UIFont.lineHeight: ascender + descender + lineGap of the font's own hhea
  /// table (CoreText's rule), not SF's numbers. SF gives 1.1934 x size; Inter from fonts-inter
  /// 4.0~beta7 (2816 upem, 2728 + 680 + 0) gives 1.2102 x size and Inter Display (2048 upem,
  /// 1974 + 502 + 0) 1.2090 x size, so a label is about 1.3 % taller per line than its SF original.
  public var lineHeight: Double {
    face.metrics.points(face.metrics.ascender + face.metrics.descender + face.metrics.lineGap, at: pointSize)
  }

  /// Face for a slot index: 0 is the primary face, 1... the fallbacks.
  func face(slot: Int) -> FontFace { slot == 0 ? face : fallbacks[slot - 1] }

  /// This font's size applied to the face in `slot` (a fallback glyph run keeps the label's size).
  func font(slot: Int) -> Font {
    slot == 0 ? self : Font(descriptor: descriptor, pointSize: pointSize, face: face(slot: slot), fallbacks: [])
  }

  public var description: String {
    "\(face.family) \(pointSize) pt w\(face.openTypeWeight)\(face.isItalic ? " italic" : "")"
  }
}

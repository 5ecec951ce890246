/// TEST DOUBLE for `IntrinsicSizeMeasuring`: sizes given per view id, no fonts involved.
///
/// The real measurer (FreeType/HarfBuzz text) arrives with the renderer. This one knows two
/// kinds of content: a fixed size, and an idealised wrapping label whose text is
/// `naturalWidth` long on one line and breaks anywhere (lines = ceil(naturalWidth / width)).
public struct FixedSizeMeasurer: IntrinsicSizeMeasuring {
  /// What a view contains.
  public enum Content: Sendable, Hashable {
    /// A fixed intrinsic size, with optional baselines measured from the top.
    case fixed(IntrinsicSize, baselines: BaselineOffsets? = nil)
    /// Wrapping text: one line is `naturalWidth` wide; each line is `lineHeight` tall and has
    /// its baseline `ascent` below the line top.
    case wrapping(naturalWidth: Double, lineHeight: Double, ascent: Double)
  }

  /// Content per view id; views not listed have no intrinsic size.
  public var contents: [String: Content]

  /// A measurer answering from `contents`.
  public init(_ contents: [String: Content] = [:]) {
    self.contents = contents
  }

  /// The listed size; wrapping text wraps at `fittingWidth`.
  public func intrinsicSize(of view: String, fittingWidth: Double?) -> IntrinsicSize? {
    switch contents[view] {
    case .none: return nil
    case .fixed(let size, _)?: return size
    case .wrapping(let natural, let lineHeight, _)?:
      let lines = lineCount(natural, fittingWidth)
      let width = lines == 1 ? natural : fittingWidth ?? natural
      return IntrinsicSize(width: width, height: lines * lineHeight)
    }
  }

  /// The listed baselines; wrapping text puts the last one on its last line.
  public func baselineOffsets(of view: String, width: Double) -> BaselineOffsets? {
    switch contents[view] {
    case .none: return nil
    case .fixed(_, let baselines)?: return baselines
    case .wrapping(let natural, let lineHeight, let ascent)?:
      let lines = lineCount(natural, width)
      return BaselineOffsets(first: ascent, last: (lines - 1) * lineHeight + ascent)
    }
  }

  /// A whole number of lines, kept a Double: a tiny width gives more lines than an Int holds.
  private func lineCount(_ natural: Double, _ width: Double?) -> Double {
    guard let width, width > 0, natural > width + 1e-9 else { return 1 }
    var lines = (natural / width).rounded(.down)
    if lines * width < natural - 1e-9 { lines += 1 }
    return max(lines, 1)
  }
}

import Pixels

extension GIFWriter {
  /// Encodes frames already in memory: pass 1 builds the palette (at `options.quality`), pass 2
  /// streams the GIF.
  public static func encode(
    _ frames: [(image: RGBAImage, delay: FrameDelay)], options: GIFWriteOptions = GIFWriteOptions(),
    name: String = "animation.gif"
  ) throws(CodecError) -> (bytes: [UInt8], summary: GIFSummary) {
    guard let first = frames.first?.image else { throw .invalidInput(file: name, reason: "no frames") }
    var histogram = ColorHistogram()
    for (k, frame) in frames.enumerated() {
      histogram.add(frame.image, after: k > 0 ? frames[k - 1].image : nil, frames: UInt32(clamping: frames.count - k))
    }
    let buffer = ByteBuffer()
    let writer = try GIFWriter(
      width: first.width, height: first.height, palette: histogram.makePalette(quality: options.quality),
      options: options,
      name: name, sink: buffer.sink)
    for frame in frames { try writer.add(frame.image, delay: frame.delay) }
    let summary = try writer.finish()
    return (buffer.bytes, summary)
  }
}

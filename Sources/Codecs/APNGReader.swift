/// Decodes animated PNGs: the file is split into chunks, each frame's fdAT data is rebuilt into a
/// standalone PNG (IHDR with the frame's size, the shared palette and colour chunks, IDAT) that
/// libpng decodes, and the frames are composited onto the canvas with their dispose and blend
/// operations, as a viewer shows them. A PNG without acTL reads as a one-frame animation.
import Pixels

public enum APNGReader {
  /// The chunks a frame's standalone PNG needs besides IHDR and its data: colour interpretation.
  static let sharedChunks: Set<String> = ["PLTE", "tRNS", "gAMA", "cHRM", "sRGB", "iCCP", "sBIT"]
  /// What the decoded frames of one file may take together (RGBA, one canvas per frame), as for GIF.
  public static let maximumDecodedBytes = GIFReader.maximumDecodedBytes

  /// The animation in `bytes`; `name` labels errors (typically the file path).
  public static func decode(_ bytes: [UInt8], name: String) throws(CodecError) -> APNGAnimation {
    var stream = try APNGFrameStream(bytes, name: name, budgeted: true)
    var frames: [APNGAnimation.Frame] = []
    frames.reserveCapacity(stream.frameCount)
    while let frame = try stream.next() { frames.append(frame) }
    // A plain PNG's size is the decoded image's (IHDR said the same, or libpng refused it).
    let size = frames.first.map { ($0.image.width, $0.image.height) } ?? (stream.width, stream.height)
    return APNGAnimation(width: size.0, height: size.1, frames: frames, loopCount: stream.loopCount)
  }

  /// A complete PNG holding one frame: IHDR with the frame's size, the shared chunks, one IDAT.
  static func standalonePNG(
    header: ArraySlice<UInt8>, control: APNGFrameControl, shared: [PNGChunkReader.Chunk], data: [UInt8]
  ) -> [UInt8] {
    var ihdr = Array(header)
    var size: [UInt8] = []
    PNGChunkWriter.appendBE32(UInt32(control.width), to: &size)
    PNGChunkWriter.appendBE32(UInt32(control.height), to: &size)
    ihdr.replaceSubrange(0..<8, with: size)
    var png = PNGChunkWriter.signature
    png.reserveCapacity(data.count + 256)
    PNGChunkWriter.append("IHDR", ihdr, to: &png)
    for chunk in shared { PNGChunkWriter.append(chunk.type, chunk.data, to: &png) }
    PNGChunkWriter.append("IDAT", data, to: &png)
    PNGChunkWriter.append("IEND", [UInt8](), to: &png)
    return png
  }
}

/// A decoded APNG: every frame composited onto the canvas.
public struct APNGAnimation: Sendable, Equatable {
  /// One displayed frame.
  public struct Frame: Sendable, Equatable {
    /// The whole canvas after this frame was drawn (transparent where nothing was drawn).
    public var image: RGBAImage
    /// The display time, as the exact fraction the file stores (a zero denominator reads as 1/100).
    public var delay: FrameDelay
  }

  /// Canvas width.
  public var width: Int
  /// Canvas height.
  public var height: Int
  /// The frames in display order.
  public var frames: [Frame]
  /// acTL's play count (0 forever); nil for a plain PNG.
  public var loopCount: Int?
}

import Pixels

/// Decodes an APNG (or a plain PNG, as one frame) one frame at a time: one canvas and the frame
/// being drawn, whatever the frame count, for callers that compare or show frames one by one.
/// Every frame's region lies inside the canvas (`APNGFrameControl` checks it before decoding).
public struct APNGFrameStream {
  /// Canvas size.
  public let width: Int
  public let height: Int
  /// acTL's play count (0 forever); nil for a plain PNG.
  public let loopCount: Int?
  /// Frames the file holds (fcTL chunks; 1 for a plain PNG).
  public let frameCount: Int

  private let name: String
  private let header: ArraySlice<UInt8>
  private let shared: [PNGChunkReader.Chunk]
  private let parts: [APNGFramePart]
  /// A plain PNG: the file itself, decoded as the one frame.
  private let still: [UInt8]?
  private var compositor: APNGCompositor?
  private var index = 0

  /// Splits `bytes` into chunks and frames; `name` labels errors (typically the file path).
  /// `budgeted`: refuse when all frames decoded at once would pass
  /// `APNGReader.maximumDecodedBytes` (for `APNGReader.decode`, which keeps them all).
  public init(_ bytes: [UInt8], name: String, budgeted: Bool = false) throws(CodecError) {
    self.name = name
    let chunks = try PNGChunkReader.chunks(of: bytes, name: name)
    guard let header = chunks.first, header.type == "IHDR", header.data.count == 13 else {
      throw .pngDecode(file: name, message: "the first chunk is not a 13-byte IHDR")
    }
    self.header = header.data
    width = Int(PNGChunkReader.be32(header.data, 0))
    height = Int(PNGChunkReader.be32(header.data, 4))
    guard let control = chunks.first(where: { $0.type == "acTL" }) else {
      still = bytes
      loopCount = nil
      frameCount = 1
      shared = []
      parts = []
      return
    }
    guard control.data.count == 8 else { throw .pngDecode(file: name, message: "acTL is not 8 bytes") }
    still = nil
    loopCount = Int(PNGChunkReader.be32(control.data, 4))
    shared = chunks.filter { APNGReader.sharedChunks.contains($0.type) }
    parts = try APNGFramePart.split(chunks, name: name)
    guard !parts.isEmpty else { throw .pngDecode(file: name, message: "acTL but no fcTL: no frames") }
    frameCount = parts.count
    compositor = try APNGCompositor(
      width: width, height: height, frameCount: budgeted ? parts.count : 1, name: name)
  }

  /// The next displayed frame (the whole canvas after it was drawn), or nil after the last.
  public mutating func next() throws(CodecError) -> APNGAnimation.Frame? {
    defer { index += 1 }
    if let still {
      guard index == 0 else { return nil }
      return .init(image: try PNGReader.decode(still, name: name), delay: .zero)
    }
    guard index < parts.count, compositor != nil else { return nil }
    let part = parts[index]
    let png = APNGReader.standalonePNG(header: header, control: part.control, shared: shared, data: part.data)
    let image = try PNGReader.decode(png, name: "\(name) frame \(index)")
    return .init(
      image: try compositor?.draw(image, control: part.control, first: index == 0) ?? image, delay: part.control.delay)
  }
}

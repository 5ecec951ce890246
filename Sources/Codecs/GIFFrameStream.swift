import CGIF
import Pixels

/// Decodes a GIF one frame at a time with giflib's record API (not DGifSlurp, which keeps every
/// frame's raster, each as large as its descriptor declares: a 1 MB LZW bomb in one frame took
/// 2.66 GB). Each frame's rows are decoded into one row buffer and composited onto one screen, so
/// memory is a few screens whatever the frame count, and every declared size is checked first.
public final class GIFFrameStream {
  /// Logical screen size.
  public let width: Int
  public let height: Int
  /// The NETSCAPE2.0 (or ANIMEXTS1.0) loop count, once the extension has been read (it comes
  /// before the first frame in the files writers make).
  public private(set) var loopCount: Int?

  private let name: String
  private let buffer: UnsafeMutableRawBufferPointer
  private let source: GIFReader.Source
  private let gif: UnsafeMutablePointer<GifFileType>
  /// The screen, allocated when the first frame is drawn (a survey never draws).
  private var canvas: [UInt32] = []
  private var finished = false

  /// Opens `bytes` and checks the screen size; `name` labels errors (typically the file path).
  public init(_ bytes: [UInt8], name: String) throws(CodecError) {
    self.name = name
    // giflib reads through a callback long after this initialiser returns: the bytes are copied
    // to memory this stream owns, so no pointer outlives a `withUnsafeBytes` scope.
    let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: max(1, bytes.count), alignment: 1)
    bytes.withUnsafeBytes { buffer.copyMemory(from: $0) }
    let source = GIFReader.Source(UnsafeRawBufferPointer(rebasing: buffer[0..<bytes.count]))
    self.buffer = buffer
    self.source = source
    var error: Int32 = 0
    guard let gif = DGifOpen(Unmanaged.passUnretained(source).toOpaque(), GIFFrameStream.read, &error) else {
      buffer.deallocate()
      throw GIFReader.error(name: name, code: error, source: source)
    }
    self.gif = gif
    width = Int(gif.pointee.SWidth)
    height = Int(gif.pointee.SHeight)
    // Every stored property is set: throwing now runs deinit, which closes the file.
    guard width > 0, height > 0, width * height <= GIFReader.maximumPixels else {
      throw .gif(file: name, code: 0, message: "unusable screen size \(width)x\(height)")
    }
  }

  deinit {
    DGifCloseFile(gif, nil)
    buffer.deallocate()
  }

  /// giflib's input callback: copies from the stream's bytes, never raises, returns short counts.
  private static let read: InputFunc = { gif, out, count in
    guard let gif, let user = gif.pointee.UserData, let out, count > 0 else { return 0 }
    let source = Unmanaged<GIFReader.Source>.fromOpaque(user).takeUnretainedValue()
    let n = min(Int(count), source.bytes.count - source.offset)
    if n < Int(count) { source.ranOut = true }
    guard n > 0, let base = source.bytes.baseAddress else { return 0 }
    UnsafeMutableRawPointer(out).copyMemory(from: base + source.offset, byteCount: n)
    source.offset += n
    return Int32(n)
  }

  private func check(_ status: Int32) throws(CodecError) {
    guard status == GIF_OK else { throw GIFReader.error(name: name, code: gif.pointee.Error, source: source) }
  }

  /// The next displayed frame (the whole screen after it was drawn), or nil after the last.
  public func next() throws(CodecError) -> GIFAnimation.Frame? {
    guard case .frame(let frame) = try advance(decoding: true) else { return nil }
    return frame
  }

  /// Reads the file's structure without decoding a pixel: the screen, how many frames it holds
  /// and the largest frame any descriptor declares, so limits apply before anything is decoded.
  public static func survey(_ bytes: [UInt8], name: String) throws(CodecError) -> GIFSurvey {
    let stream = try GIFFrameStream(bytes, name: name)
    var frames = 0
    while case .skipped = try stream.advance(decoding: false) { frames += 1 }
    return GIFSurvey(width: stream.width, height: stream.height, frameCount: frames)
  }

  /// Reads up to the next image and decodes it, or (for a survey) checks its descriptor and skips
  /// its LZW data; nil at the trailer.
  private func advance(decoding: Bool) throws(CodecError) -> Record {
    guard !finished else { return .end }
    var control: GraphicsControlBlock?
    while true {
      var type = UNDEFINED_RECORD_TYPE
      try check(DGifGetRecordType(gif, &type))
      switch type {
      case EXTENSION_RECORD_TYPE:
        try readExtension(&control)
      case IMAGE_DESC_RECORD_TYPE:
        try check(DGifGetImageDesc(gif))
        guard decoding else {
          try checkDescriptor()
          try skipImageData()
          return .skipped
        }
        let gcb =
          control
          ?? GraphicsControlBlock(
            DisposalMode: DISPOSAL_UNSPECIFIED, UserInputFlag: false, DelayTime: 0,
            TransparentColor: NO_TRANSPARENT_COLOR)
        return .frame(try drawImage(gcb))
      case TERMINATE_RECORD_TYPE:
        finished = true
        return .end
      default:
        continue
      }
    }
  }

  /// Reads one extension's blocks: the first graphic control block before an image sets its
  /// disposal, delay and transparency (as DGifSavedExtensionToGCB takes the first), and a loop
  /// extension sets `loopCount`.
  private func readExtension(_ control: inout GraphicsControlBlock?) throws(CodecError) {
    var code: Int32 = 0
    var block: UnsafeMutablePointer<GifByteType>?
    try check(DGifGetExtension(gif, &code, &block))
    var index = 0
    var isLoop = false
    while let data = block {
      let length = Int(data[0])
      if code == GRAPHICS_EXT_FUNC_CODE, index == 0, control == nil {
        var gcb = GraphicsControlBlock(
          DisposalMode: DISPOSAL_UNSPECIFIED, UserInputFlag: false, DelayTime: 0, TransparentColor: NO_TRANSPARENT_COLOR
        )
        _ = DGifExtensionToGCB(length, data + 1, &gcb)
        control = gcb
      } else if code == APPLICATION_EXT_FUNC_CODE, index == 0, length == 11 {
        let id = String(decoding: UnsafeBufferPointer(start: data + 1, count: 11), as: UTF8.self)
        isLoop = id == "NETSCAPE2.0" || id == "ANIMEXTS1.0"
      } else if isLoop, index == 1, length >= 3, data[1] == 1, loopCount == nil {
        loopCount = Int(data[2]) | Int(data[3]) << 8
      }
      index += 1
      try check(DGifGetExtensionNext(gif, &block))
    }
  }

  /// Decodes the image whose descriptor was just read onto the screen, row by row, and returns
  /// the screen; then applies its disposal.
  private func drawImage(_ gcb: GraphicsControlBlock) throws(CodecError) -> GIFAnimation.Frame {
    try checkDescriptor()
    let desc = gif.pointee.Image
    let index = Int(gif.pointee.ImageCount) - 1
    let fw = Int(desc.Width), fh = Int(desc.Height), left = Int(desc.Left), top = Int(desc.Top)
    if canvas.isEmpty { canvas = [UInt32](repeating: 0, count: width * height) }
    guard let map = desc.ColorMap ?? gif.pointee.SColorMap, let colors = map.pointee.Colors else {
      throw .gif(
        file: name, code: D_GIF_ERR_NO_COLOR_MAP, message: "frame \(index) has neither a global nor a local colour map")
    }
    let mapCount = Int(map.pointee.ColorCount)
    let transparent = Int(gcb.TransparentColor)
    let saveForRestore = gcb.DisposalMode == DISPOSE_PREVIOUS ? canvas : nil
    if fw > 0, fh > 0 {
      var line = [GifPixelType](repeating: 0, count: fw)
      // Interlaced rows arrive in four passes (GIF89a appendix E), as DGifSlurp reads them.
      let passes: [(start: Int, step: Int)] = desc.Interlace ? [(0, 8), (4, 8), (2, 4), (1, 2)] : [(0, 1)]
      for pass in passes {
        for y in stride(from: pass.start, to: fh, by: pass.step) {
          try line.withUnsafeMutableBufferPointer { row throws(CodecError) in
            try check(DGifGetLine(gif, row.baseAddress, Int32(fw)))
          }
          guard top + y < height else { continue }
          for x in 0..<fw where left + x < width {
            let k = Int(line[x])
            // Out-of-map indices (malformed files) are skipped like transparent ones.
            guard k != transparent, k < mapCount else { continue }
            let c = colors[k]
            canvas[(top + y) * width + left + x] = PackedColor.pack(Int(c.Red), Int(c.Green), Int(c.Blue))
          }
        }
      }
    }
    let frame = GIFAnimation.Frame(
      image: try screenImage(), delayCentiseconds: Int(gcb.DelayTime), disposal: Int(gcb.DisposalMode))
    if gcb.DisposalMode == DISPOSE_BACKGROUND {
      // Background is shown as transparent, as browsers do.
      let x1 = min(left + fw, width)
      for y in top..<max(min(top + fh, height), top) where left < x1 {
        for x in left..<x1 { canvas[y * width + x] = 0 }
      }
    } else if let saveForRestore {
      canvas = saveForRestore
    }
    return frame
  }

  /// The descriptor declares the raster's size before any of it is decoded: a frame larger than
  /// the largest screen is refused here, where giflib's DGifSlurp would allocate and fill it all.
  private func checkDescriptor() throws(CodecError) {
    let desc = gif.pointee.Image
    let fw = Int(desc.Width), fh = Int(desc.Height)
    guard fw * fh <= GIFReader.maximumPixels else {
      throw .invalidInput(
        file: name,
        reason: "frame \(Int(gif.pointee.ImageCount) - 1) declares \(fw)x\(fh) px, over the "
          + "\(GIFReader.maximumPixels) px a GIF frame may have")
    }
  }

  /// Passes over the current image's LZW blocks without decoding them.
  private func skipImageData() throws(CodecError) {
    var codeSize: Int32 = 0
    var block: UnsafeMutablePointer<GifByteType>?
    try check(DGifGetCode(gif, &codeSize, &block))
    while block != nil { try check(DGifGetCodeNext(gif, &block)) }
  }

  /// What reading up to the next image found.
  private enum Record {
    case frame(GIFAnimation.Frame)
    /// An image a survey checked and passed over.
    case skipped
    case end
  }

  private func screenImage() throws(CodecError) -> RGBAImage {
    // One copy of the screen, with no zero-filling pass first (a frame on a large screen is MBs).
    let pixels = canvas.withUnsafeBytes { src in
      [UInt8](unsafeUninitializedCapacity: src.count) { out, initialized in
        UnsafeMutableRawBufferPointer(out).copyMemory(from: src)
        initialized = src.count
      }
    }
    guard let image = RGBAImage(width: width, height: height, pixels: pixels) else {
      throw .gif(file: name, code: 0, message: "unusable screen size \(width)x\(height)")
    }
    return image
  }
}

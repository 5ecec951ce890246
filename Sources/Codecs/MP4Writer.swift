import CFFmpeg
import Glibc
import Pixels

/// Encodes an animation as H.264 in MP4 through FFmpeg's libraries (libavformat's MP4 muxer,
/// libavcodec's libx264 encoder, swscale), with the GIF's frame timing (`CentisecondSchedule`:
/// time base 1/100 s, one frame per shown GIF frame, each with its own duration).
///
/// Fixed so the same frames give the same bytes: one encoder thread, no B-frames, bit-exact flags
/// on the muxer and the encoder (no library versions or creation times written), BT.709 limited
/// range 4:2:0 tagged in the stream. Pixels with alpha are flattened onto white (H.264 has no
/// alpha); an odd width or height is padded to even by repeating the last column or row (4:2:0
/// has one chroma sample per 2x2 pixels, and H.264 crops only in steps of 2). The moov box is
/// moved before the media on finish (`+faststart`), so players start before the whole file
/// arrives; that rewrite reads the file back, hence a file path rather than a sink.
///
/// FFmpeg's libraries are opened when the first writer is made (`FFmpegLibrary`), not linked: if
/// one is missing, `init` throws `CodecError.library` naming it and the package to install.
///
/// Frames stream: the encoder holds its lookahead (a fixed number of frames), the muxer an index
/// entry per frame; the media goes to the file as it is encoded.
public final class MP4Writer {
  public let width: Int
  public let height: Int
  let name: String
  let codedWidth: Int
  let codedHeight: Int
  private let ff: FFmpegLibrary
  private var format: UnsafeMutablePointer<AVFormatContext>?
  private var codec: UnsafeMutablePointer<AVCodecContext>?
  private var stream: UnsafeMutablePointer<AVStream>?
  private var scaler: OpaquePointer?
  private var picture: UnsafeMutablePointer<AVFrame>?
  private var packet: UnsafeMutablePointer<AVPacket>?
  private var schedule = CentisecondSchedule<RGBAImage>(same: ==)
  /// Durations of the frames sent, by presentation time, for their packets.
  private var durations: [Int64: Int64] = [:]
  private var rgba: [UInt8]
  private var finished = false
  public private(set) var frameCount = 0

  /// Opens `path` (created or truncated) for the MP4; `name` is the file errors mention.
  public init(
    width: Int, height: Int, options: MP4WriteOptions = MP4WriteOptions(), path: String, name: String? = nil
  ) throws(CodecError) {
    let name = name ?? path
    // H.264 level 6.2 allows up to 139264 macroblocks (8192x4320); x264 refuses beyond 16384.
    guard (1...8192).contains(width), (1...8192).contains(height) else {
      throw .invalidInput(file: name, reason: "MP4 size \(width)x\(height) is outside 1...8192")
    }
    guard (0...51).contains(options.crf) else {
      throw .invalidInput(file: name, reason: "CRF \(options.crf) is outside 0...51")
    }
    self.width = width
    self.height = height
    self.name = name
    switch FFmpegLibrary.loaded {
    case .success(let library): ff = library
    case .failure(let error):
      throw .library(file: name, name: error.library, package: error.package, message: error.message)
    }
    codedWidth = (width + 1) & ~1
    codedHeight = (height + 1) & ~1
    rgba = [UInt8](repeating: 255, count: codedWidth * codedHeight * 4)
    // FFmpeg's log lines would go to standard error, between our progress lines: errors come
    // back as return codes, which are reported with the file's name.
    ff.av_log_set_level(AV_LOG_QUIET)
    do throws(CodecError) { try open(options: options, path: path) } catch {
      release()
      throw error
    }
  }

  deinit { release() }

  private func open(options: MP4WriteOptions, path: String) throws(CodecError) {
    try check(ff.avformat_alloc_output_context2(&format, nil, "mp4", path), "cannot create the MP4 muxer")
    guard let format else { throw .ffmpeg(file: name, code: 0, message: "cannot create the MP4 muxer") }
    format.pointee.flags |= AVFMT_FLAG_BITEXACT
    guard let encoder = ff.avcodec_find_encoder_by_name("libx264") else {
      throw .ffmpeg(file: name, code: 0, message: "this FFmpeg has no libx264 H.264 encoder")
    }
    guard let stream = ff.avformat_new_stream(format, nil), let codec = ff.avcodec_alloc_context3(encoder),
      let picture = ff.av_frame_alloc(), let packet = ff.av_packet_alloc()
    else { throw .ffmpeg(file: name, code: 0, message: "out of memory") }
    self.stream = stream
    self.codec = codec
    self.picture = picture
    self.packet = packet
    codec.pointee.width = Int32(codedWidth)
    codec.pointee.height = Int32(codedHeight)
    codec.pointee.pix_fmt = AV_PIX_FMT_YUV420P
    codec.pointee.time_base = AVRational(num: 1, den: 100)
    codec.pointee.thread_count = 1
    codec.pointee.max_b_frames = 0
    codec.pointee.color_range = AVCOL_RANGE_MPEG
    codec.pointee.color_primaries = AVCOL_PRI_BT709
    codec.pointee.color_trc = AVCOL_TRC_BT709
    codec.pointee.colorspace = AVCOL_SPC_BT709
    codec.pointee.chroma_sample_location = AVCHROMA_LOC_LEFT
    codec.pointee.flags |= Int32(AV_CODEC_FLAG_BITEXACT)
    if format.pointee.oformat.pointee.flags & AVFMT_GLOBALHEADER != 0 {
      codec.pointee.flags |= Int32(AV_CODEC_FLAG_GLOBAL_HEADER)
    }
    try check(
      ff.av_opt_set(codec.pointee.priv_data, "preset", options.preset, 0), "unknown x264 preset \(options.preset)")
    try check(ff.av_opt_set(codec.pointee.priv_data, "tune", "animation", 0), "cannot tune x264 for animation")
    try check(ff.av_opt_set_double(codec.pointee.priv_data, "crf", options.crf, 0), "cannot set CRF")
    // Sliced and frame threads off, and x264's lookahead in the calling thread: same bytes anywhere.
    try check(
      ff.av_opt_set(codec.pointee.priv_data, "x264-params", "threads=1:lookahead-threads=1:sliced-threads=0", 0),
      "cannot set x264 threading")
    try check(ff.avcodec_open2(codec, encoder, nil), "cannot open the H.264 encoder")
    try check(ff.avcodec_parameters_from_context(stream.pointee.codecpar, codec), "cannot describe the H.264 stream")
    stream.pointee.time_base = codec.pointee.time_base

    picture.pointee.format = AV_PIX_FMT_YUV420P.rawValue
    picture.pointee.width = Int32(codedWidth)
    picture.pointee.height = Int32(codedHeight)
    picture.pointee.color_range = AVCOL_RANGE_MPEG
    picture.pointee.color_primaries = AVCOL_PRI_BT709
    picture.pointee.color_trc = AVCOL_TRC_BT709
    picture.pointee.colorspace = AVCOL_SPC_BT709
    try check(ff.av_frame_get_buffer(picture, 0), "out of memory for a frame")

    // RGB (full range) to BT.709 limited-range YUV; bit-exact C paths, so the CPU does not matter.
    let flags = SWS_BICUBIC | SWS_ACCURATE_RND | SWS_BITEXACT | SWS_FULL_CHR_H_INP
    guard
      let scaler = ff.sws_getContext(
        Int32(codedWidth), Int32(codedHeight), AV_PIX_FMT_RGBA, Int32(codedWidth), Int32(codedHeight),
        AV_PIX_FMT_YUV420P, Int32(flags), nil, nil, nil)
    else { throw .ffmpeg(file: name, code: 0, message: "cannot create the colour converter") }
    self.scaler = scaler
    let bt709 = ff.sws_getCoefficients(SWS_CS_ITU709)
    try check(
      ff.sws_setColorspaceDetails(scaler, bt709, 1, bt709, 0, 0, 1 << 16, 1 << 16), "cannot set BT.709 conversion")

    try check(ff.avio_open(&format.pointee.pb, path, AVIO_FLAG_WRITE), "cannot open for writing")
    var muxing: OpaquePointer?
    defer { ff.av_dict_free(&muxing) }
    _ = ff.av_dict_set(&muxing, "movflags", "+faststart", 0)
    try check(ff.avformat_write_header(format, &muxing), "cannot write the MP4 header")
  }

  /// Adds a frame shown for `delay`; it must have the writer's size.
  public func add(_ image: RGBAImage, delay: FrameDelay) throws(CodecError) {
    guard !finished else { throw .invalidInput(file: name, reason: "frame added after finish") }
    guard image.width == width, image.height == height else {
      throw .invalidInput(
        file: name, reason: "frame is \(image.width)x\(image.height), expected \(width)x\(height)")
    }
    if let entry = schedule.add(image, delay: delay) { try encode(entry) }
  }

  /// Encodes the held frame, drains the encoder, writes the index first; says what was written.
  @discardableResult
  public func finish() throws(CodecError) -> MP4Summary {
    guard !finished else { throw .invalidInput(file: name, reason: "finish called twice") }
    finished = true
    if let entry = schedule.finish() { try encode(entry) }
    try check(ff.avcodec_send_frame(codec, nil), "cannot flush the H.264 encoder")
    try drain()
    try check(ff.av_write_trailer(format), "cannot finish the MP4")
    let size = ff.avio_size(format?.pointee.pb)
    try check(ff.avio_closep(&format!.pointee.pb), "cannot close the MP4")
    release()
    return MP4Summary(byteCount: Int(max(size, 0)), frameCount: frameCount, durationCentiseconds: schedule.written)
  }

  private func encode(_ entry: CentisecondSchedule<RGBAImage>.Entry) throws(CodecError) {
    guard let picture else { throw .invalidInput(file: name, reason: "encoder closed") }
    flatten(entry.frame)
    try check(ff.av_frame_make_writable(picture), "out of memory for a frame")
    let converted = rgba.withUnsafeBufferPointer { source -> Int32 in
      var planes: [UnsafePointer<UInt8>?] = [source.baseAddress, nil, nil, nil]
      var strides: [Int32] = [Int32(codedWidth * 4), 0, 0, 0]
      return withUnsafeMutablePointer(to: &picture.pointee.data) { data in
        withUnsafeMutablePointer(to: &picture.pointee.linesize) { linesize in
          data.withMemoryRebound(to: UnsafeMutablePointer<UInt8>?.self, capacity: 8) { data in
            linesize.withMemoryRebound(to: Int32.self, capacity: 8) { linesize in
              ff.sws_scale(scaler, &planes, &strides, 0, Int32(codedHeight), data, linesize)
            }
          }
        }
      }
    }
    guard converted == Int32(codedHeight) else {
      throw .ffmpeg(file: name, code: converted, message: "colour conversion of frame \(frameCount) failed")
    }
    picture.pointee.pts = Int64(entry.start)
    durations[Int64(entry.start)] = Int64(entry.duration)
    try check(ff.avcodec_send_frame(codec, picture), "cannot encode frame \(frameCount)")
    frameCount += 1
    try drain()
  }

  /// Writes every packet the encoder has ready, each with its frame's duration.
  private func drain() throws(CodecError) {
    guard let codec, let packet, let stream else { throw .invalidInput(file: name, reason: "encoder closed") }
    while true {
      let status = ff.avcodec_receive_packet(codec, packet)
      if status == Self.again || status == Self.endOfFile { return }
      try check(status, "H.264 encoding failed")
      packet.pointee.duration = durations.removeValue(forKey: packet.pointee.pts) ?? 0
      ff.av_packet_rescale_ts(packet, codec.pointee.time_base, stream.pointee.time_base)
      packet.pointee.stream_index = stream.pointee.index
      // Takes the packet's data and resets it.
      try check(ff.av_interleaved_write_frame(format, packet), "cannot write frame data")
    }
  }

  /// The frame onto white (straight alpha), into the padded RGBA buffer; the padding repeats the
  /// last column and row.
  private func flatten(_ image: RGBAImage) {
    let (w, h, cw) = (width, height, codedWidth)
    image.pixels.withUnsafeBufferPointer { src in
      rgba.withUnsafeMutableBufferPointer { dst in
        for y in 0..<codedHeight {
          let sy = min(y, h - 1)
          for x in 0..<cw {
            let s = (sy * w + min(x, w - 1)) * 4
            let d = (y * cw + x) * 4
            let a = Int(src[s + 3])
            for c in 0..<3 {
              // Straight alpha over white: c·a + 255·(255 − a), over 255, rounded.
              dst[d + c] = UInt8((Int(src[s + c]) * a + 255 * (255 - a) + 127) / 255)
            }
            dst[d + 3] = 255
          }
        }
      }
    }
  }

  private func check(_ status: Int32, _ what: String) throws(CodecError) {
    guard status < 0 else { return }
    var text = [CChar](repeating: 0, count: 256)
    _ = ff.av_strerror(status, &text, text.count)
    let message = String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    throw .ffmpeg(file: name, code: status, message: "\(what): \(message)")
  }

  private func release() {
    if let format {
      if format.pointee.pb != nil { _ = ff.avio_closep(&format.pointee.pb) }
      ff.avformat_free_context(format)
      self.format = nil
    }
    ff.avcodec_free_context(&codec)
    ff.av_frame_free(&picture)
    ff.av_packet_free(&packet)
    if let scaler { ff.sws_freeContext(scaler) }
    scaler = nil
  }

  /// AVERROR(EAGAIN) and AVERROR_EOF (function-like macros Swift does not import).
  static let again = -Int32(EAGAIN)
  static let endOfFile = -Int32(bitPattern: UInt32(0x45) | UInt32(0x4F) << 8 | UInt32(0x46) << 16 | UInt32(0x20) << 24)
}

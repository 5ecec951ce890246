import CFFmpeg

/// The FFmpeg functions MP4Writer calls, looked up in libavutil, libavcodec, libavformat and
/// libswscale when the first MP4 is written (CFFmpeg declares them but links nothing).
///
/// Linking them cost every start of the tool, GIF exports included, ~120 more shared libraries
/// (libavcodec's codecs); opened here, only a video export pays. Each soname carries the major
/// version of the headers built against, so a library with another ABI is never opened.
struct FFmpegLibrary: @unchecked Sendable {
  // libavutil
  let av_log_set_level: lr_av_log_set_level_fn
  let av_opt_set: lr_av_opt_set_fn
  let av_opt_set_double: lr_av_opt_set_double_fn
  let av_frame_alloc: lr_av_frame_alloc_fn
  let av_frame_get_buffer: lr_av_frame_get_buffer_fn
  let av_frame_make_writable: lr_av_frame_make_writable_fn
  let av_frame_free: lr_av_frame_free_fn
  let av_dict_set: lr_av_dict_set_fn
  let av_dict_free: lr_av_dict_free_fn
  let av_strerror: lr_av_strerror_fn
  // libavcodec
  let avcodec_find_encoder_by_name: lr_avcodec_find_encoder_by_name_fn
  let avcodec_alloc_context3: lr_avcodec_alloc_context3_fn
  let avcodec_open2: lr_avcodec_open2_fn
  let avcodec_parameters_from_context: lr_avcodec_parameters_from_context_fn
  let avcodec_send_frame: lr_avcodec_send_frame_fn
  let avcodec_receive_packet: lr_avcodec_receive_packet_fn
  let avcodec_free_context: lr_avcodec_free_context_fn
  let av_packet_alloc: lr_av_packet_alloc_fn
  let av_packet_rescale_ts: lr_av_packet_rescale_ts_fn
  let av_packet_free: lr_av_packet_free_fn
  // libavformat
  let avformat_alloc_output_context2: lr_avformat_alloc_output_context2_fn
  let avformat_new_stream: lr_avformat_new_stream_fn
  let avformat_write_header: lr_avformat_write_header_fn
  let av_interleaved_write_frame: lr_av_interleaved_write_frame_fn
  let av_write_trailer: lr_av_write_trailer_fn
  let avformat_free_context: lr_avformat_free_context_fn
  let avio_open: lr_avio_open_fn
  let avio_size: lr_avio_size_fn
  let avio_closep: lr_avio_closep_fn
  // libswscale
  let sws_getContext: lr_sws_getContext_fn
  let sws_getCoefficients: lr_sws_getCoefficients_fn
  let sws_setColorspaceDetails: lr_sws_setColorspaceDetails_fn
  let sws_scale: lr_sws_scale_fn
  let sws_freeContext: lr_sws_freeContext_fn

  /// The libraries opened once per process; the error names the library and its package.
  static let loaded: Result<FFmpegLibrary, SharedLibrary.LoadError> = Result { () throws(SharedLibrary.LoadError) in
    try FFmpegLibrary()
  }

  /// A library's soname and its Debian/Ubuntu runtime package, both from the header's major version.
  static func library(_ name: String, major: Int32) throws(SharedLibrary.LoadError) -> SharedLibrary {
    try SharedLibrary("lib\(name).so.\(major)", package: "lib\(name)\(major)")
  }

  private init() throws(SharedLibrary.LoadError) {
    let avutil = try Self.library("avutil", major: LIBAVUTIL_VERSION_MAJOR)
    av_log_set_level = try avutil.function("av_log_set_level")
    av_opt_set = try avutil.function("av_opt_set")
    av_opt_set_double = try avutil.function("av_opt_set_double")
    av_frame_alloc = try avutil.function("av_frame_alloc")
    av_frame_get_buffer = try avutil.function("av_frame_get_buffer")
    av_frame_make_writable = try avutil.function("av_frame_make_writable")
    av_frame_free = try avutil.function("av_frame_free")
    av_dict_set = try avutil.function("av_dict_set")
    av_dict_free = try avutil.function("av_dict_free")
    av_strerror = try avutil.function("av_strerror")
    let avcodec = try Self.library("avcodec", major: LIBAVCODEC_VERSION_MAJOR)
    avcodec_find_encoder_by_name = try avcodec.function("avcodec_find_encoder_by_name")
    avcodec_alloc_context3 = try avcodec.function("avcodec_alloc_context3")
    avcodec_open2 = try avcodec.function("avcodec_open2")
    avcodec_parameters_from_context = try avcodec.function("avcodec_parameters_from_context")
    avcodec_send_frame = try avcodec.function("avcodec_send_frame")
    avcodec_receive_packet = try avcodec.function("avcodec_receive_packet")
    avcodec_free_context = try avcodec.function("avcodec_free_context")
    av_packet_alloc = try avcodec.function("av_packet_alloc")
    av_packet_rescale_ts = try avcodec.function("av_packet_rescale_ts")
    av_packet_free = try avcodec.function("av_packet_free")
    let avformat = try Self.library("avformat", major: LIBAVFORMAT_VERSION_MAJOR)
    avformat_alloc_output_context2 = try avformat.function("avformat_alloc_output_context2")
    avformat_new_stream = try avformat.function("avformat_new_stream")
    avformat_write_header = try avformat.function("avformat_write_header")
    av_interleaved_write_frame = try avformat.function("av_interleaved_write_frame")
    av_write_trailer = try avformat.function("av_write_trailer")
    avformat_free_context = try avformat.function("avformat_free_context")
    avio_open = try avformat.function("avio_open")
    avio_size = try avformat.function("avio_size")
    avio_closep = try avformat.function("avio_closep")
    let swscale = try Self.library("swscale", major: LIBSWSCALE_VERSION_MAJOR)
    sws_getContext = try swscale.function("sws_getContext")
    sws_getCoefficients = try swscale.function("sws_getCoefficients")
    sws_setColorspaceDetails = try swscale.function("sws_setColorspaceDetails")
    sws_scale = try swscale.function("sws_scale")
    sws_freeContext = try swscale.function("sws_freeContext")
  }
}

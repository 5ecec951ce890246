// Umbrella header for the system FFmpeg libraries (5.1+): the MP4 muxer, the H.264 encoder
// behind libavcodec, and swscale for the RGBA to BT.709 YUV 4:2:0 conversion.
//
// Declarations only: nothing is linked (libavcodec alone pulls in ~120 codec libraries, loaded
// and relocated at every start). Codecs' FFmpegLibrary opens the libraries with dlopen when an
// MP4 is written and looks up each function below by name; the typedefs give each one its
// type from the headers, so a signature cannot drift from the library's.
#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libavutil/error.h>
#include <libavutil/log.h>
#include <libavutil/opt.h>
#include <libswscale/swscale.h>

// libavutil
typedef __typeof__(av_log_set_level) *lr_av_log_set_level_fn;
typedef __typeof__(av_opt_set) *lr_av_opt_set_fn;
typedef __typeof__(av_opt_set_double) *lr_av_opt_set_double_fn;
typedef __typeof__(av_frame_alloc) *lr_av_frame_alloc_fn;
typedef __typeof__(av_frame_get_buffer) *lr_av_frame_get_buffer_fn;
typedef __typeof__(av_frame_make_writable) *lr_av_frame_make_writable_fn;
typedef __typeof__(av_frame_free) *lr_av_frame_free_fn;
typedef __typeof__(av_dict_set) *lr_av_dict_set_fn;
typedef __typeof__(av_dict_free) *lr_av_dict_free_fn;
typedef __typeof__(av_strerror) *lr_av_strerror_fn;

// libavcodec
typedef __typeof__(avcodec_find_encoder_by_name) *lr_avcodec_find_encoder_by_name_fn;
typedef __typeof__(avcodec_alloc_context3) *lr_avcodec_alloc_context3_fn;
typedef __typeof__(avcodec_open2) *lr_avcodec_open2_fn;
typedef __typeof__(avcodec_parameters_from_context) *lr_avcodec_parameters_from_context_fn;
typedef __typeof__(avcodec_send_frame) *lr_avcodec_send_frame_fn;
typedef __typeof__(avcodec_receive_packet) *lr_avcodec_receive_packet_fn;
typedef __typeof__(avcodec_free_context) *lr_avcodec_free_context_fn;
typedef __typeof__(av_packet_alloc) *lr_av_packet_alloc_fn;
typedef __typeof__(av_packet_rescale_ts) *lr_av_packet_rescale_ts_fn;
typedef __typeof__(av_packet_free) *lr_av_packet_free_fn;

// libavformat
typedef __typeof__(avformat_alloc_output_context2) *lr_avformat_alloc_output_context2_fn;
typedef __typeof__(avformat_new_stream) *lr_avformat_new_stream_fn;
typedef __typeof__(avformat_write_header) *lr_avformat_write_header_fn;
typedef __typeof__(av_interleaved_write_frame) *lr_av_interleaved_write_frame_fn;
typedef __typeof__(av_write_trailer) *lr_av_write_trailer_fn;
typedef __typeof__(avformat_free_context) *lr_avformat_free_context_fn;
typedef __typeof__(avio_open) *lr_avio_open_fn;
typedef __typeof__(avio_size) *lr_avio_size_fn;
typedef __typeof__(avio_closep) *lr_avio_closep_fn;

// libswscale
typedef __typeof__(sws_getContext) *lr_sws_getContext_fn;
typedef __typeof__(sws_getCoefficients) *lr_sws_getCoefficients_fn;
typedef __typeof__(sws_setColorspaceDetails) *lr_sws_setColorspaceDetails_fn;
typedef __typeof__(sws_scale) *lr_sws_scale_fn;
typedef __typeof__(sws_freeContext) *lr_sws_freeContext_fn;

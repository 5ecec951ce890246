// Umbrella header for the system FFmpeg libraries (5.1+): the MP4 muxer, the H.264 encoder
// behind libavcodec, and swscale for the RGBA to BT.709 YUV 4:2:0 conversion.
#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libavutil/error.h>
#include <libavutil/log.h>
#include <libavutil/opt.h>
#include <libswscale/swscale.h>

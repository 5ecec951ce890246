// libdeflate (Debian libdeflate-dev): one-shot DEFLATE/zlib compression for PNG's IDAT stream.
#include <libdeflate.h>

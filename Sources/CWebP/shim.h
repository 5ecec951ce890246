// Umbrella header for the system libwebp (1.2+): the animation encoder (WebPAnimEncoder, in
// libwebpmux) and the still encoder it drives (libwebp).
#include <webp/encode.h>
#include <webp/mux.h>

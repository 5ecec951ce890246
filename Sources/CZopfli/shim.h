// Zopfli's deflate (libzopfli-dev). Debian ships no pkg-config file for it, so the header comes
// from the system include path and the library from the `link` line of the module map.
#include <zopfli/zopfli.h>

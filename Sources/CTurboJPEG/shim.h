// Umbrella header for libjpeg-turbo's TurboJPEG API (pkg-config libturbojpeg): its functions
// keep libjpeg's setjmp/longjmp error handling inside C and return -1 with a message instead.
#include <stddef.h>
#include <turbojpeg.h>

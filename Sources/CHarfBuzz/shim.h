// Umbrella header for the HarfBuzz system library (pkg-config harfbuzz).
// Only the core and OpenType APIs: shaping uses HarfBuzz's own font functions, not hb-ft.
#include <hb.h>
#include <hb-ot.h>

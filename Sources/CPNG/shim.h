// Umbrella header for the system libpng (1.6): Swift sees png.h through this module.
#include <png.h>

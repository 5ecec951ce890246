// Umbrella header for the fontconfig system library (pkg-config fontconfig).
#include <fontconfig/fontconfig.h>

// Umbrella header for the system giflib (5.x): Swift sees gif_lib.h through this module.
#include <gif_lib.h>

// Nettle (Debian nettle-dev, GnuTLS's hash library): SHA-256 for the cache's content-addressed keys.
// Its context is a plain C struct, so a Swift hasher copies by value and needs no cleanup.
#include <nettle/sha2.h>

// libFuzzer's driver entry point (compiler-rt's FuzzerInterface.h), for the fuzz targets' own
// `main`. Only declared here: the runtime comes with `-sanitize=fuzzer`, which only the
// fuzzing build (scripts/fuzz, -DFUZZING) passes and the only build that calls it.
#include <stddef.h>
#include <stdint.h>

int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

// LeakSanitizer's switch (compiler-rt's sanitizer/lsan_interface.h, in the AddressSanitizer
// runtime): allocations made while it is off are never reported.
void __lsan_disable(void);
void __lsan_enable(void);

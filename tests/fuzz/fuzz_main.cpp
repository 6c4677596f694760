// libFuzzer entry point, built once per target (tests/fuzz/CMakeLists.txt) with
// GPUPLANNER_FUZZ_TARGET naming a function of FuzzTargets.h. A rejected input (InputError with
// a message) is fine; anything else escapes and libFuzzer reports it as a crash.

#include "FuzzTargets.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    try {
        GPUPLANNER_FUZZ_TARGET(std::string(reinterpret_cast<const char *>(data), size));
    } catch (const gpuplanner::model::InputError &e) {
        if (std::strlen(e.what()) == 0) {
            std::fprintf(stderr, "InputError without a message\n");
            std::abort();
        }
    }
    return 0;
}

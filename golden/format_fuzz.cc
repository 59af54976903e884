// libFuzzer target: DecodeFile on arbitrary bytes must either return a file
// whose re-encoding parses again, or throw GoldenError; never crash, never
// read out of bounds (built with -fsanitize=fuzzer,address by the test).
#include <cstddef>
#include <cstdint>
#include <string>

#include "golden/format.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string bytes(reinterpret_cast<const char*>(data), size);
  try {
    const kornia::golden::GoldenFile f = kornia::golden::DecodeFile(bytes, "fuzz.kgt");
    const kornia::golden::GoldenFile again =
        kornia::golden::DecodeFile(kornia::golden::EncodeFile(f), "re-encoded");
    if (again.sha256 != f.sha256 || again.raw != f.raw) __builtin_trap();
  } catch (const kornia::golden::GoldenError&) {
  }
  return 0;
}

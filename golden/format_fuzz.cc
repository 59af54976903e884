// libFuzzer target: the format-3 op manifest decoder (DecodeOpManifest: JSON
// rows, base64, samples, summaries) and the format-2 .kgt decoder that
// `golden migrate` reads, on arbitrary bytes. Each must either return a value
// whose re-encoding decodes again to the same hashes and bytes, or throw
// GoldenError; never crash, never read out of bounds (built with
// -fsanitize=fuzzer,address,undefined by the test).
#include <cstddef>
#include <cstdint>
#include <string>

#include "golden/format.h"

namespace kg = kornia::golden;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  const std::string bytes(reinterpret_cast<const char*>(data), size);
  try {
    const kg::OpManifest m = kg::DecodeOpManifest(bytes, "fuzz.json", "");
    const kg::OpManifest again =
        kg::DecodeOpManifest(kg::EncodeOpManifest("fuzz/op", m), "re-encoded", "fuzz/op");
    if (again.size() != m.size()) __builtin_trap();
    for (const auto& [point, e] : m) {
      const kg::Entry& other = again.at(point);
      if (other.outputs.size() != e.outputs.size()) __builtin_trap();
      for (size_t i = 0; i < e.outputs.size(); ++i) {
        const kg::Output &a = e.outputs[i], &b = other.outputs[i];
        if (a.sha256 != b.sha256 || a.raw != b.raw || a.sample != b.sample || a.torch != b.torch)
          __builtin_trap();
      }
    }
  } catch (const kg::GoldenError&) {
  }
  try {
    const kg::GoldenFile f = kg::DecodeFile(bytes, "fuzz.kgt");
    const kg::GoldenFile again = kg::DecodeFile(kg::EncodeFile(f), "re-encoded");
    if (again.sha256 != f.sha256 || again.raw != f.raw) __builtin_trap();
  } catch (const kg::GoldenError&) {
  }
  return 0;
}

// The golden file format (".kgt"), parsed without LibTorch so it can be fuzzed
// alone. Nothing in a file is executed or trusted: every field is bounds-checked
// and a bad file raises GoldenError naming the file and the problem.
//
// All integers and elements in the recorded byte order (written little endian):
//   0  char[4]  magic "KCGT"
//   4  u32      format version (2)
//   8  u8       byte order: 1 little, 2 big
//   9  u8       dtype code (DType)
//  10  u8       payload: 0 the whole tensor, 1 summary and sample (> 64 KiB)
//  11  u8       reserved, 0
//  12  u32      ndim (<= 16)
//  16  i64[nd]  shape (each >= 0, numel < 2**48)
//   .  u64      nbytes = numel * itemsize
//   .  u8[32]   SHA-256 of the raw bytes (C order)
// payload 0:
//   .  u8[nbytes] raw bytes
// payload 1:
//   .  f64 min, f64 max, f64 mean   (over finite elements; 0 when none)
//   .  u64 nan, u64 posinf, u64 neginf
//   .  u32 count (<= 4096), u64[count] indices (strictly increasing, < numel),
//      u8[count * itemsize] the elements at those indices
#pragma once

#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

namespace kornia::golden {

inline constexpr uint32_t kFormatVersion = 2;
inline constexpr size_t kFullPayloadLimit = 64 * 1024;
inline constexpr uint32_t kMaxSample = 4096;

class GoldenError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

enum class DType : uint8_t {
  kFloat16 = 1,
  kBFloat16 = 2,
  kFloat32 = 3,
  kFloat64 = 4,
  kUInt8 = 5,
  kInt8 = 6,
  kInt16 = 7,
  kInt32 = 8,
  kInt64 = 9,
  kBool = 10,
};

size_t ItemSize(DType d);
const char* DTypeName(DType d);  // "float32", ...

struct Summary {
  double min = 0, max = 0, mean = 0;
  uint64_t nan = 0, posinf = 0, neginf = 0;
};

struct GoldenFile {
  DType dtype = DType::kFloat32;
  std::vector<int64_t> shape;
  uint64_t nbytes = 0;
  std::string sha256;  // hex
  bool full = true;
  std::string raw;  // full: the tensor's bytes (host byte order)
  Summary summary;  // !full
  std::vector<uint64_t> sample_index;
  std::string sample_bytes;  // !full: count * itemsize, host byte order
};

std::string Sha256Hex(const void* data, size_t size);

std::string EncodeFile(const GoldenFile& f);
GoldenFile DecodeFile(const std::string& bytes, const std::string& name);

}  // namespace kornia::golden

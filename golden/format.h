// The golden store's file formats, parsed without LibTorch so they can be
// fuzzed alone. Nothing in a file is executed or trusted: every field is
// bounds-checked and a bad file raises GoldenError naming the file and the
// problem.
//
// Format 3 (the store today): one JSON manifest per op, golden/<package>/<op>.json,
// deterministic bytes (sorted keys, no spaces), one line per output:
//
//   {"columns":[...],"format":3,"op":"enhance/solarize","pins":["1.13.1","2.14.1"],"rows":[
//   ["float32_large","float32",[2,3,64,64],"<sha256 hex>","337165f",3,"<sample>","<summary>"],
//   ["uint8_tiny","uint8",[2,3],"<sha256 hex>","687fbf8",1,"<raw>"]
//   ]}
//
// A row: point, dtype, shape, the full SHA-256 of the raw C-order bytes (hex),
// the commit it was recorded on, the torch pins producing it (a bit mask over
// the file's sorted "pins": bit i is pins[i]), then
//   - outputs of at most kInlineLimit bytes: the raw bytes, base64;
//   - larger ones: the elements at SampleIndices(numel), base64, and the
//     summary "min max mean nan +inf -inf" (min/max/mean over finite elements,
//     0 when none, printed %.7g, "nan"/"inf"/"-inf" where a v2 summary held
//     one: it explains a mismatch, the hash judges).
// Element bytes are little endian. Two rows for one point are cross-version
// drift (their pins are disjoint). See NOTE [ Golden sample ] in format.cc.
//
// Format 2 (".kgt", one binary file per output, and golden/manifest.json):
// read only by `golden migrate`, which converts a v2 store to v3.
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
#include <map>
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

// A v2 .kgt file.
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

// ---- Format 3 ----

inline constexpr int kManifestFormat = 3;
inline constexpr size_t kInlineLimit = 64;     // raw bytes stored inline up to this
inline constexpr uint64_t kSampleGrid = 1024;  // v2's evenly spaced sample size

// One distinct eager output of a point.
struct Output {
  std::string sha256;              // hex, of the raw C-order bytes
  std::string commit;              // recorded on
  std::vector<std::string> torch;  // the torch pins producing it, sorted
  std::string raw;                 // inline outputs: the bytes (host order)
  Summary summary;                 // sampled outputs
  std::string sample;              // sampled: SampleIndices(numel)'s elements (host order)
};

struct Entry {
  std::string dtype;  // "float32", ...
  std::vector<int64_t> shape;
  std::vector<Output> outputs;
};

// point -> entry, for one op ("<package>/<op>").
using OpManifest = std::map<std::string, Entry>;

DType DTypeFromName(const std::string& name);  // throws GoldenError
uint64_t Numel(const std::vector<int64_t>& shape);
// Whether an output of this many bytes is stored whole (else sampled).
inline bool StoredInline(uint64_t nbytes) { return nbytes <= kInlineLimit; }
// The flat indices a sampled output stores, from numel alone: strictly
// increasing, at most 8, a subset of v2's 1024 evenly spaced indices.
std::vector<uint64_t> SampleIndices(uint64_t numel);

std::string EncodeBase64(const std::string& bytes);
// Strict (padding, alphabet, canonical trailing bits); throws GoldenError naming `name`.
std::string DecodeBase64(const std::string& text, const std::string& name);

std::string EncodeOpManifest(const std::string& op, const OpManifest& points);
// `op` is what the file must say it holds ("<package>/<op>"); empty: any.
OpManifest DecodeOpManifest(const std::string& bytes, const std::string& name,
                            const std::string& op);

}  // namespace kornia::golden

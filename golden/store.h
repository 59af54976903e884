// The golden store: committed eager outputs that must never change silently.
//
// File format (".kgt", little or big endian as recorded; all integers in the
// recorded byte order). Nothing in it is executed; every field is bounds-checked:
//   0  char[4]  magic "KCGT"
//   4  u32      format version (1)
//   8  u8       byte order of the payload and header integers: 1 little, 2 big
//   9  u8       dtype code (see DtypeCode)
//  10  u8       payload: 0 whole tensor follows, 1 hash only (output > 64 KiB)
//  11  u8       reserved, 0
//  12  u32      ndim (<= 16)
//  16  i64[nd]  shape (each >= 0)
//   .  u64      nbytes of the raw tensor (= numel * itemsize)
//   .  u8[32]   SHA-256 of the raw bytes (C order, the recorded byte order)
//   .  u8[n]    raw bytes, when payload is 0
// The manifest (golden/manifest.json, sorted keys) lists each golden: file,
// sha256, dtype, shape, stored ("full" | "hash"), and the torch pins that
// produced it. Depends on LibTorch and nlohmann/json only, never on ops/.
#pragma once

#include <torch/types.h>

#include <cstdint>
#include <map>
#include <optional>
#include <stdexcept>
#include <string>
#include <vector>

namespace kornia::golden {

inline constexpr size_t kFullPayloadLimit = 64 * 1024;

class GoldenError : public std::runtime_error {
 public:
  using std::runtime_error::runtime_error;
};

std::string Sha256Hex(const void* data, size_t size);

// Raw bytes of `t` in C order (CPU, contiguous).
std::string RawBytes(const torch::Tensor& t);

struct Decoded {
  torch::ScalarType dtype;
  std::vector<int64_t> shape;
  std::string sha256;                 // hex
  std::optional<torch::Tensor> data;  // when the payload is stored
};

// Serializes `t`; the payload is kept when it is at most kFullPayloadLimit bytes.
std::string Encode(const torch::Tensor& t);
// Parses a .kgt file's bytes; `name` names it in errors. Throws GoldenError.
Decoded Decode(const std::string& bytes, const std::string& name);

struct Entry {
  std::string file;  // relative to the store's root
  std::string sha256;
  std::string dtype;
  std::vector<int64_t> shape;
  std::string stored;              // "full" or "hash"
  std::vector<std::string> torch;  // pins that produce these bytes
};

enum class Verdict { kOk, kMissing, kMismatch };

struct CheckResult {
  Verdict verdict;
  std::string detail;  // for a mismatch: how far off, when the payload is stored
};

// Writes `bytes` to `path` atomically: temp file in the same folder, fsync,
// rename, fsync of the folder. Creates missing folders.
void WriteFileAtomic(const std::string& path, const std::string& bytes);

class Store {
 public:
  // `root` is the golden/ folder (holding manifest.json). A missing manifest is
  // an empty store.
  explicit Store(std::string root);

  const std::string& root() const { return root_; }
  const std::map<std::string, Entry>& entries() const { return entries_; }

  // Compares `actual` with the golden stored under `key`.
  CheckResult Check(const std::string& key, const torch::Tensor& actual) const;

  // Records `actual` under `key` for `pin`. Returns "added", "unchanged" (pin
  // appended when new), or "changed" (only with a non-empty accept_reason; the
  // old and new hashes go to CHANGELOG.md). Throws GoldenError on a change
  // without a reason. Files are written at once; call Save() for the manifest.
  std::string Record(const std::string& key, const torch::Tensor& actual,
                     const std::string& pin, const std::string& accept_reason);

  void Save() const;  // manifest.json, atomically

 private:
  std::string root_;
  std::map<std::string, Entry> entries_;
};

// Torch's ScalarType <-> the stable codes of the file format and the names of
// the manifest ("float32", ...).
uint8_t DtypeCode(torch::ScalarType t);
std::string DtypeString(torch::ScalarType t);

}  // namespace kornia::golden

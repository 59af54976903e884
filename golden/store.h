// The golden store: committed eager outputs that must never change silently.
//
// golden/manifest.json (sorted keys, format 2) records the pinned numeric
// environment (numeric_env.h) its goldens are judged under, and one entry per
// (package, op, case point) key, "geometry/create_meshgrid/float16_norm_ac_3x300":
//   dtype, shape, and `outputs`: one per distinct eager output, each with its
//   SHA-256, its file (content-addressed: "<key>.<sha12>.kgt"), how it is
//   stored ("full", or "summary" above 64 KiB), the torch pins that produce it,
//   and the commit it was regenerated on. Two outputs under one key are
//   cross-version drift, which `drift` reports.
// Files are written before the manifest that names them and unreferenced files
// are removed only after it is saved, so a kill at any point leaves the last
// saved store whole. One regen at a time (a lock on golden/.lock).
// Depends on LibTorch and nlohmann/json only, never on ops/.
#pragma once

#include <torch/types.h>

#include <map>
#include <string>
#include <vector>

#include "golden/compare.h"
#include "golden/format.h"

namespace kornia::golden {

// LibTorch <-> the file format.
DType ToDType(torch::ScalarType t);
torch::ScalarType ToScalarType(DType d);
// The golden of `t`: whole when it is at most kFullPayloadLimit bytes, else
// its hash, a summary and a deterministic sample of up to 1024 elements.
GoldenFile FromTensor(const torch::Tensor& t);
torch::Tensor RawToTensor(const GoldenFile& f);  // a whole payload's tensor
// Compares `actual` with golden `f`: the whole tensor, or the sample and summary.
Comparison CompareWithGolden(const GoldenFile& f, const torch::Tensor& actual, std::string* note);

struct Output {
  std::string sha256, file, stored, commit;
  std::vector<std::string> torch;
};

struct Entry {
  std::string dtype;
  std::vector<int64_t> shape;
  std::vector<Output> outputs;
};

enum class Verdict { kOk, kMissing, kMismatch };

struct CheckResult {
  Verdict verdict;
  std::string detail;  // a mismatch: how far off (max abs, max ulp, count, first)
};

void WriteFileAtomic(const std::string& path, const std::string& bytes);
std::string ReadFileOrThrow(const std::string& path);

class Store {
 public:
  // `root` is the golden/ folder. A missing manifest is an empty store.
  explicit Store(std::string root);

  const std::string& root() const { return root_; }
  const std::map<std::string, Entry>& entries() const { return entries_; }
  // The numeric environment the manifest records (empty: none recorded);
  // Check() refuses to judge when it differs from golden/numeric_env.h's.
  const std::map<std::string, std::string>& recorded_env() const { return recorded_env_; }

  // `actual` against the output recorded for torch `pin`.
  CheckResult Check(const std::string& key, const torch::Tensor& actual,
                    const std::string& pin) const;

  // Records `actual` as key's output for `pin`. Returns "added" (a new output),
  // "pinned" (an existing output, now also produced by this pin), "unchanged",
  // or "changed" (the pin's output moved: only with a
  // non-empty accept_reason, logged to CHANGELOG.md when Save() runs). Throws
  // GoldenError on a change without a reason.
  std::string Record(const std::string& key, const torch::Tensor& actual, const std::string& pin,
                     const std::string& accept_reason, const std::string& commit);

  void Remove(const std::string& key);

  // Manifest (atomic), then the change log, then removal of files no entry
  // names.
  void Save();

  // Cross-version drift: for keys with more than one output, how far apart.
  std::vector<std::string> Drift() const;

  GoldenFile Load(const Output& o) const;

 private:
  std::string root_;
  std::map<std::string, Entry> entries_;
  std::vector<std::string> pending_log_;
  // The pinned numeric environment the manifest says its goldens were
  // recorded (or last re-verified) under; Save() records the current one.
  std::map<std::string, std::string> recorded_env_;
};

// Holds golden/.lock for its lifetime; throws GoldenError when another process
// holds it.
class StoreLock {
 public:
  explicit StoreLock(const std::string& root);
  ~StoreLock();
  StoreLock(const StoreLock&) = delete;
  StoreLock& operator=(const StoreLock&) = delete;

 private:
  int fd_;
};

}  // namespace kornia::golden

// The golden store: committed eager outputs that must never change silently.
//
// Format 3 (format.h has the bytes): one manifest per op,
// golden/<package>/<op>.json, named like the op's source
// (ops/<package>/<op>.cc) so two op changes never touch one file; one line per
// distinct eager output of a (package, op, case point) key,
// "geometry/create_meshgrid/float16_norm_ac_3x300": dtype, shape, its SHA-256,
// the torch pins that produce it, the commit it was recorded on, and the raw
// bytes (at most kInlineLimit) or a summary and a small deterministic sample.
// Two outputs under one key are cross-version drift, which `drift` reports.
// golden/numeric_env.json records the pinned numeric environment
// (numeric_env.h) the goldens are judged under.
// Every file is written atomically and only when its bytes change, so a kill
// at any point leaves every op's file whole. One regen at a time (a lock on
// golden/.lock). Depends on LibTorch and nlohmann/json only, never on ops/.
#pragma once

#include <torch/types.h>

#include <map>
#include <set>
#include <string>
#include <vector>

#include "golden/compare.h"
#include "golden/format.h"

namespace kornia::golden {

// LibTorch <-> the file format.
DType ToDType(torch::ScalarType t);
torch::ScalarType ToScalarType(DType d);
// The v2 golden (.kgt) of `t`: whole when it is at most kFullPayloadLimit
// bytes, else its hash, a summary and 1024 evenly spaced elements. Only
// migration and its tests still need it.
GoldenFile FromTensor(const torch::Tensor& t);
torch::Tensor RawToTensor(const GoldenFile& f);  // a whole v2 payload's tensor

// The v3 output of `t` (no pins, no commit): inline raw bytes or summary and sample.
Output OutputOf(const torch::Tensor& t);
torch::Tensor InlineTensor(const Entry& e, const Output& o);  // an inline output's tensor
// Compares `actual` with output `o` of entry `e`: the whole tensor when it is
// inline, else the sample (first index is then a flat index in the tensor)
// and, in `note`, the summaries; a mismatch even when the sample agrees,
// since the caller compares here only after the full hash differed.
Comparison CompareWithGolden(const Entry& e, const Output& o, const torch::Tensor& actual,
                             std::string* note);

enum class Verdict { kOk, kMissing, kMismatch };

struct CheckResult {
  Verdict verdict;
  std::string detail;  // a mismatch: how far off (max abs, max ulp, count, first)
};

void WriteFileAtomic(const std::string& path, const std::string& bytes);
std::string ReadFileOrThrow(const std::string& path);

class Store {
 public:
  // `root` is the golden/ folder; loads every golden/<package>/<op>.json there
  // (a test's runfiles may hold only some packages). No manifest: an empty
  // store. A v2 store (golden/manifest.json) is refused: run `golden migrate`.
  explicit Store(std::string root);

  const std::string& root() const { return root_; }
  // "package/op/point" -> entry.
  const std::map<std::string, Entry>& entries() const { return entries_; }
  // The numeric environment golden/numeric_env.json records (empty: none);
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

  // Each op's manifest whose bytes changed (atomic), the numeric environment,
  // the change log; then removes the manifests of ops left without entries.
  void Save();

  // Cross-version drift: for keys with more than one output, how far apart.
  std::vector<std::string> Drift() const;

  // The op file of a key: "<package>/<op>.json", relative to the root.
  static std::string OpFile(const std::string& key);

 private:
  void WriteOps(const std::map<std::string, std::string>& env);

  std::string root_;
  std::map<std::string, Entry> entries_;
  std::set<std::string> loaded_ops_;  // "<package>/<op>" files read at load
  std::vector<std::string> pending_log_;
  // The pinned numeric environment the goldens were recorded (or last
  // re-verified) under; Save() records the current one.
  std::map<std::string, std::string> recorded_env_;

  friend struct Migration;
};

// `golden migrate`: converts the v2 store at `root` (manifest.json + .kgt) to
// v3 in place. Reads every .kgt (a whole payload gives the inline bytes or the
// summary and sample; a v2 summary file's sample holds the v3 sample, see NOTE
// [ Golden sample ]), writes the op manifests keeping the recorded numeric
// environment, reloads them and proves that every key, output, SHA-256, pin
// list and commit survived, and only then deletes the v2 files. Throws
// GoldenError, leaving the v2 store in place, on any difference.
struct MigrationReport {
  size_t entries = 0, outputs = 0, ops = 0, v2_files = 0;
};
MigrationReport MigrateV2(const std::string& root);

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

// The known-failure manifest (conformance/known_failures.json): tests that are
// expected to fail on one torch pin and dtype, each with the exact error text
// it must fail with and the reason. Strict both ways: an entry whose test
// passes is an error (the list only shrinks), an entry whose test fails with
// another error is an error, and an entry that matches no registered test is
// an error.
//
//   {"format": 1, "entries": [{"pin": "1.13.1", "dtype": "float32",
//     "case": "posterize", "check": "errors", "point": "bits_tensor_9",
//     "error": "Expected Tensor with single nonzero value", "reason": "..."}]}
//
// "check" is one check or a comma-separated list of them ("capture,replay").
// "point" is a shell pattern (fnmatch: "*", "?", "[03]") over the point ids of
// that case, check, pin and dtype; every matching test must fail. "dtype" is
// "any" for checks that are not per dtype (errors).
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace kornia::conformance {

struct KnownFailure {
  std::string pin, dtype, case_name, check, point, error, reason;
};

class KnownFailures {
 public:
  // Throws std::runtime_error on a malformed file (missing file: no entries).
  static KnownFailures Load(const std::string& path);
  explicit KnownFailures(std::vector<KnownFailure> entries) : entries_(std::move(entries)) {}

  // Whether `entry` lists `check`.
  static bool NamesCheck(const KnownFailure& entry, const std::string& check);
  std::optional<KnownFailure> Find(const std::string& pin, const std::string& dtype,
                                   const std::string& case_name, const std::string& check,
                                   const std::string& point) const;
  const std::vector<KnownFailure>& entries() const { return entries_; }

 private:
  std::vector<KnownFailure> entries_;
};

// The verdict of a test given its outcome and its manifest entry, if any:
// empty when the test is fine, else why it is not.
std::string JudgeKnown(bool failed, const std::string& detail,
                       const std::optional<KnownFailure>& entry);

}  // namespace kornia::conformance

// The contract's checks for one sweep point, shared by the gtest suite and the
// survey so both judge the same way.
//
//   capture: tracing the real user path reads nothing back to the host
//   replay:  the graph traced on the first point of a shape class, replayed by
//            the graph executor (twice: profiling run, then optimized run),
//            equals eager bit for bit on every point of that class
//   golden:  eager output is byte-identical to the committed golden
//   errors:  each declared bad input raises c10::Error with the declared message
#pragma once

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "conformance/capture.h"
#include "conformance/registry.h"
#include "golden/store.h"

namespace kornia::conformance {

enum class Status { kOk, kFail };

struct CheckOutcome {
  std::string check;  // "capture", "replay", "golden", "errors"
  Status status;
  std::string detail;  // why it failed, with how far off
  int breaks = 0;      // capture: host decisions seen while tracing
};

// Traces once per (case, shape class) and keeps the graph for the others.
class Judge {
 public:
  explicit Judge(const golden::Store* store) : store_(store) {}

  CheckOutcome CheckCapture(const OpCase& c, const SweepPoint& p);
  CheckOutcome CheckReplay(const OpCase& c, const SweepPoint& p,
                           const std::vector<SweepPoint>& all);
  CheckOutcome CheckGolden(const OpCase& c, const SweepPoint& p);
  CheckOutcome CheckError(const OpCase& c, const ErrorCase& e);

  // Every check of a point, in the order above.
  std::vector<CheckOutcome> CheckPoint(const OpCase& c, const SweepPoint& p,
                                       const std::vector<SweepPoint>& all);

 private:
  struct Traced {
    std::string traced_on;  // point id
    Captured captured;
    std::unique_ptr<Replayer> replayer;
  };
  Traced& TraceClass(const OpCase& c, const SweepPoint& p, const std::vector<SweepPoint>& all);

  const golden::Store* store_;
  std::map<std::string, Traced> traced_;  // key: case name + shape class
};

// How to rerun one point: printed with every failure.
std::string ReproLine(const OpCase& c, const SweepPoint& p, const std::string& check);

// Where golden/ is: the runfiles under `bazel test`, the source tree under
// `bazel run` (BUILD_WORKSPACE_DIRECTORY), else ./golden.
std::string GoldenRoot();

// The torch pin this binary was built against (from --define=torch_pin).
const char* TorchPin();

}  // namespace kornia::conformance

// Capture: trace the real user path and count host decisions.
//
// While tracing, a thread-local RecordFunction callback watches for host
// readbacks (aten::item, aten::_local_scalar_dense, aten::is_nonzero) and
// dynamic-shape ops (nonzero, masked_select, unique...). Each is a place where a
// value was read on the host and baked into the graph (or a shape that a graph
// cannot keep). A break records the ATen op and the innermost frame of the op's
// own code (a `kornia::` frame outside the harness), from c10::get_backtrace()
// (binaries link with -rdynamic so frames have names).
#pragma once

#include <torch/csrc/jit/ir/ir.h>
#include <torch/types.h>

#include <memory>
#include <string>
#include <vector>

#include "conformance/registry.h"

namespace kornia::conformance {

struct Break {
  std::string op;     // "aten::item", "aten::nonzero", ...
  std::string frame;  // e.g. "kornia::enhance::posterize(at::Tensor const&, ...)"
};

struct Captured {
  std::shared_ptr<torch::jit::Graph> graph;
  std::vector<Break> breaks;
};

Captured Capture(const OpFn& fn, const Inputs& inputs);

// Runs `graph` on `inputs` with the JIT's graph executor (the profiling
// executor's optimizations included). One executor per Replayer, so its
// profiling runs carry over from one replay to the next.
class Replayer {
 public:
  explicit Replayer(std::shared_ptr<torch::jit::Graph> graph);
  ~Replayer();
  torch::Tensor Run(const Inputs& inputs);

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// Turns the TensorExpr fuser on (CPU, no LLVM: interpreted) for its lifetime,
// restoring the previous settings after.
class FuserOn {
 public:
  FuserOn();
  ~FuserOn();

 private:
  bool fuser_, must_use_llvm_, can_fuse_on_cpu_;
};

std::string DescribeBreaks(const std::vector<Break>& breaks);

}  // namespace kornia::conformance

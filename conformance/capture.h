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

#include <torch/csrc/jit/api/module.h>
#include <torch/csrc/jit/ir/ir.h>
#include <torch/types.h>

#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "conformance/registry.h"

namespace kornia::conformance {

struct Break {
  std::string op;        // "aten::item", "aten::nonzero", ...
  std::string frame;     // e.g. "kornia::enhance::posterize(at::Tensor const&, ...)"
  std::string location;  // "ops/enhance/posterize.cc:42" (addr2line), or "" if unknown
};

struct Captured {
  std::shared_ptr<torch::jit::Graph> graph;
  std::vector<Break> breaks;
  // With `as_module`: the fresh module whose `forward` is `graph` (its input
  // 0 is the module, `self`), for save/load.
  std::optional<torch::jit::Module> module;
};

// Traces `fn` on `inputs`, as the `forward` method of a fresh module when
// `as_module` (one trace serves replay and save/load; a module built around a
// function trace's graph instead would need c10::DynamicType's typeinfo, which
// LibTorch does not export: UBSan's vptr check cannot link it). Host reads
// inside aten::_assert_async and aten::_functional_assert_async (their CPU
// kernels read the flag to raise) are the graph's own assert, not a break.
Captured Capture(const OpFn& fn, const Inputs& inputs, bool as_module = false);

// The breaks Capture would record, watched on an eager call instead of a
// trace: the same RecordFunction callback sees the same ATen calls (what a
// trace adds is the graph, not the calls).
std::vector<Break> WatchBreaks(const std::function<void()>& call);

// Saves `m` once and loads it back through memory ("memory") and, when
// `file` is given, through `file`, which gets the same bytes ("file"; removed
// after).
std::vector<std::pair<std::string, torch::jit::Module>> RoundTrips(const torch::jit::Module& m,
                                                                   const std::string& file = "");

// Sets every Generator constant of `m`'s forward graph (sub-blocks included)
// to `seed`; returns how many it set. A traced random op carries its
// generator as a graph constant, and TorchScript saves each such constant as
// its own generator with the state it had at save time.
int ReseedGenerators(torch::jit::Module& m, uint64_t seed);

// Runs `graph` on `inputs` with the JIT's graph executor (the profiling
// executor's optimizations included). One executor per Replayer, so its
// profiling runs carry over from one replay to the next.
class Replayer {
 public:
  // `self`: the module a module trace's graph takes as input 0 (Captured's
  // `module`), passed first on every run; none for a function trace.
  explicit Replayer(std::shared_ptr<torch::jit::Graph> graph, c10::IValue self = c10::IValue());
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

// Turns the graph executor's optimizations off on this thread for its
// lifetime (setGraphExecutorOptimize: a graph runs through the interpreter
// after the no-opt passes, no profiling run, no optimized plan), restoring
// the previous setting after.
class ExecutorOptimizeOff {
 public:
  ExecutorOptimizeOff();
  ~ExecutorOptimizeOff();

 private:
  bool optimize_;
};

std::string DescribeBreaks(const std::vector<Break>& breaks);

// The tensor elements a traced graph holds: the sum of numel() over its
// inputs and every node's tensor outputs (constants included, nested blocks
// too), from the sizes the tracer recorded. A value without complete sizes
// counts as 0 (a traced graph has none).
int64_t GraphElements(const torch::jit::Graph& graph);

// What the TensorExpr fuser builds kernels from, as a key: the graph's
// inputs (dtypes, sizes, strides), its nodes in order with their operands,
// output types and constants (tensors by dtype, sizes and a hash of their
// bytes; floating scalars by their bits), except the value of a constant that
// only ATen ops the fuser never fuses read (isSupported() false: e.g.
// grid_sampler's interpolation and padding ints): two graphs with equal keys
// give the fuser the same nodes, types and fusible constants, so it builds
// the same kernels; what differs runs in ATen's kernels, as in the plain
// replay. "" when a node carries attributes other than a constant's value
// (then the graph is its own program).
std::string FusedProgram(const torch::jit::Graph& graph);

}  // namespace kornia::conformance

#include "bench/package.h"

#include <torch/torch.h>

#include <algorithm>
#include <set>
#include <string>
#include <vector>

#include "ops/native/native.h"

namespace kornia::bench {
namespace {

// Whether `call` runs a native kernel on a small image of `dtype`.
bool RunsNative(const core::ImageFn& call, int64_t channels, bool batched,
                torch::ScalarType dtype) {
  std::vector<int64_t> shape = {batched ? 2 : 1, channels, 16, 16};
  const torch::Tensor x = dtype == torch::kByte ? torch::randint(0, 256, shape, torch::kByte)
                                                : torch::rand(shape).to(dtype);
  const uint64_t before = native::KernelRuns();
  try {
    call(x);
  } catch (const c10::Error&) {
    return false;
  }
  return native::KernelRuns() > before;
}

}  // namespace

OpBench FromDescriptor(const core::OpSpec& op) {
  const std::vector<c10::ScalarType> claimed = op.ClaimedDtypes();
  const int64_t side = Smoke() ? std::min(op.bench_side, kSmokeSide) : op.bench_side;
  const bool uint8 = std::count(claimed.begin(), claimed.end(), c10::ScalarType::Byte) > 0;
  Image image{
      .channels = op.image && op.image->channels != core::kAnyChannels ? op.image->channels : 3,
      .lo = op.lo,
      .hi = op.hi,
      .uint8 = uint8,
      .batched = op.image && op.image->rank == core::ImageRank::kBatch,
      .height = side,
      .width = side};
  image.native = op.bench_composite && uint8 &&
                 RunsNative(op.call, image.channels, image.batched, torch::kByte);
  image.native_float32 =
      op.bench_composite && RunsNative(op.call, image.channels, image.batched, torch::kFloat);
  OpBench bench = op.outputs ? ImageOpOutputs(op.package, op.name, image, op.outputs)
                             : ImageOp(op.package, op.name, image, op.call);
  bench.peers = OpenCvPeers(op.name);
  return bench;
}

std::string BenchProblems(const std::vector<const core::OpSpec*>& ops, const std::string& package,
                          const std::set<std::string>& declared) {
  std::string problems;
  for (const core::OpSpec* op : ops) {
    if (op->package != package) continue;
    const bool file = declared.count(op->name) > 0;
    if (op->call && file)
      problems += "bench/" + package + "/" + op->name +
                  "_bench.cc: the op works on one image, so its descriptor derives its "
                  "benchmark: delete the file (peers go in bench/opencv_peers.cc)\n";
    else if (!op->call && !file)
      problems += op->package + "/" + op->name +
                  ": no benchmark: its inputs are not one image, so write bench/" + package + "/" +
                  op->name + "_bench.cc (bench/op_bench.h)\n";
  }
  return problems;
}

std::string VariantProblems(const std::vector<const core::OpSpec*>& ops, const std::string& package,
                            const std::vector<Variant>& variants) {
  std::string problems;
  std::set<std::string> seen;
  for (const Variant& v : variants) {
    const bool known = std::any_of(ops.begin(), ops.end(), [&](const core::OpSpec* op) {
      return op->package == package && op->name == v.op && op->call;
    });
    const std::string name = v.op + "@" + v.label;
    if (!known)
      problems += "bench/" + package + "/variants.cc: " + name + ": " + v.op + " is not an op of " +
                  package +
                  " on one image (a variant varies its "
                  "descriptor's call)\n";
    else if (!seen.insert(name).second)
      problems += "bench/" + package + "/variants.cc: " + name + " declared twice\n";
  }
  return problems;
}

std::string RegisterPackage(const std::string& package) {
  const std::set<std::string> declared = RegisteredOpBenches();
  const std::string problems = BenchProblems(core::OpSpecs(), package, declared) +
                               VariantProblems(core::OpSpecs(), package, RegisteredVariants());
  if (!problems.empty()) return problems;
  for (const core::OpSpec* op : core::OpSpecs()) {
    if (op->package != package || !op->call) continue;
    RegisterOpBench(FromDescriptor(*op));
    for (const Variant& v : RegisteredVariants()) {
      if (v.op != op->name) continue;
      core::OpSpec varied = *op;
      varied.name = op->name + "@" + v.label;
      varied.call = v.call;
      RegisterOpBench(FromDescriptor(varied));
    }
  }
  return "";
}

}  // namespace kornia::bench

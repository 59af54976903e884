// Per-op benchmarks: the regimes and paths every op is measured in. An op on
// one image gets its OpBench from its descriptor (bench/package.h); an op
// whose inputs are not one image declares it in `bench/<package>/<op>_bench.cc`
// (OpBench: how to make the inputs of one call for a batch and dtype, and
// the call; KC_BENCH_OP registers it). The package's binary (kc_bench_package)
// measures each as
//   <op>/<regime>/<path>
// Regimes (named in every benchmark's name):
//   batched_f32        (a) float32 (32, C, 256, 256), torch threads = cores
//   image_u8 / _f32    (b) one 256x256 image (C, 256, 256), one thread, uint8
//                          where the op takes uint8, float32 otherwise
//   image_u8_cold / _f32_cold
//                      (c) (b) rotating over >= 96 MiB of distinct images, so
//                          every call reads its input from DRAM
// Paths:
//   eager              the op's C++ function (its composite ATen form)
//   traced             the op traced once on the regime's first input and
//                      replayed by the JIT's graph executor (profiling and
//                      optimized runs done before timing), on every input
//   composite          for an op with a native kernel (ops/native), in the
//                      regimes it runs in: the same call under
//                      native::CompositeOnly, its composite ATen form (eager
//                      is then the native path)
// The fused replay is not measured: the pinned LibTorch builds have no LLVM,
// so the TensorExpr fuser's kernels run in its interpreter (10**3-10**4 times
// slower than eager); see bench/README.md.
//
// Every benchmark reports items_per_second (images) and bytes_per_second
// (the bytes of the call's inputs and output), and the binary measures the
// machine's copy and triad bandwidth (bandwidth/...) in the same run, so a
// report can give each row's fraction of the memory roofline.
#pragma once

#include <torch/types.h>

#include <cstdint>
#include <functional>
#include <set>
#include <string>
#include <vector>

namespace kornia::bench {

// One call's inputs, for `batch` images (0: the per-image form, an image
// without a batch dimension, or batch 1 for ops that need one) of `dtype`,
// drawn deterministically from `seed`.
struct InputSpec {
  int64_t batch = 0;
  torch::ScalarType dtype = torch::kFloat;
  uint64_t seed = 0;
};

using Inputs = std::vector<torch::Tensor>;
using Outputs = std::vector<torch::Tensor>;  // every output of the call

// A peer library's equivalent call, measured beside the op in the per-image
// regimes (b) and (c) as `<op>/<regime>/<library>`. `prepare` turns the
// regime's input pool (the op's own inputs) into the peer's form once,
// outside the timing, and returns one call on pool entry i.
struct Peer {
  std::string library;  // "opencv"
  std::string call;     // the equivalent call, for the report: "cv::cvtColor(RGB2GRAY)"
  std::function<std::function<void(size_t)>(const std::vector<std::vector<torch::Tensor>>&)>
      prepare;
};

struct OpBench {
  std::string package;  // ops/ package: "enhance"
  std::string name;     // op stem: "posterize"
  std::function<Inputs(const InputSpec&)> inputs;
  std::function<Outputs(const Inputs&)> call;
  // The op takes uint8 images: regimes (b) and (c) run in uint8 (float32
  // otherwise, and the regime's name says so).
  bool uint8 = false;
  // The op runs a native kernel (ops/native) on uint8, or on every dtype:
  // those regimes also measure the `composite` path.
  bool native = false;
  bool native_float32 = false;
  // Images per call in regime (a) (a factory makes one grid whatever the
  // batch: 1).
  int64_t batch = 32;
  // Images per call in regimes (b) and (c): 0 is one image in the per-image
  // form (InputSpec::batch 0); an op that needs several samples (a fit over
  // a dataset: ZCA) says how many, and images/s counts them.
  int64_t image_batch = 0;
  // false for a factory: it reads no input, so it has no cold regime.
  bool reads_input = true;
  std::vector<Peer> peers;
};

// The image ops' common form: one image input of `channels` channels, values
// uniform in [lo, hi) (uint8: every value 0..255), and the op's call on it.
struct Image {
  int64_t channels = 3;
  double lo = 0.0, hi = 1.0;
  bool uint8 = false;           // also claims uint8 (regimes b, c in uint8)
  bool native = false;          // runs a native kernel on uint8 (OpBench::native)
  bool native_float32 = false;  // ... and on float32 too
  bool batched = false;         // the op needs (B, C, H, W): per-image form is batch 1
  int64_t height = 256, width = 256;
};
OpBench ImageOp(std::string package, std::string name, Image image,
                std::function<torch::Tensor(const torch::Tensor&)> call);
// The same for an op with several outputs (rgb_to_yuv420: Y and UV).
OpBench ImageOpOutputs(std::string package, std::string name, Image image,
                       std::function<Outputs(const torch::Tensor&)> call);

// An op on tensors that are not images (points, matrices, vectors):
// `shapes(b)` gives each input's shape for b samples (the regime's batch, 1
// in the per-image regimes), filled uniform in [lo, hi) in the regime's
// dtype, seeded by the regime; `call` the op on them.
using Shapes = std::vector<std::vector<int64_t>>;
OpBench TensorsOp(std::string package, std::string name, std::function<Shapes(int64_t b)> shapes,
                  double lo, double hi, std::function<torch::Tensor(const Inputs&)> call);

// A deterministic image (the shape ImageOp uses) for custom input makers.
torch::Tensor MakeImage(const Image& image, const InputSpec& spec);

// Whether this run is a smoke test (KC_BENCH_SMOKE=1): each benchmark once,
// on small batches; the descriptors' images are at most kSmokeSide square.
bool Smoke();
constexpr int64_t kSmokeSide = 64;

// Registers `op`'s benchmarks (every regime, every path); returns 0 so it can
// initialize a static (KC_BENCH_OP).
int RegisterOpBench(const OpBench& op);

// The names of the ops registered so far.
const std::set<std::string>& RegisteredOpBenches();

// A further form of a descriptor-derived benchmark (bench/package.h): the
// op's call with other arguments (median_blur's 5 x 5 window beside the
// descriptor's 3 x 3), measured as the op `<op>@<label>` in every regime, on
// the descriptor's image, beside the OpenCV peers of that name. Declared in
// `bench/<package>/variants.cc` with KC_BENCH_VARIANT.
struct Variant {
  std::string op;     // the descriptor's op: "median_blur"
  std::string label;  // "5x5"
  std::function<torch::Tensor(const torch::Tensor&)> call;
};
// Registers `variant` for RegisterPackage; returns 0 (KC_BENCH_VARIANT).
int RegisterVariant(Variant variant);
const std::vector<Variant>& RegisteredVariants();

// Bytes read and written by one call, as the rows' bytes_per_second counts
// them: every input tensor's bytes and every output's.
int64_t CallBytes(const Inputs& inputs, const Outputs& outputs);

}  // namespace kornia::bench

#define KC_BENCH_CONCAT_INNER(a, b) a##b
#define KC_BENCH_CONCAT(a, b) KC_BENCH_CONCAT_INNER(a, b)
// KC_BENCH_VARIANT(op, label, call): registers Variant{op, label, call}.
#define KC_BENCH_VARIANT(op, label, ...)                                              \
  [[maybe_unused]] static const int KC_BENCH_CONCAT(kc_bench_variant_, __COUNTER__) = \
      ::kornia::bench::RegisterVariant({op, label, __VA_ARGS__})
// KC_BENCH_OP(MakeFn): registers the OpBench that MakeFn() returns.
#define KC_BENCH_OP(make)                                              \
  [[maybe_unused]] static const int KC_BENCH_CONCAT(kc_bench_, make) = \
      ::kornia::bench::RegisterOpBench(make())

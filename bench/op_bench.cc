#include "bench/op_bench.h"

#include <ATen/Parallel.h>
#include <benchmark/benchmark.h>
#include <torch/csrc/jit/frontend/tracer.h>
#include <torch/csrc/jit/runtime/graph_executor.h>
#include <torch/torch.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <optional>
#include <set>
#include <thread>
#include <utility>

#include "ops/native/native.h"

namespace kornia::bench {
namespace {

// Regime (c) rotates over at least this many bytes of distinct inputs: three
// times the 32 MiB L3 of this machine kind, so each call's input was evicted
// since its last use.
constexpr int64_t kColdBytes = int64_t{96} << 20;

struct Regime {
  std::string name;
  int64_t batch;  // InputSpec::batch (0: one image, the per-image form)
  bool uint8;
  bool cold;
  int threads;
  bool per_image;  // regimes (b) and (c): the peers' regimes
};

int Cores() { return static_cast<int>(std::max(1u, std::thread::hardware_concurrency())); }

std::vector<Regime> RegimesOf(const OpBench& op) {
  const std::string image = op.uint8 ? "image_u8" : "image_f32";
  const int64_t batch = Smoke() ? std::min<int64_t>(op.batch, 2) : op.batch;
  const int64_t image_batch = Smoke() ? std::min<int64_t>(op.image_batch, 2) : op.image_batch;
  std::vector<Regime> regimes{{"batched_f32", batch, false, false, Cores(), false},
                              {image, image_batch, op.uint8, false, 1, true}};
  if (op.reads_input) regimes.push_back({image + "_cold", image_batch, op.uint8, true, 1, true});
  return regimes;
}

// The regime's inputs: one call's (warm) or enough distinct calls' to cover
// kColdBytes (cold). The last pool made is kept: a regime's paths run back
// to back (eager, traced, peers), and a cold pool is 96 MiB of random draws.
const std::vector<Inputs>& InputPool(const OpBench& op, const Regime& r) {
  static std::string key;
  static std::vector<Inputs> pool;
  const std::string wanted = op.package + "/" + op.name + "/" + r.name;
  if (key == wanted) return pool;
  key.clear();
  pool.clear();
  const torch::ScalarType dtype = r.uint8 ? torch::kByte : torch::kFloat;
  pool.push_back(op.inputs({r.batch, dtype, 0}));
  if (r.cold) {
    int64_t bytes = 0;
    for (const torch::Tensor& t : pool.front()) bytes += t.nbytes();
    bytes = std::max<int64_t>(bytes, 1);
    const int64_t calls = Smoke() ? 2 : std::max<int64_t>(2, (kColdBytes + bytes - 1) / bytes);
    for (int64_t i = 1; i < calls; ++i)
      pool.push_back(op.inputs({r.batch, dtype, static_cast<uint64_t>(i)}));
  }
  key = wanted;
  return pool;
}

void Count(benchmark::State& state, const OpBench& op, const Regime& r, int64_t bytes,
           size_t pool_calls, const std::string& peer_call = "") {
  const int64_t images = r.batch > 0 ? r.batch : 1;
  state.SetItemsProcessed(state.iterations() * images);
  state.SetBytesProcessed(state.iterations() * bytes);
  state.counters["threads"] = r.threads;
  state.counters["images_per_call"] = images;
  state.counters["pool_calls"] = static_cast<double>(pool_calls);
  state.SetLabel(std::string(r.uint8 ? "uint8" : "float32") + " " + op.package + "/" + op.name +
                 (peer_call.empty() ? "" : " vs " + peer_call));
}

// The op as its user calls it; `composite`: under native::CompositeOnly.
void Eager(benchmark::State& state, const OpBench& op, const Regime& r, bool composite = false) {
  std::optional<native::CompositeOnly> reference;
  if (composite) reference.emplace();
  at::set_num_threads(r.threads);
  const std::vector<Inputs>& pool = InputPool(op, r);
  const int64_t bytes = CallBytes(pool.front(), op.call(pool.front()));
  size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(op.call(pool[i]));
    if (++i == pool.size()) i = 0;
  }
  Count(state, op, r, bytes, pool.size());
}

void Traced(benchmark::State& state, const OpBench& op, const Regime& r) {
  at::set_num_threads(r.threads);
  const std::vector<Inputs>& pool = InputPool(op, r);
  std::shared_ptr<torch::jit::Graph> graph;
  try {
    auto traced = torch::jit::tracer::trace(
        torch::jit::Stack(pool.front().begin(), pool.front().end()),
        [&](torch::jit::Stack stack) -> torch::jit::Stack {
          Inputs x;
          for (const c10::IValue& v : stack) x.push_back(v.toTensor());
          const Outputs out = op.call(x);
          return torch::jit::Stack(out.begin(), out.end());
        },
        [](const torch::Tensor&) { return std::string(); });
    graph = std::get<0>(traced)->graph;
  } catch (const std::exception& e) {
    // torch 1.13.1's tracer takes no Generator (random ops): say so.
    state.SkipWithError(
        (std::string("not measured: does not trace on torch " TORCH_VERSION ": ") + e.what())
            .c_str());
    return;
  }
  torch::jit::GraphExecutor executor(graph, op.name);
  auto run = [&](const Inputs& x) {
    torch::jit::Stack stack(x.begin(), x.end());
    executor.run(stack);
    Outputs out;
    for (const c10::IValue& v : stack) out.push_back(v.toTensor());
    return out;
  };
  // The profiling run, then the optimized plan (twice: the first builds it).
  Outputs out;
  for (int warm = 0; warm < 3; ++warm) out = run(pool.front());
  const int64_t bytes = CallBytes(pool.front(), out);
  size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(run(pool[i]));
    if (++i == pool.size()) i = 0;
  }
  Count(state, op, r, bytes, pool.size());
}

void PeerCall(benchmark::State& state, const OpBench& op, const Peer& peer, const Regime& r) {
  at::set_num_threads(r.threads);
  const std::vector<Inputs>& pool = InputPool(op, r);
  const int64_t bytes = CallBytes(pool.front(), op.call(pool.front()));
  const std::function<void(size_t)> run = peer.prepare(pool);
  run(0);
  size_t i = 0;
  for (auto _ : state) {
    run(i);
    if (++i == pool.size()) i = 0;
  }
  Count(state, op, r, bytes, pool.size(), peer.call);
}

// Memory bandwidth, as STREAM counts it (copy: 2 arrays, triad a = b + s * c:
// 3 arrays; write-allocate traffic not counted), at one thread and at every
// core, on arrays that fit the 1 MiB L2 (cache) and on arrays far beyond
// the L3 (dram): the roofline of each row of the same run.
void Bandwidth(benchmark::State& state, bool triad, int64_t bytes_per_array, int threads) {
  at::set_num_threads(threads);
  const int64_t n = bytes_per_array / static_cast<int64_t>(sizeof(float));
  std::vector<float> a(n, 1.0f), b(n, 2.0f), c(n, 3.0f);
  const int64_t grain = std::max<int64_t>(n / threads, 4096);
  auto pass = [&] {
    at::parallel_for(0, n, grain, [&](int64_t begin, int64_t end) {
      if (triad) {
        float* __restrict__ pa = a.data();
        const float* __restrict__ pb = b.data();
        const float* __restrict__ pc = c.data();
        for (int64_t i = begin; i < end; ++i) pa[i] = pb[i] + 3.0f * pc[i];
      } else {
        std::memcpy(a.data() + begin, b.data() + begin, (end - begin) * sizeof(float));
      }
    });
  };
  pass();
  for (auto _ : state) {
    pass();
    benchmark::ClobberMemory();
  }
  state.SetBytesProcessed(state.iterations() * n * static_cast<int64_t>(sizeof(float)) *
                          (triad ? 3 : 2));
  state.counters["threads"] = threads;
}

int RegisterBandwidth() {
  std::vector<int> threads{1};
  if (Cores() > 1) threads.push_back(Cores());
  for (const bool triad : {false, true})
    for (const auto& [where, bytes] : {std::pair<const char*, int64_t>{"cache", int64_t{128} << 10},
                                       std::pair<const char*, int64_t>{"dram", int64_t{256} << 20}})
      for (const int t : threads)
        benchmark::RegisterBenchmark((std::string("bandwidth/") + (triad ? "triad/" : "copy/") +
                                      where + "/threads:" + std::to_string(t))
                                         .c_str(),
                                     [=](benchmark::State& s) { Bandwidth(s, triad, bytes, t); })
            ->UseRealTime()
            ->Unit(benchmark::kMicrosecond);
  return 0;
}

[[maybe_unused]] const int kBandwidth = RegisterBandwidth();

}  // namespace

// KC_BENCH_SMOKE=1 (the <op>_bench_smoke tests): every benchmark still runs
// its code once, on regime (a)'s batch 2 (an image_batch op's regimes too),
// a cold pool of 2 calls and, for an op benchmarked from its descriptor,
// images of at most kSmokeSide (bench/package.cc), so the tests prove the
// benchmarks work without paying for the measurement's sizes (canny's
// composite hysteresis is H * W - 1 fixed steps: 65,535 at the 256 side).
bool Smoke() {
  const char* smoke = std::getenv("KC_BENCH_SMOKE");
  return smoke != nullptr && std::string(smoke) == "1";
}

int64_t CallBytes(const Inputs& inputs, const Outputs& outputs) {
  int64_t bytes = 0;
  for (const torch::Tensor& t : outputs) bytes += t.nbytes();
  for (const torch::Tensor& t : inputs) bytes += t.nbytes();
  return bytes;
}

torch::Tensor MakeImage(const Image& image, const InputSpec& spec) {
  std::vector<int64_t> shape{image.channels, image.height, image.width};
  if (spec.batch > 0 || image.batched)
    shape.insert(shape.begin(), std::max<int64_t>(spec.batch, 1));
  torch::Generator gen = at::detail::createCPUGenerator(0x6b63 + spec.seed);
  if (spec.dtype == torch::kByte)
    return torch::randint(0, 256, shape, gen, torch::TensorOptions().dtype(torch::kByte));
  return torch::rand(shape, gen, torch::TensorOptions().dtype(torch::kFloat))
      .mul_(image.hi - image.lo)
      .add_(image.lo)
      .to(spec.dtype);
}

OpBench ImageOpOutputs(std::string package, std::string name, Image image,
                       std::function<Outputs(const torch::Tensor&)> call) {
  OpBench op;
  op.package = std::move(package);
  op.name = std::move(name);
  op.uint8 = image.uint8;
  op.native = image.native;
  op.native_float32 = image.native_float32;
  op.inputs = [image](const InputSpec& spec) { return Inputs{MakeImage(image, spec)}; };
  op.call = [call = std::move(call)](const Inputs& x) { return call(x[0]); };
  return op;
}

OpBench TensorsOp(std::string package, std::string name, std::function<Shapes(int64_t b)> shapes,
                  double lo, double hi, std::function<torch::Tensor(const Inputs&)> call) {
  OpBench op;
  op.package = std::move(package);
  op.name = std::move(name);
  op.inputs = [shapes = std::move(shapes), lo, hi](const InputSpec& spec) {
    torch::Generator gen = at::detail::createCPUGenerator(0x6c61 + spec.seed);
    Inputs inputs;
    for (const auto& shape : shapes(std::max<int64_t>(spec.batch, 1)))
      inputs.push_back(torch::rand(shape, gen, torch::TensorOptions().dtype(torch::kFloat))
                           .mul_(hi - lo)
                           .add_(lo)
                           .to(spec.dtype));
    return inputs;
  };
  op.call = [call = std::move(call)](const Inputs& x) { return Outputs{call(x)}; };
  return op;
}

OpBench ImageOp(std::string package, std::string name, Image image,
                std::function<torch::Tensor(const torch::Tensor&)> call) {
  return ImageOpOutputs(
      std::move(package), std::move(name), image,
      [call = std::move(call)](const torch::Tensor& x) { return Outputs{call(x)}; });
}

namespace {
std::set<std::string>& Registered() {
  static auto* names = new std::set<std::string>();
  return *names;
}
}  // namespace

const std::set<std::string>& RegisteredOpBenches() { return Registered(); }

namespace {
std::vector<Variant>& Variants() {
  static auto* variants = new std::vector<Variant>();
  return *variants;
}
}  // namespace

int RegisterVariant(Variant variant) {
  Variants().push_back(std::move(variant));
  return 0;
}

const std::vector<Variant>& RegisteredVariants() { return Variants(); }

int RegisterOpBench(const OpBench& op) {
  Registered().insert(op.name);
  for (const Regime& r : RegimesOf(op)) {
    const std::string prefix = op.name + "/" + r.name + "/";
    benchmark::RegisterBenchmark((prefix + "eager").c_str(),
                                 [op, r](benchmark::State& s) { Eager(s, op, r); })
        ->UseRealTime()
        ->Unit(benchmark::kMicrosecond);
    benchmark::RegisterBenchmark((prefix + "traced").c_str(),
                                 [op, r](benchmark::State& s) { Traced(s, op, r); })
        ->UseRealTime()
        ->Unit(benchmark::kMicrosecond);
    if (r.uint8 ? op.native : op.native_float32)
      benchmark::RegisterBenchmark((prefix + "composite").c_str(),
                                   [op, r](benchmark::State& s) { Eager(s, op, r, true); })
          ->UseRealTime()
          ->Unit(benchmark::kMicrosecond);
    if (!r.per_image) continue;
    for (const Peer& peer : op.peers)
      benchmark::RegisterBenchmark((prefix + peer.library).c_str(),
                                   [op, peer, r](benchmark::State& s) { PeerCall(s, op, peer, r); })
          ->UseRealTime()
          ->Unit(benchmark::kMicrosecond);
  }
  return 0;
}

}  // namespace kornia::bench

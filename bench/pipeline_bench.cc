// Kornia's 6-op augmentation pipeline (the project's speed yardstick: HFlip,
// VFlip, ColorJitter, Brightness, Contrast, GaussianNoise), ours in C++, as
//   pipeline/<regime>/<path>
// Regimes (float32 batches, values uniform in [0, 1)):
//   pipeline_b32      (32, 3, 224, 224), torch threads = cores (the issue's)
//   pipeline_b32_1t   the same on one thread (albumentations' one core)
//   pipeline_b8_64    (8, 3, 64, 64), threads = cores (Kornia's CPU anchor)
// Paths: eager (the six ops called in turn), traced (the six traced as one
// graph on the regime's input and replayed by the graph executor; the
// generators are the graph's constants, so every replay draws anew).
// The Python peers (albumentations on each image's uint8 H x W x C array,
// Kornia eager and compiled, torchvision v2, ours compiled) run the same
// six with the same settings in bench/peers.py (--pipeline).
#include <benchmark/benchmark.h>
#include <torch/csrc/jit/frontend/tracer.h>
#include <torch/csrc/jit/runtime/graph_executor.h>
#include <torch/torch.h>

#include <algorithm>
#include <cstdlib>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "ops/augmentation/color_jitter.h"
#include "ops/augmentation/random_brightness.h"
#include "ops/augmentation/random_contrast.h"
#include "ops/augmentation/random_gaussian_noise.h"
#include "ops/augmentation/random_horizontal_flip.h"
#include "ops/augmentation/random_vertical_flip.h"

namespace kornia::bench {
namespace {

// The six, with the settings bench/peers.py gives the peers.
struct Pipeline {
  explicit Pipeline(uint64_t seed)
      : hflip(0.5, at::detail::createCPUGenerator(seed)),
        vflip(0.5, at::detail::createCPUGenerator(seed + 1)),
        jitter({0.1}, {0.1}, {0.1}, {0.1}, 1.0, std::vector<int64_t>{0, 1, 2, 3},
               at::detail::createCPUGenerator(seed + 2)),
        brightness({0.9, 1.1}, true, 1.0, at::detail::createCPUGenerator(seed + 3)),
        contrast({0.9, 1.1}, true, 1.0, at::detail::createCPUGenerator(seed + 4)),
        noise(0.0, 0.05, 0.5, at::detail::createCPUGenerator(seed + 5)) {}
  torch::Tensor operator()(const torch::Tensor& x) {
    return noise(contrast(brightness(jitter(vflip(hflip(x))))));
  }
  augmentation::RandomHorizontalFlip hflip;
  augmentation::RandomVerticalFlip vflip;
  augmentation::ColorJitter jitter;
  augmentation::RandomBrightness brightness;
  augmentation::RandomContrast contrast;
  augmentation::RandomGaussianNoise noise;
};

struct Regime {
  const char* name;
  int64_t batch, size;
  bool one_thread;
};

bool Smoke() {
  const char* smoke = std::getenv("KC_BENCH_SMOKE");
  return smoke != nullptr && std::string(smoke) == "1";
}

int Threads(const Regime& r) {
  return r.one_thread ? 1 : static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
}

torch::Tensor Input(const Regime& r) {
  const int64_t batch = Smoke() ? 2 : r.batch, size = Smoke() ? 16 : r.size;
  return torch::rand({batch, 3, size, size}, at::detail::createCPUGenerator(0x6B63));
}

void Count(benchmark::State& state, const Regime& r, const torch::Tensor& x) {
  state.SetItemsProcessed(state.iterations() * x.size(0));
  state.SetBytesProcessed(state.iterations() * 2 * x.nbytes());
  state.counters["threads"] = Threads(r);
  state.counters["images_per_call"] = static_cast<double>(x.size(0));
  state.SetLabel(
      "float32 pipeline of 6: RandomHorizontalFlip, RandomVerticalFlip, ColorJitter, "
      "RandomBrightness, RandomContrast, RandomGaussianNoise");
}

void Eager(benchmark::State& state, Regime r) {
  at::set_num_threads(Threads(r));
  const torch::Tensor x = Input(r);
  Pipeline pipeline(2026);
  pipeline(x);
  for (auto _ : state) benchmark::DoNotOptimize(pipeline(x));
  Count(state, r, x);
}

void Traced(benchmark::State& state, Regime r) {
  at::set_num_threads(Threads(r));
  const torch::Tensor x = Input(r);
  auto pipeline = std::make_shared<Pipeline>(2026);
  std::shared_ptr<torch::jit::Graph> graph;
  try {
    graph = std::get<0>(torch::jit::tracer::trace(
                            {x},
                            [pipeline](torch::jit::Stack stack) -> torch::jit::Stack {
                              return {(*pipeline)(stack[0].toTensor())};
                            },
                            [](const torch::Tensor&) { return std::string(); }))
                ->graph;
  } catch (const std::exception& e) {
    state.SkipWithError(
        (std::string("not measured: does not trace on torch " TORCH_VERSION ": ") + e.what())
            .c_str());
    return;
  }
  torch::jit::GraphExecutor executor(graph, "pipeline");
  auto run = [&] {
    torch::jit::Stack stack{x};
    executor.run(stack);
    return stack[0].toTensor();
  };
  for (int warm = 0; warm < 3; ++warm) run();  // profile, then the optimized plan
  for (auto _ : state) benchmark::DoNotOptimize(run());
  Count(state, r, x);
}

int Register() {
  for (const Regime r :
       {Regime{"pipeline_b32", 32, 224, false}, Regime{"pipeline_b32_1t", 32, 224, true},
        Regime{"pipeline_b8_64", 8, 64, false}}) {
    const std::string prefix = std::string("pipeline/") + r.name + "/";
    benchmark::RegisterBenchmark((prefix + "eager").c_str(), Eager, r)->UseRealTime();
    benchmark::RegisterBenchmark((prefix + "traced").c_str(), Traced, r)->UseRealTime();
  }
  return 0;
}

[[maybe_unused]] const int kRegistered = Register();

}  // namespace
}  // namespace kornia::bench

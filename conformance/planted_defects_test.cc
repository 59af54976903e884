// Planted defects: deliberately broken op variants that the named check must
// flag, next to a clean control that must produce zero findings. A check that
// cannot fail is a defect; these tests are how we know ours can. The catalogue
// with one line per defect is conformance/DEFECTS.md.
#include <ATen/CPUGeneratorImpl.h>
#include <ATen/Parallel.h>
#include <gtest/gtest.h>
#include <torch/csrc/jit/frontend/tracer.h>
#include <torch/torch.h>
#include <torch/version.h>

#include <algorithm>
#include <cmath>
#include <functional>
#include <iostream>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "conformance/cases/family.h"
#include "conformance/cases/geometry/family_meshgrid.h"
#include "conformance/checks.h"
#include "conformance/inputs.h"
#include "conformance/known_failures.h"
#include "conformance/planted_points.h"
#include "conformance/registry.h"
#include "golden/store.h"
#include "ops/color/hsv_to_rgb.h"
#include "ops/color/rgb_to_bgr.h"
#include "ops/color/rgb_to_grayscale.h"
#include "ops/color/rgb_to_hsv.h"
#include "ops/enhance/adjust_saturation.h"
#include "ops/enhance/adjust_saturation_with_gray_subtraction.h"
#include "ops/enhance/invert.h"
#include "ops/native/native.h"

namespace kornia::planted {

// The pre-fix Kornia create_meshgrid (seed 003): a linspace ramp in the output
// dtype, normalized in half precision with three roundings.
torch::Tensor MeshgridThreeRoundings(int64_t height, int64_t width, torch::ScalarType dtype,
                                     bool align_corners) {
  const auto options = torch::TensorOptions().dtype(dtype);
  torch::Tensor xs = torch::linspace(0, width - 1, width, options);
  torch::Tensor ys = torch::linspace(0, height - 1, height, options);
  if (align_corners) {
    xs = width > 1 ? (xs / (width - 1) - 0.5) * 2 : xs * 0.0;
    ys = height > 1 ? (ys / (height - 1) - 0.5) * 2 : ys * 0.0;
  } else {
    xs = (2.0 * xs + 1.0) / width - 1.0;
    ys = (2.0 * ys + 1.0) / height - 1.0;
  }
  return torch::stack(torch::meshgrid({xs, ys}, "ij"), -1).permute({1, 0, 2}).unsqueeze(0);
}

// A value branch decided on the host: traced on one input, the other branch is
// gone from the graph.
torch::Tensor FlipIfAnyNegative(const torch::Tensor& x) {
  if ((x < 0).any().item<bool>()) return -x;
  return x * 2;
}

// The same op written as the contract asks: both branches, selected by `where`.
// (`x * -1`, not `-x`: the CPU TensorExpr fuser lowers neg(+0) to +0 where eager
// gives -0, a sign-of-zero difference the fused check reports; seen on 2.14.1.)
torch::Tensor FlipIfAnyNegativeBranchless(const torch::Tensor& x) {
  return torch::where((x < 0).any(), x * -1, x * 2);
}

// adjust_contrast_with_mean_subtraction with its mean summed in the image's
// half dtype: each row's sum rounded to half, then the rows added one by one
// in half. On the half reduction points (73,984 elements a channel, sum about
// 69,400) float16's sum overflows to inf and bfloat16's stalls far below.
// The gray image is the op's own (on a torch without its half kernels the
// variant raises where the op does, so the known failure matches both).
torch::Tensor ContrastWithHalfSums(const torch::Tensor& image, double factor) {
  const torch::Tensor gray = color::rgb_to_grayscale(image).squeeze(-3);  // (B, H, W), half
  const torch::Tensor rows = gray.sum(-1);                                // (B, H), rounded to half
  torch::Tensor total = torch::zeros_like(rows.select(-1, 0));
  for (int64_t r = 0; r < rows.size(-1); ++r) total = total + rows.select(-1, r);
  const torch::Tensor mean =
      (total / static_cast<double>(gray.size(-2) * gray.size(-1))).reshape({-1, 1, 1, 1});
  return (image * factor + mean * (1.0 - factor)).clamp(0.0, 1.0);
}

// The same op with its mean's sum split into one partial sum per intra-op
// thread (a hand-written parallel reduction whose chunks follow the thread
// count): the per-sample mean, so every pixel of the image it shifts shows
// the order of additions.
torch::Tensor ContrastWithPerThreadMeans(const torch::Tensor& image, double factor) {
  const torch::Tensor gray =
      (image.select(-3, 0) * 0.299 + image.select(-3, 1) * 0.587 + image.select(-3, 2) * 0.114)
          .flatten(-2);  // (B, H * W)
  std::vector<torch::Tensor> sums;
  for (const auto& part : gray.chunk(at::get_num_threads(), -1)) sums.push_back(part.sum(-1));
  const torch::Tensor mean =
      (torch::stack(sums).sum(0) / static_cast<double>(gray.size(-1))).reshape({-1, 1, 1, 1});
  return (image * factor + mean * (1.0 - factor)).clamp(0.0, 1.0);
}

}  // namespace kornia::planted

namespace kornia::planted {

// 1. A capture guard: different code while tracing (what `is_compiling` /
// `isTracing` guards do). The graph records the tracing branch.
torch::Tensor CaptureGuard(const torch::Tensor& x) {
  if (torch::jit::tracer::isTracing()) return x * 2;
  return x * 3;
}

// 3. An int read from a tensor and used as a host parameter.
torch::Tensor RollByMax(const torch::Tensor& x) {
  const int64_t k = x.max().item<int64_t>() % 4;
  return x.roll(k, 0);
}

// 4. An early break in a fixed-bound loop: later iterations should be no-ops.
torch::Tensor HalveUntilSmall(const torch::Tensor& x) {
  torch::Tensor y = x;
  for (int i = 0; i < 6; ++i) {
    if ((y.abs() < 1).all().item<bool>()) break;
    y = y / 2;
  }
  return y;
}

// 5. An early return of a different value on a condition.
torch::Tensor ZeroIfSumZero(const torch::Tensor& x) {
  if (x.sum().item<double>() == 0) return torch::full_like(x, -1.0);
  return x + 1;
}

// 6. A {0,1} gate as a host branch: `if (p.sum() == 1)`.
torch::Tensor GateIfSumOne(const torch::Tensor& x, const torch::Tensor& gate) {
  if ((gate.sum() == 1).item<bool>()) return x.flip(-1);
  return x;
}

// 7. A shifted RNG draw order with identical outputs: an unused draw, which
// eager makes and a traced graph drops as dead code.
torch::Tensor FlipWithUnusedDraw(const torch::Tensor& x, at::Generator gen) {
  const torch::Tensor u = at::rand({x.size(0)}, gen, at::TensorOptions().dtype(torch::kFloat));
  (void)at::rand({1}, gen, at::TensorOptions().dtype(torch::kFloat));  // "warm-up" draw
  std::vector<int64_t> shape(x.dim(), 1);
  shape[0] = x.size(0);
  return at::where((u < 0.5).view(shape), x.flip(-1), x);
}

// 9. A branch that never runs on the sweep (a tensor compared with a size):
// replay cannot see it, capture does.
torch::Tensor CheckLabelsOnHost(const torch::Tensor& x) {
  if ((x.abs().max() > x.size(0) * 1000).item<bool>()) throw std::runtime_error("labels");
  return x * 2;
}

// 10. A validation that silently disappears under capture: _assert_async with
// nothing using it, so the tracer drops it as dead code.
#if TORCH_VERSION_MAJOR >= 2
constexpr char kDroppedMessage[] = "expected bits in [0, 8]";
#else  // torch 1.13.1's _assert_async takes no message and says this
constexpr char kDroppedMessage[] = "Expected Tensor with single nonzero value, but got zero";
#endif
torch::Tensor CheckedDropped(const torch::Tensor& x, const torch::Tensor& bits) {
#if TORCH_VERSION_MAJOR >= 2
  at::_assert_async(at::logical_and(bits >= 0, bits <= 8).all(),
                    std::string("planted(): ") + kDroppedMessage);
#else
  at::_assert_async(at::logical_and(bits >= 0, bits <= 8).all());
#endif
  return x * bits.to(x.scalar_type());
}

// 13. Partial sums per intra-op thread: the bits depend on how many threads
// run (what a hand-written parallel reduction does when its chunks follow the
// thread count instead of a fixed grain).
torch::Tensor PerThreadPartialSums(const torch::Tensor& x) {
  std::vector<torch::Tensor> sums;
  for (const auto& part : x.flatten().chunk(at::get_num_threads())) sums.push_back(part.sum());
  return x - torch::stack(sums).sum() / static_cast<double>(x.numel());
}

// 14. A sign of zero the TensorExpr fuser does not keep: eager's neg(+0) is
// -0; the fused kernel computes it as 0 - (+0) = +0. Eager and the plain
// replay run the same ATen kernels, so only the fused replay differs.
torch::Tensor NegatedDouble(const torch::Tensor& x) { return (x * 2).neg(); }

// 15. Operator overloads that serialization confuses: `kc_planted::scale` has
// a plain overload (x * 3) and one with a defaulted factor (x * factor,
// factor = 2). The op calls the second with the default. The traced graph
// holds that overload, so eager, replay and fused replay agree; the saved code
// drops trailing arguments equal to their defaults (forward compatibility),
// so it reads `ops.kc_planted.scale(x)`, which the loader resolves to the
// first overload that matches: the plain one. (A torch.ops library that
// offers a host and a tensor form of an op must not let them collide so.)
torch::Tensor ScaleThroughOverload(const torch::Tensor& x) {
  static const auto op = c10::Dispatcher::singleton()
                             .findSchemaOrThrow("kc_planted::scale", "factor")
                             .typed<at::Tensor(const at::Tensor&, double)>();
  return op.call(x, 2.0);
}

// 16. The result written into the caller's tensor (an in-place clamp where
// the contract asks for a new tensor). Clamping is idempotent, so every later
// call on the written input returns the same values: without the inputs
// check every other check passes.
torch::Tensor ClampIntoInput(const torch::Tensor& x) { return x.clamp_(-1, 1); }

// 11. A layout-dependent result: reads the storage as if contiguous.
torch::Tensor StorageOrder(const torch::Tensor& x) {
  return torch::from_blob(x.data_ptr(), x.sizes(), x.options()).clone() * 2;
}

}  // namespace kornia::planted

// The planted overloads of defect 15, CPU kernels (so a trace records the
// operator itself, not its decomposition).
TORCH_LIBRARY(kc_planted, m) {
  m.def("scale.plain(Tensor x) -> Tensor");
  m.def("scale.factor(Tensor x, float factor=2.0) -> Tensor");
}
TORCH_LIBRARY_IMPL(kc_planted, CPU, m) {
  m.impl("scale.plain", [](const at::Tensor& x) { return x * 3; });
  m.impl("scale.factor", [](const at::Tensor& x, double factor) { return x * factor; });
}

namespace kornia::conformance {
namespace {

struct Findings {
  std::map<std::string, int> by_check;  // failing tests per check
  std::map<std::string, std::string> first;
  int points = 0;
  int total() const {
    int n = 0;
    for (const auto& [check, k] : by_check) n += k;
    return n;
  }
};

// Every check the suite would run on `c` (point checks, dtypes, errors), with
// the known-failure manifest applied as the suite applies it.
const golden::Store& Goldens() {
  static const golden::Store* store = new golden::Store(GoldenRoot());
  return *store;
}

// `skip`: the checks the run leaves out, as KC_CONFORMANCE_SKIP_CHECKS does.
Findings Judge(const OpCase& c, bool with_golden = true, const std::set<Check>& skip = {}) {
  static const KnownFailures known =
      KnownFailures::Load(ConformanceRoot() + "/known_failures.json");
  Findings f;
  conformance::Judge judge(&Goldens());
  judge.Skip(skip);
  const auto points = c.points();
  f.points = static_cast<int>(points.size());
  for (const TestId& t : Enumerate(c, points)) {
    if (t.check == Check::kGolden && !with_golden) continue;
    if (skip.count(t.check)) continue;
    if (t.kind == TestId::Kind::kCoverage) continue;  // its own test below
    const CheckOutcome o = judge.Run(c, t, points);
    if (o.status == Status::kNotApplicable) continue;  // not judged: no finding
    const std::string check = CheckName(t.check);
    const auto entry = known.Find(TorchPin(), t.dtype, c.name, check, t.id);
    const std::string verdict = JudgeKnown(o.status == Status::kFail, o.detail, entry);
    if (!verdict.empty() && f.by_check[check]++ == 0) f.first[check] = t.id + ": " + verdict;
  }
  std::cout << c.name << ": " << f.points << " points; findings:";
  for (const auto& [check, n] : f.by_check) std::cout << " " << check << " " << n;
  std::cout << "\n";
  for (const auto& [check, first] : f.first)
    std::cout << "  first " << check << ": " << first << "\n";
  return f;
}

OpCase Planted(const std::string& name, OpFn fn) {
  OpCase c;
  c.name = name;
  c.package = "planted";
  c.points = [fn] { return PlantedPoints(fn); };
  return c;
}

// The trap must be flagged by `check`.
void ExpectCaught(const OpCase& c, const std::string& check) {
  const Findings f = Judge(c, /*with_golden=*/false);
  ASSERT_GT(f.points + static_cast<int>(c.errors.size()) + (c.probe ? 1 : 0), 0);
  EXPECT_GT(f.by_check.count(check) ? f.by_check.at(check) : 0, 0)
      << c.name << ": the " << check << " check missed the planted defect";
}

TEST(PlantedDefects, CaptureGuardIsCaughtByReplay) {
  ExpectCaught(
      Planted("capture_guard", [](const Inputs& in) { return planted::CaptureGuard(in[0]); }),
      "replay");
}

TEST(PlantedDefects, ValueBranchViaItemIsCaughtByCaptureAndReplay) {
  const OpCase c =
      Planted("item_branch", [](const Inputs& in) { return planted::FlipIfAnyNegative(in[0]); });
  ExpectCaught(c, "capture");
  ExpectCaught(c, "replay");
  // The break names the op's own frame and file:line.
  const Captured cap = Capture(c.points()[0].run, c.points()[0].inputs);
  ASSERT_EQ(cap.breaks.size(), 1u);
  EXPECT_NE(cap.breaks[0].frame.find("kornia::planted::FlipIfAnyNegative"), std::string::npos);
  EXPECT_NE(cap.breaks[0].location.find("planted_defects_test.cc:"), std::string::npos)
      << cap.breaks[0].location;
  std::cout << DescribeBreaks(cap.breaks) << "\n";
  // A class traces once, on its first point; a later point of the class has
  // its eager call watched instead, and reports the same break.
  const auto points = c.points();
  size_t later = 1;
  while (later < points.size() && points[later].shape_class != points[0].shape_class) ++later;
  ASSERT_LT(later, points.size()) << "the planted sweep needs a class with two points";
  conformance::Judge judge(&Goldens());
  EXPECT_EQ(judge.Run(Check::kCapture, c, points[0], points).status, Status::kFail);
  const CheckOutcome watched = judge.Run(Check::kCapture, c, points[later], points);
  EXPECT_EQ(watched.status, Status::kFail);
  EXPECT_NE(watched.detail.find("kornia::planted::FlipIfAnyNegative"), std::string::npos)
      << watched.detail;
}

TEST(PlantedDefects, IntReadFromTensorIsCaughtByCapture) {
  ExpectCaught(
      Planted("int_from_tensor", [](const Inputs& in) { return planted::RollByMax(in[0]); }),
      "capture");
}

TEST(PlantedDefects, EarlyBreakInFixedLoopIsCaughtByCaptureAndReplay) {
  const OpCase c =
      Planted("early_break", [](const Inputs& in) { return planted::HalveUntilSmall(in[0]); });
  ExpectCaught(c, "capture");
  ExpectCaught(c, "replay");
}

TEST(PlantedDefects, EarlyReturnIsCaughtByCaptureAndReplay) {
  const OpCase c =
      Planted("early_return", [](const Inputs& in) { return planted::ZeroIfSumZero(in[0]); });
  ExpectCaught(c, "capture");
  ExpectCaught(c, "replay");
}

TEST(PlantedDefects, GateIfSumOneIsCaughtByCaptureAndReplay) {
  OpCase c;
  c.name = "gate_sum_one";
  c.package = "planted";
  c.points = [] {
    std::vector<SweepPoint> points;
    const torch::Tensor x = torch::arange(8, torch::kFloat).view({2, 4});
    for (auto [id, g] : {std::pair{"on", torch::tensor({1.0f})}, {"off", torch::tensor({0.0f})}})
      points.push_back({id, "gate", "float32", {x, g}, [](const Inputs& in) {
                          return planted::GateIfSumOne(in[0], in[1]);
                        }});
    return points;
  };
  ExpectCaught(c, "capture");
  ExpectCaught(c, "replay");
}

TEST(PlantedDefects, ShiftedDrawOrderWithIdenticalOutputsIsCaughtByRng) {
  OpCase c;
  c.name = "unused_draw";
  c.package = "planted";
  c.flags = kRandom;
  c.points = [] {
    std::vector<SweepPoint> points;
    const at::Generator gen = at::make_generator<at::CPUGeneratorImpl>(0);
    for (uint64_t seed : {1, 2}) {
      auto state = std::make_shared<RandomState>();
      state->generator = gen;
      state->seed = seed;
      SweepPoint p{"seed" + std::to_string(seed),
                   "float32_4x3",
                   "float32",
                   {torch::arange(12, torch::kFloat).view({4, 3})},
                   [state](const Inputs& in) {
                     return planted::FlipWithUnusedDraw(in[0], state->generator);
                   }};
      p.random = state;
      points.push_back(p);
    }
    return points;
  };
  const Findings f = Judge(c, /*with_golden=*/false);
  EXPECT_GT(f.by_check.count("rng") ? f.by_check.at("rng") : 0, 0) << "the rng check missed it";
  // Outputs coincide: only the generator state tells. torch 1.13.1's tracer
  // takes no Generator (a known failure of every random op there): capture
  // and replay then fail with that error, never with a value difference.
  for (const char* check : {"replay", "capture"}) {
    if (f.by_check.count(check)) {
      EXPECT_NE(f.first.at(check).find("unsupported argument type in the JIT tracer"),
                std::string::npos)
          << check << ": " << f.first.at(check);
    }
  }
}

TEST(PlantedDefects, NeverTakenBranchIsCaughtByCaptureOnly) {
  const OpCase c =
      Planted("never_taken", [](const Inputs& in) { return planted::CheckLabelsOnHost(in[0]); });
  const Findings f = Judge(c, /*with_golden=*/false);
  EXPECT_GT(f.by_check.count("capture") ? f.by_check.at("capture") : 0, 0);
  EXPECT_EQ(f.by_check.count("replay"), 0u) << "replay cannot see a branch that never runs";
}

TEST(PlantedDefects, ValidationDroppedUnderCaptureIsCaughtByErrors) {
  OpCase c;
  c.name = "planted";  // the op's messages name it
  c.package = "planted";
  c.points = [] { return std::vector<SweepPoint>{}; };
  const torch::Tensor x = torch::rand({2, 3});
  auto run = [](const Inputs& in) { return planted::CheckedDropped(in[0], in[1]); };
  c.errors = {{"bits_9", [x] { planted::CheckedDropped(x, torch::tensor({9})); },
               planted::kDroppedMessage,
               GraphError{run, {x, torch::tensor({3})}, {x, torch::tensor({9})}}}};
#if TORCH_VERSION_MAJOR < 2
  c.errors[0].torch_text = true;  // torch's own fixed text: no "planted(): " prefix
#endif
  const Findings f = Judge(c, false);
  ASSERT_EQ(f.by_check.count("errors"), 1u) << "the errors check missed the dropped assert";
  EXPECT_NE(f.first.at("errors").find("replayed graph"), std::string::npos) << f.first.at("errors");
}

TEST(PlantedDefects, LayoutDependentResultIsCaughtByLayouts) {
  OpCase c =
      Planted("storage_order", [](const Inputs& in) { return planted::StorageOrder(in[0]); });
  c.batch_inputs = {0};
  ExpectCaught(c, "layouts");
}

TEST(PlantedDefects, ThreadCountDependentBitsAreCaughtByThreads) {
  OpCase c;
  c.name = "per_thread_sums";
  c.package = "planted";
  c.points = [] {
    // 2 x 3 x 128 x 128 = 98,304 elements: three chunks of ATen's grain.
    const torch::Tensor x = MakeInput({2, 3, 128, 128}, torch::kFloat, ValueClass::kUniform, 13);
    return std::vector<SweepPoint>{
        {"float32_large", "float32_large", "float32", {x}, [](const Inputs& in) {
           return planted::PerThreadPartialSums(in[0]);
         }}};
  };
  const Findings f = Judge(c, /*with_golden=*/false);
  ASSERT_EQ(f.by_check.count("threads"), 1u) << "the threads check missed it";
  EXPECT_NE(f.first.at("threads").find("threads differs from 1 thread"), std::string::npos)
      << f.first.at("threads");
  // Every other check runs at one thread count, where the op is consistent.
  EXPECT_EQ(f.total(), f.by_check.at("threads"));
}

TEST(PlantedDefects, SignOfZeroLostByTheFuserIsCaughtByFusedOnly) {
  const Findings f = Judge(
      Planted("fused_neg_zero", [](const Inputs& in) { return planted::NegatedDouble(in[0]); }),
      /*with_golden=*/false);
  ASSERT_EQ(f.by_check.count("fused"), 1u) << "the fused check missed it";
  EXPECT_NE(f.first.at("fused").find("sign of zero differs"), std::string::npos)
      << f.first.at("fused");
  EXPECT_EQ(f.total(), f.by_check.at("fused")) << "only the fused replay runs the fused kernel";
}

// The fused check's bounds, on an op whose fused replay rounds otherwise:
// the TensorExpr fuser computes float32 pow with its own code, not libm's
// (rgb_to_linear_rgb's finding). Exact, it fails; a bound that covers the
// difference, in ulp or in absolute value, passes it; a bound too tight fails
// it again and names itself. A dtype listed in both passes within either.
TEST(PlantedDefects, FusedBoundsPassWithinAndFailBeyond) {
  OpCase c =
      Planted("fused_pow", [](const Inputs& in) { return (in[0] * 0.5 + 0.25).pow(2.4) * 3; });
  c.points = [] {
    const OpFn fn = [](const Inputs& in) { return (in[0] * 0.5 + 0.25).pow(2.4) * 3; };
    return std::vector<SweepPoint>{{"ramp_64x64",
                                    "float32_64x64",
                                    "float32",
                                    {torch::linspace(0, 1, 4096, torch::kFloat).view({64, 64})},
                                    fn}};
  };
  auto fused = [&](const std::string& what) {
    const Findings f = Judge(c, /*with_golden=*/false);
    const std::string first = f.first.count("fused") ? f.first.at("fused") : "";
    std::cout << what << ": " << (first.empty() ? "passes" : first) << "\n";
    return first;
  };
  std::string first = fused("exact");
  ASSERT_NE(first.find("differs from eager beyond exact: values differ"), std::string::npos)
      << "the planted fused difference did not show: " << first;
  c.tolerance.fused_ulp = {{"float32", 1 << 20}};
  EXPECT_EQ(fused("within 2**20 ulp"), "");
  c.tolerance.fused_ulp = {{"float64", 1 << 20}};  // another dtype's bound excuses nothing
  EXPECT_NE(fused("float64 bounded only").find("beyond exact"), std::string::npos);
  c.tolerance.fused_ulp.clear();
  c.tolerance.fused_abs = {{"float32", 1.0}};
  EXPECT_EQ(fused("within 1 abs"), "");
  c.tolerance.fused_abs = {{"float32", 1e-30}};
  first = fused("within 1e-30 abs");
  EXPECT_NE(first.find("beyond 1e-30 abs: values differ"), std::string::npos) << first;
  c.tolerance.fused_ulp = {{"float32", 1 << 20}};
  EXPECT_EQ(fused("within 2**20 ulp or 1e-30 abs"), "");
}

// The bound is per element: a large output one ulp off (0.0625 at 1e6 in
// float32) and a near-zero one millions of ulps off (1e-9 against 2e-9) pass
// together only when each is within one of the two bounds.
TEST(PlantedDefects, FusedBoundIsPerElement) {
  const torch::Tensor eager = torch::tensor({1e6f, 1e-9f, 0.5f});
  const torch::Tensor fused = torch::tensor({std::nextafter(1e6f, 2e6f), 2e-9f, 0.5f});
  EXPECT_FALSE(WithinFusedBound(eager, fused, 4, -1.0));   // the near-zero pair
  EXPECT_FALSE(WithinFusedBound(eager, fused, -1, 1e-6));  // the large pair
  EXPECT_TRUE(WithinFusedBound(eager, fused, 4, 1e-6));
  EXPECT_FALSE(WithinFusedBound(eager, fused, -1, -1.0));  // no bound: equal pairs only
  EXPECT_TRUE(WithinFusedBound(eager, eager, -1, -1.0));
}

TEST(PlantedDefects, OverloadsConfusedBySerializationAreCaughtByRoundTripOnly) {
  const Findings f =
      Judge(Planted("overload_confusion",
                    [](const Inputs& in) { return planted::ScaleThroughOverload(in[0]); }),
            /*with_golden=*/false);
  ASSERT_EQ(f.by_check.count("roundtrip"), 1u) << "the roundtrip check missed it";
  EXPECT_NE(f.first.at("roundtrip").find("saved and loaded through memory"), std::string::npos)
      << f.first.at("roundtrip");
  EXPECT_EQ(f.total(), f.by_check.at("roundtrip"))
      << "in memory the graph holds the right overload";
}

TEST(PlantedDefects, ResultWrittenIntoTheInputIsCaughtByInputsOnly) {
  // (No layouts check here: an in-place clamp on the stride-0 variant raises,
  // which the layouts check would report as well.)
  OpCase c =
      Planted("writes_input", [](const Inputs& in) { return planted::ClampIntoInput(in[0]); });
  const Findings f = Judge(c, /*with_golden=*/false);
  ASSERT_EQ(f.by_check.count("inputs"), 1u) << "the inputs check missed it";
  for (const char* call : {"eager wrote into input 0", "replay wrote into input 0",
                           "fused replay wrote into input 0", "tracing wrote into input 0"})
    EXPECT_NE(f.first.at("inputs").find(call), std::string::npos) << call << "\n"
                                                                  << f.first.at("inputs");
  EXPECT_EQ(f.total(), f.by_check.at("inputs"))
      << "the other checks see the inputs restored after every call";
  // A run that skips the fused check (the sanitized one) makes no fused call
  // in the inputs check either, and still watches the others.
  const Findings skipped = Judge(c, /*with_golden=*/false, {Check::kFused});
  ASSERT_EQ(skipped.by_check.count("inputs"), 1u) << "the inputs check missed it";
  EXPECT_EQ(skipped.first.at("inputs").find("fused replay"), std::string::npos)
      << skipped.first.at("inputs");
  EXPECT_NE(skipped.first.at("inputs").find("replay wrote into input 0"), std::string::npos)
      << skipped.first.at("inputs");
  // Declared in-place, the same op is fine: every call, layout variants
  // included, gets its own copies.
  c.flags |= kInPlace;
  c.batch_inputs = {0};
  EXPECT_EQ(Judge(c, /*with_golden=*/false).total(), 0);
}

TEST(PlantedDefects, AViewWithGapsAsInputIsNoWrite) {
  // Each point's input a narrow of a wider tensor (strides with gaps, which a
  // clone does not keep): an op that only reads it is no write, while one
  // that writes into it still is.
  auto gapped = [](OpFn fn) {
    OpCase c = Planted("gapped_input", fn);
    const auto points = c.points;
    c.points = [points] {
      std::vector<SweepPoint> out = points();
      for (SweepPoint& p : out) {
        const torch::Tensor x = p.inputs[0];
        if (x.dim() == 0) continue;
        p.inputs[0] = torch::cat({x, x}, -1).narrow(-1, 0, x.size(-1));
      }
      return out;
    };
    return c;
  };
  Findings reads = Judge(gapped([](const Inputs& in) { return in[0] * 2; }),
                         /*with_golden=*/false, {Check::kLayouts});
  EXPECT_EQ(reads.by_check.count("inputs"), 0u) << reads.first["inputs"];
  const Findings writes =
      Judge(gapped([](const Inputs& in) { return planted::ClampIntoInput(in[0]); }),
            /*with_golden=*/false, {Check::kLayouts});
  EXPECT_EQ(writes.by_check.count("inputs"), 1u) << "the inputs check missed the write";
}

TEST(PlantedDefects, CaseWithoutALargePointFailsThreadsCoverage) {
  const OpCase c = Planted(
      "small_only", [](const Inputs& in) { return planted::FlipIfAnyNegativeBranchless(in[0]); });
  const std::string problem = ThreadsCoverage(c, c.points());
  EXPECT_NE(problem.find("small_only has no sweep point with an input of at least 65536"),
            std::string::npos)
      << problem;
  for (const auto& [name, real] : Registry::Global().cases())
    EXPECT_EQ(ThreadsCoverage(real, real.points()), "") << name;
}

TEST(PlantedDefects, FactoryThatRaisesFailsItsChecksNotTheEnumeration) {
  // A factory point this torch cannot make (torch 1.13.1's float16 erf, say):
  // the enumeration sizes a factory's work by its output, so it calls it.
  OpCase c;
  c.name = "raising_factory";
  c.package = "planted";
  c.points = [] {
    const OpFn fn = [](const Inputs&) -> torch::Tensor {
      TORCH_CHECK(false, "\"erf_vml_cpu\" not implemented for 'Half'");
      return {};
    };
    return std::vector<SweepPoint>{{"half", "float16_half", "float16", {}, fn}};
  };
  c.flags |= kNotTraceable;
  const std::vector<SweepPoint> points = c.points();
  std::vector<TestId> tests;
  EXPECT_NO_THROW(tests = Enumerate(c, points));
  EXPECT_FALSE(tests.empty());
  // The point's own checks report the error: a failed outcome, or a throw
  // (the suite's test body, as gtest reports it).
  conformance::Judge judge(&Goldens());
  int failed = 0;
  for (const TestId& t : tests) {
    if (t.kind == TestId::Kind::kCoverage) continue;
    try {
      failed += judge.Run(c, t, points).status == Status::kFail;
    } catch (const std::exception&) {
      ++failed;
    }
  }
  EXPECT_GT(failed, 0);
}

TEST(PlantedDefects, CaseWithoutASmallPointFailsFusedCoverage) {
  // The fuser loses -0 (trap 14), but only on points the fused check judges:
  // one of 65 x 65 elements is over kFusedMaxElements.
  OpCase c;
  c.name = "large_only";
  c.package = "planted";
  c.points = [] {
    const OpFn fn = [](const Inputs& in) { return (in[0] * 2).neg(); };
    return std::vector<SweepPoint>{
        {"zeros_65x65", "float32_65x65", "float32", {torch::zeros({65, 65})}, fn}};
  };
  const std::string problem = FusedCoverage(c, c.points());
  EXPECT_NE(problem.find("large_only has no sweep point with at most 4096 elements (smallest: "
                         "4225)"),
            std::string::npos)
      << problem;
  for (const TestId& t : Enumerate(c, c.points()))
    EXPECT_FALSE(t.check == Check::kFused && t.kind == TestId::Kind::kPoint) << t.Name(c);
  // Not traceable: nothing to fuse, nothing to cover.
  c.flags |= kNotTraceable;
  EXPECT_EQ(FusedCoverage(c, c.points()), "");
  for (const auto& [name, real] : Registry::Global().cases())
    EXPECT_EQ(FusedCoverage(real, real.points()), "") << name;
}

TEST(PlantedDefects, FusedSkipsLargeGraphsButAlwaysJudgesTheSmallestClass) {
  // The fuser loses -0 (trap 14) in every class; a class whose graph expands
  // its 4,096-element input 16 times (three 65,536-element tensors) is over
  // kFusedMaxGraphElements.
  const OpFn fn = [](const Inputs& in) {
    return (in[0].unsqueeze(-1).expand({-1, -1, 16}) * 2).neg();
  };
  const SweepPoint small{"zeros_2x2", "float32_2x2", "float32", {torch::zeros({2, 2})}, fn};
  const SweepPoint large{"zeros_64x64", "float32_64x64", "float32", {torch::zeros({64, 64})}, fn};
  OpCase c = Planted("expanding", fn);
  static const golden::Store store(GoldenRoot());
  {
    const std::vector<SweepPoint> all{small, large};
    conformance::Judge judge(&store);
    const CheckOutcome big = judge.Run(Check::kFused, c, large, all);
    EXPECT_EQ(big.status, Status::kNotApplicable) << big.detail;
    EXPECT_NE(big.detail.find("tensor elements, over 4096"), std::string::npos) << big.detail;
    const CheckOutcome judged = judge.Run(Check::kFused, c, small, all);
    EXPECT_EQ(judged.status, Status::kFail) << "the planted -0 went unseen in the small class";
  }
  {
    // The large class is also the only float64 one: the smallest float64
    // point's, so it is judged.
    const SweepPoint large64{"zeros_64x64_f64",
                             "float64_64x64",
                             "float64",
                             {torch::zeros({64, 64}, torch::kDouble)},
                             fn};
    const std::vector<SweepPoint> all{small, large, large64};
    conformance::Judge judge(&store);
    const CheckOutcome judged = judge.Run(Check::kFused, c, large64, all);
    EXPECT_EQ(judged.status, Status::kFail) << judged.detail;
    EXPECT_NE(judged.detail.find("differs from eager"), std::string::npos) << judged.detail;
  }
}

TEST(PlantedDefects, FusedJudgesEachFusedProgramOnce) {
  // The fuser loses -0 (trap 14) after a cumsum, which it does not fuse: the
  // cumsum's dim is a constant only an unfused op reads, so the dim-1 class
  // gives the fuser dim 0's program (n/a, naming it), while a class whose
  // fused arithmetic has another constant (x 3) is a program of its own and
  // is judged: it still shows the lost -0.
  auto point = [](const std::string& cls, int64_t dim, double k) {
    const OpFn fn = [dim, k](const Inputs& in) { return (at::cumsum(in[0], dim) * k).neg(); };
    return SweepPoint{cls + "_zeros", cls, "float32", {torch::zeros({4, 4})}, fn};
  };
  const std::vector<SweepPoint> all{point("float32_dim0_k2", 0, 2.0),
                                    point("float32_dim1_k2", 1, 2.0),
                                    point("float32_dim1_k3", 1, 3.0)};
  const OpCase c = Planted("cumsum_neg", all[0].run);
  static const golden::Store store(GoldenRoot());
  conformance::Judge judge(&store);
  const CheckOutcome first = judge.Run(Check::kFused, c, all[0], all);
  EXPECT_EQ(first.status, Status::kFail) << "the planted -0 went unseen: " << first.detail;
  const CheckOutcome same = judge.Run(Check::kFused, c, all[1], all);
  EXPECT_EQ(same.status, Status::kNotApplicable) << same.detail;
  EXPECT_NE(same.detail.find("is class float32_dim0_k2's"), std::string::npos) << same.detail;
  const CheckOutcome other = judge.Run(Check::kFused, c, all[2], all);
  EXPECT_EQ(other.status, Status::kFail) << "a program of its own was not judged: " << other.detail;
  // Judged alone (another shard), the dim-1 class finds its judge all the same.
  conformance::Judge alone(&store);
  EXPECT_EQ(alone.Run(Check::kFused, c, all[1], all).status, Status::kNotApplicable);
  // The key sees every fusible constant and the input types, not the unfused
  // op's dim.
  auto program = [](const SweepPoint& p) { return FusedProgram(*Capture(p.run, p.inputs).graph); };
  EXPECT_EQ(program(all[0]), program(all[1]));
  EXPECT_NE(program(all[1]), program(all[2]));
  SweepPoint wider = all[0];
  wider.inputs = {torch::zeros({4, 5})};
  EXPECT_NE(program(all[0]), program(wider));
}

TEST(PlantedDefects, ClaimedButUnsupportedDtypeIsCaughtByDtypes) {
  // solarize's contract with int32 wrongly claimed.
  OpCase c = Registry::Global().cases().at("solarize");
  c.name = "solarize";
  c.points = [] { return std::vector<SweepPoint>{}; };
  c.errors.clear();
  c.tensor_args.clear();  // the image's dtypes only (the arguments' need points)
  c.claimed_dtypes.insert(torch::kInt);
  const Findings f = Judge(c, false);
  ASSERT_EQ(f.by_check.count("dtypes"), 1u);
  EXPECT_EQ(f.by_check.at("dtypes"), 1);
  EXPECT_NE(f.first.at("dtypes").find("int32"), std::string::npos);
}

TEST(PlantedDefects, ThreeRoundingsInHalfPrecisionIsCaughtByGolden) {
  // The variant pretends to be create_meshgrid, so its outputs meet the real
  // op's committed goldens.
  const OpCase real = Registry::Global().cases().at("create_meshgrid");
  OpCase variant;
  variant.name = real.name;
  variant.package = real.package;
  variant.points = [&real] {
    std::vector<SweepPoint> half;
    for (auto p : real.points()) {
      if (p.dtype != "float16" && p.dtype != "bfloat16") continue;
      if (p.id.find("_norm_") == std::string::npos) continue;
      const auto dtype = p.dtype == "float16" ? torch::kHalf : torch::kBFloat16;
      const size_t x = p.id.rfind('x'), u = p.id.rfind('_');
      const int64_t h = std::stoll(p.id.substr(u + 1, x - u - 1));
      const int64_t w = std::stoll(p.id.substr(x + 1));
      const bool align = p.id.find("_norm_ac_") != std::string::npos;
      p.run = [=](const Inputs&) { return planted::MeshgridThreeRoundings(h, w, dtype, align); };
      half.push_back(std::move(p));
    }
    return half;
  };
  OpCase checked = variant;
  const Findings f = Judge(checked, /*with_golden=*/true);
  ASSERT_GT(f.points, 0);
  // The golden catches it: eager moved away from the committed (fixed) grid.
  ASSERT_EQ(f.by_check.count("golden"), 1u) << "three roundings in half precision went unnoticed";
  EXPECT_NE(f.first.at("golden").find("max_ulp"), std::string::npos) << f.first.at("golden");
  // Replay cannot catch it: the graph runs the same three half-precision
  // kernels eager runs. On CPU the TensorExpr fuser does not fuse half chains
  // (TOOLCHAIN.md), so fused replay does not either: the golden is this
  // defect's only guard, and that is why goldens are part of the contract.
  EXPECT_EQ(f.by_check.count("capture"), 0u);
  EXPECT_EQ(f.by_check.count("replay"), 0u);
}

// A real case restricted to the points `ids`, each run by `run` instead of
// the op where `run` is set (a planted variant meeting the real op's goldens).
// An id ending in '*' keeps every point whose id begins with the rest.
OpCase RealPointsAs(const OpCase& real, std::vector<std::string> ids, OpFn run) {
  OpCase c;
  c.op = real.op;
  c.name = real.name;
  c.package = real.package;
  c.points = [&real, ids = std::move(ids), run] {
    std::vector<SweepPoint> kept;
    for (auto p : real.points()) {
      const auto named = [&p](const std::string& id) {
        return !id.empty() && id.back() == '*' ? p.id.rfind(id.substr(0, id.size() - 1), 0) == 0
                                               : p.id == id;
      };
      if (std::none_of(ids.begin(), ids.end(), named)) continue;
      if (run) p.run = run;
      kept.push_back(std::move(p));
    }
    return kept;
  };
  return c;
}

TEST(PlantedDefects, HalfPrecisionAccumulatorIsCaughtByGolden) {
  // The variant pretends to be adjust_contrast_with_mean_subtraction on its
  // half reduction points (cases/common.h: HalfReductionImage), so its
  // outputs meet the real op's committed goldens.
  const OpCase real = Registry::Global().cases().at("adjust_contrast_with_mean_subtraction");
  auto reduction_points = [&real](bool planted) {
    return RealPointsAs(
        real, {"float16_reduction", "bfloat16_reduction"},
        planted ? OpFn([](const Inputs& in) { return planted::ContrastWithHalfSums(in[0], 0.5); })
                : OpFn());
  };
  // The op itself meets its goldens there (the control: the check can pass).
  const Findings control = Judge(reduction_points(false), /*with_golden=*/true);
  ASSERT_EQ(control.points, 2) << "the case lost its half reduction points";
  EXPECT_EQ(control.by_check.count("golden"), 0u) << control.first.begin()->second;
  const Findings f = Judge(reduction_points(true), /*with_golden=*/true);
  ASSERT_EQ(f.by_check.count("golden"), 1u) << "a half-precision accumulator went unnoticed";
  // torch 1.13 has no float16 addcmul on CPU: its float16 point is a known
  // failure of the op and the variant alike, and bfloat16 alone is judged.
  const bool half_runs = [] {
    try {
      color::rgb_to_grayscale(torch::ones({1, 3, 2, 2}, torch::kHalf));
      return true;
    } catch (const c10::Error&) {
      return false;
    }
  }();
  EXPECT_EQ(f.by_check.at("golden"), half_runs ? 2 : 1) << "float16 and bfloat16 both differ";
  // Replay cannot catch it: the graph runs the same half additions eager runs.
  EXPECT_EQ(f.by_check.count("replay"), 0u);
}

TEST(PlantedDefects, PerThreadSumInAReducingOpIsCaughtByThreadsOnItsLargePoints) {
  // adjust_contrast_with_mean_subtraction's threads-size points (float32 and
  // float64, 2 x 3 x 128 x 128: the image the mean shifts, not one scalar).
  const OpCase real = Registry::Global().cases().at("adjust_contrast_with_mean_subtraction");
  auto large_points = [&real](bool planted) {
    return RealPointsAs(real, {"float32_large", "float64_large"},
                        planted ? OpFn([](const Inputs& in) {
                          return planted::ContrastWithPerThreadMeans(in[0], 0.5);
                        })
                                : OpFn());
  };
  const Findings control = Judge(large_points(false), /*with_golden=*/false);
  ASSERT_EQ(control.points, 2) << "the case lost its float32/float64 large points";
  EXPECT_EQ(control.total(), 0) << control.first.begin()->second;
  const Findings f = Judge(large_points(true), /*with_golden=*/false);
  ASSERT_EQ(f.by_check.count("threads"), 1u) << "a per-thread sum went unnoticed";
  EXPECT_EQ(f.by_check.at("threads"), 2) << "float32 and float64 both differ";
}

TEST(PlantedDefects, ReducingCaseWithoutItsReductionPointsFailsThreadsCoverage) {
  // A real reducing case (equalize: per-channel histograms) that lost its
  // float64 large point and its bfloat16 half reduction point.
  const OpCase real = Registry::Global().cases().at("equalize");
  ASSERT_NE(real.op, nullptr);
  ASSERT_EQ(real.op->reduces, core::Reduces::kToSlices);
  std::vector<SweepPoint> kept;
  for (auto& p : real.points())
    if (p.id != "float64_large" && p.id != "bfloat16_reduction") kept.push_back(p);
  const std::string problem = ThreadsCoverage(real, kept);
  EXPECT_NE(problem.find("equalize reduces"), std::string::npos) << problem;
  EXPECT_NE(problem.find("a float64 point of at least 65536 elements whose output is not one "
                         "scalar"),
            std::string::npos)
      << problem;
  EXPECT_NE(problem.find("bfloat16_reduction"), std::string::npos) << problem;
  EXPECT_EQ(problem.find("a float32 point"), std::string::npos) << problem;
  // A reduction to slices whose large points end in one scalar: not enough.
  core::OpSpec spec;
  spec.reduces = core::Reduces::kToSlices;
  OpCase scalar = Planted("scalar_sum", [](const Inputs& in) { return in[0].sum(); });
  scalar.op = &spec;
  std::vector<SweepPoint> points;
  for (torch::ScalarType t : {torch::kFloat, torch::kDouble, torch::kHalf, torch::kBFloat16}) {
    const std::string id =
        DtypeId(t) + (t == torch::kHalf || t == torch::kBFloat16 ? "_reduction" : "_large");
    points.push_back(
        {id, id, DtypeId(t), {torch::rand({2, 3, 128, 128}).to(t)}, [](const Inputs& in) {
           return in[0].sum();
         }});
  }
  const std::string scalar_problem = ThreadsCoverage(scalar, points);
  EXPECT_NE(scalar_problem.find("a float32 point of at least 65536 elements whose output is not "
                                "one scalar, a float64"),
            std::string::npos)
      << scalar_problem;
  spec.reduces = core::Reduces::kToScalar;  // as dice_loss declares: then it is
  EXPECT_EQ(ThreadsCoverage(scalar, points), "");
}

TEST(PlantedDefects, BranchlessControlHasNoFindings) {
  const Findings f =
      Judge(Planted("branchless",
                    [](const Inputs& in) { return planted::FlipIfAnyNegativeBranchless(in[0]); }),
            /*with_golden=*/false);
  EXPECT_EQ(f.total(), 0);
}

// The clean library's zero findings are //conformance:conformance_test itself
// (every registered case through every check, known failures applied the
// same way); repeating it here would double the suite's time.

TEST(PlantedDefects, RegistryRefusesDuplicates) {
  Registry r;
  OpCase c;
  c.name = "dup";
  c.kornia_none = "planted";
  r.Add(c);
  EXPECT_THROW(r.Add(c), std::invalid_argument);
}

TEST(PlantedDefects, RegistryRefusesACaseWithoutItsKorniaMapping) {
  Registry r;
  OpCase c;
  c.name = "unmapped";
  EXPECT_THROW(r.Add(c), std::invalid_argument);  // neither
  c.kornia = "kornia.enhance.solarize";
  c.kornia_none = "no counterpart";
  EXPECT_THROW(r.Add(c), std::invalid_argument);  // both
  c.kornia_none.clear();
  EXPECT_NO_THROW(r.Add(c));
}

// A point marked unbatched (the layouts check does not narrow it) whose image
// has a batch dim: the flag would hide a batch defect, so loading refuses it;
// an (H, W) image may carry it, and a (C, H, W) one where the op takes that
// as one image.
TEST(PlantedDefects, RegistryRefusesAnUnbatchedPointWithABatch) {
  OpCase c;
  c.name = "unbatched";
  SweepPoint p{.id = "float32_b2",
               .shape_class = "float32_b2",
               .dtype = "float32",
               .inputs = {torch::rand({2, 3, 4, 4})},
               .run = [](const Inputs& in) { return in[0]; }};
  p.unbatched = true;
  EXPECT_THROW(Registry::Validate(c, {p}), std::invalid_argument);
  p.inputs = {torch::rand({4, 4})};
  EXPECT_NO_THROW(Registry::Validate(c, {p}));
  // An op that takes (C, H, W) as one image (an augmentation's keepdim point):
  // 3-D is unbatched there, a batched 4-D image still refused.
  const core::OpSpec optional_batch{
      .name = "unbatched", .image = core::ImageSpec{.rank = core::ImageRank::kOptionalBatch}};
  c.op = &optional_batch;
  p.inputs = {torch::rand({3, 4, 4})};
  EXPECT_NO_THROW(Registry::Validate(c, {p}));
  p.inputs = {torch::rand({2, 3, 4, 4})};
  EXPECT_THROW(Registry::Validate(c, {p}), std::invalid_argument);
}

// An op whose dtype refusal starts "<op>(): expected" (what the dtypes check
// asked before signatures) but does not say what its signature implies.
TEST(PlantedDefects, VagueDtypeMessageIsCaughtByDtypesAgainstTheSignature) {
  OpCase c = cases::ImageOp(core::OpSpec{
      .name = "vague_dtype",
      .package = "planted",
      .kornia = "kornia.enhance.solarize",
      .image = core::ImageSpec{},
      .call = [](const torch::Tensor& x) {
        core::CheckImage("vague_dtype", x, {.dtypes = core::ImageDtypes::kAny});
        TORCH_CHECK(x.is_floating_point(), "vague_dtype(): expected something else, but got ",
                    x.scalar_type());
        return x * 2;
      }});
  const Findings f = Judge(c, false);
  ASSERT_EQ(f.by_check.count("dtypes"), 1u);
  EXPECT_EQ(f.by_check.at("dtypes"), 6) << "every unclaimed probe dtype";
  EXPECT_NE(f.first.at("dtypes").find("a floating image (float16, bfloat16, float32 or float64)"),
            std::string::npos)
      << f.first.at("dtypes");
  EXPECT_EQ(f.total(), 6) << "the generated shape errors pass";
}

// An op whose dtype refusal has the exact message but the untyped class
// (TORCH_CHECK, not KC_CHECK_DTYPE): from Python a RuntimeError where Kornia
// raises TypeError. The dtypes check names the class.
TEST(PlantedDefects, UntypedDtypeRefusalIsCaughtByDtypes) {
  OpCase c = cases::ImageOp(
      core::OpSpec{.name = "untyped_dtype",
                   .package = "planted",
                   .kornia = "kornia.enhance.solarize",
                   .image = core::ImageSpec{},
                   .call = [](const torch::Tensor& x) {
                     core::CheckImage("untyped_dtype", x, {.dtypes = core::ImageDtypes::kAny});
                     TORCH_CHECK(core::IsFloatingImageDtype(x.scalar_type()),
                                 "untyped_dtype(): expected a floating image (float16, "
                                 "bfloat16, float32 or float64), but got ",
                                 core::DtypeName(x.scalar_type()));
                     return x * 2;
                   }});
  const Findings f = Judge(c, false);
  ASSERT_EQ(f.by_check.count("dtypes"), 1u);
  EXPECT_EQ(f.by_check.at("dtypes"), 6) << "every unclaimed probe dtype";
  EXPECT_NE(f.first.at("dtypes").find("not c10::TypeError"), std::string::npos)
      << f.first.at("dtypes");
  EXPECT_EQ(f.total(), 6) << "the generated shape errors pass";
}

// An op whose channel check has the exact message but the untyped class: the
// errors generated from its signature name the class (Python would see a
// RuntimeError where Kornia raises ValueError).
TEST(PlantedDefects, UntypedShapeRefusalIsCaughtByGeneratedErrors) {
  OpCase c = cases::ImageOp(core::OpSpec{
      .name = "untyped_shape",
      .package = "planted",
      .kornia = "kornia.color.rgb_to_hsv",
      .image = core::ImageSpec{.channels = 3},
      .call = [](const torch::Tensor& x) {
        TORCH_CHECK(x.dim() >= 3 && x.size(-3) == 3,
                    "untyped_shape(): expected an image of shape (*, 3, H, W), but got shape ",
                    x.sizes());
        core::CheckImage("untyped_shape", x, {.channels = 3});
        return x * 2;
      }});
  const Findings f = Judge(c, false);
  ASSERT_EQ(f.by_check.count("errors"), 1u);
  EXPECT_EQ(f.by_check.at("errors"), 3) << "rank_2, channels_2 and channels_4";
  EXPECT_NE(f.first.at("errors").find("not c10::ValueError"), std::string::npos)
      << f.first.at("errors");
  EXPECT_EQ(f.total(), 3);
}

// A color op that forgot its channel check: the errors generated from its
// signature (channels_2, channels_4) catch it.
TEST(PlantedDefects, MissingChannelCheckIsCaughtByGeneratedErrors) {
  OpCase c = cases::ImageOp(core::OpSpec{.name = "no_channel_check",
                                         .package = "planted",
                                         .kornia = "kornia.color.rgb_to_hsv",
                                         .image = core::ImageSpec{.channels = 3},
                                         .call = [](const torch::Tensor& x) {
                                           core::CheckImage("no_channel_check", x);
                                           return x * 2;
                                         }});
  const Findings f = Judge(c, false);
  ASSERT_EQ(f.by_check.count("errors"), 1u);
  EXPECT_EQ(f.by_check.at("errors"), 3)
      << "channels_2 and channels_4 pass, and rank_2's message does not name the 3 channels";
  EXPECT_EQ(f.total(), 3);
}

// The family builders' generated errors, each on an op that forgot what its
// family always checks (the sweep points are dropped: only dtypes and errors
// are judged).
OpCase WithoutPoints(OpCase c) {
  c.points = [] { return std::vector<SweepPoint>{}; };
  return c;
}

// A factory that never checks its sizes: every `<axis>_0` and the last
// axis's `_negative` (FactoryOp) catch it.
TEST(PlantedDefects, FactoryWithoutSizeCheckIsCaughtByGeneratedErrors) {
  const core::OpSpec op{.name = "no_size_check",
                        .package = "planted",
                        .kornia = "kornia.geometry.create_meshgrid",
                        .dtypes = {torch::kFloat, torch::kDouble, torch::kInt}};
  OpCase c = WithoutPoints(cases::FactoryOp(
      op,
      {.axes = {"height", "width"},
       .modes = {{"pixel",
                  {false},
                  {},
                  [](const std::vector<int64_t>& sizes, std::optional<torch::ScalarType> dtype) {
                    const torch::ScalarType d = dtype.value_or(torch::kFloat);
                    KC_CHECK_DTYPE(!c10::isComplexType(d) && d != torch::kBool, "no_size_check",
                                   "a floating or integer dtype", core::DtypeName(d));
                    return torch::zeros(
                        {std::max<int64_t>(sizes[0], 0), std::max<int64_t>(sizes[1], 0), 2}, d);
                  }}},
       .probe_sizes = {3, 4}}));
  c.name = op.name;
  c.package = op.package;
  c.kornia = op.kornia;
  const Findings f = Judge(c, false);
  ASSERT_EQ(f.by_check.count("errors"), 1u);
  EXPECT_EQ(f.by_check.at("errors"), 3) << "height_0, width_0 and width_negative pass";
  // The planted claims (float32, float64, int32) are the descriptor's: every
  // other dtype it makes is caught as unclaimed.
  EXPECT_EQ(f.by_check.at("dtypes"), 6)
      << "float16, bfloat16, uint8, int8, int16 and int64 work but are not claimed";
}

// The errors check on one error input, declared in `kind`, that raises its
// message in the wrong class (`wrong`) and in the right one (`right`,
// control): the first is caught, the finding naming `want`; the second passes.
void ExpectErrorClassCaught(const std::string& message, ErrorKind kind, std::function<void()> wrong,
                            std::function<void()> right, const std::string& want) {
  auto planted = [&](std::function<void()> call) {
    OpCase c;
    c.name = "planted";
    c.package = "planted";
    c.points = [] { return std::vector<SweepPoint>{}; };
    c.errors = {{"planted", std::move(call), message, std::nullopt, kind}};
    return c;
  };
  const Findings caught = Judge(planted(std::move(wrong)), false);
  ASSERT_EQ(caught.by_check.count("errors"), 1u);
  EXPECT_NE(caught.first.at("errors").find(want), std::string::npos) << caught.first.at("errors");
  EXPECT_EQ(Judge(planted(std::move(right)), false).total(), 0);
}

// A dtype refusal raised as ValueError (KC_CHECK) where the op should raise
// TypeError (KC_CHECK_DTYPE): an error input declares its class, and the
// errors check holds the op to it; the same refusal with the right class
// (control) passes.
TEST(PlantedDefects, DtypeRefusalWithTheValueErrorClassIsCaughtByErrors) {
  const torch::Tensor bits = torch::ones({2});
  ExpectErrorClassCaught(
      "expected an integer bits tensor, but got float32", ErrorKind::kType,
      [bits] {
        KC_CHECK(!bits.is_floating_point(), "planted", "an integer bits tensor", "float32");
      },
      [bits] {
        KC_CHECK_DTYPE(!bits.is_floating_point(), "planted", "an integer bits tensor", "float32");
      },
      "not c10::TypeError");
}

// An option Kornia declares but does not implement, refused as ValueError
// where Kornia raises NotImplementedError (threshold's THRESH_OTSU): the
// error input declares kNotImplemented and the errors check holds the op to
// it; KC_CHECK_IMPLEMENTED (control) passes.
TEST(PlantedDefects, UnimplementedOptionWithTheValueErrorClassIsCaughtByErrors) {
  const int type = 8;
  ExpectErrorClassCaught(
      "expected a fixed threshold type, but got THRESH_OTSU", ErrorKind::kNotImplemented,
      [] { KC_CHECK(type != 8, "planted", "a fixed threshold type", "THRESH_OTSU"); },
      [] { KC_CHECK_IMPLEMENTED(type != 8, "planted", "a fixed threshold type", "THRESH_OTSU"); },
      "not c10::NotImplementedError");
}

// A tensor argument's dtypes are the dtypes check's too, not only the
// image's: an op that takes a float bits tensor it does not claim (silently
// truncating it), or refuses one with ValueError, is caught; the op refusing
// it as TypeError (control) passes.
TEST(PlantedDefects, UnclaimedArgumentDtypeIsCaughtByDtypes) {
  enum class Refusal { kNone, kValueError, kTypeError };
  auto planted = [](Refusal refusal) {
    OpCase c;
    c.name = "planted";
    c.package = "planted";
    c.points = [refusal] {
      SweepPoint p =
          cases::Point("float32_bits", "float32_bits", {torch::rand({2, 3}), torch::tensor({3, 5})},
                       [refusal](const Inputs& in) {
                         if (in[1].is_floating_point() && refusal == Refusal::kValueError)
                           KC_CHECK(false, "planted", "an integer bits tensor",
                                    core::DtypeName(in[1].scalar_type()));
                         if (in[1].is_floating_point() && refusal == Refusal::kTypeError)
                           KC_CHECK_DTYPE(false, "planted", "an integer bits tensor",
                                          core::DtypeName(in[1].scalar_type()));
                         return in[0] * in[1].to(torch::kLong).unsqueeze(1).to(in[0].scalar_type());
                       });
      return std::vector<SweepPoint>{p};
    };
    c.tensor_args = {{"bits", {.input = 1, .dtypes = cases::kIntegerDtypes}}};
    return c;
  };
  auto dtypes_findings = [](const Findings& f) {
    return f.by_check.count("dtypes") ? f.by_check.at("dtypes") : 0;
  };
  const Findings silent = Judge(planted(Refusal::kNone), false);
  EXPECT_EQ(dtypes_findings(silent), 5) << "float16, bfloat16, float32, float64 and bool taken";
  const Findings value = Judge(planted(Refusal::kValueError), false);
  EXPECT_EQ(dtypes_findings(value), 5) << "the four floating ones raise ValueError, bool is taken";
  EXPECT_NE(value.first.at("dtypes").find("not c10::TypeError"), std::string::npos)
      << value.first.at("dtypes");
  EXPECT_EQ(dtypes_findings(Judge(planted(Refusal::kTypeError), false)), 1)
      << "bool alone (taken as an integer) is still unclaimed";
}

// A native kernel one byte off its composite form (what a wrong table entry
// or a skipped tail does): only the composite check catches it; the same op
// with the right byte (control) gives no composite finding, and a case whose
// descriptor lists natives that none of its points runs fails the coverage.
OpCase PlantedNative(const std::string& name, bool wrong_byte, bool contiguous,
                     bool composite_raises = false) {
  static const core::OpSpec* spec = new core::OpSpec{.name = "planted_native",
                                                     .package = "planted",
                                                     .kornia = "kornia.enhance.invert",
                                                     .natives = {"_invert_uint8"}};
  OpCase c;
  c.op = spec;
  c.name = name;
  c.package = "planted";
  c.points = [wrong_byte, contiguous, composite_raises] {
    std::vector<SweepPoint> points;
    const torch::Tensor x = torch::arange(256, torch::kLong).to(torch::kByte).view({1, 1, 16, 16});
    for (const auto& [id, in] : {std::pair<std::string, torch::Tensor>{"levels", x},
                                 {"batch", torch::cat({x, x.flip(-1)})}}) {
      SweepPoint p = cases::Point(id, id, {contiguous ? in : in.transpose(-1, -2)},
                                  [wrong_byte, composite_raises](const Inputs& in) {
                                    // A torch without a kernel the composite form needs.
                                    TORCH_CHECK(native::Enabled() || !composite_raises,
                                                "\"planted_cpu\" not implemented for 'Byte'");
                                    if (!native::Enabled() || !in[0].is_contiguous())
                                      return 255 - in[0];
                                    torch::Tensor out = native::detail::InvertUint8(in[0]).clone();
                                    if (wrong_byte) out.view(-1)[7] += 1;
                                    return out;
                                  });
      points.push_back(std::move(p));
    }
    return points;
  };
  return c;
}

TEST(PlantedDefects, WrongNativeByteIsCaughtByCompositeOnly) {
  const Findings wrong = Judge(PlantedNative("planted_native", true, true), false);
  ASSERT_EQ(wrong.by_check.count("composite"), 1u) << "the composite check missed a wrong byte";
  EXPECT_EQ(wrong.by_check.at("composite"), 2);
  EXPECT_NE(wrong.first.at("composite").find("count=1"), std::string::npos)
      << wrong.first.at("composite");
  EXPECT_EQ(wrong.by_check.count("capture") + wrong.by_check.count("replay") +
                wrong.by_check.count("layouts"),
            0u)
      << "the kernel runs in every path alike: only the composite form shows it";
  EXPECT_EQ(Judge(PlantedNative("planted_native", false, true), false).total(), 0);
  const OpCase never = PlantedNative("planted_native", false, false);
  EXPECT_NE(CompositeCoverage(never, never.points()).find("no point of its sweep runs one"),
            std::string::npos);
  EXPECT_EQ(CompositeCoverage(PlantedNative("planted_native", true, true),
                              PlantedNative("planted_native", true, true).points()),
            "");
}

// A composite form that raises (torch 1.13 has no float16 floor) is the
// composite check's finding with torch's message, never an exception out of
// the test body: known_failures.json can only name a finding.
TEST(PlantedDefects, RaisingCompositeIsACompositeFinding) {
  const Findings f = Judge(PlantedNative("planted_native", false, true, true), false);
  ASSERT_EQ(f.by_check.count("composite"), 1u) << "the raising composite form went unnoticed";
  EXPECT_EQ(f.by_check.at("composite"), 2);
  EXPECT_NE(f.first.at("composite").find("composite form failed"), std::string::npos)
      << f.first.at("composite");
  EXPECT_NE(f.first.at("composite").find("\"planted_cpu\" not implemented"), std::string::npos)
      << f.first.at("composite");
}

// Planted native kernels, each judged on its op's own composite points (the
// case's, as the suite judges them: conformance/cases/composite.h): a
// skipped tail byte (invert, every uint8 layout), one sextant's red off
// (hsv_to_rgb's HSV layouts), one saturation an ulp up (rgb_to_hsv on every
// uint8 triple / 255), an output an ulp up where the saturation clamps
// (adjust_saturation, factor 10), the gray's addcmul rounded the other way
// (adjust_saturation_with_gray_subtraction, 1.5), a rounding tie taken down
// (adjust_saturation on uint8, 1.5), planes in a wrong order (rgb_to_bgr).
// Each is caught by the composite check alone; each op itself passes the same
// points (control).
namespace planted_kernel {

torch::Tensor Invert(const torch::Tensor& x) {
  if (!native::Enabled() || !x.is_contiguous()) return enhance::invert(x);
  torch::Tensor out = native::detail::InvertUint8(x).clone();
  if (out.numel() > 0) out.view(-1)[-1] = 0;  // the last byte never written
  return out;
}

torch::Tensor HsvToRgb(const torch::Tensor& x) {
  const torch::Tensor rgb = color::hsv_to_rgb(x);
  if (!native::Enabled()) return rgb;
  const torch::Tensor sextant =
      torch::remainder(torch::floor(x.select(-3, 0) / (2.0 * M_PI) * 6.0), 6.0);
  const torch::Tensor r = rgb.select(-3, 0);
  return torch::stack(
      {torch::where(sextant == 2, r + 1.0f, r), rgb.select(-3, 1), rgb.select(-3, 2)}, -3);
}

torch::Tensor RgbToHsv(const torch::Tensor& x) {
  const torch::Tensor hsv = color::rgb_to_hsv(x);
  if (!native::Enabled()) return hsv;
  const torch::Tensor s = hsv.select(-3, 1);
  return torch::stack({hsv.select(-3, 0),
                       torch::where(s == 0.5f, torch::nextafter(s, torch::full_like(s, 2.0f)), s),
                       hsv.select(-3, 2)},
                      -3);
}

torch::Tensor SaturationClamped(const torch::Tensor& x) {
  const torch::Tensor rgb = enhance::adjust_saturation(x, 10.0);
  if (!native::Enabled()) return rgb;
  const torch::Tensor hi = x.amax(-3, true), lo = x.amin(-3, true);
  const torch::Tensor saturated = (hi - lo) * 10.0 > hi;
  return torch::where(saturated & (rgb > 0), torch::nextafter(rgb, rgb * 2), rgb);
}

// The gray's multiply-adds with the rounding ATen's addcmul did not take
// (fused where it did not fuse, separate where it did).
torch::Tensor GraySubtraction(const torch::Tensor& x) {
  if (!native::Enabled()) return enhance::adjust_saturation_with_gray_subtraction(x, 1.5);
  const torch::Tensor r = x.select(-3, 0), g = x.select(-3, 1), b = x.select(-3, 2);
  const auto other = [](const torch::Tensor& acc, const torch::Tensor& v, float w) {
    const torch::Tensor wt = torch::tensor(w);
    // v w + acc in float64 is exact, so rounded to float32 it is the fused form.
    const torch::Tensor fused =
        (v.to(torch::kDouble) * wt.to(torch::kDouble) + acc.to(torch::kDouble)).to(torch::kFloat);
    return torch::where(fused == torch::addcmul(acc, v, wt), acc + v * wt, fused);
  };
  const torch::Tensor gray =
      other(other(r * static_cast<float>(0.299), g, static_cast<float>(0.587)), b,
            static_cast<float>(0.114));
  return torch::clamp((1.0f - 1.5f) * gray.unsqueeze(-3) + 1.5f * x, 0.0, 1.0);
}

torch::Tensor SaturationTieDown(const torch::Tensor& x) {
  const torch::Tensor y = enhance::adjust_saturation(x, 1.5);
  if (!native::Enabled()) return y;
  const torch::Tensor v = enhance::adjust_saturation(x.to(torch::kFloat) / 255.0f, 1.5) * 255;
  return torch::where(v - torch::floor(v) == 0.5, y - 1, y);
}

torch::Tensor RgbToBgr(const torch::Tensor& x) {
  if (!native::Enabled() || !x.is_contiguous()) return color::rgb_to_bgr(x);
  return native::detail::Planes(x, {2, 1, 1}, c10::nullopt);
}

// The point's call with its calls at `factors`, the one at `planted` planted.
OpFn Joined(std::function<torch::Tensor(const torch::Tensor&, double)> op,
            std::vector<double> factors, double planted, cases::ImageCall plant) {
  return [=](const Inputs& in) {
    std::vector<torch::Tensor> outs;
    for (const double f : factors)
      outs.push_back((f == planted ? plant(in[0]) : op(in[0], f)).reshape(-1));
    return torch::cat(outs);
  };
}

}  // namespace planted_kernel

TEST(PlantedDefects, WrongNativeKernelsAreCaughtOnTheirCasesCompositePoints) {
  namespace pk = planted_kernel;
  const auto saturation = [](const torch::Tensor& x, double f) {
    return enhance::adjust_saturation(x, f);
  };
  const auto gray_subtraction = [](const torch::Tensor& x, double f) {
    return enhance::adjust_saturation_with_gray_subtraction(x, f);
  };
  const auto one = [](cases::ImageCall f) {
    return OpFn([f](const Inputs& in) { return f(in[0]); });
  };
  struct Plant {
    const char* op;
    std::string points;
    OpFn run;
    int at_least;  // composite findings
  };
  const std::vector<Plant> plants = {
      {"invert", "composite_uint8_*", one(pk::Invert), 20},
      {"hsv_to_rgb", "composite_hsv_*", one(pk::HsvToRgb), 10},
      {"rgb_to_hsv", "composite_float32_every_triple_unit", one(pk::RgbToHsv), 1},
      {"adjust_saturation", "composite_float32_every_triple_unit",
       pk::Joined(saturation, {0.5, 1.5, 10.0}, 10.0, pk::SaturationClamped), 1},
      {"adjust_saturation_with_gray_subtraction", "composite_float32_every_triple_unit",
       pk::Joined(gray_subtraction, {0.5, 1.5, 10.0}, 1.5, pk::GraySubtraction), 1},
      {"adjust_saturation", "composite_uint8_every_triple",
       pk::Joined(saturation, {0.5, 1.5, 10.0}, 1.5, pk::SaturationTieDown), 1},
      {"rgb_to_bgr", "composite_uint8_*", one(pk::RgbToBgr), 20}};
  for (const Plant& plant : plants) {
    SCOPED_TRACE(std::string(plant.op) + " on " + plant.points);
    const OpCase& real = Registry::Global().cases().at(plant.op);
    // Control on the layouts (the exhaustive points' own, seconds each, are
    // the suite's `<op>.composite/<point>` tests).
    if (plant.points.back() == '*') {
      const Findings control = Judge(RealPointsAs(real, {plant.points}, OpFn()), false);
      EXPECT_EQ(control.total(), 0) << "the real op fails its own composite points";
    }
    const Findings f = Judge(RealPointsAs(real, {plant.points}, plant.run), false);
    ASSERT_GT(f.points, 0) << "the case lost these composite points";
    ASSERT_EQ(f.by_check.count("composite"), 1u) << "the planted kernel went unnoticed";
    EXPECT_GE(f.by_check.at("composite"), plant.at_least);
    EXPECT_EQ(f.by_check.size(), 1u) << "composite-only points: no other check judges them";
  }
}

// A morphology window kernel that drops its NaN mask (a window holding a NaN
// gives the maximum of its other values), planted on dilation's composite
// window points (float32 and float64 rows around 8 and 16 lanes, every
// value class): caught by the composite check alone; the op passes them.
TEST(PlantedDefects, WindowKernelWithoutItsNaNMaskIsCaughtOnTheWindowPoints) {
  const OpCase& real = Registry::Global().cases().at("dilation");
  const auto window_points = [&real](bool planted) {
    OpCase c = RealPointsAs(real, {"composite_window_*"}, OpFn());
    c.points = [&real, planted] {
      std::vector<SweepPoint> kept;
      for (auto p : real.points()) {
        if (p.id.rfind("composite_window_", 0) != 0) continue;
        if (planted)
          p.run = [run = p.run](const Inputs& in) {
            const torch::Tensor y = run(in);
            if (!native::Enabled()) return y;
            // The unmasked maximum of a window with a NaN: its neighbours'.
            return torch::where(y.isnan(), torch::full_like(y, -1.0), y);
          };
        kept.push_back(std::move(p));
      }
      return kept;
    };
    return c;
  };
  const Findings control = Judge(window_points(false), false);
  ASSERT_GT(control.points, 0) << "dilation lost its composite window points";
  EXPECT_EQ(control.total(), 0) << "the real op fails its own window points";
  const Findings f = Judge(window_points(true), false);
  ASSERT_EQ(f.by_check.count("composite"), 1u)
      << "a window kernel without its NaN mask went unnoticed";
  EXPECT_GE(f.by_check.at("composite"), 10);
  EXPECT_EQ(f.by_check.size(), 1u) << "composite-only points: no other check judges them";
}

// An inverse pair off by 0.1% (x * 2, then * 0.5005): only the inverse check
// catches it, on every point but zeros; the true inverse (control) gives no
// finding, and a point outside the declared domain gets no inverse test.
TEST(PlantedDefects, WrongInverseIsCaughtByInverseOnly) {
  auto pair = [](double factor, double lo, double hi) {
    OpCase c = Planted("double_it", [](const Inputs& in) { return in[0] * 2; });
    c.inverse = Inverse{.name = "halve_it",
                        .run = [factor](const torch::Tensor& y) { return y * factor; },
                        .lo = lo,
                        .hi = hi};
    return c;
  };
  EXPECT_EQ(Judge(pair(0.5, -100, 100), false).total(), 0);
  const Findings wrong = Judge(pair(0.5 * 1.001, -100, 100), false);
  ASSERT_EQ(wrong.by_check.count("inverse"), 1u);
  EXPECT_EQ(wrong.by_check.at("inverse"), 4) << "positive, mixed, negative and large pass";
  EXPECT_EQ(wrong.total(), 4);
  // Domain [-5, 5]: only `mixed` (-4..3) and `zeros` are inverse points.
  const OpCase narrow = pair(0.5, -5, 5);
  int inverse_tests = 0;
  for (const TestId& t : Enumerate(narrow, narrow.points()))
    inverse_tests += t.check == Check::kInverse;
  EXPECT_EQ(inverse_tests, 2);
}

}  // namespace
}  // namespace kornia::conformance

// Planted defects: deliberately broken op variants that the named check must
// flag, next to a clean control that must produce zero findings. A check that
// cannot fail is a defect; these tests are how we know ours can. The catalogue
// with one line per defect is conformance/DEFECTS.md.
#include <gtest/gtest.h>
#include <torch/torch.h>

#include <iostream>

#include "conformance/checks.h"
#include "conformance/registry.h"
#include "golden/store.h"

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

}  // namespace kornia::planted

namespace kornia::conformance {
namespace {

struct Findings {
  int points = 0, capture = 0, replay = 0, fused = 0, golden = 0;
  std::string first_capture, first_replay, first_fused, first_golden;
};

Findings Judge(const OpCase& c, bool with_golden) {
  static const golden::Store store(GoldenRoot());
  Findings f;
  conformance::Judge judge(&store), fused_judge(&store);
  const auto points = c.points();
  for (const auto& p : points) {
    ++f.points;
    const CheckOutcome cap = judge.CheckCapture(c, p);
    if (cap.status == Status::kFail && f.capture++ == 0) f.first_capture = cap.detail;
    const CheckOutcome rep = judge.CheckReplay(c, p, points);
    if (rep.status == Status::kFail && f.replay++ == 0) f.first_replay = rep.detail;
    {
      FuserOn fuser;
      const CheckOutcome fus = fused_judge.CheckReplay(c, p, points);
      if (fus.status == Status::kFail && f.fused++ == 0) f.first_fused = fus.detail;
    }
    if (with_golden) {
      const CheckOutcome gold = judge.CheckGolden(c, p);
      if (gold.status == Status::kFail && f.golden++ == 0) f.first_golden = gold.detail;
    }
  }
  std::cout << c.name << ": " << f.points << " points; findings: capture " << f.capture
            << ", replay " << f.replay << ", fused replay " << f.fused << ", golden " << f.golden
            << "\n";
  return f;
}

// Sweep points of a one-input elementwise op: one shape class, inputs whose
// values take either branch of a host decision.
std::vector<SweepPoint> SignPoints(OpFn fn) {
  std::vector<SweepPoint> points;
  const std::vector<std::pair<std::string, torch::Tensor>> inputs = {
      {"positive", torch::arange(1, 9, torch::kFloat)},
      {"mixed", torch::arange(-4, 4, torch::kFloat)},
      {"negative", -torch::arange(1, 9, torch::kFloat)},
      {"zeros", torch::zeros({8})}};
  for (const auto& [id, x] : inputs) points.push_back({id, "float32_8", "float32", {x}, fn});
  return points;
}

TEST(PlantedDefects, ThreeRoundingsInHalfPrecisionIsCaughtByGolden) {
  // The variant pretends to be create_meshgrid, so its outputs meet the real
  // op's committed goldens.
  const OpCase real = Registry::Global().cases().at("create_meshgrid");
  OpCase variant{real.name, real.package, nullptr, {}};
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
  const Findings f = Judge(variant, /*with_golden=*/true);
  ASSERT_GT(f.points, 0);
  // The golden catches it: eager moved away from the committed (fixed) grid.
  EXPECT_GT(f.golden, 0) << "three roundings in half precision went unnoticed";
  EXPECT_NE(f.first_golden.find("max_ulp"), std::string::npos) << f.first_golden;
  std::cout << "first golden finding: " << f.first_golden << "\n";
  // Replay cannot catch it: the graph runs the same three half-precision
  // kernels eager runs. On CPU the TensorExpr fuser does not fuse half chains
  // (TOOLCHAIN.md), so fused replay does not either: the golden is this
  // defect's only guard, and that is why goldens are part of the contract.
  EXPECT_EQ(f.capture, 0);
  EXPECT_EQ(f.replay, 0);
}

TEST(PlantedDefects, ItemBranchIsCaughtByCaptureAndReplay) {
  const OpCase c{
      "flip_if_any_negative",
      "planted",
      [] { return SignPoints([](const Inputs& in) { return planted::FlipIfAnyNegative(in[0]); }); },
      {}};
  const Findings f = Judge(c, /*with_golden=*/false);
  EXPECT_EQ(f.capture, f.points) << "every trace reads the branch condition back";
  EXPECT_NE(f.first_capture.find("aten::item"), std::string::npos) << f.first_capture;
  EXPECT_NE(f.first_capture.find("kornia::planted::FlipIfAnyNegative"), std::string::npos)
      << "the break must name the op's own frame:\n"
      << f.first_capture;
  // Traced on "positive" (the x * 2 branch); "mixed" and "negative" take the
  // other branch in eager; "zeros" agrees.
  EXPECT_EQ(f.replay, 2) << f.first_replay;
}

TEST(PlantedDefects, BranchlessControlHasNoFindings) {
  const OpCase c{"flip_if_any_negative_branchless",
                 "planted",
                 [] {
                   return SignPoints([](const Inputs& in) {
                     return planted::FlipIfAnyNegativeBranchless(in[0]);
                   });
                 },
                 {}};
  const Findings f = Judge(c, /*with_golden=*/false);
  EXPECT_EQ(f.capture, 0) << f.first_capture;
  EXPECT_EQ(f.replay, 0) << f.first_replay;
  EXPECT_EQ(f.fused, 0) << f.first_fused;
}

TEST(PlantedDefects, RealLibraryHasNoFindings) {
  for (const auto& [name, c] : Registry::Global().cases()) {
    const Findings f = Judge(c, /*with_golden=*/true);
    EXPECT_EQ(f.capture + f.replay + f.fused + f.golden, 0)
        << name << ": " << f.first_capture << f.first_replay << f.first_golden;
  }
}

TEST(Registry, RefusesDuplicateNames) {
  Registry r;
  r.Add({"op", "pkg", nullptr, {}});
  EXPECT_THROW(r.Add({"op", "pkg", nullptr, {}}), std::invalid_argument);
}

}  // namespace
}  // namespace kornia::conformance

// create_meshgrid: Kornia's documented values, shapes, dtypes and the seed-003
// half-precision fix. The contract checks (capture, replay, golden, errors)
// run in //conformance.
#include "ops/geometry/create_meshgrid.h"

#include <gtest/gtest.h>
#include <torch/types.h>

#include "ops/geometry/create_meshgrid3d.h"

namespace kornia::geometry {
namespace {

TEST(CreateMeshgrid, MatchesKorniaDocExamples) {
  EXPECT_TRUE(torch::equal(
      create_meshgrid(2, 2),
      torch::tensor({-1.f, -1.f, 1.f, -1.f, -1.f, 1.f, 1.f, 1.f}).reshape({1, 2, 2, 2})));
  EXPECT_TRUE(torch::equal(
      create_meshgrid(2, 2, true, std::nullopt, std::nullopt, false),
      torch::tensor({-.5f, -.5f, .5f, -.5f, -.5f, .5f, .5f, .5f}).reshape({1, 2, 2, 2})));
  EXPECT_TRUE(
      torch::equal(create_meshgrid(2, 2, false),
                   torch::tensor({0.f, 0.f, 1.f, 0.f, 0.f, 1.f, 1.f, 1.f}).reshape({1, 2, 2, 2})));
}

TEST(CreateMeshgrid, ShapesAndAxisOrder) {
  const auto g = create_meshgrid(3, 5, false);
  EXPECT_EQ(g.sizes(), (std::vector<int64_t>{1, 3, 5, 2}));
  EXPECT_EQ(g[0][2][4][0].item<float>(), 4.f);  // x
  EXPECT_EQ(g[0][2][4][1].item<float>(), 2.f);  // y
  const auto v = create_meshgrid3d(2, 3, 5, false);
  EXPECT_EQ(v.sizes(), (std::vector<int64_t>{1, 2, 3, 5, 3}));
  EXPECT_EQ(v[0][1][2][4][0].item<float>(), 1.f);  // z
  EXPECT_EQ(v[0][1][2][4][1].item<float>(), 4.f);  // x
  EXPECT_EQ(v[0][1][2][4][2].item<float>(), 2.f);  // y
}

TEST(CreateMeshgrid, SingletonAxisIsZero) {
  EXPECT_TRUE(torch::equal(create_meshgrid(1, 1), torch::zeros({1, 1, 1, 2})));
  EXPECT_TRUE(torch::equal(create_meshgrid(1, 1, true, std::nullopt, std::nullopt, false),
                           torch::zeros({1, 1, 1, 2})));
}

TEST(CreateMeshgrid, DefaultDtypeIsReadOnEveryCall) {
  EXPECT_EQ(create_meshgrid(2, 2).scalar_type(), torch::kFloat);
  torch::set_default_dtype(caffe2::TypeMeta::Make<double>());
  const auto later = create_meshgrid(2, 2).scalar_type();
  torch::set_default_dtype(caffe2::TypeMeta::Make<float>());
  EXPECT_EQ(later, torch::kDouble);
}

TEST(CreateMeshgrid, IntegerDtypes) {
  EXPECT_EQ(create_meshgrid(2, 3, false, std::nullopt, torch::kInt).scalar_type(), torch::kInt);
  // A normalized grid of an integer ramp is the default floating dtype (Kornia).
  EXPECT_EQ(create_meshgrid(2, 3, true, std::nullopt, torch::kInt).scalar_type(), torch::kFloat);
  EXPECT_EQ(create_meshgrid(2, 256, false, std::nullopt, torch::kByte).max().item<int>(), 255);
}

// Seed 003: the half-precision grid is the float32 grid rounded once, so it is
// within half an ulp of it everywhere; the three-roundings formula was not.
TEST(CreateMeshgrid, HalfGridIsTheFloat32GridRoundedOnce) {
  for (auto dtype : {torch::kHalf, torch::kBFloat16})
    for (int64_t w : {255, 257, 300, 2049, 6000}) {
      const auto half = create_meshgrid(1, w, true, std::nullopt, dtype);
      const auto f32 = create_meshgrid(1, w, true, std::nullopt, torch::kFloat);
      EXPECT_TRUE(torch::equal(half, f32.to(dtype))) << w;
    }
  // The old eager formula (linspace, three bf16 roundings) is off by up to two
  // bf16 ulps near 1 (0.0156); the seed measured 0.0117 (W=300) and 0.0156
  // (W=6000) between old eager and old compiled. Measured here: 0.0156 at both.
  for (int w : {300, 6000}) {
    auto xs = torch::linspace(0, w - 1, w, torch::kBFloat16);
    xs = (xs / (w - 1) - 0.5) * 2;
    const auto fixed =
        create_meshgrid(1, w, true, std::nullopt, torch::kBFloat16)[0][0].select(-1, 0);
    const double diff = (xs.to(torch::kFloat) - fixed.to(torch::kFloat)).abs().max().item<double>();
    EXPECT_GT(diff, 0.0) << "W=" << w;
    EXPECT_LE(diff, 0.015625) << "W=" << w;
  }
}

}  // namespace
}  // namespace kornia::geometry

#include "ops/core/math.h"

#include <ATen/ATen.h>
#include <ATen/Parallel.h>
#include <gtest/gtest.h>

#include <cmath>
#include <cstring>
#include <iostream>
#include <limits>

namespace kornia::core {
namespace {

// Each element alone: a one-element tensor never reaches a vector loop.
at::Tensor OneByOne(const at::Tensor& x, double exponent) {
  const at::Tensor flat = x.contiguous().view(-1);
  at::Tensor out = at::empty_like(flat);
  for (int64_t i = 0; i < flat.numel(); ++i)
    out.narrow(0, i, 1).copy_(at::pow(flat.narrow(0, i, 1), exponent));
  return out.view(x.sizes());
}

at::Tensor Pow24(const at::Tensor& v) { return at::pow(v, 2.4); }

// ScalarPath's pow gives every element the value it has alone, for a
// contiguous, a transposed and an offset layout, at 1, 2 and 3 threads, in
// every floating dtype; plain at::pow does not (counted, not asserted: a
// build without vector kernels would agree everywhere).
TEST(ScalarPath, PowIsPositionIndependent) {
  at::manual_seed(3);
  for (at::ScalarType dtype : {at::kHalf, at::kBFloat16, at::kFloat, at::kDouble}) {
    const at::Tensor x = at::rand({3, 67, 129}, at::TensorOptions().dtype(at::kDouble))
                             .mul(4)
                             .to(dtype);  // 25,929 elements: vector bodies and tails
    const at::Tensor alone = OneByOne(x, 2.4);
    int64_t plain_differs = 0;
    for (int threads : {1, 2, 3}) {
      at::set_num_threads(threads);
      for (const at::Tensor& layout :
           {x, x.transpose(1, 2).contiguous().transpose(1, 2), x.narrow(2, 1, 128)}) {
        const at::Tensor want =
            layout.is_same(x) || layout.size(2) == 129 ? alone : alone.narrow(2, 1, 128);
        const at::Tensor got = ScalarPath(layout, Pow24);
        EXPECT_TRUE(got.is_contiguous());
        EXPECT_TRUE(at::equal(got, want)) << "dtype " << dtype << ", " << threads << " threads";
        plain_differs += at::ne(at::pow(layout, 2.4), want).sum().item<int64_t>();
      }
    }
    at::set_num_threads(1);
    std::cout << dtype << ": plain at::pow differs from the element alone at " << plain_differs
              << " elements (all layouts and thread counts)\n";
  }
}

TEST(ScalarPath, KeepsShapeOfEmptyAndZeroDim) {
  EXPECT_EQ(ScalarPath(at::rand({0, 3}), Pow24).sizes(), at::IntArrayRef({0, 3}));
  const at::Tensor s = at::scalar_tensor(2.0, at::kDouble);
  EXPECT_TRUE(at::equal(ScalarPath(s, Pow24), at::pow(s, 2.4)));
}

// Sqrt is the correctly rounded square root in float32 (std::sqrt, IEEE's),
// on every layout and thread count, whatever MKL's float32 kernel does:
// 2**22 values spread over every exponent (bit patterns), plus the specials.
TEST(Sqrt, Float32IsCorrectlyRounded) {
  std::vector<float> values;
  for (uint32_t bits = 0; bits < 0x7f800000u; bits += 0x1e3u) {
    float v;
    std::memcpy(&v, &bits, sizeof v);
    values.push_back(v);
  }
  for (float v : {0.0f, -0.0f, 1.0f, 2.0f, 4.0f, std::numeric_limits<float>::infinity(), -1.0f,
                  -std::numeric_limits<float>::infinity(), std::numeric_limits<float>::denorm_min(),
                  std::numeric_limits<float>::max()})
    values.push_back(v);
  const at::Tensor x = at::from_blob(values.data(), {static_cast<int64_t>(values.size())},
                                     at::TensorOptions().dtype(at::kFloat))
                           .clone();
  for (int threads : {1, 2, 3}) {
    at::set_num_threads(threads);
    // Contiguous, and strided (every element a scalar-loop element).
    for (const at::Tensor& layout : {x, at::stack({x, x}, -1).select(-1, 0)}) {
      const at::Tensor got = Sqrt(layout).contiguous();
      const float* g = got.data_ptr<float>();
      int64_t wrong = 0;
      for (int64_t i = 0; i < got.numel(); ++i) {
        const float want = std::sqrt(values[i]);
        const bool same =
            std::isnan(want) ? std::isnan(g[i]) : std::memcmp(&want, &g[i], sizeof want) == 0;
        wrong += !same;
      }
      EXPECT_EQ(wrong, 0) << threads << " threads";
    }
  }
  at::set_num_threads(1);
}

// float64: libm's pow(x, 0.5) per element, with sqrt's -0 and NaN below zero.
TEST(Sqrt, Float64KeepsSqrtsSpecialValues) {
  const double inf = std::numeric_limits<double>::infinity();
  const at::Tensor x = at::tensor({0.0, -0.0, 4.0, 2.0, inf, -inf, -1.0, 1e-310},
                                  at::TensorOptions().dtype(at::kDouble));
  const at::Tensor got = Sqrt(x);
  const double* g = got.data_ptr<double>();
  EXPECT_EQ(g[0], 0.0);
  EXPECT_FALSE(std::signbit(g[0]));
  EXPECT_TRUE(std::signbit(g[1]));
  EXPECT_EQ(g[2], 2.0);
  EXPECT_EQ(g[3], std::pow(2.0, 0.5));
  EXPECT_EQ(g[4], inf);
  EXPECT_TRUE(std::isnan(g[5]));
  EXPECT_TRUE(std::isnan(g[6]));
  EXPECT_EQ(g[7], std::pow(1e-310, 0.5));
}

}  // namespace
}  // namespace kornia::core

#include "ops/core/math.h"

#include <ATen/ATen.h>
#include <ATen/Parallel.h>
#include <gtest/gtest.h>

#include <iostream>

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

}  // namespace
}  // namespace kornia::core

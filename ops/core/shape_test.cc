// ops/core/shape: the shapes the ops build without reading the batch as an
// int (their symbolic use is held by the export-dynamic Python path; here the
// values on plain tensors).
#include "ops/core/shape.h"

#include <ATen/ExpandUtils.h>
#include <gtest/gtest.h>
#include <torch/types.h>

namespace kornia::core {
namespace {

std::vector<int64_t> Ints(const SymShape& s) {
  std::vector<int64_t> out;
  for (const c10::SymInt& v : s) out.push_back(v.expect_int());
  return out;
}

TEST(Shape, FlattenBatchKeepsCHWAndJoinsTheLeadingDims) {
  EXPECT_EQ(FlattenBatch(torch::zeros({3, 4, 5})).sizes(), (std::vector<int64_t>{1, 3, 4, 5}));
  EXPECT_EQ(FlattenBatch(torch::zeros({2, 3, 4, 5})).sizes(), (std::vector<int64_t>{2, 3, 4, 5}));
  EXPECT_EQ(FlattenBatch(torch::zeros({2, 6, 3, 4, 5})).sizes(),
            (std::vector<int64_t>{12, 3, 4, 5}));
  EXPECT_EQ(FlattenBatch(torch::zeros({0, 3, 4, 5})).sizes(), (std::vector<int64_t>{0, 3, 4, 5}));
  const torch::Tensor x = torch::arange(2 * 2 * 3 * 4 * 5).reshape({2, 2, 3, 4, 5});
  EXPECT_TRUE(torch::equal(FlattenBatch(x), x.reshape({4, 3, 4, 5})));
}

TEST(Shape, SizesAndHostSizes) {
  const torch::Tensor x = torch::zeros({2, 3, 4});
  EXPECT_EQ(Ints(SymSizes(x)), (std::vector<int64_t>{2, 3, 4}));
  EXPECT_EQ(HostSize(x, -1), 4);
  EXPECT_EQ(HostSize(x, 0), 2);
  EXPECT_EQ(HostInt(x.sym_size(1)), 3);
}

TEST(Shape, BroadcastShapeIsInferSize) {
  const auto bs = [](std::vector<int64_t> a, std::vector<int64_t> b) {
    return Ints(BroadcastShape(torch::zeros(a), torch::zeros(b)));
  };
  EXPECT_EQ(bs({2, 1, 8}, {8, 1}), (std::vector<int64_t>{2, 8, 8}));
  EXPECT_EQ(bs({}, {3, 4}), (std::vector<int64_t>{3, 4}));
  EXPECT_EQ(bs({5, 1, 1}, {1, 6, 7}), (std::vector<int64_t>{5, 6, 7}));
  EXPECT_EQ(bs({0, 1}, {1, 3}), (std::vector<int64_t>{0, 3}));
}

TEST(Shape, ExpandableToIsAtIsExpandableTo) {
  for (const auto& [shape, desired] :
       std::vector<std::pair<std::vector<int64_t>, std::vector<int64_t>>>{
           {{3, 1, 1}, {2, 3, 4, 5}},
           {{1, 3, 4, 5}, {2, 3, 4, 5}},
           {{2, 3, 4, 5}, {3, 4, 5}},
           {{3, 2, 1}, {2, 3, 4, 5}},
           {{}, {2}},
           {{1}, {}},
           {{4, 5}, {2, 3, 4, 5}}}) {
    const torch::Tensor a = torch::zeros(shape), b = torch::zeros(desired);
    EXPECT_EQ(ExpandableTo(a.sym_sizes(), b.sym_sizes()), at::is_expandable_to(shape, desired))
        << a.sizes() << " to " << b.sizes();
  }
}

TEST(Shape, BroadcastableIsInferSizeNotThrowing) {
  for (const auto& [a, b] :
       std::vector<std::pair<std::vector<int64_t>, std::vector<int64_t>>>{{{3, 1, 1}, {2, 3, 4, 5}},
                                                                          {{2, 3, 4, 5}, {3, 1, 5}},
                                                                          {{3, 2, 1}, {2, 3, 4, 5}},
                                                                          {{4}, {5}},
                                                                          {{0}, {1}},
                                                                          {{0}, {2}},
                                                                          {{}, {2}},
                                                                          {{2, 1}, {1, 3}},
                                                                          {{4, 5}, {2, 3, 4, 6}}}) {
    bool infers = true;
    try {
      at::infer_size(a, b);
    } catch (const c10::Error&) {
      infers = false;
    }
    const torch::Tensor x = torch::zeros(a), y = torch::zeros(b);
    EXPECT_EQ(Broadcastable(x.sym_sizes(), y.sym_sizes()), infers)
        << x.sizes() << " and " << y.sizes();
  }
}

TEST(Shape, ReshapeAndView) {
  const torch::Tensor x = torch::arange(24).reshape({2, 3, 4});
  EXPECT_TRUE(
      torch::equal(Reshape(x.transpose(0, 2), {-1, 2}), x.transpose(0, 2).reshape({-1, 2})));
  EXPECT_TRUE(torch::equal(View(x, {6, 4}), x.view({6, 4})));
}

}  // namespace
}  // namespace kornia::core

// BenchProblems (bench/package.h) fires on each planted defect: an op on more
// than one input without a benchmark file, an op on one image with one.
#include "bench/package.h"

#include <gtest/gtest.h>

#include <set>
#include <string>

namespace kornia::bench {
namespace {

TEST(BenchProblems, EveryOpHasExactlyOneBenchmark) {
  core::OpSpec image{.name = "image_op", .package = "planted"};
  image.call = [](const at::Tensor& x) { return x; };
  const core::OpSpec pair{.name = "pair_op", .package = "planted"};
  const core::OpSpec elsewhere{.name = "other_op", .package = "other"};
  const std::vector<const core::OpSpec*> ops = {&image, &pair, &elsewhere};
  EXPECT_EQ(BenchProblems(ops, "planted", {"pair_op"}), "");
  const std::string missing = BenchProblems(ops, "planted", {});
  EXPECT_NE(missing.find("planted/pair_op: no benchmark"), std::string::npos) << missing;
  const std::string twice = BenchProblems(ops, "planted", {"pair_op", "image_op"});
  EXPECT_NE(twice.find("bench/planted/image_op_bench.cc: the op works on one image"),
            std::string::npos)
      << twice;
  EXPECT_EQ(BenchProblems(ops, "other", {}).find("other/other_op: no benchmark"), 0u);
}

}  // namespace
}  // namespace kornia::bench

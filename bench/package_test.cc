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

TEST(VariantProblems, AVariantVariesAnOpOnOneImageOnce) {
  core::OpSpec image{.name = "image_op", .package = "planted"};
  image.call = [](const at::Tensor& x) { return x; };
  const core::OpSpec pair{.name = "pair_op", .package = "planted"};
  const std::vector<const core::OpSpec*> ops = {&image, &pair};
  const auto call = [](const torch::Tensor& x) { return x; };
  EXPECT_EQ(VariantProblems(ops, "planted", {{"image_op", "5x5", call}}), "");
  // Planted: a variant of an op with no call, of an unknown op, of another
  // package's op, and one label twice.
  const std::string no_call = VariantProblems(ops, "planted", {{"pair_op", "5x5", call}});
  EXPECT_NE(no_call.find("pair_op@5x5: pair_op is not an op of planted on one image"),
            std::string::npos)
      << no_call;
  EXPECT_NE(VariantProblems(ops, "planted", {{"typo_op", "5x5", call}}).find("typo_op@5x5"),
            std::string::npos);
  EXPECT_NE(VariantProblems(ops, "other", {{"image_op", "5x5", call}}).find("image_op@5x5"),
            std::string::npos);
  const std::string twice =
      VariantProblems(ops, "planted", {{"image_op", "5x5", call}, {"image_op", "5x5", call}});
  EXPECT_NE(twice.find("image_op@5x5 declared twice"), std::string::npos) << twice;
}

}  // namespace
}  // namespace kornia::bench

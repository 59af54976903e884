// What an op's image signature (core::ImageSpec) implies, derived here on the
// harness side from the spec alone: the dtypes it claims, the inputs it must
// refuse, and the exact message each refusal carries. The family builders
// (cases/family.h) generate error cases from it, and the dtypes check holds an
// op that declares a signature to the exact dtype message.
//
// The message text is written out again here, not taken from ops/core: the
// test states the contract's message form independently of the code under test.
#pragma once

#include <torch/types.h>

#include <set>
#include <string>
#include <vector>

#include "ops/core/check.h"

namespace kornia::conformance {

// The dtypes an image signature accepts, among the dtypes check's probes.
std::set<torch::ScalarType> SignatureDtypes(core::ImageDtypes dtypes);

// "<op>(): expected an image of shape (*, 3, H, W), but got shape [1, 4, 2, 2]"
std::string ImageShapeMessage(const std::string& op, const core::ImageSpec& spec,
                              at::IntArrayRef got);

// "<op>(): expected a floating image (float16, bfloat16, float32 or float64),
// but got int32"; "" where the signature accepts every probe dtype.
std::string ImageDtypeMessage(const std::string& op, const core::ImageSpec& spec,
                              torch::ScalarType got);

// An input shape the signature refuses, one per way of breaking it: a rank
// it does not take, a channel count other than a fixed one, an empty C, H or
// W where it requires non-empty. Each with an id ("rank_2", "channels_4",
// "empty").
// "<op>(): expected <arg> a, b or c, but got '<got>'": the refusal of a
// string argument outside its choices (core::ParseEnum's form).
std::string EnumMessage(const std::string& op, const std::string& arg,
                        const std::vector<std::string>& choices, const std::string& got);

struct RefusedShape {
  std::string id;
  std::vector<int64_t> shape;
};
std::vector<RefusedShape> RefusedShapes(const core::ImageSpec& spec);

}  // namespace kornia::conformance

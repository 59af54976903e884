// An ops/<pkg>/ header with three public ops.
#pragma once
#include <torch/types.h>

namespace kornia::enhance {

// good_op()
//
// Has everything.
// Shape:     (*, C, H, W) -> same
// Dtypes:    float32
// Errors:    none
torch::Tensor good_op(const torch::Tensor& x);

// Half a contract: no Errors line.
// Shape:     (*) -> (*)
// Dtypes:    float32
torch::Tensor no_contract(const torch::Tensor& x);  // expect: op-contract

// unregistered()
//
// Shape:     (*) -> (*)
// Dtypes:    float32
// Errors:    none
torch::Tensor unregistered(const torch::Tensor& x);  // expect: op-contract

namespace detail {
inline torch::Tensor Helper(const torch::Tensor& x) { return x; }
}  // namespace detail

struct Options {
  torch::Tensor weight(int i);  // a member, not a public op
};

}  // namespace kornia::enhance

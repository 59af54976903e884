// An ops/<pkg>/ header with five public ops.
#pragma once
#include <torch/types.h>

namespace kornia::enhance {

// good_op()
//
// Has everything.
// Shape:     (*, C, H, W) -> same
// Dtypes:    float32
// Errors:    none
// Tolerance: fused replay within 2 ulp (float32): the fuser contracts a * b + c
//            into one FMA
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
// Tolerance: exact
torch::Tensor unregistered(const torch::Tensor& x);  // expect: op-contract

// missing_tolerance()
//
// Shape:     (*) -> (*)
// Dtypes:    float32
// Errors:    none
torch::Tensor missing_tolerance(const torch::Tensor& x);  // expect: op-contract

// bad_tolerance()
//
// Shape:     (*) -> (*)
// Dtypes:    float32
// Errors:    none
// Tolerance: about 4 ulp when fused
torch::Tensor bad_tolerance(const torch::Tensor& x);  // expect: op-contract

namespace detail {
inline torch::Tensor Helper(const torch::Tensor& x) { return x; }
}  // namespace detail

struct Options {
  torch::Tensor weight(int i);  // a member, not a public op
};

}  // namespace kornia::enhance

// threshold()
//
// OpenCV's fixed thresholding (Kornia 0.9 `kornia.enhance.threshold`), with
// mask = input > thresh:
//   kBinary      mask ? maxval : 0        kBinaryInv   mask ? 0 : maxval
//   kTrunc       min(input, thresh)       kToZero      mask ? input : 0
//   kToZeroInv   mask ? 0 : input
// A floating input compares with thresh (and takes maxval) in its own dtype,
// host values rounded to it first as Kornia's `torch.tensor(thresh,
// dtype=input.dtype)`; NaN compares false (kTrunc propagates it, as
// torch.minimum does). An integer or bool input follows Kornia's integer
// rule: thresh is floored; below the dtype's range every value passes the
// mask (and kTrunc clamps to the dtype's minimum), at or above its maximum
// none does; kTrunc is mask ? thresh : input. Every rule is a where over
// tensors: one graph for every thresh value. A contiguous uint8 input with
// host thresh and maxval runs the native select kernel (ops/native), byte
// for byte the same.
// Shape:     any (0-dim too, as Kornia's) -> same; thresh and maxval host doubles, or tensors
//            that broadcast to the input's shape (torch's rule) without
//            growing it
// Dtypes:    every real dtype (floating, integer, bool)
// Errors:    a complex input; kOtsu (Kornia does not
//            implement it either); a host maxval outside an integer dtype's
//            range (so int8 needs an explicit maxval: the default 255 does
//            not fit, and Kornia fails on it too); a thresh or maxval tensor
//            of another shape
// Tolerance: exact
#pragma once

#include <ATen/core/Tensor.h>

#include "ops/core/op_spec.h"

namespace kornia::enhance {

// The op's descriptor (ops/core/op_spec.h).
const core::OpSpec& threshold_op();

// Kornia's ThresholdType, OpenCV's values.
enum class ThresholdType {
  kBinary = 0,
  kBinaryInv = 1,
  kTrunc = 2,
  kToZero = 3,
  kToZeroInv = 4,
  kOtsu = 8,
};

// The ThresholdType of Kornia's enum value (the operator schema's `int type`:
// kornia.enhance.ThresholdType.THRESH_BINARY.value is 0), or c10::Error.
ThresholdType ThresholdTypeOf(int64_t value);

at::Tensor threshold(const at::Tensor& input, double thresh, double maxval = 255.0,
                     ThresholdType type = ThresholdType::kBinary);
at::Tensor threshold(const at::Tensor& input, const at::Tensor& thresh, const at::Tensor& maxval,
                     ThresholdType type = ThresholdType::kBinary);

}  // namespace kornia::enhance

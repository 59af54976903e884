// What normalize and denormalize share (this package only): Kornia's
// promotion of integer data and its check of a per-channel statistic.
#pragma once

#include <ATen/core/Tensor.h>

namespace kornia::enhance::detail {

// `data` (B, C, *), an integer or bool one promoted to float32:
//   normalize(): expected data of shape (B, C, *), but got shape [4]
at::Tensor PromotedData(const char* op, const at::Tensor& data);

// PromotedData's checks, and the dtype it promotes to, without the copy.
at::ScalarType PromotedType(const char* op, const at::Tensor& data);

// kornia_cpp::_<op>_uint8 (normalize's or denormalize's native operator,
// registered in its op file) on contiguous uint8 data and its checked
// statistics; an undefined tensor for any other data (the op then runs its
// composite form).
at::Tensor NativeUint8(const char* op, const at::Tensor& data, const at::Tensor& mean,
                       const at::Tensor& std);

// A mean or std of shape (), (1,), (C,), (1, C) or (B, C), cast to the
// data's promoted dtype:
//   normalize(): expected mean of shape (), (1,), (C,), (1, C) or (B, C)
//     with B = 2 and C = 3, but got shape [4]
at::Tensor ChannelStatistic(const char* op, const char* name, const at::Tensor& data,
                            const at::Tensor& s);

}  // namespace kornia::enhance::detail

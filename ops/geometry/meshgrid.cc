#include "ops/geometry/meshgrid.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/arange.h>
#include <ATen/ops/empty.h>

#include <initializer_list>
#include <limits>
#include <string>
#include <vector>

#include "ops/core/check.h"

namespace kornia::geometry {
namespace detail {

at::TensorOptions Options(std::optional<at::Device> device) {
  at::TensorOptions options;
  if (device.has_value()) options = options.device(*device);
  return options;
}

// The dtype of the ramp: the argument, or torch's default dtype read now, off
// an empty tensor on `device` (never cached: a later set_default_dtype must be
// seen by the next call).
at::ScalarType RampDtype(const char* op, std::optional<at::Device> device,
                         std::optional<at::ScalarType> dtype) {
  const at::ScalarType ramp =
      dtype.has_value() ? *dtype : at::empty({0}, Options(device)).scalar_type();
  KC_CHECK_DTYPE(!c10::isComplexType(ramp) && ramp != at::kBool, op, "a floating or integer dtype",
                 core::DtypeName(ramp));
  return ramp;
}

int64_t MaxIndex(at::ScalarType dtype) {
  switch (dtype) {
    case at::kByte:
      return std::numeric_limits<uint8_t>::max();
    case at::kChar:
      return std::numeric_limits<int8_t>::max();
    case at::kShort:
      return std::numeric_limits<int16_t>::max();
    case at::kInt:
      return std::numeric_limits<int32_t>::max();
    default:
      return std::numeric_limits<int64_t>::max();
  }
}

void CheckSize(const char* op, const char* name, int64_t size, at::ScalarType ramp) {
  KC_CHECK(size >= 1, op, std::string(name) + " >= 1", name, " = ", size);
  KC_CHECK(!c10::isIntegralType(ramp, /*includeBool=*/false) || size - 1 <= MaxIndex(ramp), op,
           std::string(name) + " - 1 <= " + std::to_string(MaxIndex(ramp)) + " for dtype " +
               core::DtypeName(ramp),
           name, " = ", size);
}

// See NOTE [ meshgrid half precision ] in create_meshgrid.h.
bool Widened(bool normalized, at::ScalarType ramp) { return normalized && core::IsHalfDtype(ramp); }

// Pixel centres at +-1. `* 0.0` (not zeros_like) for a singleton axis so that an
// integer ramp promotes the same way as the other branch.
at::Tensor NormalizeCorners(const at::Tensor& ramp, int64_t size) {
  return size > 1 ? (ramp / (size - 1) - 0.5) * 2 : ramp * 0.0;
}

// Pixel edges at +-1; a singleton axis lands on 0 without a special case.
at::Tensor NormalizeHalfPixel(const at::Tensor& ramp, int64_t size) {
  return (2.0 * ramp + 1.0) / size - 1.0;
}

// One coordinate ramp per axis, validated, normalized and narrowed: arange in
// the work dtype, normalize, round once. See NOTE [ meshgrid half precision ].
std::vector<at::Tensor> Ramps(const char* op, std::initializer_list<Axis> axes, bool normalized,
                              bool align_corners, std::optional<at::Device> device,
                              std::optional<at::ScalarType> dtype) {
  const at::ScalarType ramp_dtype = RampDtype(op, device, dtype);
  for (const Axis& a : axes) CheckSize(op, a.name, a.size, ramp_dtype);
  const bool widened = Widened(normalized, ramp_dtype);
  const auto work = Options(device).dtype(widened ? at::kFloat : ramp_dtype);
  std::vector<at::Tensor> ramps;
  for (const Axis& a : axes) {
    at::Tensor r = at::arange(a.size, work);
    if (normalized) r = align_corners ? NormalizeCorners(r, a.size) : NormalizeHalfPixel(r, a.size);
    if (widened) r = r.to(ramp_dtype);  // the single rounding
    ramps.push_back(r);
  }
  return ramps;
}

}  // namespace detail
}  // namespace kornia::geometry

#include "ops/core/check.h"

#include <ATen/ATen.h>
#include <torch/version.h>

namespace kornia::core {

std::string DtypeName(c10::ScalarType dtype) {
  switch (dtype) {
    case c10::ScalarType::Half:
      return "float16";
    case c10::ScalarType::BFloat16:
      return "bfloat16";
    case c10::ScalarType::Float:
      return "float32";
    case c10::ScalarType::Double:
      return "float64";
    case c10::ScalarType::Byte:
      return "uint8";
    case c10::ScalarType::Char:
      return "int8";
    case c10::ScalarType::Short:
      return "int16";
    case c10::ScalarType::Int:
      return "int32";
    case c10::ScalarType::Long:
      return "int64";
    case c10::ScalarType::Bool:
      return "bool";
    case c10::ScalarType::ComplexFloat:
      return "complex64";
    case c10::ScalarType::ComplexDouble:
      return "complex128";
    case c10::ScalarType::ComplexHalf:
      return "complex32";
    default:
      return c10::toString(dtype);
  }
}

bool IsHalfDtype(c10::ScalarType dtype) {
  return dtype == c10::ScalarType::Half || dtype == c10::ScalarType::BFloat16;
}

at::Tensor ClampUnit(const at::Tensor& x) {
  if (!IsHalfDtype(x.scalar_type())) return x.clamp(0.0, 1.0);
  return x.to(at::kFloat).clamp(0.0, 1.0).to(x.scalar_type());
}

bool IsFloatingImageDtype(c10::ScalarType dtype) {
  return dtype == c10::ScalarType::Half || dtype == c10::ScalarType::BFloat16 ||
         dtype == c10::ScalarType::Float || dtype == c10::ScalarType::Double;
}

at::Tensor AssertInGraph(const at::Tensor& value, const at::Tensor& cond,
                         const std::string& message) {
#if TORCH_VERSION_MAJOR >= 2
  const at::Tensor token =
      at::_functional_assert_async(cond, message, at::zeros({0}, value.options()));
  const at::Tensor zero = token.sum();  // exactly 0, of value's kind
  return at::isFloatingType(value.scalar_type()) ? value - zero : value + zero;
#else
  (void)message;
  at::_assert_async(cond);
  return value;
#endif
}

}  // namespace kornia::core

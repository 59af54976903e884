#include "ops/geometry/point_line_distance.h"

#include <ATen/TensorOperators.h>
#include <ATen/ops/full_like.h>
#include <ATen/ops/ones_like.h>
#include <ATen/ops/where.h>

#include <limits>

#include "ops/core/check.h"
#include "ops/core/math.h"
#include "ops/core/op_registration.h"
#include "ops/core/shape.h"
#include "ops/geometry/linalg.h"

namespace kornia::geometry {

namespace point_line_distance_internal {

// Kornia's _nonzero: x with 1 in place of its zeros (a safe divisor).
at::Tensor NonZero(const at::Tensor& x) { return at::where(x == 0, at::ones_like(x), x); }

}  // namespace point_line_distance_internal

at::Tensor point_line_distance(const at::Tensor& point, const at::Tensor& line, double /*eps*/) {
  using namespace point_line_distance_internal;
  const core::OpSpec& op = point_line_distance_op();
  const char* name = op.name.c_str();
  core::CheckImage(op, point);
  const int64_t d = core::HostSize(point, -1);
  KC_CHECK(d == 2 || d == 3, name, "point of shape (*, 2) or (*, 3)", "shape ", point.sizes());
  KC_CHECK(line.dim() >= 1 && line.sym_size(-1) == 3, name, "line of shape (*, 3)", "shape ",
           line.sizes());
  KC_CHECK_DTYPE(!c10::isComplexType(line.scalar_type()), name, "a real line",
                 core::DtypeName(line.scalar_type()));
  // Where Kornia's abs meets a bool (its `abs_` has no bool kernel): a
  // homogeneous point's w, and a numerator of a bool point and a bool line.
  const bool bool_point = point.scalar_type() == at::kBool;
  KC_CHECK_DTYPE(!(bool_point && d == 3), name, "a non-bool homogeneous point (w's abs)", "bool");
  KC_CHECK_DTYPE(!(bool_point && line.scalar_type() == at::kBool), name,
                 "a non-bool line for a bool point", "bool");
  detail::CheckBroadcast(name, "point", point, "line", line, /*skip=*/1);
  // Kornia's sequence (its in-place adds keep the product's promoted dtype,
  // which every later term shares or widens to).
  at::Tensor numerator = line.select(-1, 0) * point.select(-1, 0);
  numerator = numerator + line.select(-1, 1) * point.select(-1, 1);
  numerator = d == 3 ? numerator + line.select(-1, 2) * point.select(-1, 2)
                     : numerator + line.select(-1, 2);
  numerator = numerator.abs();
  const at::Tensor squared_norm = line.select(-1, 0).square() + line.select(-1, 1).square();
  at::Tensor singular = squared_norm == 0;
  at::Tensor distance = numerator / core::Sqrt(detail::Floating(NonZero(squared_norm)));
  if (d == 3) {
    const at::Tensor w = point.select(-1, 2).abs();
    distance = distance / NonZero(w);
    singular = singular.bitwise_or(w == 0);
  }
  return at::where(singular, at::full_like(distance, std::numeric_limits<double>::infinity()),
                   distance);
}

KC_OP(point_line_distance,
      {.kornia = "kornia.geometry.linalg.point_line_distance",
       .image = core::ImageSpec{.noun = "point",
                                .rank = core::ImageRank::kVectors,
                                .dtypes = core::ImageDtypes::kReal},
       .overloads = {core::Def("(Tensor point, Tensor line, float eps=1e-09) -> Tensor",
                               [](const at::Tensor& point, const at::Tensor& line, double eps) {
                                 return kornia::geometry::point_line_distance(point, line, eps);
                               })}});

}  // namespace kornia::geometry

#include "ops/geometry/bbox3d.h"

#include <ATen/TensorOperators.h>
#include <ATen/ops/isclose.h>
#include <ATen/ops/isfinite.h>
#include <ATen/ops/logical_not.h>
#include <ATen/ops/logical_or.h>
#include <ATen/ops/stack.h>
#include <c10/util/StringUtil.h>

#include "ops/core/check.h"

namespace kornia::geometry::detail {

at::Tensor EdgeExtents(const at::Tensor& boxes, int64_t axis) {
  // Kornia's index_select vertex lists: far vertices, then near ones.
  static constexpr int64_t kFar[3][4] = {{1, 2, 5, 6}, {2, 3, 6, 7}, {4, 5, 6, 7}};
  static constexpr int64_t kNear[3][4] = {{0, 3, 4, 7}, {0, 1, 4, 5}, {0, 1, 2, 3}};
  auto gather = [&](const int64_t(&vertices)[4]) {
    return at::stack({boxes.select(1, vertices[0]), boxes.select(1, vertices[1]),
                      boxes.select(1, vertices[2]), boxes.select(1, vertices[3])},
                     1)
        .select(-1, axis);
  };
  return gather(kFar[axis]) - gather(kNear[axis]) + 1;
}

at::Tensor AssertCuboids(const at::Tensor& boxes, const at::Tensor (&extents)[3],
                         const std::string& op, bool nonfinite_is_false) {
  const at::Tensor finite = at::isfinite(boxes).all();
  if (!nonfinite_is_false)
    core::AssertInGraph(boxes, finite,
                        c10::str(op,
                                 "(): expected boxes of finite coordinates, but got a "
                                 "non-finite one"));
  static constexpr const char* kAxis[3][2] = {{"x", "widths"}, {"y", "heights"}, {"z", "depths"}};
  for (int64_t axis = 0; axis < 3; ++axis) {
    const at::Tensor& e = extents[axis];
    // Kornia's allclose(e.permute(1, 0), e[:, 0]): each edge against the first.
    at::Tensor close = at::isclose(e.t(), e.select(1, 0), 1e-5, 1e-8).all();
    if (nonfinite_is_false) close = at::logical_or(close, at::logical_not(finite));
    core::AssertInGraph(
        boxes, close,
        c10::str(op, "(): expected cuboid boxes (the four edges along ", kAxis[axis][0],
                 " of one extent), but got different ", kAxis[axis][1]));
  }
  return finite;
}

}  // namespace kornia::geometry::detail

// Conformance case of ops/geometry/projection_from_Rt: per dtype (the
// floating ones, int32 and bool) a class of three value sets on (2, 3, 3)
// rotations and (2, 3, 1) translations, an unbatched (3, 3) pair, a 4-D
// batch; float32 rotations with float64 translations (cat's promotion);
// float32 and float64 `_large` (8,192 pairs) for the threads check; the
// errors of each shape and of leading dims that differ.
#include "ops/geometry/projection_from_Rt.h"

#include <c10/util/StringUtil.h>

#include "conformance/cases/geometry/family_linalg.h"

namespace kornia::conformance::cases::projection_from_Rt_case {

torch::Tensor Projection(const Inputs& in) { return geometry::projection_from_Rt(in[0], in[1]); }

}  // namespace kornia::conformance::cases::projection_from_Rt_case

KC_CASE(geometry, projection_from_Rt) {
  using projection_from_Rt_case::Projection;
  OpCase c = ImageOp(op, [](const torch::Tensor& x) {
    return geometry::projection_from_Rt(torch::zeros({3, 3}).to(x.scalar_type()),
                                        torch::zeros({3, 1}).to(x.scalar_type()));
  });
  c.points = [] {
    std::vector<SweepPoint> points;
    auto add = [&](std::string id, std::string cls, torch::Tensor r, torch::Tensor t,
                   bool unbatched = false) {
      points.push_back(Point(id, cls, {r, t}, Projection));
      points.back().unbatched = unbatched;
    };
    for (torch::ScalarType d : {torch::kHalf, torch::kBFloat16, torch::kFloat, torch::kDouble,
                                torch::kInt, torch::kBool}) {
      const std::string cls = DtypeId(d);
      for (int v = 0; v < 3; ++v) {
        const std::string id = c10::str(cls, "_v", v);
        add(id, cls, LinalgInput({2, 3, 3}, d, id), LinalgInput({2, 3, 1}, d, id + "_t"));
      }
      const std::string one = cls + "_unbatched";
      add(one, one, LinalgInput({3, 3}, d, one), LinalgInput({3, 1}, d, one + "_t"), true);
      const std::string four = cls + "_4d";
      add(four, four, LinalgInput({2, 2, 3, 3}, d, four),
          LinalgInput({2, 2, 3, 1}, d, four + "_t"));
    }
    add("float32_float64_t", "float32_float64_t", LinalgInput({2, 3, 3}, torch::kFloat, "mixed"),
        LinalgInput({2, 3, 1}, torch::kDouble, "mixed_t"));
    for (torch::ScalarType d : {torch::kFloat, torch::kDouble}) {
      const std::string id = DtypeId(d) + "_large";
      add(id, id, LinalgInput({8192, 3, 3}, d, id), LinalgInput({8192, 3, 1}, d, id + "_t"));
    }
    return points;
  };
  c.batch_inputs = {0, 1};
  const torch::Tensor r = torch::rand({2, 3, 3}), t = torch::rand({2, 3, 1});
  c.errors.insert(
      c.errors.end(),
      {Refused("rmat_3x4", Projection, {torch::rand({2, 3, 4}), t},
               "expected rmat of shape (*, 3, 3), but got shape [2, 3, 4]"),
       Refused("rmat_rank_1", Projection, {torch::rand({3}), t},
               "expected rmat of shape (*, 3, 3), but got shape [3]"),
       Refused("tvec_3x2", Projection, {r, torch::rand({2, 3, 2})},
               "expected tvec of shape (*, 3, 1), but got shape [2, 3, 2]"),
       Refused("leading_dims", Projection, {r, torch::rand({3, 1})},
               "expected rmat and tvec with the same leading dims, but got shapes [2, 3, 3] and "
               "[3, 1]"),
       Refused("batches", Projection, {r, torch::rand({3, 3, 1})},
               "expected rmat and tvec with the same leading dims, but got shapes [2, 3, 3] and "
               "[3, 3, 1]")});
  c.tensor_args = {{"tvec", {.input = 1, .dtypes = kEveryDtype}}};
  return c;
}

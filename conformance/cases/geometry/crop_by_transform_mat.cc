// Conformance case of ops/geometry/crop_by_transform_mat: the crop sweep
// (family_warp.h) over two sets of per-sample homographies (2, 3, 3); then
// each other form of the transform (affine (2, 2, 3), one (1, 3, 3) or (3, 3)
// for the batch, an int32 and a float64 one converted to the image's dtype);
// the transform's and the warps' errors.
#include "ops/geometry/crop_by_transform_mat.h"

#include "conformance/cases/geometry/family_warp.h"

namespace kornia::conformance::cases::crop_by_transform_mat_case {

// Set 0: a 2x zoom on (1.5, 2) and a keystone; set 1: a shift and a flip.
torch::Tensor Homographies(int set, torch::ScalarType dtype) {
  const std::vector<double> m =
      set == 0 ? std::vector<double>{2,   0,   -3, 0,    2,    -4,  0,    0,    1,
                                     0.9, 0.1, 1,  0.02, 0.95, 0.5, 0.01, 0.02, 1}
               : std::vector<double>{1, 0, -2, 0, 1, -1, 0, 0, 1, -1, 0, 8, 0, 1, 0, 0, 0, 1};
  return torch::tensor(m).view({2, 3, 3}).to(dtype);
}

}  // namespace kornia::conformance::cases::crop_by_transform_mat_case

KC_CASE(geometry, crop_by_transform_mat) {
  using crop_by_transform_mat_case::Homographies;
  using geometry::crop_by_transform_mat;
  OpCase c = ImageOp(op, [](const torch::Tensor& x) {
    return crop_by_transform_mat(x, Homographies(0, x.scalar_type()).narrow(0, 0, 1), {4, 5});
  });
  const CropSweep sweep = {
      .sets = 2,
      .params = [](int set, torch::ScalarType dtype) { return Inputs{Homographies(set, dtype)}; },
      .crop = [](const Inputs& in, std::array<int64_t, 2> size, const std::string& mode,
                 const std::string& padding,
                 bool ac) { return crop_by_transform_mat(in[0], in[1], size, mode, padding, ac); }};
  c.points = [sweep] {
    std::vector<SweepPoint> points = CropPoints(sweep);
    for (const auto& d : kFloatDtypes) {
      auto add = [&](const std::string& form, torch::Tensor m) {
        const std::string id = c10::str(d.name, "_", form);
        points.push_back(
            CropPoint(sweep, id, id, {UniformInput({2, 3, 9, 11}, d.type, id), m}, {5, 7}));
      };
      const torch::Tensor m = Homographies(0, d.type);
      add("affine", m.narrow(1, 0, 2));
      add("one_for_batch", m.narrow(0, 0, 1));
      add("unbatched", m.select(0, 0));
      add("int32_transform", Homographies(1, torch::kInt));
      add("float64_transform", Homographies(0, torch::kDouble));
    }
    return points;
  };
  c.batch_inputs = {0, 1};
  const torch::Tensor x = torch::rand({2, 3, 4, 4});
  const OpFn defaults = [](const Inputs& in) {
    return crop_by_transform_mat(in[0], in[1], {4, 4});
  };
  c.errors.insert(
      c.errors.end(),
      {Refused("transform_3x4", defaults, {x, torch::zeros({2, 3, 4})},
               "expected transform of shape (2, 3, 3), (1, 3, 3), (3, 3) or their (.., 2, 3) "
               "affine forms, but got shape [2, 3, 4]"),
       Refused("transform_batch", defaults, {x, torch::zeros({3, 3, 3})},
               "expected transform of shape (2, 3, 3), (1, 3, 3), (3, 3) or their (.., 2, 3) "
               "affine forms, but got shape [3, 3, 3]"),
       Refused("transform_complex", defaults, {x, torch::zeros({2, 3, 3}, torch::kComplexFloat)},
               "expected a real transform, but got complex64", ErrorKind::kType),
       ErrorCase{"mode_unknown",
                 [x] {
                   crop_by_transform_mat(x, torch::eye(3).expand({2, 3, 3}), {4, 4}, "area");
                 },
                 "expected mode bilinear, nearest or bicubic, but got 'area'"}});
  c.errors.back().subject = "warp_perspective";
  c.tensor_args = {{"transform", {.input = 1, .point = "float32_affine", .dtypes = kEveryDtype}}};
  return c;
}

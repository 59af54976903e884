// Conformance case of ops/filters/get_motion_kernel3d (a factory: host
// numbers, or angle and direction tensors). Points:
//   - host: kernel sizes 3 and 5 x eleven angle vectors (zero, single
//     components, the exact ties 30 and 120, Kornia's (90, 90, 0), a full
//     turn past 45, mixed vectors, the Taylor branch near zero) x directions
//     -1/0/1/0.3/-0.5/2 (clamped), both modes; size 15 on three vectors;
//     each its own graph;
//   - tensors: per floating dtype x mode x kernel size 3 and 5 one shape class
//     of (6, 3) angles and (6,) directions, replayed across four tables (the
//     host vectors, the ties, NaN and inf components and directions, mixed);
//     a (3,) angle with a 0-dim direction; a (21846, 3) table for the
//     threads check.
// Errors: even and too small kernel sizes, a host angle not of 3 values, the
// shapes, lengths and dtypes of angle and direction, an unknown mode.
#include "ops/filters/get_motion_kernel3d.h"

#include <c10/util/StringUtil.h>

#include <limits>

#include "conformance/cases/family.h"

KC_CASE(filters, get_motion_kernel3d) {
  using filters::get_motion_kernel3d;
  OpCase c;
  const std::vector<std::string> modes = {"nearest", "bilinear"};
  c.points = [modes] {
    std::vector<SweepPoint> points;
    auto name = [](double v) {
      std::string s = c10::str(v);
      for (char& ch : s)
        if (ch == '-')
          ch = 'm';
        else if (ch == '.')
          ch = 'p';
      return s;
    };
    auto host = [&](int64_t k, const std::vector<double>& a, double d, const std::string& mode) {
      const std::string id = c10::str("host_", mode, "_k", k, "_a", name(a[0]), "_", name(a[1]),
                                      "_", name(a[2]), "_d", name(d));
      SweepPoint p = FactoryPoint(
          id, id, torch::kFloat, [=](const Inputs&) { return get_motion_kernel3d(k, a, d, mode); });
      p.kornia = {.args = {k, a, d}, .kwargs = {{"mode", mode}}};
      points.push_back(std::move(p));
    };
    const std::vector<std::vector<double>> vectors = {
        {0.0, 0.0, 0.0},     {30.0, 0.0, 0.0},     {0.0, 30.0, 0.0},  {0.0, 0.0, 120.0},
        {90.0, 90.0, 0.0},   {0.0, 0.0, 90.0},     {0.0, 405.0, 0.0}, {10.0, 20.0, 30.0},
        {45.0, -45.0, 45.0}, {-60.0, 35.0, 170.0}, {0.01, 0.0, 0.02}};
    for (const std::string& mode : modes) {
      for (int64_t k : {3, 5})
        for (const auto& a : vectors)
          for (double d : {-1.0, 0.0, 1.0, 0.3, -0.5, 2.0}) host(k, a, d, mode);
      for (size_t i : {size_t{0}, size_t{2}, size_t{7}}) host(15, vectors[i], 0.3, mode);
    }
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double inf = std::numeric_limits<double>::infinity();
    const std::vector<std::pair<std::vector<double>, std::vector<double>>> tables = {
        {{0.0, 0.0, 0.0, 30.0, 0.0, 0.0, 0.0, 0.0, 120.0, 90.0, 90.0, 0.0, 10.0, 20.0, 30.0, -60.0,
          35.0, 170.0},
         {-1.0, 0.0, 1.0, 0.3, 0.3, -0.5}},
        {{0.0, 30.0, 0.0, 120.0, 0.0, 0.0, 0.0, 0.0, 30.0, 0.0, 405.0, 0.0, 720.0, 0.0, 0.0, 1e-3,
          0.0, 0.0},
         {1.0, -1.0, 0.0, 2.0, -2.0, 0.5}},
        {{nan, 0.0, 0.0, inf, 0.0, 0.0, 0.0, -inf, 0.0, 0.0, 0.0, 0.0, 60.0, 0.0, 0.0, 0.0, -150.0,
          0.0},
         {0.0, 1.0, 0.0, nan, inf, -inf}},
        {{12.3, 77.7, -45.0, 135.0, 270.0, 359.0, -33.0, 5.0, 250.0, 45.0, 45.0, 45.0, 0.0, -90.0,
          90.0, 200.0, -300.0, 15.0},
         {0.1, -0.1, 0.9, -0.9, 0.5, -0.5}}};
    auto tensor_point = [&](const std::string& id, const std::string& cls, torch::Tensor a,
                            torch::Tensor d, int64_t k, const std::string& mode) {
      points.push_back(
          Point(id, cls, {a, d},
                [=](const Inputs& in) { return get_motion_kernel3d(k, in[0], in[1], mode); },
                {.args = {k, In(0), In(1)}, .kwargs = {{"mode", mode}}}));
    };
    for (const auto& dt : kFloatDtypes)
      for (const std::string& mode : modes)
        for (int64_t k : {3, 5}) {
          const std::string cls = c10::str(dt.name, "_", mode, "_k", k);
          for (size_t t = 0; t < tables.size(); ++t)
            tensor_point(c10::str(cls, "_t", t), cls,
                         torch::tensor(tables[t].first, torch::kDouble).view({6, 3}).to(dt.type),
                         torch::tensor(tables[t].second, torch::kDouble).to(dt.type), k, mode);
        }
    for (const std::string& mode : modes) {
      const std::string cls = c10::str("float32_", mode, "_vector");
      tensor_point(cls + "_a", cls, torch::tensor({90.0f, 90.0f, 0.0f}), torch::scalar_tensor(-0.5),
                   3, mode);
      tensor_point(cls + "_b", cls, torch::tensor({10.0f, -20.0f, 30.0f}),
                   torch::scalar_tensor(0.3), 3, mode);
      const std::string large = c10::str("float32_", mode, "_large");
      const torch::Tensor a = torch::arange(21846 * 3, torch::kDouble).mul(0.011).sub(360.0);
      tensor_point(large, large, a.view({21846, 3}).to(torch::kFloat),
                   torch::arange(21846, torch::kDouble).mul(0.0001).sin().to(torch::kFloat), 3,
                   mode);
    }
    return points;
  };
  c.tolerance = {.fused_ulp = {{"float32", 64}},
                 .fused_abs = {{"float32", 5e-7}},
                 .reason =
                     "the TensorExpr fuser computes the float32 cos and sin of the "
                     "bilinear rotation with its own code, not ATen's, and may contract its "
                     "matrix into FMAs: the warped weights move by ulps"};
  c.claimed_dtypes = {torch::kHalf, torch::kBFloat16, torch::kFloat, torch::kDouble};
  c.probe = [](torch::ScalarType d) {
    return get_motion_kernel3d(3, torch::full({2, 3}, 30.0).to(d), torch::full({2}, 0.5).to(d));
  };
  const torch::Tensor a2 = torch::tensor({30.0f, 60.0f, 0.0f, 10.0f, 0.0f, 5.0f}).view({2, 3});
  const torch::Tensor d2 = torch::tensor({0.5f, -0.5f});
  const OpFn run = [](const Inputs& in) { return get_motion_kernel3d(3, in[0], in[1]); };
  c.errors = {{"kernel_even",
               [] {
                 get_motion_kernel3d(4, {30.0, 0.0, 0.0});
               },
               "expected an odd kernel_size of at least 3, but got kernel_size = 4"},
              {"kernel_1",
               [] {
                 get_motion_kernel3d(1, {30.0, 0.0, 0.0});
               },
               "expected an odd kernel_size of at least 3, but got kernel_size = 1"},
              {"angle_two",
               [] {
                 get_motion_kernel3d(3, {30.0, 0.0});
               },
               "expected angle of 3 values (yaw, pitch, roll), but got 2 values"},
              {"mode_bicubic",
               [] {
                 get_motion_kernel3d(3, {30.0, 0.0, 0.0}, 0.0, "bicubic");
               },
               "expected mode nearest or bilinear, but got 'bicubic'"},
              {"mode_unknown",
               [] {
                 get_motion_kernel3d(3, {30.0, 0.0, 0.0}, 0.0, "area");
               },
               "expected mode nearest or bilinear, but got 'area'"},
              Refused("angle_shape", run, {a2.view({3, 2}), torch::zeros({3})},
                      "expected angle of shape (B, 3), but got shape [3, 2]"),
              Refused("angle_scalar", run, {torch::scalar_tensor(30.0), torch::zeros({1})},
                      "expected angle of shape (B, 3), but got shape []"),
              Refused("direction_shape", run, {a2, d2.view({2, 1})},
                      "expected direction of shape (B,), but got shape [2, 1]"),
              Refused("direction_length", run, {a2, torch::zeros({3})},
                      "expected direction of the batch of angle (2), but got shape [3]"),
              Refused("direction_scalar_length", run, {a2, torch::scalar_tensor(0.5)},
                      "expected direction of the batch of angle (2), but got shape []"),
              Refused("angle_dtypes", run, {a2, d2.to(torch::kDouble)},
                      "expected direction in the dtype of angle (float32), but got float64",
                      ErrorKind::kType),
              Refused("angle_integer", run, {a2.to(torch::kLong), d2.to(torch::kLong)},
                      "expected a floating angle, but got int64", ErrorKind::kType)};
  // angle is input 0, the factory's dtype (the probe passes angle and
  // direction in each probe dtype); direction must be in angle's dtype.
  c.tensor_args = {{"angle",
                    {.none = "input 0: the dtypes check's probe gives angle and direction each "
                             "probe dtype"}},
                   {"direction", {.input = 1, .image_dtype = true}}};
  return c;
}

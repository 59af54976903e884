// Conformance case of ops/filters/get_motion_kernel2d (a factory: host
// numbers, or angle and direction tensors). Points:
//   - host: kernel sizes 3 and 5 x angles 0/45/90/-30/180, the exact ties 30
//     and 120, 215 and 405 (a turn past 45) x directions -1/0/1/0.3/-0.5 and
//     2 (clamped), both modes; size 31 on three angles; each its own graph;
//   - tensors: per floating dtype x mode x kernel size 3 and 5 one shape class
//     of (6,) angles and directions, replayed across four tables (the host
//     angles, the ties, NaN and inf angles and directions); 0-dim tensors;
//     a (65536,) table for the threads check.
// Errors: even and too small kernel sizes, the shapes, lengths and dtypes of
// angle and direction, an unknown mode.
#include "ops/filters/get_motion_kernel2d.h"

#include <c10/util/StringUtil.h>

#include <limits>

#include "conformance/cases/family.h"

KC_CASE(filters, get_motion_kernel2d) {
  using filters::get_motion_kernel2d;
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
    auto host = [&](int64_t k, double a, double d, const std::string& mode) {
      const std::string id = c10::str("host_", mode, "_k", k, "_a", name(a), "_d", name(d));
      SweepPoint p = FactoryPoint(
          id, id, torch::kFloat, [=](const Inputs&) { return get_motion_kernel2d(k, a, d, mode); });
      p.kornia = {.args = {k, a, d}, .kwargs = {{"mode", mode}}};
      points.push_back(std::move(p));
    };
    for (const std::string& mode : modes) {
      for (int64_t k : {3, 5})
        for (double a : {0.0, 45.0, 90.0, -30.0, 180.0, 30.0, 120.0, 215.0, 405.0})
          for (double d : {-1.0, 0.0, 1.0, 0.3, -0.5, 2.0}) host(k, a, d, mode);
      for (double a : {0.0, 30.0, 215.0}) host(31, a, 0.3, mode);
    }
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double inf = std::numeric_limits<double>::infinity();
    const std::vector<std::pair<std::vector<double>, std::vector<double>>> tables = {
        {{0.0, 45.0, 90.0, -30.0, 180.0, 215.0}, {-1.0, 0.0, 1.0, 0.3, 0.3, -0.5}},
        {{30.0, 120.0, 405.0, -90.0, 720.0, 1e-3}, {1.0, -1.0, 0.0, 2.0, -2.0, 0.5}},
        {{nan, inf, -inf, 0.0, 60.0, -150.0}, {0.0, 1.0, 0.0, nan, inf, -inf}},
        {{12.3, 77.7, -45.0, 135.0, 270.0, 359.0}, {0.1, -0.1, 0.9, -0.9, 0.5, -0.5}}};
    auto tensor_point = [&](const std::string& id, const std::string& cls, torch::Tensor a,
                            torch::Tensor d, int64_t k, const std::string& mode) {
      points.push_back(
          Point(id, cls, {a, d},
                [=](const Inputs& in) { return get_motion_kernel2d(k, in[0], in[1], mode); },
                {.args = {k, In(0), In(1)}, .kwargs = {{"mode", mode}}}));
    };
    for (const auto& dt : kFloatDtypes)
      for (const std::string& mode : modes)
        for (int64_t k : {3, 5}) {
          const std::string cls = c10::str(dt.name, "_", mode, "_k", k);
          for (size_t t = 0; t < tables.size(); ++t)
            tensor_point(c10::str(cls, "_t", t), cls,
                         torch::tensor(tables[t].first, torch::kDouble).to(dt.type),
                         torch::tensor(tables[t].second, torch::kDouble).to(dt.type), k, mode);
        }
    for (const std::string& mode : modes) {
      const std::string cls = c10::str("float32_", mode, "_0dim");
      tensor_point(cls + "_a", cls, torch::scalar_tensor(45.0), torch::scalar_tensor(1.0), 5, mode);
      tensor_point(cls + "_b", cls, torch::scalar_tensor(-30.0), torch::scalar_tensor(0.3), 5,
                   mode);
      const std::string large = c10::str("float32_", mode, "_large");
      const torch::Tensor a = torch::arange(65536, torch::kDouble).mul(0.011).sub(180.0);
      tensor_point(large, large, a.to(torch::kFloat), a.mul(0.0001).sin().to(torch::kFloat), 3,
                   mode);
    }
    return points;
  };
  c.tolerance = {.fused_ulp = {{"float32", 64}},
                 .fused_abs = {{"float32", 5e-7}},
                 .reason =
                     "the TensorExpr fuser computes the float32 cos and sin of the "
                     "bilinear rotation with its own code, not ATen's, and may contract its "
                     "matrix into FMAs: the warped weights move by ulps (measured on "
                     "2.14.1: 33 ulp, 1.2e-7 abs where a weight is near 0)"};
  c.claimed_dtypes = {torch::kHalf, torch::kBFloat16, torch::kFloat, torch::kDouble};
  c.probe = [](torch::ScalarType d) {
    return get_motion_kernel2d(3, torch::full({2}, 30.0).to(d), torch::full({2}, 0.5).to(d));
  };
  const torch::Tensor a2 = torch::tensor({30.0f, 60.0f}), d2 = torch::tensor({0.5f, -0.5f});
  const OpFn run = [](const Inputs& in) { return get_motion_kernel2d(3, in[0], in[1]); };
  c.errors = {{"kernel_even", [] { get_motion_kernel2d(4, 30.0); },
               "expected an odd kernel_size of at least 3, but got kernel_size = 4"},
              {"kernel_1", [] { get_motion_kernel2d(1, 30.0); },
               "expected an odd kernel_size of at least 3, but got kernel_size = 1"},
              {"mode_unknown", [] { get_motion_kernel2d(3, 30.0, 0.0, "area"); },
               "expected mode nearest, bilinear or bicubic, but got 'area'"},
              Refused("angle_shape", run, {a2.view({1, 2}), d2},
                      "expected angle of shape (B,), but got shape [1, 2]"),
              Refused("direction_shape", run, {a2, d2.view({2, 1})},
                      "expected direction of shape (B,), but got shape [2, 1]"),
              Refused("direction_length", run, {a2, torch::zeros({3})},
                      "expected direction of the length of angle (2), but got shape [3]"),
              Refused("direction_scalar_length", run, {a2, torch::scalar_tensor(0.5)},
                      "expected direction of the length of angle (2), but got shape []"),
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

// Conformance case of ops/filters/motion_blur3d. Points, on 2 x 3 x 5 x 7 x 9
// volumes unless said:
//   - per floating dtype x border x mode x kernel size 3 and 5 one shape
//     class, its (2, 3) angle and (2,) direction tensors graph inputs
//     replayed across three tables (single components, the exact ties 30 and
//     120, mixed vectors, directions -1/0/1/0.3 and one past 1); the largest
//     odd size each border takes on 5 x 7 x 9 (reflect 9, circular 11,
//     constant and replicate 13) in nearest mode; a shared (1, 3) angle and
//     (1,) direction, and a (3,) angle with a 0-dim direction;
//   - host angle and direction: five pairs per dtype and mode;
//   - the host call on every value class (NaN and inf volumes), on the
//     threads-size volume, on uint8 and bool volumes;
//   - thin volumes (D = 1, H = 1) and a 3 x 3 x 3 volume under a 7 x 7 x 7
//     kernel (constant and replicate); float16, bfloat16 and float64 angle
//     tensors on a float32 volume.
// Errors: rank, complex volumes, even and too small kernel sizes, a host
// angle not of 3 values, the angle and direction shapes, batches and dtypes,
// an unknown mode or border, radii past the volume.
#include "ops/filters/motion_blur3d.h"

#include <c10/util/StringUtil.h>

#include "conformance/cases/family.h"
#include "conformance/cases/filters/family_kernel.h"

KC_CASE(filters, motion_blur3d) {
  using filters::motion_blur3d;
  OpCase c = VolumeOp(op, [](torch::ScalarType d) {
    return motion_blur3d(ProbeImage(d, {1, 3, 2, 4, 5}), 3, {35.0, 10.0, -20.0}, 0.5);
  });
  c.points = [] {
    std::vector<SweepPoint> points;
    const std::vector<std::string> borders = {"constant", "reflect", "replicate", "circular"};
    const std::vector<std::string> modes = {"nearest", "bilinear"};
    const std::vector<int64_t> shape = {2, 3, 5, 7, 9};
    auto param = [](std::vector<double> v, std::vector<int64_t> s, torch::ScalarType d) {
      return torch::tensor(v, torch::kDouble).view(s).to(d);
    };
    auto tensor_point = [&](const std::string& id, const std::string& cls, torch::Tensor x,
                            torch::Tensor angle, torch::Tensor direction, int64_t k,
                            const std::string& border, const std::string& mode) {
      points.push_back(Point(
          id, cls, {x, angle, direction},
          [=](const Inputs& in) { return motion_blur3d(in[0], k, in[1], in[2], border, mode); },
          {.args = {In(0), k, In(1), In(2)}, .kwargs = {{"border_type", border}, {"mode", mode}}}));
    };
    auto host_point = [&](const std::string& id, const std::string& cls, torch::Tensor x, int64_t k,
                          std::vector<double> angle, double direction, const std::string& border,
                          const std::string& mode) {
      points.push_back(Point(
          id, cls, {x},
          [=](const Inputs& in) { return motion_blur3d(in[0], k, angle, direction, border, mode); },
          {.args = {In(0), k, angle, direction},
           .kwargs = {{"border_type", border}, {"mode", mode}}}));
    };
    const std::vector<std::pair<std::vector<double>, std::vector<double>>> tables = {
        {{0.0, 0.0, 0.0, 45.0, 0.0, 0.0}, {-1.0, 1.0}},
        {{0.0, 90.0, 0.0, 0.0, 0.0, -30.0}, {0.0, 0.3}},
        {{10.0, 20.0, 30.0, 0.0, 120.0, 0.0}, {0.3, 2.0}}};
    for (const auto& d : kFloatDtypes) {
      // Tensor parameters keep their dtype: the volume's, float32 for half volumes.
      const torch::ScalarType pd = d.type == torch::kDouble ? torch::kDouble : torch::kFloat;
      for (const std::string& border : borders)
        for (const std::string& mode : modes) {
          std::vector<int64_t> sizes = {3, 5};
          if (mode == "nearest")
            sizes.push_back(border == "reflect" ? 9 : border == "circular" ? 11 : 13);
          for (int64_t k : sizes) {
            const std::string cls = c10::str(d.name, "_", border, "_", mode, "_k", k);
            const torch::Tensor x = UniformInput(shape, d.type, cls);
            for (size_t t = 0; t < tables.size(); ++t) {
              if (k > 5 && t == 2) continue;  // two tables for the wide kernels
              tensor_point(c10::str(cls, "_t", t), cls, x, param(tables[t].first, {2, 3}, pd),
                           param(tables[t].second, {2}, pd), k, border, mode);
            }
          }
        }
      for (const std::string& mode : modes) {
        const std::string cls = c10::str(d.name, "_", mode, "_shared");
        const torch::Tensor x = UniformInput(shape, d.type, cls);
        tensor_point(cls + "_a", cls, x, param({45.0, 0.0, 10.0}, {1, 3}, pd),
                     param({0.5}, {1}, pd), 5, "replicate", mode);
        tensor_point(cls + "_b", cls, x, param({-30.0, 60.0, 0.0}, {1, 3}, pd),
                     param({-1.0}, {1}, pd), 5, "replicate", mode);
        const std::string vec = c10::str(d.name, "_", mode, "_vector");
        tensor_point(vec + "_a", vec, x, param({90.0, 90.0, 0.0}, {3}, pd), param({-0.5}, {}, pd),
                     3, "replicate", mode);
        tensor_point(vec + "_b", vec, x, param({0.0, 0.0, 35.0}, {3}, pd), param({0.3}, {}, pd), 3,
                     "replicate", mode);
      }
    }
    const std::vector<std::vector<double>> angles = {
        {0.0, 0.0, 0.0}, {45.0, 0.0, 0.0}, {0.0, 90.0, 0.0}, {0.0, 0.0, -30.0}, {10.0, 20.0, 30.0}};
    const std::vector<double> directions = {-1.0, 0.0, 1.0, 0.3, 0.5};
    for (const auto& d : kFloatDtypes)
      for (const std::string& mode : modes)
        for (size_t i = 0; i < angles.size(); ++i) {
          const std::string id = c10::str(d.name, "_host_", mode, "_", i);
          host_point(id, id, UniformInput(shape, d.type, id), 5, angles[i], directions[i],
                     "replicate", mode);
        }
    auto host = [&](const std::string& id, const std::string& cls, const torch::Tensor& x) {
      host_point(id, cls, x, 5, {35.0, 10.0, -20.0}, 0.5, "replicate", "nearest");
    };
    for (const auto& d : kFloatDtypes) {
      const std::string cls = std::string(d.name) + "_host_k5";
      for (ValueClass v : kAllValueClasses) {
        const std::string id = cls + "_" + ValueClassName(v);
        host(id, cls, MakeInput(shape, d.type, v, SeedOf(id)));
      }
      const std::string large = std::string(d.name) + "_replicate_k5_large";
      host(large, large, UniformInput({2, 3, 8, 64, 64}, d.type, large));
    }
    // uint8 and bool (int32's fused replay contracts as uint8's does, a bound
    // the contract states for floating dtypes and uint8 only).
    for (const Dt d : {Dt{torch::kByte, "uint8"}, Dt{torch::kBool, "bool"}}) {
      const std::string id = std::string(d.name) + "_host_k5";
      host(id, id,
           d.type == torch::kBool ? UniformInput(shape, torch::kFloat, id) < 0.5
                                  : UniformInput(shape, d.type, id, 0, 255));
    }
    for (const std::string border : {"constant", "replicate"})
      for (const auto& [what, s, k] :
           {std::tuple<const char*, std::vector<int64_t>, int64_t>{"d1", {2, 3, 1, 7, 9}, 3},
            {"h1", {2, 3, 5, 1, 9}, 3},
            {"small", {2, 3, 3, 3, 3}, 7}}) {
        const std::string id = "float32_" + border + "_" + what;
        tensor_point(id, id, UniformInput(s, torch::kFloat, id),
                     param({45.0, 0.0, 0.0, 0.0, 90.0, 30.0}, {2, 3}, torch::kFloat),
                     param({1.0, 0.3}, {2}, torch::kFloat), k, border, "nearest");
      }
    for (const Dt pd : {Dt{torch::kHalf, "float16"}, Dt{torch::kBFloat16, "bfloat16"},
                        Dt{torch::kDouble, "float64"}})
      for (const std::string& mode : modes) {
        const std::string id = c10::str("float32_", mode, "_angle_", pd.name);
        tensor_point(id, id, UniformInput(shape, torch::kFloat, id),
                     param({35.0, 0.0, -60.0, 10.0, 20.0, 30.0}, {2, 3}, pd.type),
                     param({0.5, -0.3}, {2}, pd.type), 5, "replicate", mode);
      }
    return points;
  };
  c.batch_inputs = {0, 1, 2};
  c.tolerance.fused_ulp = {{"float32", 8}, {"float64", 8}, {"uint8", 8}};
  c.tolerance.reason =
      "filter3d's taps are the composite's addcmul chain, which the TensorExpr fuser contracts "
      "into fused multiply-adds";
  const torch::Tensor x = torch::rand({2, 3, 6, 6, 6});
  const torch::Tensor a2 = torch::tensor({30.0f, 0.0f, 0.0f, 0.0f, 60.0f, 0.0f}).view({2, 3});
  const torch::Tensor d2 = torch::tensor({0.5f, -0.5f});
  const OpFn run = [](const Inputs& in) { return motion_blur3d(in[0], 3, in[1], in[2]); };
  auto host = [](torch::Tensor v, int64_t k, std::string border, std::string mode) {
    return [=] { motion_blur3d(v, k, {30.0, 0.0, 10.0}, 0.5, border, mode); };
  };
  c.errors.insert(
      c.errors.end(),
      {{"rank_4", host(torch::rand({2, 3, 6, 6}), 3, "replicate", "nearest"),
        "expected an input of shape (B, C, D, H, W), but got shape [2, 3, 6, 6]"},
       {"complex", host(x.to(torch::kComplexFloat), 3, "replicate", "nearest"),
        "expected a real input (not complex), but got complex64", std::nullopt, ErrorKind::kType},
       {"kernel_even", host(x, 4, "replicate", "nearest"),
        "expected an odd kernel_size of at least 3, but got kernel_size = 4"},
       {"kernel_1", host(x, 1, "replicate", "nearest"),
        "expected an odd kernel_size of at least 3, but got kernel_size = 1"},
       {"angle_two",
        [x] {
          motion_blur3d(x, 3, {30.0, 0.0}, 0.5);
        },
        "expected angle of 3 values (yaw, pitch, roll), but got 2 values"},
       {"mode_unknown", host(x, 3, "replicate", "bicubic"),
        "expected mode nearest or bilinear, but got 'bicubic'"},
       {"border_unknown", host(x, 3, "wrap", "nearest"),
        "expected border_type constant, reflect, replicate or circular, but got 'wrap'"},
       {"reflect_too_small", host(x, 13, "reflect", "nearest"),
        "expected a kernel radius < the image side for border_type reflect, but got kernel_size "
        "= (13, 13) on an image of 6x6"},
       {"reflect_depth", host(torch::rand({2, 3, 4, 20, 20}), 9, "reflect", "nearest"),
        "expected a kernel depth radius < the volume's depth for border_type reflect, but got a "
        "depth of 9 on a volume of depth 4"},
       Refused("angle_shape", run, {x, a2.view({3, 2}), torch::zeros({3})},
               "expected angle of shape (B, 3), but got shape [3, 2]"),
       Refused("direction_length", run, {x, a2, torch::zeros({3})},
               "expected direction of the batch of angle (2), but got shape [3]"),
       Refused("angle_batch", run, {x, torch::zeros({3, 3}), torch::zeros({3})},
               "expected angle and direction of batch 1 or 2 (the batch), but got shape [3, 3]"),
       Refused("angle_dtypes", run, {x, a2, d2.to(torch::kDouble)},
               "expected direction in the dtype of angle (float32), but got float64",
               ErrorKind::kType)});
  c.tensor_args = {{"angle", {.input = 1, .dtypes = {torch::kFloat}}},
                   {"direction", {.input = 2, .dtypes = {torch::kFloat}}}};
  return c;
}

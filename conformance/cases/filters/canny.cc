// Conformance case of ops/filters/canny: per floating dtype, 1 and 3
// channels, hysteresis on and off, one shape class on two images; every
// value class; kernel sizes 1 x 1 to the largest reflect takes on a 13 x 17
// image (25 x 33); sigma tables as a graph input (shared and per sample) and
// sigma at its smallest positive value; thresholds equal, tiny and huge, eps
// 0; a serpentine edge whose hysteresis needs 318 rounds (the closure's
// reach); integer and bool images, a constant image, 1 x N and N x 1 images
// with a kernel that fits them and the threads-size image (batch 0 and 1:
// the layouts check).
// The points return (magnitude, edges) concatenated on the last dim.
#include "ops/filters/canny.h"

#include <c10/util/StringUtil.h>

#include <limits>

#include "conformance/cases/family.h"

namespace {

// A 33 x 40 gray image: a 3-pixel corridor of 0.3 winding down in six bands
// (walls of 0) that starts with a ramp from 1.0: with thresholds (0.3, 1.0)
// the ramp's few strong edges reach the corridor's 360 weak ones only
// through hysteresis, over 318 rounds of Kornia's loop.
torch::Tensor Serpentine(torch::ScalarType dtype) {
  const int64_t h = 33, w = 40;
  torch::Tensor x = torch::zeros({1, 1, h, w});
  for (int64_t b = 0; b < h - 3; b += 6) {
    x.index_put_({0, 0, torch::indexing::Slice(b + 1, b + 4), torch::indexing::Slice(2, w - 2)},
                 0.3);
    const int64_t left = (b / 6) % 2 == 0 ? w - 5 : 2;
    x.index_put_(
        {0, 0, torch::indexing::Slice(b + 4, b + 7), torch::indexing::Slice(left, left + 3)}, 0.3);
  }
  x.index_put_({0, 0, torch::indexing::Slice(1, 4), torch::indexing::Slice(2, 6)},
               torch::linspace(1.0, 0.3, 4));
  return x.to(dtype);
}

torch::Tensor Packed(const std::tuple<torch::Tensor, torch::Tensor>& out) {
  return torch::cat({std::get<0>(out), std::get<1>(out)}, -1);
}

}  // namespace

KC_CASE(filters, canny) {
  using filters::canny;
  using KernelSize = std::array<int64_t, 2>;
  OpCase c = ImageOp(op);
  c.points = [] {
    std::vector<SweepPoint> points;
    struct Args {
      double low = 0.1, high = 0.2;
      KernelSize ks = {5, 5};
      std::array<double, 2> sigma = {1.0, 1.0};
      bool hysteresis = true;
      double eps = 1e-6;
    };
    auto add = [&](const std::string& id, const std::string& cls, const torch::Tensor& x,
                   const Args& a) {
      points.push_back(
          Point(id, cls, {x},
                [a](const Inputs& in) {
                  return Packed(canny(in[0], a.low, a.high, a.ks, a.sigma, a.hysteresis, a.eps));
                },
                {.args = {In(0), a.low, a.high, KorniaArg::array({a.ks[0], a.ks[1]}),
                          KorniaArg::array({a.sigma[0], a.sigma[1]}), a.hysteresis, a.eps},
                 .pack = "last"}));
    };
    for (const auto& d : kFloatDtypes) {
      for (int64_t channels : {1, 3})
        for (bool hysteresis : {true, false}) {
          const std::string cls =
              c10::str(d.name, "_c", channels, hysteresis ? "_hysteresis" : "_weak");
          for (const char* k : {"a", "b"})
            add(cls + "_" + k, cls, UniformInput({2, channels, 13, 17}, d.type, cls + k),
                {.hysteresis = hysteresis});
        }
      for (ValueClass v : kAllValueClasses) {
        const std::string cls = std::string(d.name) + "_host", id = cls + "_" + ValueClassName(v);
        add(id, cls, MakeInput({2, 3, 13, 17}, d.type, v, SeedOf(id)), {});
      }
      const std::string serpentine = std::string(d.name) + "_serpentine";
      add(serpentine, serpentine, Serpentine(d.type), {.low = 0.3, .high = 1.0});
      const std::string flat = std::string(d.name) + "_constant_image";
      add(flat, flat, torch::full({2, 3, 13, 17}, 0.7).to(d.type), {});
    }
    // Kernel sizes, sigmas, thresholds and eps (float32 and float64).
    for (const Dt d : {Dt{torch::kFloat, "float32"}, Dt{torch::kDouble, "float64"}}) {
      for (const KernelSize ks :
           std::vector<KernelSize>{{1, 1}, {3, 3}, {3, 7}, {7, 3}, {25, 33}}) {
        const std::string id = c10::str(d.name, "_k", ks[0], "x", ks[1]);
        add(id, id, UniformInput({2, 3, 13, 17}, d.type, id), {.ks = ks});
      }
      const double tiny = std::numeric_limits<double>::denorm_min();
      const std::vector<std::pair<std::string, Args>> args = {
          {"sigma_tiny", {.sigma = {tiny, tiny}}},
          {"sigma_anisotropic", {.sigma = {0.3, 4.0}}},
          {"thresholds_equal", {.low = 0.15, .high = 0.15}},
          {"thresholds_tiny", {.low = 1e-30, .high = 1e-30}},
          {"threshold_high_huge", {.low = 0.1, .high = 1e30}},
          {"eps0", {.eps = 0.0}},
          {"eps0_weak", {.hysteresis = false, .eps = 0.0}}};
      for (const auto& [name, a] : args) {
        const std::string id = c10::str(d.name, "_", name);
        add(id, id, UniformInput({2, 3, 13, 17}, d.type, id), a);
        if (name == "sigma_tiny" && d.type == torch::kFloat)
          points.back().kornia.none =
              "Kornia rounds the sigma tuple to the image's dtype, where 4.9e-324 is 0 in "
              "float32, and refuses it (BaseError: sigma must be positive); ours judges the "
              "float64 sigma, positive (docs/LIMITS.md)";
      }
      for (const auto& [name, h, w] :
           {std::tuple<const char*, int64_t, int64_t>{"1x17", 1, 17}, {"13x1", 13, 1}}) {
        const std::string id = c10::str(d.name, "_", name);
        add(id, id, UniformInput({2, 1, h, w}, d.type, id),
            {.ks = {h == 1 ? 1 : 5, w == 1 ? 1 : 5}});
      }
      const std::string large = std::string(d.name) + "_large";
      add(large, large, LargeImage(d.type, 3, large), {});
    }
    // Per-sample and shared sigma tables, a graph input.
    for (const Dt d : {Dt{torch::kFloat, "float32"}, Dt{torch::kDouble, "float64"}}) {
      const std::vector<std::pair<std::string, torch::Tensor>> tables = {
          {"sigma_shared", torch::tensor({{1.5, 0.7}})},
          {"sigma_per_sample", torch::tensor({{0.5, 2.0}, {1.0, 1.0}})}};
      for (const auto& [name, table] : tables) {
        const std::string id = c10::str(d.name, "_", name);
        points.push_back(
            Point(id, id, {UniformInput({2, 3, 13, 17}, d.type, id), table.to(d.type)},
                  [](const Inputs& in) {
                    return Packed(canny(in[0], 0.1, 0.2, {5, 5}, in[1]));
                  },
                  {.args = {In(0), 0.1, 0.2, KorniaArg::array({5, 5}), In(1)}, .pack = "last"}));
      }
    }
    // Integer and bool images (float32 out).
    for (const Dt d : {Dt{torch::kByte, "uint8"}, Dt{torch::kInt, "int32"}}) {
      const std::string id = std::string(d.name) + "_host";
      add(id, id, UniformInput({2, 3, 13, 17}, d.type, id, 0, 255), {.low = 10, .high = 40});
    }
    add("bool_host", "bool_host", UniformInput({2, 1, 13, 17}, torch::kFloat, "bool_host").gt(0.5),
        {});
    return points;
  };
  c.batch_inputs = {0, 1};
  c.tolerance.fused_ulp = {
      {"float32", 2}, {"float64", 2}, {"bool", 2}, {"uint8", 32}, {"int32", 32}};
  c.tolerance.reason =
      "the TensorExpr fuser contracts the gray conversion's and the magnitude's multiply-adds "
      "(measured: 1 ulp on float images, 24 on integer ones, whose gray values are large); a "
      "suppression or threshold decision it moved would differ by far more";
  const torch::Tensor x = torch::rand({2, 3, 8, 8});
  c.errors.insert(
      c.errors.end(),
      {{"thresholds_order", [x] { canny(x, 0.3, 0.2); },
        "expected low_threshold <= high_threshold, but got low_threshold = 0.3 > high_threshold = "
        "0.2"},
       {"threshold_zero", [x] { canny(x, 0.0, 0.2); },
        "expected a positive low_threshold, but got low_threshold = 0"},
       {"threshold_negative", [x] { canny(x, -2.0, 0.3); },
        "expected a positive low_threshold, but got low_threshold = -2"},
       {"channels_2",
        [] {
          canny(torch::rand({1, 2, 8, 8}));
        },
        "expected an input of 1 or 3 channels, but got shape [1, 2, 8, 8]"},
       {"kernel_even",
        [x] {
          canny(x, 0.1, 0.2, {4, 5});
        },
        "expected a positive odd kernel size, but got kernel_size = (4, 5)"},
       {"reflect_too_small",
        [] {
          canny(torch::rand({1, 1, 2, 9}));
        },
        "expected a kernel radius < the image side for border_type reflect, but got kernel_size "
        "= (5, 5) on an image of 2x9"},
       {"sigma_zero_host",
        [x] {
          canny(x, 0.1, 0.2, {5, 5}, {0.0, 1.0});
        },
        "expected a positive sigma, but got sigma = (0, 1)"},
       Refused(
           "sigma_shape",
           [](const Inputs& in) {
             return Packed(canny(in[0], 0.1, 0.2, {3, 3}, in[1]));
           },
           {x, torch::rand({3, 2})},
           "expected sigma of shape (1, 2) or (2, 2), but got shape [3, 2]")});
  c.tensor_args = {{"sigma", {.input = 1, .dtypes = kFloatingDtypes}}};
  return c;
}

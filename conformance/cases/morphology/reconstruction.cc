// Conformance case of ops/morphology/reconstruction: per floating dtype a
// 5 x 6 closure first (the Python paths' export and ONNX points); per dtype x
// method, one shape class (seed and mask inputs) on two image pairs to the
// closure (num_iters None), and num_iters 0, 1 and 3; kernels as an input
// (3 x 3 full, cross, ring, all-zero: the centre alone, a single pixel off
// the centre, 5 x 3, 1 x 1, non-flat values: membership only); a serpentine
// mask whose reconstruction takes 300-odd steps; every value class (NaN:
// the closure is NaN over the plane); seed above the mask; mixed dtypes
// (float16 seed, float32 mask); 1 x N and N x 1 images and the threads-size
// image.
#include "ops/morphology/reconstruction.h"

#include <c10/util/StringUtil.h>

#include "conformance/cases/family.h"

namespace {

// A 33 x 40 mask: a 3-pixel corridor of 0.8 winding down in six bands (walls
// of 0.1) and a seed of 0.6 at its start: the value runs the whole corridor,
// one step a pixel (over 300 steps).
std::pair<torch::Tensor, torch::Tensor> Serpentine(torch::ScalarType dtype) {
  using torch::indexing::Slice;
  const int64_t h = 33, w = 40;
  torch::Tensor mask = torch::full({1, 1, h, w}, 0.1);
  for (int64_t b = 0; b < h - 3; b += 6) {
    mask.index_put_({0, 0, Slice(b + 1, b + 4), Slice(2, w - 2)}, 0.8);
    const int64_t left = (b / 6) % 2 == 0 ? w - 5 : 2;
    mask.index_put_({0, 0, Slice(b + 4, b + 7), Slice(left, left + 3)}, 0.8);
  }
  torch::Tensor seed = torch::zeros({1, 1, h, w});
  seed.index_put_({0, 0, Slice(1, 4), Slice(2, 4)}, 0.6);
  return {seed.to(dtype), mask.to(dtype)};
}

}  // namespace

KC_CASE(morphology, reconstruction) {
  using morphology::reconstruction;
  OpCase c = ImageOp(op);
  c.points = [] {
    std::vector<SweepPoint> points;
    struct Args {
      std::string method = "dilation";
      std::optional<int64_t> num_iters;
    };
    auto kornia = [](const Args& a, bool kernel) {
      KorniaCall k{.args = {In(0), In(1)}};
      k.kwargs["kernel"] = kernel ? In(2) : KorniaArg(nullptr);
      k.kwargs["method"] = a.method;
      k.kwargs["num_iters"] = a.num_iters ? KorniaArg(*a.num_iters) : KorniaArg(nullptr);
      return k;
    };
    // seed and mask (and the kernel) as inputs.
    auto add = [&](const std::string& id, const std::string& cls, Inputs in, const Args& a) {
      const bool kernel = in.size() == 3;
      points.push_back(Point(
          id, cls, std::move(in),
          [a, kernel](const Inputs& x) {
            return reconstruction(x[0], x[1],
                                  kernel ? std::optional<torch::Tensor>(x[2]) : std::nullopt,
                                  a.method, a.num_iters);
          },
          kornia(a, kernel)));
    };
    auto pair = [](torch::ScalarType d, const std::string& id) {
      const torch::Tensor mask = UniformInput({2, 3, 13, 17}, d, id + "_mask");
      const torch::Tensor seed = UniformInput({2, 3, 13, 17}, d, id + "_seed", 0.0, 0.6);
      return Inputs{seed, mask};
    };
    const std::vector<std::pair<std::string, torch::Tensor>> kernels = {
        {"full3", torch::ones({3, 3})},
        {"cross", torch::tensor({{0., 1., 0.}, {1., 1., 1.}, {0., 1., 0.}})},
        {"ring", torch::tensor({{1., 1., 1.}, {1., 0., 1.}, {1., 1., 1.}})},
        {"zero3", torch::zeros({3, 3})},
        {"pixel", torch::tensor({{0., 0., 0.}, {0., 0., 1.}, {0., 0., 0.}})},
        {"full5x3", torch::ones({5, 3})},
        {"one", torch::ones({1, 1})},
        {"nonflat", torch::tensor({{0.5, 0., 2.}, {-1., 3., 0.}, {0.25, 0., 7.}})}};
    // First per dtype (the Python paths' first points: export, ONNX): a
    // 5 x 6 closure, whose lowered composite form is 29 steps.
    for (const auto& d : kFloatDtypes) {
      const std::string cls = c10::str(d.name, "_dilation_small");
      for (const char* k : {"a", "b"}) {
        const std::string id = cls + "_" + k;
        add(id, cls,
            {UniformInput({2, 3, 5, 6}, d.type, id + "s", 0.0, 0.6),
             UniformInput({2, 3, 5, 6}, d.type, id + "m")},
            {});
      }
    }
    for (const auto& d : kFloatDtypes)
      for (const std::string method : {"dilation", "erosion"}) {
        for (const std::optional<int64_t> n :
             {std::optional<int64_t>(), std::optional<int64_t>(0), std::optional<int64_t>(1),
              std::optional<int64_t>(3)}) {
          const std::string cls =
              c10::str(d.name, "_", method, n ? c10::str("_iters", *n) : std::string("_closure"));
          for (const char* k : {"a", "b"})
            add(cls + "_" + k, cls, pair(d.type, cls + k), {method, n});
        }
        for (const auto& [name, kernel] : kernels) {
          const std::string cls = c10::str(d.name, "_", method, "_kernel_", name);
          Inputs in = pair(d.type, cls);
          in.push_back(kernel);
          add(cls, cls, std::move(in), {method});
        }
        const std::string serpentine = c10::str(d.name, "_", method, "_serpentine");
        auto [seed, mask] = Serpentine(d.type);
        if (method == "erosion") std::tie(seed, mask) = std::make_pair(1 - seed, 1 - mask);
        add(serpentine, serpentine, {seed, mask}, {method});
      }
    for (const auto& d : kFloatDtypes)
      for (ValueClass v : kAllValueClasses) {
        const std::string cls = std::string(d.name) + "_values", id = cls + "_" + ValueClassName(v);
        add(id, cls,
            {MakeInput({2, 3, 13, 17}, d.type, v, SeedOf(id + "s")),
             MakeInput({2, 3, 13, 17}, d.type, v, SeedOf(id + "m"))},
            {});
      }
    for (const Dt d : {Dt{torch::kFloat, "float32"}, Dt{torch::kDouble, "float64"}}) {
      const std::string above = std::string(d.name) + "_seed_above_mask";
      Inputs in = pair(d.type, above);
      add(above, above, {in[1] + 0.25, in[1]}, {});
      for (const auto& [name, h, w] :
           {std::tuple<const char*, int64_t, int64_t>{"1x17", 1, 17}, {"13x1", 13, 1}}) {
        const std::string id = c10::str(d.name, "_", name);
        add(id, id,
            {UniformInput({2, 3, h, w}, d.type, id + "s", 0.0, 0.6),
             UniformInput({2, 3, h, w}, d.type, id + "m")},
            {});
      }
      const std::string large = std::string(d.name) + "_large";
      add(large, large,
          {LargeImage(d.type, 3, large + "s", 0.0, 0.6), LargeImage(d.type, 3, large + "m")}, {});
    }
    const std::string mixed = "float16_seed_float32_mask";
    add(mixed, mixed,
        {UniformInput({2, 3, 13, 17}, torch::kHalf, mixed + "s", 0.0, 0.6),
         UniformInput({2, 3, 13, 17}, torch::kFloat, mixed + "m")},
        {});
    return points;
  };
  c.batch_inputs = {0, 1};
  // The kernel is a membership mask: every real dtype (its non-zero cells).
  c.tensor_args = {
      {"mask", {.input = 1, .dtypes = kFloatingDtypes}},
      {"kernel",
       {.input = 2,
        .dtypes = {torch::kHalf, torch::kBFloat16, torch::kFloat, torch::kDouble, torch::kByte,
                   torch::kChar, torch::kShort, torch::kInt, torch::kLong, torch::kBool}}}};
  const torch::Tensor x = torch::rand({2, 3, 6, 6});
  c.errors.insert(
      c.errors.end(),
      {{"mask_shape",
        [x] {
          reconstruction(x, torch::rand({2, 3, 6, 5}));
        },
        "expected a mask of seed's shape [2, 3, 6, 6], but got shape [2, 3, 6, 5]"},
       {"method", [x] { reconstruction(x, x, std::nullopt, "opening"); },
        "expected method dilation or erosion, but got 'opening'"},
       {"engine_convolution",
        [x] { reconstruction(x, x, std::nullopt, "dilation", std::nullopt, 4, "convolution"); },
        "expected engine auto, unfold or shift, but got 'convolution'"},
       {"num_iters_negative", [x] { reconstruction(x, x, std::nullopt, "dilation", -1); },
        "expected num_iters >= 0, but got num_iters = -1"},
       {"check_every_zero",
        [x] { reconstruction(x, x, std::nullopt, "dilation", std::nullopt, 0); },
        "expected check_every >= 1, but got check_every = 0"},
       {"kernel_1d", [x] { reconstruction(x, x, torch::ones({3})); },
        "expected a kernel of shape (kH, kW), but got shape [3]"},
       {"kernel_even",
        [x] {
          reconstruction(x, x, torch::ones({2, 3}));
        },
        "expected odd kernel sizes, but got a 2x3 kernel"}});
  return c;
}

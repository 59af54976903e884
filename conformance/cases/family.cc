// Out-of-line bodies of family.h: compiled once in //conformance:cases_common,
// not again in every case file that includes the header.
#include "conformance/cases/family.h"

#include <ATen/CPUGeneratorImpl.h>
#include <torch/types.h>

#include <array>
#include <cmath>
#include <functional>
#include <optional>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

namespace kornia::conformance::cases {

std::vector<ErrorCase> SignatureErrors(const std::string& op, const core::ImageSpec& image,
                                       const ImageCall& call) {
  std::vector<ErrorCase> errors;
  const size_t prefix = op.size() + 4;  // "<op>(): "
  for (const RefusedShape& r : RefusedShapes(image))
    errors.push_back({r.id, [call, shape = r.shape] { call(torch::rand(shape)); },
                      ImageShapeMessage(op, image, r.shape).substr(prefix)});
  return errors;
}

int64_t ChannelsOf(const core::ImageSpec& image) {
  return image.channels == core::kAnyChannels ? 3 : image.channels;
}

OpCase ImageOp(const core::OpSpec& op) { return ImageOp(op, op.call); }

OpCase ImageOp(const core::OpSpec& op, ImageCall call) {
  TORCH_CHECK(op.image.has_value() && call,
              "ImageOp(): " + op.name + "'s descriptor has no image signature, or no call");
  const core::ImageSpec& image = *op.image;
  OpCase c;
  c.name = op.Subject();
  c.package = op.package;
  c.kornia = op.kornia;
  c.image = op.image;
  if (op.dtypes.empty()) {
    c.claimed_dtypes = SignatureDtypes(image.dtypes);
  } else {
    for (torch::ScalarType d : op.dtypes) c.claimed_dtypes.insert(d);
  }
  const int64_t channels = ChannelsOf(image);
  c.probe = [call, channels](torch::ScalarType d) {
    return call(ProbeImage(d, {1, channels, 4, 5}));
  };
  c.points = [] { return std::vector<SweepPoint>{}; };  // the family's, or the case's own
  c.batch_inputs = {0};
  c.errors = SignatureErrors(c.name, image, call);
  return c;
}

void AddPoints(OpCase& c, std::function<std::vector<SweepPoint>()> more) {
  c.points = [base = c.points, more = std::move(more)] {
    std::vector<SweepPoint> points = base ? base() : std::vector<SweepPoint>{};
    for (auto& p : more()) points.push_back(std::move(p));
    return points;
  };
}

OpCase ElementwiseOp(const core::OpSpec& op, ElementwiseSpec sweep) {
  OpCase c = ImageOp(op);
  sweep.channels = ChannelsOf(*op.image);
  sweep.run = [call = op.call](const Inputs& in) { return call(in[0]); };
  c.points = [sweep] { return ElementwisePoints(sweep); };
  return c;
}

torch::Tensor TiesImage(torch::ScalarType dtype) {
  const torch::Tensor one = torch::ones({1}, dtype);
  const torch::Tensor below_one = StepUlp(one, -1);
  const torch::Tensor levels =
      torch::cat({torch::tensor({0.0, 1e-3, 0.25, 0.5, 0.75, 1.0}).to(dtype), below_one});
  const int64_t n = levels.size(0);
  const torch::Tensor idx = torch::arange(n * n * n);
  const torch::Tensor r = levels.index_select(0, idx.div(n * n, "floor"));
  const torch::Tensor g = levels.index_select(0, idx.div(n, "floor").remainder(n));
  const torch::Tensor b = levels.index_select(0, idx.remainder(n));
  return torch::stack({r, g, b}).view({1, 3, 7, n * n});
}

OpCase ColorOp(const core::OpSpec& op, std::optional<Inverse> inverse) {
  OpCase c = ElementwiseOp(op);
  c.inverse = std::move(inverse);
  AddPoints(c, [call = op.call] {
    std::vector<SweepPoint> points;
    for (const auto& d : kFloatDtypes) {
      const std::string id = std::string(d.name) + "_ties";
      points.push_back(
          Point(id, id, {TiesImage(d.type)}, [call](const Inputs& in) { return call(in[0]); }));
    }
    return points;
  });
  return c;
}

Inverse InverseOf(const core::OpSpec& inverse, std::map<std::string, double> max_abs,
                  std::string reason, double lo, double hi) {
  return {.name = inverse.name,
          .run = inverse.call,
          .max_abs = std::move(max_abs),
          .reason = std::move(reason),
          .lo = lo,
          .hi = hi};
}

torch::Tensor NearValues(torch::ScalarType dtype, const std::vector<double>& centers,
                         int64_t ulps) {
  const torch::Tensor c = torch::tensor(centers, torch::kDouble).to(dtype);
  std::vector<torch::Tensor> steps;
  for (int64_t k = -ulps; k <= ulps; ++k) steps.push_back(StepUlp(c, k));
  return torch::stack(steps, 1).flatten();
}

std::vector<SweepPoint> NearPoints(const ImageCall& call, const std::string& name,
                                   const std::vector<double>& centers, int64_t ulps) {
  std::vector<SweepPoint> points;
  for (const auto& d : kFloatDtypes) {
    const torch::Tensor v = NearValues(d.type, centers, ulps);
    const int64_t n = v.size(0);
    const torch::Tensor image =
        torch::stack({v, v.roll(n / 3), v.roll(2 * n / 3)}).view({1, 3, 1, n});
    const std::string id = std::string(d.name) + "_near_" + name;
    points.push_back(Point(id, id, {image}, [call](const Inputs& in) { return call(in[0]); }));
  }
  return points;
}

OpCase CurveOp(const core::OpSpec& op, Inverse inverse, const std::string& near,
               const std::vector<double>& centers, Tolerance tolerance) {
  OpCase c = ColorOp(op, std::move(inverse));
  AddPoints(c, [call = op.call, near, centers] { return NearPoints(call, near, centers, 16); });
  c.tolerance = std::move(tolerance);
  return c;
}

std::vector<SweepPoint> VariantPoints(const std::vector<Variant>& variants, double lo, double hi) {
  std::vector<SweepPoint> points;
  for (const auto& d : kFloatDtypes)
    for (const Variant& v : variants) {
      const std::string id = std::string(d.name) + "_" + v.id;
      points.push_back(Point(id, id, {UniformInput({2, 3, 3, 33}, d.type, id, lo, hi)},
                             OnImage(v.call), v.kornia));
    }
  return points;
}

std::vector<SweepPoint> IntegerPoints(const ImageCall& call,
                                      const std::vector<torch::ScalarType>& dtypes,
                                      int64_t channels) {
  std::vector<SweepPoint> points;
  for (torch::ScalarType t : dtypes) {
    const std::string id = DtypeId(t) + "_w33";
    points.push_back(Point(
        id, id, {MakeInput({2, channels, 3, 33}, t, ValueClass::kUniform, SeedOf(id), 0, 255)},
        [call](const Inputs& in) { return call(in[0]); }));
  }
  return points;
}

std::vector<SweepPoint> HuePoints(const ImageCall& call,
                                  const std::vector<std::array<double, 2>>& others) {
  std::vector<SweepPoint> points;
  auto run = [call](const Inputs& in) { return call(in[0]); };
  std::vector<double> edges;
  for (int k = 0; k <= 6; ++k) edges.push_back(k * M_PI / 3);
  const int64_t rows = static_cast<int64_t>(others.size());
  for (const auto& d : kFloatDtypes) {
    const std::string id = std::string(d.name) + "_hue_wheel";
    const torch::Tensor hue =
        MakeInput({2, 1, 3, 33}, d.type, ValueClass::kUniform, SeedOf(id), -2 * M_PI, 4 * M_PI);
    const torch::Tensor rest = MakeInput({2, 2, 3, 33}, d.type, ValueClass::kUniform, SeedOf(id));
    points.push_back(Point(id, id, {torch::cat({hue, rest}, 1)}, run));
    const torch::Tensor h = NearValues(d.type, edges, 8).expand({rows, -1});
    const int64_t n = h.size(1);
    std::vector<torch::Tensor> channels = {h};
    for (int c = 0; c < 2; ++c) {
      std::vector<double> v;
      for (const auto& o : others) v.push_back(o[c]);
      channels.push_back(torch::tensor(v).to(d.type).view({rows, 1}).expand({rows, n}));
    }
    const std::string near = std::string(d.name) + "_near_sextants";
    points.push_back(Point(near, near, {torch::stack(channels).unsqueeze(0).contiguous()}, run));
  }
  return points;
}

void WithKorniaCall(OpCase& c, KorniaCall call) {
  c.points = [base = c.points, call = std::move(call)] {
    std::vector<SweepPoint> points = base();
    for (SweepPoint& p : points)
      if (p.kornia.empty()) p.kornia = call;
    return points;
  };
}

std::vector<SweepPoint> RandomPoints(const RandomSpec& s) {
  std::vector<SweepPoint> points;
  auto add = [&](const std::string& id, const std::string& cls, const Dt& d, torch::Tensor x,
                 const std::string& variant, const augmentation::Gate& p, const at::Generator& gen,
                 uint64_t seed) {
    auto state = Seeded(gen, seed);
    SweepPoint pt =
        Point(id, cls, {std::move(x)}, [state, variant, p, call = s.call](const Inputs& in) {
          return call(variant, p, state->generator, in[0]);
        });
    pt.random = state;
    points.push_back(std::move(pt));
  };
  auto suffix = [](const std::string& v) { return v.empty() ? v : "_" + v; };
  // The value range of a dtype's images: [lo, hi], integers 0..255.
  auto range = [&s](const Dt& d) {
    return torch::isFloatingType(d.type) ? std::pair{s.lo, s.hi} : std::pair{0.0, 255.0};
  };
  for (const Dt& d : s.dtypes) {
    const auto [lo, hi] = range(d);
    for (double p : {0.0, 0.5, 1.0})
      for (const std::string& v : s.variants) {
        const std::string cls = std::string(d.name) + "_" + PName(p) + suffix(v);
        const at::Generator gen = at::make_generator<at::CPUGeneratorImpl>(0);  // one per class
        for (uint64_t seed : {1, 2, 3}) {
          const std::string id = cls + "_seed" + std::to_string(seed);
          add(id, cls, d, MakeInput({8, 3, 4, 5}, d.type, ValueClass::kUniform, SeedOf(id), lo, hi),
              v, p, gen, seed);
        }
      }
  }
  // Kornia's batch arguments, on the first variant: (class suffix, gate,
  // image shape).
  const std::string& first = s.variants.front();
  const std::vector<std::tuple<std::string, augmentation::Gate, std::vector<int64_t>>> gates = {
      {"p05_pbatch03", {0.5, 0.3, false, false}, {8, 3, 4, 5}},
      {"p05_same", {0.5, 1.0, true, false}, {8, 3, 4, 5}},
      {"p1_same", {1.0, 1.0, true, false}, {8, 3, 4, 5}},
      {"p05_keepdim", {0.5, 1.0, false, true}, {3, 4, 5}}};
  for (const Dt& d : s.dtypes) {
    const auto [lo, hi] = range(d);
    for (const auto& [name, gate, shape] : gates) {
      const std::string cls = std::string(d.name) + "_" + name + suffix(first);
      const at::Generator gen = at::make_generator<at::CPUGeneratorImpl>(0);
      for (uint64_t seed : {1, 2, 3}) {
        const std::string id = cls + "_seed" + std::to_string(seed);
        add(id, cls, d, MakeInput(shape, d.type, ValueClass::kUniform, SeedOf(id), lo, hi), first,
            gate, gen, seed);
        points.back().unbatched = shape.size() == 3;  // one (C, H, W) image
      }
    }
  }
  for (const Dt& d : s.dtypes) {
    const auto [lo, hi] = range(d);
    const std::string id = std::string(d.name) + "_p05" + suffix(s.large_variant) + "_large";
    add(id, id, d, LargeImage(d.type, 3, id, lo, hi), s.large_variant, 0.5,
        at::make_generator<at::CPUGeneratorImpl>(0), 1);
  }
  return points;
}

std::string DrawnInside(const std::string& drawn, const std::string& aside) {
  return drawn +
         " are drawn inside op(x) from the harness's generator, which Kornia's class does not "
         "take, so no point has a Kornia call; python_augmentation.py compares the class with "
         "Kornia's under torch's global generator (one seed: Kornia's draws and output)" +
         (aside.empty() ? "" : " (" + aside + ")");
}

OpCase RandomOp(const core::OpSpec& op, const RandomSpec& sweep) {
  OpCase c = ImageOp(op);
  c.flags |= kRandom;
  c.points = [sweep] { return RandomPoints(sweep); };
  // The `.apply` overload's (ops/augmentation/registration.h): Kornia's
  // forward(x, params=...), replayed against Kornia's in python_augmentation.
  for (const char* arg : {"params", "batch_prob"})
    c.tensor_args[arg] = {.none =
                              "the .apply overload's given parameters (Kornia's forward(x, "
                              "params=...)): python_augmentation.py replays them against Kornia's"};
  return c;
}
}  // namespace kornia::conformance::cases

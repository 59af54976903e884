// Out-of-line bodies of common.h: compiled once in //conformance:cases_common,
// not again in every case file that includes the header.
#include "conformance/cases/common.h"

#include <ATen/CPUGeneratorImpl.h>
#include <torch/types.h>

#include <algorithm>
#include <functional>
#include <memory>
#include <string>
#include <utility>
#include <vector>

namespace kornia::conformance::cases {

SweepPoint Point(std::string id, std::string shape_class, Inputs inputs, OpFn run) {
  SweepPoint p;
  p.id = std::move(id);
  p.shape_class = std::move(shape_class);
  p.dtype = inputs.empty() || !inputs[0].defined() ? "" : DtypeId(inputs[0].scalar_type());
  p.inputs = std::move(inputs);
  p.run = std::move(run);
  return p;
}

SweepPoint Point(std::string id, std::string shape_class, Inputs inputs, OpFn run,
                 KorniaCall kornia) {
  SweepPoint p = Point(std::move(id), std::move(shape_class), std::move(inputs), std::move(run));
  p.kornia = std::move(kornia);
  return p;
}

torch::Tensor UniformInput(const std::vector<int64_t>& shape, torch::ScalarType dtype,
                           const std::string& id, double lo, double hi) {
  return MakeInput(shape, dtype, ValueClass::kUniform, SeedOf(id), lo, hi);
}

OpFn OnImage(core::ImageFn call) {
  return [call = std::move(call)](const Inputs& in) { return call(in[0]); };
}

ErrorCase Refused(std::string id, OpFn run, Inputs inputs, std::string message, ErrorKind kind) {
  return ErrorCase{.id = std::move(id),
                   .call = [run = std::move(run), inputs = std::move(inputs)] { run(inputs); },
                   .message = std::move(message),
                   .kind = kind};
}

ErrorCase RefusedInGraph(std::string id, OpFn run, Inputs good, Inputs bad, std::string message) {
  ErrorCase e = Refused(std::move(id), run, bad, std::move(message));
  e.graph = GraphError{std::move(run), std::move(good), std::move(bad)};
  return e;
}

SweepPoint FactoryPoint(std::string id, std::string shape_class, torch::ScalarType dtype,
                        OpFn run) {
  SweepPoint p = Point(std::move(id), std::move(shape_class), {}, std::move(run));
  p.dtype = DtypeId(dtype);
  return p;
}

std::shared_ptr<RandomState> Seeded(const at::Generator& generator, uint64_t seed) {
  auto s = std::make_shared<RandomState>();
  s->generator = generator;
  s->seed = seed;
  return s;
}

std::vector<SweepPoint> ElementwisePoints(const ElementwiseSpec& s) {
  std::vector<SweepPoint> points;
  for (const auto& d : kFloatDtypes) {
    std::vector<int64_t> widths(std::begin(kTailWidths), std::end(kTailWidths));
    widths.insert(widths.end(), std::begin(kEdgeWidths), std::end(kEdgeWidths));
    for (int64_t w : widths) {
      const std::string id = std::string(d.name) + "_w" + std::to_string(w);
      points.push_back(Point(
          id, id,
          {MakeInput({2, s.channels, 3, w}, d.type, ValueClass::kUniform, SeedOf(id), s.lo, s.hi)},
          s.run));
    }
    if (s.value_classes)
      for (ValueClass v : kAllValueClasses) {
        if (v == ValueClass::kUniform) continue;
        const std::string id = std::string(d.name) + "_w33_" + ValueClassName(v);
        points.push_back(
            Point(id, std::string(d.name) + "_w33",
                  {MakeInput({2, s.channels, 3, 33}, d.type, v, SeedOf(id), s.lo, s.hi)}, s.run));
      }
    if (s.all_bits && (d.type == torch::kHalf || d.type == torch::kBFloat16)) {
      // Channel c holds every pattern, rotated by c * 21,845 so channels differ.
      std::vector<torch::Tensor> channels;
      for (int64_t c = 0; c < s.channels; ++c)
        channels.push_back(
            AllBitPatterns(d.type, {256, 256}).flatten().roll(c * 21845).view({256, 256}));
      const std::string id = std::string(d.name) + "_all_bits";
      points.push_back(Point(id, id, {torch::stack(channels).unsqueeze(0)}, s.run));
    }
  }
  return points;
}

torch::Tensor LargeImage(torch::ScalarType dtype, int64_t channels, const std::string& id,
                         double lo, double hi) {
  return MakeInput({2, channels, 128, 128}, dtype, ValueClass::kUniform, SeedOf(id), lo, hi);
}

torch::Tensor HalfReductionImage(torch::ScalarType dtype, int64_t channels, const std::string& id) {
  return MakeInput({1, channels, 272, 272}, dtype, ValueClass::kUniform, SeedOf(id), 0.875, 1.0);
}

std::vector<SweepPoint> HalfReductionPoints(
    const std::string& op, int64_t channels,
    const std::function<SweepPoint(const std::string& id, const torch::Tensor& image)>& make) {
  std::vector<SweepPoint> points;
  for (torch::ScalarType t : {torch::kHalf, torch::kBFloat16}) {
    const std::string id = DtypeId(t) + "_reduction";
    points.push_back(make(id, HalfReductionImage(t, channels, op + "_" + id)));
  }
  return points;
}

void AddFloat64Twins(OpCase& c, std::vector<std::string> ids) {
  c.points = [base = c.points, ids = std::move(ids), name = c.name] {
    std::vector<SweepPoint> points = base();
    const size_t n = points.size();
    for (const std::string& id : ids) {
      const auto it = std::find_if(points.begin(), points.begin() + n,
                                   [&id](const SweepPoint& p) { return p.id == id; });
      TORCH_CHECK(it != points.begin() + n && id.rfind("float32", 0) == 0 &&
                      it->shape_class.rfind("float32", 0) == 0,
                  "AddFloat64Twins(): ", name, " has no float32 point '", id, "' to twin");
      SweepPoint twin = *it;
      twin.id.replace(0, 7, "float64");
      twin.shape_class.replace(0, 7, "float64");
      twin.dtype = "float64";
      for (torch::Tensor& t : twin.inputs)
        if (t.defined() && t.scalar_type() == torch::kFloat) t = t.to(torch::kDouble);
      points.push_back(std::move(twin));
    }
    return points;
  };
}

torch::Tensor ProbeImage(torch::ScalarType dtype, std::vector<int64_t> shape) {
  return MakeInput(shape, dtype, ValueClass::kUniform, 7, 0.0, 1.0);
}
}  // namespace kornia::conformance::cases

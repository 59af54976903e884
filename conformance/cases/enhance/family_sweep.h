// What the enhance package's cases share beyond one family: the sweep's
// widths, values in point ids, and the case of an op without an image
// signature.
#pragma once

#include <torch/types.h>

#include <functional>
#include <string>
#include <vector>

#include "conformance/cases/family.h"

namespace kornia::conformance::cases {

// "m0p5" for -0.5, "1p0" for 1: a value as it appears in a point id (the
// shortest decimal that reads back as v, as Python writes a float).
std::string ValueId(double v);

// Every vector tail width, then every precision-edge width.
std::vector<int64_t> SweepWidths();

// `values` as in a point id, joined by "_": "0p7_0p3".
std::string ValuesId(const std::vector<double>& values);

// The floating sweep of one dtype `d`: per width w of `widths` a point
// `<dtype>_<tag><w>`, its own shape class, on `inputs(id, w, kUniform)`; then
// per value class a point `<dtype>_<tag>33_<class>` of shape class
// `<dtype>_<tag>33` on `inputs(id, 33, class)` (the uniform one only where
// 33 is not among `widths`: there it is the width-33 point). Every point
// runs `run`, with Kornia's call `kornia`.
struct FloatSweep {
  std::string tag = "w";
  std::vector<int64_t> widths = SweepWidths();
  std::function<Inputs(const std::string& id, int64_t width, ValueClass v)> inputs;
  OpFn run;
  KorniaCall kornia;
};
std::vector<SweepPoint> FloatSweepPoints(const Dt& d, const FloatSweep& s);

// How a point id names its argument values (ValuesId by default).
using ValuesIdFn = std::function<std::string(const std::vector<double>&)>;

// One shape class `cls` replayed across argument values: per entry v of
// `values` a point `<cls>_<id_of(v)>` on `inputs(v)`, running `run` with
// Kornia's call `kornia`.
std::vector<SweepPoint> ReplayPoints(
    const std::string& cls, const std::vector<std::vector<double>>& values,
    const std::function<Inputs(const std::vector<double>&)>& inputs, const OpFn& run,
    const KorniaCall& kornia = {}, const ValuesIdFn& id_of = ValuesId);

// ReplayPoints on the image `x` and per-sample (B = 2) argument tensors: per
// entry v of `values` ({a0, a1, b0, b1, ...}) a point `<cls>_<id_of(v)>`
// on {x, [a0, a1], [b0, b1], ...}, each tensor made in float64 and cast to
// `dtype`.
std::vector<SweepPoint> PerSamplePoints(const std::string& cls, const torch::Tensor& x,
                                        torch::ScalarType dtype,
                                        const std::vector<std::vector<double>>& values,
                                        const OpFn& run, const KorniaCall& kornia = {},
                                        const ValuesIdFn& id_of = ValuesId);

// Appends `more` to `points`.
void Append(std::vector<SweepPoint>& points, std::vector<SweepPoint> more);

// The case of an op without an image signature (a histogram's samples, a
// fit's data, (B, C, *) data): its claimed dtypes (the descriptor's), its
// dtype probe `probe`, batch input 0. No points or errors yet.
OpCase DataOp(const core::OpSpec& op, DtypeProbe probe);

}  // namespace kornia::conformance::cases

// Conformance case of ops/filters/get_hanning_kernel1d (family_factory.h): sizes 3 to 2049, even
// ones too; its refusals.
#include "ops/filters/get_hanning_kernel1d.h"

#include "conformance/cases/filters/family_factory.h"

KC_CASE(filters, get_hanning_kernel1d) {
  using filters::get_hanning_kernel1d;
  FactorySweep s{
      .host = SizeForms({{3}, {4}, {5}, {8}, {255}, {2049}},
                        [](const std::vector<int64_t>& k, std::optional<torch::ScalarType> d) {
                          return get_hanning_kernel1d(k[0], std::nullopt, d);
                        })};
  OpCase c = KernelFactoryOp(op, s);
  // The threads-size window in float32 and float64 only: ATen's float16 and
  // bfloat16 cos round differently in its vector loop and its scalar tail,
  // and the thread count moves which taps take the tail (Kornia's too).
  AddPoints(c, [] {
    std::vector<SweepPoint> points;
    for (torch::ScalarType d : {torch::kFloat, torch::kDouble}) {
      SweepPoint p =
          FactoryPoint(DtypeId(d) + "_k65537", DtypeId(d) + "_k65537", d,
                       [d](const Inputs&) { return get_hanning_kernel1d(65537, std::nullopt, d); });
      p.kornia = {.args = {65537}, .kwargs = {{"dtype", DtypeArg()}}};
      points.push_back(std::move(p));
    }
    return points;
  });
  c.errors = {
      {"kernel_2", [] { get_hanning_kernel1d(2); },
       "expected kernel_size > 2, but got kernel_size = 2"},
      {"dtype_bool", [] { get_hanning_kernel1d(5, std::nullopt, torch::kBool); },
       "expected a floating or integer dtype, but got bool", std::nullopt, ErrorKind::kType},
  };
  return c;
}

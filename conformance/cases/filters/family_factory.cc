#include "conformance/cases/filters/family_factory.h"

#include <c10/core/DefaultDtype.h>
#include <c10/util/StringUtil.h>

#include <limits>
#include <string>
#include <utility>
#include <vector>

namespace kornia::conformance::cases {

std::vector<std::pair<std::string, torch::Tensor>> SigmaTables(int64_t columns,
                                                               torch::ScalarType dtype) {
  // The dtype's smallest positive (subnormal) value: 2 sigma^2 underflows.
  const double tiny = dtype == torch::kHalf       ? 5.960464477539063e-08
                      : dtype == torch::kBFloat16 ? 9.183549615799121e-41
                      : dtype == torch::kFloat
                          ? static_cast<double>(std::numeric_limits<float>::denorm_min())
                          : std::numeric_limits<double>::denorm_min();
  auto table = [&](std::vector<double> row0, std::vector<double> row1) {
    std::vector<double> v;
    for (int64_t c = 0; c < columns; ++c) v.push_back(row0[c % row0.size()]);
    for (int64_t c = 0; c < columns; ++c) v.push_back(row1[c % row1.size()]);
    return torch::tensor(v, torch::kDouble).view({2, columns}).to(dtype);
  };
  return {{"equal", table({1.5}, {1.5})},
          {"per_sample", table({0.8, 2.5, 1.2}, {3.0, 0.6, 1.7})},
          {"tiny", table({tiny}, {tiny})},
          {"wide", table({1e3}, {1e3})},
          {"mixed", table({tiny, 0.3, 7.0}, {7.0, tiny, 0.3})}};
}

std::vector<HostForm> SizeForms(
    const std::vector<std::vector<int64_t>>& sizes,
    std::function<torch::Tensor(const std::vector<int64_t>&, std::optional<torch::ScalarType>)> f) {
  std::vector<HostForm> out;
  for (const auto& s : sizes) {
    std::string id = "k";
    for (size_t i = 0; i < s.size(); ++i) id += (i ? "x" : "") + std::to_string(s[i]);
    const KorniaArg arg = s.size() == 1 ? KorniaArg(s[0]) : KorniaArg(s);
    out.push_back({id, [f, s](std::optional<torch::ScalarType> d) { return f(s, d); }, {arg}});
  }
  return out;
}

OpCase KernelFactoryOp(const core::OpSpec& op, FactorySweep s) {
  OpCase c;
  c.points = [s] {
    std::vector<SweepPoint> points;
    auto host = [&](const std::string& dtype_name, std::optional<torch::ScalarType> dtype,
                    const HostForm& f) {
      const std::string id = dtype_name + "_" + f.name;
      // Host arguments only: each point its own graph. A default point's
      // dtype is the one it makes.
      const torch::ScalarType made = dtype.value_or(f.call(std::nullopt).scalar_type());
      SweepPoint p =
          FactoryPoint(id, id, made, [call = f.call, dtype](const Inputs&) { return call(dtype); });
      p.kornia.args = f.args;
      p.kornia.kwargs = f.kwargs;
      if (dtype) p.kornia.kwargs["dtype"] = DtypeArg();
      points.push_back(std::move(p));
    };
    for (torch::ScalarType d : s.dtypes)
      for (const HostForm& f : s.host) host(DtypeId(d), d, f);
    for (const HostForm& f : s.host) host("default", std::nullopt, f);
    for (const auto& d : kFloatDtypes)
      for (const SigmaForm& f : s.sigma) {
        const std::string cls = std::string(d.name) + "_" + f.name;
        for (const auto& [name, table] : SigmaTables(f.columns, d.type))
          points.push_back(Point(cls + "_" + name, cls, {table}, f.run, f.kornia));
      }
    for (const SigmaForm& f : s.sigma) {
      const std::string id = "float32_" + f.name + "_large";
      points.push_back(Point(id, id,
                             {UniformInput({65536, f.columns}, torch::kFloat, id, 0.5, 3.0)}, f.run,
                             f.kornia));
    }
    return points;
  };
  for (torch::ScalarType d : op.ClaimedDtypes()) c.claimed_dtypes.insert(d);
  c.probe = [call = s.host.front().call](torch::ScalarType d) { return call(d); };
  if (!s.sigma.empty()) {
    c.batch_inputs = {0};
    c.tensor_args = {{"sigma", {.input = 0, .dtypes = s.sigma_dtypes}}};
  }
  return c;
}

FactorySweep Gaussian1dSweep(const GaussianHost& host, const GaussianTensor& tensor, bool even) {
  struct Form {
    int64_t k;
    double sigma;
    bool force_even;
  };
  std::vector<Form> forms = {{1, 1.0, false}, {3, 1.5, false},    {5, 0.0, false},
                             {7, 0.3, false}, {101, 12.0, false}, {5, 1.5, true}};
  if (even) forms.insert(forms.end(), {{4, 1.5, true}, {2, 0.0, true}});
  FactorySweep s;
  for (const Form& f : forms)
    s.host.push_back({c10::str("k", f.k, "_s", f.sigma, f.force_even ? "_even" : ""),
                      [host, f](std::optional<torch::ScalarType> d) {
                        return host(f.k, f.sigma, f.force_even, d);
                      },
                      {f.k, f.sigma, f.force_even}});
  for (int64_t k : even ? std::vector<int64_t>{5, 6} : std::vector<int64_t>{5}) {
    const bool force_even = k % 2 == 0;
    s.sigma.push_back(
        {c10::str("k", k),
         1,
         [tensor, k, force_even](const Inputs& in) { return tensor(k, in[0], force_even); },
         {.args = {k, In(0), force_even}}});
  }
  return s;
}

std::vector<ErrorCase> Gaussian1dErrors(const GaussianHost& host, const GaussianTensor& tensor,
                                        bool even) {
  auto call = [host](int64_t k, bool force_even, std::optional<torch::ScalarType> d) {
    return [=] { host(k, 1.5, force_even, d); };
  };
  const std::string odd =
      "expected odd kernel sizes > 0 (force_even=False), but got kernel_size = ";
  std::vector<ErrorCase> out = {
      {"kernel_even", call(4, false, std::nullopt), odd + "4"},
      {"kernel_zero", call(0, false, std::nullopt), odd + "0"},
      {"kernel_negative", call(-3, false, std::nullopt), odd + "-3"},
      {"kernel_zero_even", call(0, true, std::nullopt),
       "expected kernel sizes > 0, but got kernel_size = 0"},
      {"dtype_int32", call(5, false, torch::kInt),
       "expected a floating dtype (a Gaussian kernel's taps are fractional), but got int32",
       std::nullopt, ErrorKind::kType},
      {"sigma_1d", [tensor] { tensor(5, torch::ones({2}), false); },
       "expected sigma of shape (B, 1), but got shape [2]"},
      {"sigma_b2",
       [tensor] {
         tensor(5, torch::ones({3, 2}), false);
       },
       "expected sigma of shape (B, 1), but got shape [3, 2]"}};
  if (!even)
    out.push_back({"kernel_even_forced", call(4, true, std::nullopt),
                   "expected an odd kernel_size (the discrete Gaussian has no even window), but "
                   "got kernel_size = 4"});
  return out;
}

}  // namespace kornia::conformance::cases

// Cases for the survey driver's robustness test (survey_test.py): one that
// passes its points, one that segfaults on its fourth point, one that hangs
// on its second, and a few slow ones for the kill-and-resume test. Linked
// only into //tools/survey_test:survey_planted, never into the library's survey.
#include <chrono>
#include <csignal>
#include <string>
#include <thread>
#include <vector>

#include "conformance/planted_points.h"
#include "conformance/registry.h"

namespace kornia::conformance::cases {
namespace {

OpCase Planted(const std::string& name, OpFn fn) {
  OpCase c;
  c.name = name;
  c.package = "planted";
  c.kornia = "kornia.planted." + name;
  c.points = [fn] { return PlantedPoints(fn); };
  return c;
}

bool AllZero(const torch::Tensor& x) { return x.abs().sum().item<float>() == 0.0f; }
bool HasNegativeAndPositive(const torch::Tensor& x) {
  return x.min().item<float>() < 0.0f && x.max().item<float>() > 0.0f;
}

std::vector<OpCase> SurveyPlanted() {
  std::vector<OpCase> cases;
  cases.push_back(Planted("planted_ok", [](const Inputs& in) { return in[0] * 2; }));
  cases.push_back(Planted("planted_segfault", [](const Inputs& in) {
    if (AllZero(in[0])) std::raise(SIGSEGV);
    return in[0] + 1;
  }));
  cases.push_back(Planted("planted_hang", [](const Inputs& in) {
    if (HasNegativeAndPositive(in[0])) std::this_thread::sleep_for(std::chrono::hours(1));
    return in[0] - 1;
  }));
  for (int i = 0; i < 6; ++i)
    cases.push_back(Planted("planted_slow_" + std::to_string(i), [](const Inputs& in) {
      std::this_thread::sleep_for(std::chrono::milliseconds(40));
      return in[0] * 3;
    }));
  return cases;
}

KC_REGISTER_CASES(SurveyPlanted);

}  // namespace
}  // namespace kornia::conformance::cases

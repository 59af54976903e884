// The case registry: what an op declares once to be held to the contract.
//
// An op case names the op and its package and lists sweep points. Each point
// carries the real user path (`run`, calling the public op exactly as a user
// would), its tensor inputs (the graph inputs when traced; none for a factory
// such as create_meshgrid), and a shape class: points of one class share host
// parameters and input shapes/dtypes, so a graph traced on one of them must
// replay equal to eager on all of them. Error inputs list a call and the message
// it must raise. Register with KC_REGISTER_CASES; duplicate names are refused.
#pragma once

#include <torch/types.h>

#include <functional>
#include <map>
#include <string>
#include <vector>

namespace kornia::conformance {

using Inputs = std::vector<torch::Tensor>;
using OpFn = std::function<torch::Tensor(const Inputs&)>;

struct SweepPoint {
  std::string id;           // readable and unique within the case
  std::string shape_class;  // points that share one traced graph
  std::string dtype;        // for reports ("float32", ...)
  Inputs inputs;
  OpFn run;
};

struct ErrorCase {
  std::string id;
  std::function<void()> call;  // must throw c10::Error ...
  std::string message;         // ... whose message contains this
};

struct OpCase {
  std::string name;     // the op's name, e.g. "create_meshgrid"
  std::string package;  // its ops/ folder, e.g. "geometry"
  std::function<std::vector<SweepPoint>()> points;
  std::vector<ErrorCase> errors;
};

class Registry {
 public:
  static Registry& Global();
  // Throws std::invalid_argument on a duplicate name.
  void Add(OpCase c);
  const std::map<std::string, OpCase>& cases() const { return cases_; }

 private:
  std::map<std::string, OpCase> cases_;
};

struct Registrar {
  explicit Registrar(std::vector<OpCase> (*make)()) {
    for (auto& c : make()) Registry::Global().Add(std::move(c));
  }
};

// Golden key of a point: "<package>/<op>/<point id>".
std::string GoldenKey(const OpCase& c, const SweepPoint& p);

}  // namespace kornia::conformance

#define KC_CONCAT_INNER(a, b) a##b
#define KC_CONCAT(a, b) KC_CONCAT_INNER(a, b)
// KC_REGISTER_CASES(fn): fn() returns std::vector<OpCase>; runs at load time.
#define KC_REGISTER_CASES(fn) \
  static const ::kornia::conformance::Registrar KC_CONCAT(kc_registrar_, __LINE__)(fn)

#include "conformance/registry.h"

#include <stdexcept>

namespace kornia::conformance {

Registry& Registry::Global() {
  static Registry* registry = new Registry();
  return *registry;
}

void Registry::Add(OpCase c) {
  if (cases_.count(c.name) != 0)
    throw std::invalid_argument("conformance registry: duplicate case name '" + c.name + "'");
  if (c.kornia.empty() == c.kornia_none.empty())
    throw std::invalid_argument("conformance registry: case '" + c.name +
                                "' must name the Kornia function it mirrors (kornia) or say why "
                                "it has none (kornia_none), not " +
                                (c.kornia.empty() ? "neither" : "both"));
  const std::string name = c.name;
  cases_.emplace(name, std::move(c));
}

std::string GoldenKey(const OpCase& c, const SweepPoint& p) {
  return c.package + "/" + c.name + "/" + p.id;
}

}  // namespace kornia::conformance

namespace kornia::conformance {

const std::vector<torch::ScalarType>& AllProbeDtypes() {
  static const auto* dtypes = new std::vector<torch::ScalarType>{
      torch::kHalf, torch::kBFloat16, torch::kFloat, torch::kDouble, torch::kByte,
      torch::kChar, torch::kShort,    torch::kInt,   torch::kLong,   torch::kBool};
  return *dtypes;
}

}  // namespace kornia::conformance

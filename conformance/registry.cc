#include "conformance/registry.h"

#include <algorithm>
#include <map>
#include <set>
#include <stdexcept>
#include <utility>

#include "conformance/inputs.h"

namespace kornia::conformance {
namespace {

[[noreturn]] void Refuse(const std::string& c, const std::string& what) {
  throw std::invalid_argument("conformance registry: case '" + c + "': " + what);
}

bool WellFormedId(const std::string& id) {
  if (id.empty()) return false;
  for (char ch : id)
    if (!(std::isalnum(static_cast<unsigned char>(ch)) || ch == '_' || ch == '.' || ch == '-' ||
          ch == '+'))
      return false;
  return true;
}

bool IsDtypeId(const std::string& id) {
  for (torch::ScalarType d : AllProbeDtypes())
    if (DtypeId(d) == id) return true;
  return false;
}

// Every "$i" reference in `v` (a value of a Kornia call) below `inputs`.
void CheckReferences(const KorniaArg& v, size_t inputs, const std::string& where) {
  if (v.is_array() || v.is_object()) {
    for (const auto& item : v) CheckReferences(item, inputs, where);
    return;
  }
  if (!v.is_string()) return;
  const std::string s = v.get<std::string>();
  if (s.size() < 2 || s[0] != '$' || s == "$dtype") return;
  const std::string digits = s.substr(1);
  if (digits.find_first_not_of("0123456789") != std::string::npos || std::stoul(digits) >= inputs)
    throw std::invalid_argument(where + "the Kornia call names " + s + ", but the point has " +
                                std::to_string(inputs) + " input(s)");
}

}  // namespace

KorniaArg In(int i) { return "$" + std::to_string(i); }
KorniaArg DtypeArg() { return "$dtype"; }
KorniaArg TensorArg(KorniaArg value) { return "@tensor:" + value.dump(); }
KorniaArg ColorsArg(KorniaArg colors) { return {{"@colors", std::move(colors)}}; }
KorniaArg ColorMapArg(KorniaArg spec) { return {{"@colormap", std::move(spec)}}; }

nlohmann::json KorniaCall::ToJson(const std::string& where, size_t inputs) const {
  nlohmann::json call = {{"args", nlohmann::json::array()}, {"kwargs", nlohmann::json::object()}};
  if (args.empty() && kwargs.empty()) {
    for (size_t i = 0; i < inputs; ++i) call["args"].push_back(In(static_cast<int>(i)));
  } else {
    for (const KorniaArg& a : args) call["args"].push_back(a);
    for (const auto& [k, v] : kwargs) call["kwargs"][k] = v;
  }
  CheckReferences(call["args"], inputs, where);
  CheckReferences(call["kwargs"], inputs, where);
  if (!fn.empty()) call["fn"] = fn;
  if (!pack.empty()) call["pack"] = pack;
  if (unit) call["unit"] = true;
  return call;
}

Registry& Registry::Global() {
  static Registry* registry = new Registry();
  return *registry;
}

void Registry::Add(OpCase c) {
  if (cases_.count(c.name) != 0)
    throw std::invalid_argument("conformance registry: duplicate case name '" + c.name + "'");
  if (c.kornia.empty() == c.kornia_none.empty())
    Refuse(c.name, std::string("must name the Kornia function it mirrors (kornia) or say why it "
                               "has none (kornia_none), not ") +
                       (c.kornia.empty() ? "neither" : "both"));
  if (c.op != nullptr && (c.name != c.op->Subject() || c.package != c.op->package))
    Refuse(c.name, "its name and package are its descriptor's (" + c.op->package + "/" +
                       c.op->Subject() + "), not restated");
  for (const auto& [dtype, ulp] : c.tolerance.fused_ulp)
    if (!IsDtypeId(dtype) || ulp <= 0)
      Refuse(c.name, "fused_ulp names '" + dtype + "' (a dtype id with a positive bound expected)");
  for (const auto& [dtype, abs] : c.tolerance.fused_abs)
    if (!IsDtypeId(dtype) || !(abs > 0))
      Refuse(c.name, "fused_abs names '" + dtype + "' (a dtype id with a positive bound expected)");
  if ((!c.tolerance.fused_ulp.empty() || !c.tolerance.fused_abs.empty()) &&
      c.tolerance.reason.empty())
    Refuse(c.name, "a fused bound without its reason");
  std::set<std::string> error_ids;
  for (const ErrorCase& e : c.errors) {
    if (!WellFormedId(e.id) || !error_ids.insert(e.id).second)
      Refuse(c.name, "error id '" + e.id + "' is empty, repeated or not [A-Za-z0-9_.+-]");
    if (e.subject == c.name)
      Refuse(c.name, "error " + e.id + " names its op as its subject (the default)");
    if (e.message.empty() || (!e.torch_text && e.message.find("(): ") != std::string::npos))
      Refuse(c.name, "error " + e.id + "'s message is what follows \"" + c.name +
                         "(): \" (the op's name comes from its descriptor), not \"" + e.message +
                         "\"");
  }
  // Input 0 is the image, except for an op without one (a kernel factory's
  // sigma: get_gaussian_kernel1d).
  const int first_argument = c.op != nullptr && !c.op->image.has_value() ? 0 : 1;
  for (const auto& [name, arg] : c.tensor_args)
    if (arg.none.empty() && (arg.input < first_argument || (arg.dtypes.empty() != arg.image_dtype)))
      Refuse(c.name, "tensor argument " + name +
                         " needs its input (>= " + std::to_string(first_argument) +
                         ") and either claimed dtypes or image_dtype");
  const std::string name = c.name;
  cases_.emplace(name, std::move(c));
}

void Registry::Validate(const OpCase& c, const std::vector<SweepPoint>& points) {
  std::set<std::string> ids;
  // Per shape class: its first point's id and input shapes and dtypes.
  using Signature = std::vector<std::pair<std::vector<int64_t>, torch::ScalarType>>;
  std::map<std::string, std::pair<std::string, Signature>> classes;
  size_t most_inputs = 0;
  for (const SweepPoint& p : points) {
    const std::string where = "point " + p.id + ": ";
    if (!WellFormedId(p.id) || !ids.insert(p.id).second)
      Refuse(c.name, where + "an id empty, repeated or not made of [A-Za-z0-9_.+-]");
    if (!WellFormedId(p.shape_class)) Refuse(c.name, where + "no well-formed shape class");
    if (!p.run) Refuse(c.name, where + "no call");
    if (p.composite_only && (c.op == nullptr || c.op->natives.empty()))
      Refuse(c.name, where +
                         "composite-only, but the op's descriptor lists no native operator: no "
                         "check would judge it");
    // (C, H, W) is unbatched where the op takes it as one image (kOptionalBatch,
    // kAugmentation).
    const bool chw = c.op != nullptr && c.op->image &&
                     (c.op->image->rank == core::ImageRank::kOptionalBatch ||
                      c.op->image->rank == core::ImageRank::kAugmentation);
    const int64_t unbatched_dims = chw ? 4 : 3;
    if (p.unbatched &&
        (p.inputs.empty() || !p.inputs[0].defined() || p.inputs[0].dim() >= unbatched_dims))
      Refuse(c.name, where + "unbatched, but its image has a batch dim (" +
                         std::to_string(unbatched_dims) +
                         " or more dims): the layouts check would skip its batch");
    if (!IsDtypeId(p.dtype)) Refuse(c.name, where + "dtype '" + p.dtype + "' is no dtype id");
    if (!p.inputs.empty() && p.inputs[0].defined() && DtypeId(p.inputs[0].scalar_type()) != p.dtype)
      Refuse(c.name, where + "dtype " + p.dtype + " is not its image's " +
                         DtypeId(p.inputs[0].scalar_type()));
    Signature sig;
    for (const auto& t : p.inputs)
      if (t.defined()) sig.emplace_back(t.sizes().vec(), t.scalar_type());
    auto [it, fresh] = classes.emplace(p.shape_class, std::make_pair(p.id, sig));
    if (!fresh && it->second.second != sig)
      Refuse(c.name, where + "its inputs' shapes or dtypes differ from " + it->second.first +
                         "'s in shape class " + p.shape_class +
                         " (one traced graph replays on every point of a class)");
    try {
      p.kornia.ToJson(c.name + "/" + p.id + ": ", p.inputs.size());
    } catch (const std::invalid_argument& e) {
      Refuse(c.name, e.what());
    }
    most_inputs = std::max(most_inputs, p.inputs.size());
  }
  if (c.op != nullptr)
    for (const std::string& name : TensorArguments(*c.op))
      if (c.tensor_args.count(name) == 0)
        Refuse(c.name, "tensor argument " + name +
                           " of its schema has no claimed dtypes (OpCase::tensor_args)");
  for (const auto& [name, arg] : c.tensor_args) {
    if (!arg.none.empty()) continue;
    const SweepPoint* base = ArgumentPoint(c, arg, points);
    if (base == nullptr)
      Refuse(c.name, "tensor argument " + name + ": no point " +
                         (arg.point.empty() ? "of float32" : "'" + arg.point + "'") +
                         " has input " + std::to_string(arg.input));
  }
}

std::vector<std::string> TensorArguments(const core::OpSpec& op) {
  std::vector<std::string> names;
  for (const core::Overload& o : op.overloads) {
    const size_t open = o.schema.find('('), close = o.schema.rfind(") ->");
    if (open == std::string::npos || close == std::string::npos) continue;
    const std::string inner = o.schema.substr(open + 1, close - open - 1);
    bool first = true;
    for (size_t start = 0; start <= inner.size();) {
      size_t comma = inner.find(',', start);
      if (comma == std::string::npos) comma = inner.size();
      std::string arg = inner.substr(start, comma - start);
      start = comma + 1;
      arg.erase(0, arg.find_first_not_of(' '));
      if (arg.empty()) continue;
      const std::string decl = arg.substr(0, arg.find('='));
      const std::string type = decl.substr(0, decl.find(' '));
      std::string name = decl.substr(decl.find(' ') + 1);
      name.erase(name.find_last_not_of(' ') + 1);
      if (!first && type.rfind("Tensor", 0) == 0 &&
          std::find(names.begin(), names.end(), name) == names.end())
        names.push_back(name);
      first = false;
    }
  }
  return names;
}

const SweepPoint* ArgumentPoint(const OpCase& c, const OpCase::TensorArg& arg,
                                const std::vector<SweepPoint>& points) {
  const SweepPoint* base = nullptr;
  for (const SweepPoint& p : points) {
    if (p.composite_only || p.random || static_cast<int>(p.inputs.size()) <= arg.input ||
        !p.inputs[arg.input].defined())
      continue;
    if (!arg.point.empty()) {
      if (p.id == arg.point) return &p;
      continue;
    }
    if (base == nullptr || (base->dtype != "float32" && p.dtype == "float32")) base = &p;
  }
  return base;
}

Registrar::Registrar(const core::OpSpec& (*spec)(), OpCase (*make)(const core::OpSpec&)) {
  const core::OpSpec& op = spec();
  OpCase c = make(op);
  Describe(c, op);
  Registry::Global().Add(std::move(c));
}

void Describe(OpCase& c, const core::OpSpec& op) {
  c.op = &op;
  c.name = op.Subject();
  c.package = op.package;
  // The descriptor always names Kornia's function (or class); a case whose
  // points cannot be compared with it says why (kornia_none) instead.
  c.kornia = c.kornia_none.empty() ? op.kornia : "";
  if (!c.image) c.image = op.image;
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

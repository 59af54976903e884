#include "ops/core/op_spec.h"

#include <torch/library.h>

#include <algorithm>
#include <cctype>
#include <stdexcept>
#include <string>
#include <vector>

namespace kornia::core {
namespace {

std::vector<const OpSpec*>& Specs() {
  static auto* specs = new std::vector<const OpSpec*>();
  return *specs;
}

}  // namespace

std::vector<c10::ScalarType> DtypesOf(ImageDtypes dtypes) {
  using c10::ScalarType;
  // The floating four, then the rest: appended to a vector with room for all
  // (copying the four and growing it tripped GCC 12's -Warray-bounds at -O2,
  // a false positive that -Werror made an opt-build failure).
  std::vector<ScalarType> out;
  out.reserve(12);
  out.insert(out.end(),
             {ScalarType::Half, ScalarType::BFloat16, ScalarType::Float, ScalarType::Double});
  switch (dtypes) {
    case ImageDtypes::kFloating:
      break;
    case ImageDtypes::kFloatingOrUint8:
      out.push_back(ScalarType::Byte);
      break;
    case ImageDtypes::kFloatingOrInteger:
      out.insert(out.end(),
                 {ScalarType::Byte, ScalarType::Short, ScalarType::Int, ScalarType::Long});
      break;
    case ImageDtypes::kReal:
      out.insert(out.end(), {ScalarType::Byte, ScalarType::Char, ScalarType::Short, ScalarType::Int,
                             ScalarType::Long, ScalarType::Bool});
      break;
    case ImageDtypes::kNumeric:
      out.insert(out.end(), {ScalarType::Byte, ScalarType::Char, ScalarType::Short, ScalarType::Int,
                             ScalarType::Long});
      break;
    case ImageDtypes::kAny:
      out.insert(out.end(), {ScalarType::Byte, ScalarType::Char, ScalarType::Short, ScalarType::Int,
                             ScalarType::Long, ScalarType::Bool, ScalarType::ComplexFloat,
                             ScalarType::ComplexDouble});
      break;
  }
  return out;
}

std::vector<c10::ScalarType> OpSpec::ClaimedDtypes() const {
  if (!dtypes.empty() || !image) return dtypes;
  return DtypesOf(image->dtypes);
}

std::string OpSpec::Subject() const {
  const std::string last = kornia.substr(kornia.rfind('.') + 1);
  return !last.empty() && std::isupper(static_cast<unsigned char>(last[0])) ? last : name;
}

const std::vector<const OpSpec*>& OpSpecs() { return Specs(); }

void CheckImage(const OpSpec& spec, const at::Tensor& image) {
  TORCH_INTERNAL_ASSERT(spec.image.has_value(), spec.name,
                        ": CheckImage of an op without an image");
  CheckImage(spec.Subject().c_str(), image, *spec.image);
}

namespace detail {

void CheckPythonForms(const OpSpec& spec) {
  std::string schema;
  for (const Overload& o : spec.overloads)
    if (o.name.empty()) schema = o.schema;
  const size_t open = schema.find('('), close = schema.find(')');
  // The float, float-sequence and sequence arguments' names.
  std::vector<std::string> floats, float_sequences, sequences;
  for (size_t start = open + 1; open != std::string::npos && start < close;) {
    size_t end = schema.find(',', start);
    if (end == std::string::npos || end > close) end = close;
    const std::string arg = schema.substr(start, end - start);
    const size_t first = arg.find_first_not_of(' ');
    const size_t space = first == std::string::npos ? first : arg.find(' ', first);
    const std::string type = space == std::string::npos ? "" : arg.substr(first, space - first);
    const std::string name =
        space == std::string::npos ? "" : arg.substr(space + 1, arg.find('=') - space - 1);
    if (type == "float" || type == "float?") floats.push_back(name);
    const size_t bracket = type.find('[');
    if (bracket != std::string::npos && bracket + 2 < type.size() && type.back() == ']' &&
        (type.substr(0, bracket) == "int" || type.substr(0, bracket) == "float")) {
      sequences.push_back(name);
      if (type.substr(0, bracket) == "float") float_sequences.push_back(name);
    }
    start = end + 1;
  }
  const auto check = [&](const std::vector<std::string>& names, const std::vector<std::string>& of,
                         const char* kind) {
    for (const std::string& a : names)
      if (std::find(of.begin(), of.end(), a) == of.end())
        throw std::logic_error("KC_OP(" + spec.name + "): python form of '" + a + "', not a " +
                               kind + " argument of " + schema);
  };
  std::vector<std::string> floats_or_sequences = floats;
  floats_or_sequences.insert(floats_or_sequences.end(), float_sequences.begin(),
                             float_sequences.end());
  check(spec.python.float_only, floats_or_sequences, "float or float[N]");
  check(spec.python.lists, floats, "float");
  check(spec.python.no_number, sequences, "sequence (int[N], float[N])");
  check(spec.python.no_number_value, sequences, "sequence (int[N], float[N])");
  check(spec.python.tuple_only, sequences, "sequence (int[N], float[N])");
  check(spec.python.no_list, sequences, "sequence (int[N], float[N])");
}

const OpSpec* MakeOp(const char* name, const char* file, OpSpec spec) {
  // ".../ops/<package>/<name>.cc": one stem across folders.
  std::vector<std::string> parts;
  const std::string path = file;
  for (size_t start = 0, slash; start <= path.size(); start = slash + 1) {
    slash = path.find('/', start);
    if (slash == std::string::npos) slash = path.size();
    parts.push_back(path.substr(start, slash - start));
  }
  const size_t n = parts.size();
  if (n < 3 || parts[n - 3] != "ops" || parts[n - 1] != std::string(name) + ".cc")
    throw std::logic_error(std::string("KC_OP(") + name + ") belongs in ops/<package>/" + name +
                           ".cc, not in " + path);
  spec.name = name;
  spec.package = parts[n - 2];
  CheckPythonForms(spec);
  for (const OpSpec* other : Specs())
    if (other->name == spec.name)
      throw std::logic_error(std::string("KC_OP(") + name + "): a second op of that name");
  const OpSpec* made = new OpSpec(std::move(spec));
  Specs().push_back(made);
  return made;
}

void DefineOperator(torch::Library& m, const OpSpec& spec) {
  for (const Overload& o : spec.overloads)
    o.define(m, spec.name + (o.name.empty() ? "" : "." + o.name) + o.schema);
}

}  // namespace detail
}  // namespace kornia::core

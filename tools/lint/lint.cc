#include "tools/lint/lint.h"

#include <algorithm>
#include <cctype>
#include <cmath>
#include <cstdlib>
#include <map>
#include <regex>
#include <sstream>

namespace kornia::lint {
namespace {

bool IdentStart(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; }
bool IdentChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// "is_Tracing" -> "istracing": the spelling-independent form guards match on.
std::string Folded(const std::string& s) {
  std::string out;
  for (char c : s)
    if (c != '_') out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

bool Is(const std::vector<Token>& t, size_t i, const char* text) {
  return i < t.size() && t[i].text == text && t[i].kind != Kind::kString;
}

// Index of the bracket closing the one at `open` (`(` or `{`), or t.size().
size_t Closing(const std::vector<Token>& t, size_t open) {
  const std::string o = t[open].text, c = o == "{" ? "}" : ")";
  int depth = 0;
  for (size_t i = open; i < t.size(); ++i) {
    if (t[i].kind != Kind::kPunct) continue;
    if (t[i].text == o) ++depth;
    if (t[i].text == c && --depth == 0) return i;
  }
  return t.size();
}

// capture-guard: why the identifier names capture state ("" if it does not).
// `dispatch_key`: it follows `DispatchKey::`.
std::string CaptureStateWord(const std::string& ident, bool dispatch_key) {
  // Words of capture state, in the folded form (lower case, no underscores),
  // so every spelling of one API matches: isTracing, is_tracing, IS_TRACING,
  // getTracingState, TracingState, tracer::..., is_fx_tracing, ...
  static const char* const kWords[] = {
      "tracing",     "tracer",         "compiling",    "scripting",         "onnxexport",
      "isexporting", "dynamo",         "functionaliz", "functorch",         "functionaltensor",
      "faketensor",  "pythondispatch", "dispatchmode", "torchfunctionmode", "pythonks",
      "capturing",   "capturestatus"};
  // Dispatch keys that are only set while something captures or transforms
  // the program (DispatchKey::Tracer, ::Python, ::Functionalize, ...).
  static const char* const kKeys[] = {"python", "tracer", "functionaliz", "functorch",
                                      "predispatch"};
  const std::string f = Folded(ident);
  for (const char* w : kWords)
    if (f.find(w) != std::string::npos) return w;
  if (dispatch_key)
    for (const char* k : kKeys)
      if (f.find(k) != std::string::npos) return "DispatchKey::" + ident;
  // tls_is_dispatch_key_included/excluded, tls_local_dispatch_key_set: the
  // thread's dispatch state, which capture modes change.
  if (f.rfind("tls", 0) == 0 && f.find("dispatchkey") != std::string::npos)
    return "thread-local dispatch keys";
  return "";
}

class Linter {
 public:
  Linter(const std::string& file, const Lexed& lexed, const Context& ctx)
      : file_(file), t_(lexed.tokens), comments_(lexed.comments), ctx_(ctx) {}

  Result Run() {
    CollectDeviceVars();
    for (size_t i = 0; i < t_.size(); ++i) {
      if (Is(t_, i, "?")) Ternary(i);
      if (t_[i].kind != Kind::kIdent) continue;
      CaptureGuard(i);
      HostReadback(i);
      ControlFlow(i);
      TensorFromHostRead(i);
      DeviceLessFactory(i);
      DynamicShape(i);
      if (t_[i].text == "tensor" && Is(t_, i + 1, "(") && i >= 2 && Is(t_, i - 1, "::") &&
          Is(t_, i - 2, "at"))
        Add(i - 2, "traced-host-fill",
            "at::tensor records an aten::empty under tracing and fills its buffer behind the "
            "tracer's back, so a replayed graph reads uninitialized memory; build constants with "
            "core::Constant (ops/core/constant.h)");
      VendorMath(i);
      if (t_[i].text == "linspace" && Is(t_, i + 1, "("))
        Add(i, "linspace-ramp",
            "linspace rounds its endpoint and fills backwards, drifting an ulp past 2**p + 1; "
            "build index ramps with arange (see NOTE [ meshgrid half precision ])");
      static const std::set<std::string> kDefaultDtype = {"get_default_dtype",
                                                          "get_default_dtype_as_scalartype",
                                                          "set_default_dtype", "default_dtype"};
      if (kDefaultDtype.count(t_[i].text))
        Add(i, "default-dtype",
            "`" + t_[i].text +
                "` reads global state; take the dtype from the inputs or an "
                "argument (an empty tensor's dtype when the argument is unset)");
    }
    if (ctx_.check_op_contract) OpContract();
    return Filter();
  }

 private:
  void Add(size_t i, const std::string& rule, const std::string& message) {
    raw_.push_back({file_, t_[i].line, t_[i].col, rule, message});
  }

  // See "capture-guard" in lint.h. One finding per qualified name (and none
  // inside the arguments of a call it names), at the name's first token.
  void CaptureGuard(size_t i) {
    if (i < capture_skip_ || (i > 0 && Is(t_, i - 1, "::"))) return;
    size_t last = i;
    while (Is(t_, last + 1, "::") && last + 2 < t_.size() && t_[last + 2].kind == Kind::kIdent)
      last += 2;
    std::string name, why;
    for (size_t k = i; k <= last; k += 2) {
      name += (k == i ? "" : "::") + t_[k].text;
      const bool key = k >= 2 && Is(t_, k - 1, "::") && Is(t_, k - 2, "DispatchKey");
      if (why.empty()) why = CaptureStateWord(t_[k].text, key);
    }
    if (why.empty()) return;
    capture_skip_ = Is(t_, last + 1, "(") ? Closing(t_, last + 1) + 1 : last + 1;
    Add(i, "capture-guard",
        "`" + name + "` asks whether a capture is running (matches `" + why +
            "`); ops run one code path in eager and capture: turn the host decision into a tensor "
            "op (where, a {0,1} gate, an in-graph assert) or document the limit");
  }

  // See "vendor-math" in lint.h: a tensor's sqrt, exp, log, ... (a method
  // call, at:: or torch::), outside the arguments of core::Float32InFloat64
  // and core::ScalarPath, which compute such a function vendor-free.
  void VendorMath(size_t i) {
    const std::string& s = t_[i].text;
    if ((s == "Float32InFloat64" || s == "ScalarPath") && Is(t_, i + 1, "(")) {
      vendor_skip_ = std::max(vendor_skip_, Closing(t_, i + 1) + 1);
      return;
    }
    if (i < vendor_skip_ || !Is(t_, i + 1, "(")) return;
    static const std::set<std::string> kVml = {"sqrt", "exp",  "log", "log2", "log10",
                                               "sin",  "cos",  "tan", "tanh", "atan",
                                               "asin", "acos", "erf", "erfc", "erfinv"};
    const std::string base = !s.empty() && s.back() == '_' ? s.substr(0, s.size() - 1) : s;
    if (!kVml.count(base) || i == 0) return;
    const bool method = Is(t_, i - 1, ".") || Is(t_, i - 1, "->");
    const bool aten =
        i >= 2 && Is(t_, i - 1, "::") && (Is(t_, i - 2, "at") || Is(t_, i - 2, "torch"));
    if (!method && !aten) return;
    Add(i, "vendor-math",
        "`" + s +
            "` on a tensor runs MKL's vector math, which takes another path on AMD than on Intel "
            "(NOTE [ MKL VML and CPU vendors ], ops/core/math.h): use core::Sqrt or "
            "core::Float32InFloat64 / core::ScalarPath, or say why its bits hold on both");
  }

  void HostReadback(size_t i) {
    const std::string& s = t_[i].text;
    const bool call = Is(t_, i + 1, "(") || Is(t_, i + 1, "<");
    if (!call) return;
    if (s == "item" || s == "_local_scalar_dense" || s == "is_nonzero")
      Add(i, "host-readback",
          "`" + s +
              "` copies a tensor value to the host and bakes it into a traced graph; keep "
              "it a tensor (where, a {0,1} gate, an in-graph assert)");
  }

  // A reduction, comparison to bool, or raw data access deciding host control
  // flow: inside if/while/for(...) or before a ?:.
  void ControlFlow(size_t i) {
    const std::string& s = t_[i].text;
    if ((s == "if" || s == "while" || s == "for") && Is(t_, i + 1, "(")) {
      ScanCondition(i + 2, Closing(t_, i + 1), s);
    }
  }

  // `cond ? a : b`: the condition runs back from `?` to the start of the
  // expression.
  void Ternary(size_t q) {
    size_t from = q;
    int depth = 0;
    while (from > 0) {
      const Token& p = t_[from - 1];
      if (p.kind == Kind::kPunct) {
        if (p.text == ")" || p.text == "]") ++depth;
        if (p.text == "(" || p.text == "[") {
          if (depth == 0) break;
          --depth;
        }
        if (depth == 0 && (p.text == ";" || p.text == "{" || p.text == "}" || p.text == "=" ||
                           p.text == "," || p.text == ":"))
          break;
      }
      if (depth == 0 && p.kind == Kind::kIdent && p.text == "return") break;
      --from;
    }
    ScanCondition(from, q, "?:");
  }

  void ScanCondition(size_t from, size_t to, const std::string& keyword) {
    static const std::set<std::string> kDecide = {
        "any",      "all",      "equal",          "allclose",        "is_nonzero",
        "data_ptr", "accessor", "const_data_ptr", "mutable_data_ptr"};
    for (size_t j = from; j < to && j < t_.size(); ++j) {
      if (t_[j].kind != Kind::kIdent || !kDecide.count(t_[j].text)) continue;
      if (!(Is(t_, j + 1, "(") || Is(t_, j + 1, "<"))) continue;
      Add(j, "host-readback",
          "`" + t_[j].text + "` decides a host `" + keyword +
              "`: the branch is read from tensor "
              "values and frozen into a traced graph; compute both sides and select with where");
    }
  }

  void TensorFromHostRead(size_t i) {
    static const std::set<std::string> kFactories = {
        "tensor", "scalar_tensor", "full",      "from_blob", "ones",     "zeros",
        "arange", "empty",         "full_like", "linspace",  "logspace", "randint"};
    static const std::set<std::string> kReads = {"item",     "_local_scalar_dense", "data_ptr",
                                                 "accessor", "const_data_ptr",      "tolist"};
    if (!kFactories.count(t_[i].text) || !Is(t_, i + 1, "(")) return;
    const size_t end = Closing(t_, i + 1);
    for (size_t j = i + 2; j < end; ++j)
      if (t_[j].kind == Kind::kIdent && kReads.count(t_[j].text)) {
        Add(i, "tensor-from-host-read",
            "`" + t_[i].text + "` is built from `" + t_[j].text +
                "`, a value read out of a "
                "tensor: the graph keeps a constant; build the tensor from tensors (stack, where, "
                "arithmetic)");
        return;
      }
  }

  // Whether tokens [from, to) carry a device: `x.options()`, any identifier
  // naming a device (`x.device()`, `.device(...)`, a `device` argument), or a
  // variable initialized from one of those.
  bool CarriesDevice(size_t from, size_t to) const {
    for (size_t j = from; j < to && j < t_.size(); ++j) {
      if (t_[j].kind != Kind::kIdent) continue;
      const std::string& s = t_[j].text;
      if (s.find("device") != std::string::npos || device_vars_.count(s)) return true;
      if (s == "options" && j > 0 && (Is(t_, j - 1, ".") || Is(t_, j - 1, "->")) &&
          Is(t_, j + 1, "("))
        return true;
    }
    return false;
  }

  // `name = <expression carrying a device>;`: options (or tensors) built on
  // the input's device, so a factory given `name` is not device-less.
  void CollectDeviceVars() {
    for (size_t i = 1; i + 1 < t_.size(); ++i) {
      if (!Is(t_, i, "=") || Is(t_, i + 1, "=") || t_[i - 1].kind != Kind::kIdent) continue;
      size_t end = i + 1;
      for (int depth = 0; end < t_.size(); ++end) {
        const std::string& s = t_[end].kind == Kind::kPunct ? t_[end].text : "";
        if (s == "(" || s == "{" || s == "[") ++depth;
        if (s == ")" || s == "}" || s == "]") --depth;
        if (depth < 0 || (depth == 0 && (s == ";" || s == ","))) break;
      }
      if (CarriesDevice(i + 1, end)) device_vars_.insert(t_[i - 1].text);
    }
  }

  // See "device-less-factory" in lint.h.
  void DeviceLessFactory(size_t i) {
    static const std::set<std::string> kFactories = {"zeros",
                                                     "ones",
                                                     "empty",
                                                     "empty_strided",
                                                     "full",
                                                     "arange",
                                                     "range",
                                                     "tensor",
                                                     "scalar_tensor",
                                                     "rand",
                                                     "randn",
                                                     "randint",
                                                     "randperm",
                                                     "eye",
                                                     "linspace",
                                                     "logspace",
                                                     "hann_window",
                                                     "hamming_window",
                                                     "bartlett_window",
                                                     "blackman_window",
                                                     "kaiser_window",
                                                     "tril_indices",
                                                     "triu_indices"};
    if (!kFactories.count(t_[i].text) || !Is(t_, i + 1, "(") || i < 2 || !Is(t_, i - 1, "::") ||
        !(Is(t_, i - 2, "torch") || Is(t_, i - 2, "at")))
      return;
    if (CarriesDevice(i + 2, Closing(t_, i + 1))) return;
    const std::string name = t_[i - 2].text + "::" + t_[i].text;
    Add(i - 2, "device-less-factory",
        "`" + name +
            "` without a device makes a CPU tensor while the inputs may live on CUDA; build it "
            "where they are: `" +
            name + "(..., x.options())` (`x.options().dtype(...)` for another dtype) or `" +
            "torch::TensorOptions().device(x.device())`");
  }

  void DynamicShape(size_t i) {
    static const std::set<std::string> kDynamic = {
        "nonzero",  "masked_select", "unique",   "unique_consecutive", "unique_dim",
        "argwhere", "_unique",       "_unique2", "masked_scatter"};
    const std::string& s = t_[i].text;
    if (kDynamic.count(s) && Is(t_, i + 1, "(")) {
      Add(i, "dynamic-shape",
          "`" + s +
              "` has a data-dependent output shape that a graph cannot keep; use a "
              "fixed-shape form (where, masked_fill, a {0,1} weight) or declare an exemption");
      return;
    }
    if ((s == "index" || s == "index_put_" || s == "index_put") && Is(t_, i + 1, "(")) {
      const size_t end = Closing(t_, i + 1);
      for (size_t j = i + 2; j < end; ++j) {
        std::string lower = t_[j].text;
        std::transform(lower.begin(), lower.end(), lower.begin(), ::tolower);
        if (t_[j].kind == Kind::kIdent && lower.find("mask") != std::string::npos) {
          Add(i, "dynamic-shape",
              "boolean-mask indexing with `" + t_[j].text +
                  "` has a data-dependent shape; use "
                  "where or masked_fill, or declare an exemption");
          return;
        }
      }
    }
  }

  // Public ops at namespace scope of an ops/<pkg>/ header, outside namespaces
  // named detail/internal: functions `torch::Tensor name(` / `at::Tensor
  // name(`, and classes (`class Name {` or `class Name : Base {`) that are not
  // abstract. A struct is passive data (Google style), never an op.
  void OpContract() {
    int depth = 0;            // brace depth outside namespaces
    int private_ns = 0;       // open namespaces named detail/internal
    std::vector<int> scopes;  // 0 block, 1 namespace, 2 private namespace
    for (size_t i = 0; i < t_.size(); ++i) {
      if (Is(t_, i, "{")) {
        const bool ns = i >= 1 && (Is(t_, i - 1, "namespace") ||
                                   (t_[i - 1].kind == Kind::kIdent && i >= 2 &&
                                    (Is(t_, i - 2, "namespace") || Is(t_, i - 2, "::"))));
        const bool hidden = ns && (Is(t_, i - 1, "detail") || Is(t_, i - 1, "internal"));
        scopes.push_back(hidden ? 2 : ns ? 1 : 0);
        if (!ns) ++depth;
        if (hidden) ++private_ns;
      } else if (Is(t_, i, "}")) {
        if (!scopes.empty()) {
          if (scopes.back() == 0) --depth;
          if (scopes.back() == 2) --private_ns;
          scopes.pop_back();
        }
      }
      if (depth != 0 || private_ns != 0) continue;
      size_t name_at = 0;
      if ((Is(t_, i, "torch") || Is(t_, i, "at")) && Is(t_, i + 1, "::") &&
          Is(t_, i + 2, "Tensor") && i + 4 < t_.size() && t_[i + 3].kind == Kind::kIdent &&
          Is(t_, i + 4, "("))
        name_at = i + 3;
      else if (IsOpClass(i))
        name_at = i + 1;
      else
        continue;
      const std::string name = t_[name_at].text;
      const std::string missing = ContractProblem(name);
      if (!missing.empty()) Add(name_at, "op-contract", "public op `" + name + "` " + missing);
      if (!ctx_.registered_cases.count(name))
        Add(name_at, "op-contract",
            "public op `" + name + "` has no registered conformance case (a case named \"" + name +
                "\" in conformance/cases/)");
    }
  }

  // `class Name [final] {` or `class Name [final] : ...{` (not `enum class`,
  // not a declaration), whose body declares no pure virtual function.
  bool IsOpClass(size_t i) const {
    if (!Is(t_, i, "class") || (i > 0 && Is(t_, i - 1, "enum")) || i + 2 >= t_.size() ||
        t_[i + 1].kind != Kind::kIdent)
      return false;
    size_t k = i + 2;
    if (Is(t_, k, "final")) ++k;
    if (!Is(t_, k, "{") && !Is(t_, k, ":")) return false;
    while (k < t_.size() && !Is(t_, k, "{") && !Is(t_, k, ";")) ++k;
    if (!Is(t_, k, "{")) return false;
    const size_t end = Closing(t_, k);
    for (size_t j = k + 1; j + 2 < end; ++j)  // `) = 0;` or `const = 0;`: abstract
      if ((Is(t_, j, ")") || Is(t_, j, "const") || Is(t_, j, "override")) && Is(t_, j + 1, "=") &&
          Is(t_, j + 2, "0"))
        return false;
    return true;
  }

  // What the op's contract comment lacks ("" when it is whole).
  std::string ContractProblem(const std::string& name) const {
    const std::vector<ContractComment> contracts = ContractComments(comments_);
    const ContractComment* found = nullptr;
    for (const auto& c : contracts)
      if (c.name == name && (!found || c.fields.size() > found->fields.size())) found = &c;
    if (!found)
      return "needs a contract comment: a `// " + name +
             "()` heading followed by Shape:, Dtypes:, Errors: and Tolerance: lines "
             "(docs/CONVENTIONS.md, \"The op contract comment\")";
    std::string missing;
    for (const char* field : {"Shape", "Dtypes", "Errors", "Tolerance"})
      if (!found->fields.count(field))
        missing += std::string(missing.empty() ? "" : ", ") + field + ":";
    if (!missing.empty())
      return "has a contract comment without " + missing +
             " (Shape:, Dtypes:, Errors: and Tolerance: lines; docs/CONVENTIONS.md, "
             "\"The op contract comment\")";
    std::string error;
    if (!ParseToleranceLine(found->tolerance, &error))
      return "has a Tolerance: line that does not parse (" + error +
             "): write `// Tolerance: exact` or `// Tolerance: fused replay within N ulp "
             "(float32, float64): <reason>` (or `within X abs (float32)`)";
    return "";
  }

  // Applies `// lint: allow(rule) reason` on the finding's line or the line above.
  Result Filter() {
    static const std::regex kAllow(R"(//\s*lint:\s*allow\(([a-z-]+)\)\s*(.*))");
    std::map<std::pair<int, std::string>, bool> allowed;  // (line, rule) -> has reason
    Result r;
    for (const auto& c : comments_) {
      std::smatch m;
      if (!std::regex_search(c.text, m, kAllow)) continue;
      const bool reason = m[2].str().find_first_not_of(" \t") != std::string::npos;
      if (!reason) {
        r.findings.push_back({file_, c.line, 1, "bad-suppression",
                              "a suppression needs a reason: // lint: allow(" + m[1].str() +
                                  ") <why this is safe>"});
        continue;
      }
      allowed[{c.standalone ? c.line + 1 : c.line, m[1].str()}] = true;
    }
    for (const auto& f : raw_) {
      if (allowed.count({f.line, f.rule})) {
        ++r.suppressed;
        continue;
      }
      r.findings.push_back(f);
    }
    std::sort(r.findings.begin(), r.findings.end(), [](const Finding& a, const Finding& b) {
      return std::tie(a.line, a.col, a.rule) < std::tie(b.line, b.col, b.rule);
    });
    return r;
  }

  const std::string& file_;
  const std::vector<Token>& t_;
  const std::vector<Comment>& comments_;
  const Context& ctx_;
  std::vector<Finding> raw_;
  size_t capture_skip_ = 0;            // capture-guard: tokens before this are already reported
  size_t vendor_skip_ = 0;             // end of a vendor-free call's arguments
  std::set<std::string> device_vars_;  // device-less-factory: options built on a device
};

}  // namespace

Lexed Lex(const std::string& src) {
  Lexed out;
  int line = 1;
  size_t line_start = 0;
  const size_t n = src.size();
  size_t i = 0;
  auto col = [&](size_t k) { return static_cast<int>(k - line_start) + 1; };
  auto newline_at = [&](size_t k) {
    ++line;
    line_start = k + 1;
  };
  while (i < n) {
    const char c = src[i];
    if (c == '\n') {
      newline_at(i);
      ++i;
    } else if (c == '/' && i + 1 < n && src[i + 1] == '/') {
      const size_t start = i;
      const bool alone = out.tokens.empty() || out.tokens.back().line != line;
      while (i < n && src[i] != '\n') ++i;
      out.comments.push_back({src.substr(start, i - start), line, alone});
    } else if (c == '/' && i + 1 < n && src[i + 1] == '*') {
      const size_t start = i;
      const int start_line = line;
      const bool alone = out.tokens.empty() || out.tokens.back().line != line;
      i += 2;
      while (i < n && !(src[i] == '*' && i + 1 < n && src[i + 1] == '/')) {
        if (src[i] == '\n') newline_at(i);
        ++i;
      }
      i = std::min(n, i + 2);
      out.comments.push_back({src.substr(start, i - start), start_line, alone});
    } else if (c == 'R' && i + 1 < n && src[i + 1] == '"' &&
               (i == 0 || !IdentChar(src[i - 1]) || src[i - 1] == 'u' || src[i - 1] == 'U' ||
                src[i - 1] == 'L' || src[i - 1] == '8')) {
      const size_t open = src.find('(', i + 2);
      if (open == std::string::npos) break;
      const std::string close = ")" + src.substr(i + 2, open - i - 2) + "\"";
      size_t end = src.find(close, open + 1);
      const std::string body =
          src.substr(open + 1, (end == std::string::npos ? n : end) - open - 1);
      out.tokens.push_back({Kind::kString, body, line, col(i)});
      end = end == std::string::npos ? n : end + close.size();
      for (size_t k = i; k < end; ++k)
        if (src[k] == '\n') newline_at(k);
      i = end;
    } else if (c == '"' ||
               (c == '\'' &&
                !(i > 0 && std::isxdigit(static_cast<unsigned char>(src[i - 1])) && i + 1 < n &&
                  std::isxdigit(static_cast<unsigned char>(src[i + 1]))))) {
      const size_t start = i;
      ++i;
      std::string body;
      while (i < n && src[i] != c && src[i] != '\n') {
        if (src[i] == '\\' && i + 1 < n) body += src[i++];
        body += src[i++];
      }
      ++i;
      if (c == '"') out.tokens.push_back({Kind::kString, body, line, col(start)});
    } else if (IdentStart(c)) {
      const size_t start = i;
      while (i < n && IdentChar(src[i])) ++i;
      out.tokens.push_back({Kind::kIdent, src.substr(start, i - start), line, col(start)});
    } else if (std::isdigit(static_cast<unsigned char>(c))) {
      const size_t start = i;
      while (i < n && (IdentChar(src[i]) || src[i] == '.' || src[i] == '\'')) ++i;
      out.tokens.push_back({Kind::kNumber, src.substr(start, i - start), line, col(start)});
    } else if (std::isspace(static_cast<unsigned char>(c))) {
      ++i;
    } else {
      const bool two =
          i + 1 < n && ((c == ':' && src[i + 1] == ':') || (c == '-' && src[i + 1] == '>'));
      out.tokens.push_back({Kind::kPunct, src.substr(i, two ? 2 : 1), line, col(i)});
      i += two ? 2 : 1;
    }
  }
  return out;
}

std::string Finding::Format() const {
  return file + ":" + std::to_string(line) + ":" + std::to_string(col) + ": " + rule + ": " +
         message;
}

Result Lint(const std::string& file, const std::string& source, const Context& context) {
  const Lexed lexed = Lex(source);
  return Linter(file, lexed, context).Run();
}

std::vector<ContractComment> ContractComments(const std::vector<Comment>& comments) {
  static const std::regex kHeading(R"(^// ([A-Za-z_][A-Za-z0-9_]*)\(\)$)");
  static const std::regex kField(R"(^//\s*([A-Z][A-Za-z]*):)");
  static const std::regex kContinuation(R"(^//\s{2,}\S)");
  std::vector<ContractComment> out;
  for (size_t k = 0; k < comments.size(); ++k) {
    std::smatch m;
    if (!comments[k].standalone || !std::regex_match(comments[k].text, m, kHeading)) continue;
    ContractComment c{m[1], comments[k].line, {}, ""};
    bool in_tolerance = false;
    for (size_t j = k + 1; j < comments.size() && comments[j].standalone &&
                           comments[j].line == comments[j - 1].line + 1;
         ++j) {
      const std::string& text = comments[j].text;
      if (std::regex_search(text, m, kField)) {
        c.fields.insert(m[1]);
        in_tolerance = m[1] == "Tolerance";
        if (in_tolerance) c.tolerance = text;
      } else if (in_tolerance && std::regex_search(text, kContinuation)) {
        c.tolerance += "\n" + text;
      } else {
        in_tolerance = false;
      }
    }
    out.push_back(std::move(c));
  }
  return out;
}

std::optional<FusedBounds> ParseToleranceLine(const std::string& text, std::string* error) {
  auto fail = [&](const std::string& why) {
    if (error) *error = why;
    return std::nullopt;
  };
  // One line of text: "//" markers and runs of whitespace become one space.
  std::string body;
  std::istringstream lines(text);
  for (std::string line; std::getline(lines, line);) {
    const size_t slashes = line.find_first_not_of(" \t");
    if (slashes != std::string::npos && line.compare(slashes, 2, "//") == 0)
      line.erase(0, slashes + 2);
    std::istringstream words(line);
    for (std::string w; words >> w;) body += (body.empty() ? "" : " ") + w;
  }
  const std::string field = "Tolerance:";
  if (body.rfind(field, 0) == 0) body.erase(0, field.size() + (body.size() > field.size() ? 1 : 0));
  FusedBounds bounds;
  if (body.rfind("exact", 0) == 0 &&
      (body.size() == 5 || !std::isalnum(static_cast<unsigned char>(body[5]))))
    return bounds;
  const std::string fused = "fused replay ";
  if (body.rfind(fused, 0) != 0)
    return fail("expected `exact` or `fused replay within N ulp (<dtypes>): <reason>`, but got '" +
                body.substr(0, 40) + "'");
  // N ulp (a positive integer) or X abs (a positive decimal: 0.5, 2e-4, 1.5E-3).
  static const std::regex kBound(
      R"(^within (\d+ ulp|(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)? abs) \(([^)]*)\))");
  // The points' dtypes: the floating ones, and the integer and bool ones for
  // the ops whose integer images compute in float32 (rgb255_to_normals,
  // canny).
  static const std::set<std::string> kFloating = {"float16", "bfloat16", "float32", "float64",
                                                  "uint8",   "int8",     "int16",   "int32",
                                                  "int64",   "bool"};
  std::string rest = body.substr(fused.size());
  for (;;) {
    std::smatch m;
    if (!std::regex_search(rest, m, kBound))
      return fail(
          "expected `within N ulp (<dtypes>)` or `within X abs (<dtypes>)` after `fused replay`, "
          "but got '" +
          rest.substr(0, 40) + "'");
    const std::string amount = m[1].str();
    const bool is_ulp = amount.size() > 4 && amount.compare(amount.size() - 4, 4, " ulp") == 0;
    const std::string number = amount.substr(0, amount.size() - 4);
    int64_t n = 0;
    double x = 0.0;
    if (is_ulp) {
      n = std::stoll(number.substr(0, 12));
      if (n < 1) return fail("a fused bound of 0 ulp is `exact`");
    } else {
      x = std::strtod(number.c_str(), nullptr);
      if (!(x > 0.0) || !std::isfinite(x))
        return fail("an absolute fused bound must be finite and > 0, but got " + number);
    }
    std::istringstream dtypes(m[2]);
    int count = 0;
    for (std::string d; std::getline(dtypes, d, ',');) {
      d.erase(0, d.find_first_not_of(' '));
      d.erase(d.find_last_not_of(' ') + 1);
      if (!kFloating.count(d))
        return fail(
            "'" + d +
            "' is not a dtype of the points (float16, bfloat16, float32, float64, uint8, int8, "
            "int16, int32, int64, bool)");
      const bool fresh = is_ulp ? bounds.ulp.emplace(d, n).second : bounds.abs.emplace(d, x).second;
      if (!fresh) return fail("dtype " + d + " is bounded twice " + (is_ulp ? "in ulp" : "in abs"));
      ++count;
    }
    if (count == 0) return fail("a fused bound names no dtype");
    rest = m.suffix();
    if (rest.rfind("; within ", 0) == 0 || rest.rfind(", within ", 0) == 0) {
      rest = rest.substr(2);
      continue;
    }
    break;
  }
  if (rest.empty() || rest[0] != ':' || rest.find_first_not_of(" ", 1) == std::string::npos)
    return fail("a fused bound needs its reason: `...: <why the fused replay differs>`");
  return bounds;
}

std::map<std::string, std::optional<FusedBounds>> ContractTolerances(const std::string& source) {
  std::map<std::string, std::optional<FusedBounds>> out;
  for (const auto& c : ContractComments(Lex(source).comments))
    if (c.fields.count("Tolerance")) out[c.name] = ParseToleranceLine(c.tolerance);
  return out;
}

std::set<std::string> StringLiterals(const std::string& source) {
  std::set<std::string> out;
  for (const auto& t : Lex(source).tokens)
    if (t.kind == Kind::kString) out.insert(t.text);
  return out;
}

std::set<std::string> CaseNames(const std::string& source) {
  std::set<std::string> out = StringLiterals(source);
  const auto tokens = Lex(source).tokens;
  for (size_t i = 0; i + 5 < tokens.size(); ++i) {
    if (!(tokens[i].kind == Kind::kIdent && tokens[i].text == "KC_CASE" &&
          tokens[i + 1].text == "(" && tokens[i + 3].text == "," &&
          tokens[i + 4].kind == Kind::kIdent))
      continue;
    const std::string op = tokens[i + 4].text;
    out.insert(op);
    // An augmentation's case is named after Kornia's class: random_posterize,
    // RandomPosterize.
    std::string camel;
    bool upper = true;
    for (char ch : op) {
      if (ch == '_') {
        upper = true;
        continue;
      }
      camel += upper ? static_cast<char>(std::toupper(static_cast<unsigned char>(ch))) : ch;
      upper = false;
    }
    out.insert(camel);
  }
  return out;
}

const std::vector<std::string>& Rules() {
  static const std::vector<std::string> rules = {
      "capture-guard",    "host-readback", "tensor-from-host-read", "dynamic-shape",
      "linspace-ramp",    "default-dtype", "vendor-math",           "device-less-factory",
      "traced-host-fill", "op-contract"};
  return rules;
}

}  // namespace kornia::lint

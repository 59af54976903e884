#include "tools/lint/lint.h"

#include <algorithm>
#include <cctype>
#include <map>
#include <regex>

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

// Index of the `)` closing the `(` at `open` (or t.size()).
size_t Closing(const std::vector<Token>& t, size_t open) {
  int depth = 0;
  for (size_t i = open; i < t.size(); ++i) {
    if (t[i].kind != Kind::kPunct) continue;
    if (t[i].text == "(") ++depth;
    if (t[i].text == ")" && --depth == 0) return i;
  }
  return t.size();
}

class Linter {
 public:
  Linter(const std::string& file, const Lexed& lexed, const Context& ctx)
      : file_(file), t_(lexed.tokens), comments_(lexed.comments), ctx_(ctx) {}

  Result Run() {
    for (size_t i = 0; i < t_.size(); ++i) {
      if (Is(t_, i, "?")) Ternary(i);
      if (t_[i].kind != Kind::kIdent) continue;
      CaptureGuard(i);
      HostReadback(i);
      ControlFlow(i);
      TensorFromHostRead(i);
      DynamicShape(i);
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

  void CaptureGuard(size_t i) {
    static const std::set<std::string> kGuards = {
        "iscompiling", "istracing",      "isscripting",     "isdynamocompiling",
        "isexporting", "isinonnxexport", "istorchfxtracing"};
    if (kGuards.count(Folded(t_[i].text)))
      Add(i, "capture-guard",
          "`" + t_[i].text +
              "` asks whether a capture is running; ops run one code path in "
              "eager and capture: turn the host decision into a tensor op (where, a {0,1} gate, an "
              "in-graph assert) or document the limit");
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

  // Public ops: `torch::Tensor name(` / `at::Tensor name(` at namespace scope
  // of an ops/<pkg>/ header.
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
      if (!((Is(t_, i, "torch") || Is(t_, i, "at")) && Is(t_, i + 1, "::") &&
            Is(t_, i + 2, "Tensor") && i + 4 < t_.size() && t_[i + 3].kind == Kind::kIdent &&
            Is(t_, i + 4, "(")))
        continue;
      const std::string name = t_[i + 3].text;
      if (!HasContract(name))
        Add(i + 3, "op-contract",
            "public op `" + name + "` needs a contract comment: a `// " + name +
                "()` heading followed by Shape:, Dtypes: and Errors: lines (STYLE.md 2)");
      if (!ctx_.registered_cases.count(name))
        Add(i + 3, "op-contract",
            "public op `" + name + "` has no registered conformance case (a case named \"" + name +
                "\" in conformance/cases/)");
    }
  }

  bool HasContract(const std::string& name) const {
    const std::string heading = "// " + name + "()";
    for (size_t k = 0; k < comments_.size(); ++k) {
      if (comments_[k].text != heading) continue;
      bool shape = false, dtypes = false, errors = false;
      for (size_t m = k + 1; m < comments_.size() && comments_[m].line == comments_[m - 1].line + 1;
           ++m) {
        const std::string& c = comments_[m].text;
        shape |= c.rfind("// Shape:", 0) == 0;
        dtypes |= c.rfind("// Dtypes:", 0) == 0;
        errors |= c.rfind("// Errors:", 0) == 0;
      }
      if (shape && dtypes && errors) return true;
    }
    return false;
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

std::set<std::string> StringLiterals(const std::string& source) {
  std::set<std::string> out;
  for (const auto& t : Lex(source).tokens)
    if (t.kind == Kind::kString) out.insert(t.text);
  return out;
}

const std::vector<std::string>& Rules() {
  static const std::vector<std::string> rules = {
      "capture-guard", "host-readback", "tensor-from-host-read", "dynamic-shape", "linspace-ramp",
      "default-dtype", "op-contract"};
  return rules;
}

}  // namespace kornia::lint

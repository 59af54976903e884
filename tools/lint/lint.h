// Token-level lint over ops/ sources: comments and string literals never fire a
// rule. Reads files as text; never links against ops/.
//
// Rules (stable ids; each message says what to do instead):
//   capture-guard          a query of capture state (is_compiling, isTracing, ...)
//   host-readback          .item(), item<T>(), _local_scalar_dense, is_nonzero, or a
//                          tensor reduction / data_ptr / accessor deciding an if,
//                          while, for or ?:
//   tensor-from-host-read  a tensor factory fed with a value read out of a tensor
//   dynamic-shape          nonzero, masked_select, unique..., boolean-mask indexing
//   linspace-ramp          linspace (use arange; see NOTE [ meshgrid half precision ])
//   default-dtype          reading or setting torch's global default dtype
//   op-contract            a public op (ops/<pkg>/*.h) without a contract comment
//                          (`// name()` heading with Shape:, Dtypes:, Errors:) or
//                          without registered conformance cases
// Suppression: `// lint: allow(<rule>) <reason>`, trailing the line, or alone on
// the line above it; a suppression without a reason is itself a finding
// (bad-suppression). Functions in namespaces named detail/internal are not
// public ops.
#pragma once

#include <set>
#include <string>
#include <vector>

namespace kornia::lint {

enum class Kind { kIdent, kPunct, kNumber, kString };

struct Token {
  Kind kind;
  std::string text;  // identifier, punctuation, or a string literal's contents
  int line, col;     // 1-based
};

struct Comment {
  std::string text;
  int line;         // where it starts
  bool standalone;  // nothing but whitespace before it on its line
};

struct Lexed {
  std::vector<Token> tokens;
  std::vector<Comment> comments;
};

// Tokens and comments of C++ source (raw strings, char literals, digit
// separators handled).
Lexed Lex(const std::string& source);

struct Finding {
  std::string file;
  int line, col;
  std::string rule, message;
  std::string Format() const;  // "file:line:col: rule: message"
};

struct Context {
  std::set<std::string> registered_cases;  // string literals of conformance/cases
  bool check_op_contract = false;          // an ops/<pkg>/ header (not ops/core)
};

struct Result {
  std::vector<Finding> findings;
  int suppressed = 0;
};

Result Lint(const std::string& file, const std::string& source, const Context& context);

// The string literals of a source file (to collect registered case names).
std::set<std::string> StringLiterals(const std::string& source);

// The rule ids, for reports.
const std::vector<std::string>& Rules();

}  // namespace kornia::lint

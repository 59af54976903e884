// Token-level lint over C++ sources: comments, string and character literals
// are skipped, so a rule fires on code only. Reads files as text; never links
// against ops/.
#pragma once

#include <string>
#include <vector>

namespace kornia::lint {

struct Token {
  std::string text;  // an identifier
  int line, col;     // 1-based
};

// Identifiers of `source`, outside comments and literals (raw strings too).
std::vector<Token> Identifiers(const std::string& source);

struct Finding {
  std::string file;
  int line, col;
  std::string rule, message;
  std::string Format() const;  // "file:line:col: rule: message"
};

// Rule `capture-guard`: a query of capture state (is_compiling, isTracing,
// is_tracing, is_scripting, and their spellings in any case or with any
// underscores). Ops run one code path in eager and capture.
std::vector<Finding> Lint(const std::string& file, const std::string& source);

}  // namespace kornia::lint

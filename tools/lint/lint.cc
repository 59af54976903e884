#include "tools/lint/lint.h"

#include <cctype>
#include <set>

namespace kornia::lint {
namespace {

bool IdentStart(char c) { return std::isalpha(static_cast<unsigned char>(c)) || c == '_'; }
bool IdentChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) || c == '_'; }

// "is_Tracing" -> "istracing": the spelling-independent form rules match on.
std::string Folded(const std::string& s) {
  std::string out;
  for (char c : s)
    if (c != '_') out += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  return out;
}

}  // namespace

std::vector<Token> Identifiers(const std::string& src) {
  std::vector<Token> tokens;
  int line = 1;
  size_t line_start = 0;
  const size_t n = src.size();
  size_t i = 0;
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
      while (i < n && src[i] != '\n') ++i;
    } else if (c == '/' && i + 1 < n && src[i + 1] == '*') {
      i += 2;
      while (i < n && !(src[i] == '*' && i + 1 < n && src[i + 1] == '/')) {
        if (src[i] == '\n') newline_at(i);
        ++i;
      }
      i += 2;
    } else if (c == 'R' && i + 1 < n && src[i + 1] == '"' &&
               (i == 0 || !IdentChar(src[i - 1]) || src[i - 1] == 'u' ||
                src[i - 1] == 'U' || src[i - 1] == 'L' || src[i - 1] == '8')) {
      // Raw string R"delim( ... )delim"
      const size_t open = src.find('(', i + 2);
      if (open == std::string::npos) break;
      const std::string close = ")" + src.substr(i + 2, open - i - 2) + "\"";
      size_t end = src.find(close, open + 1);
      end = end == std::string::npos ? n : end + close.size();
      for (size_t k = i; k < end; ++k)
        if (src[k] == '\n') newline_at(k);
      i = end;
    } else if (c == '"' || (c == '\'' && !(i > 0 && std::isxdigit(static_cast<unsigned char>(src[i - 1])) &&
                                          i + 1 < n && std::isxdigit(static_cast<unsigned char>(src[i + 1]))))) {
      // String or character literal (a ' between hex digits is a digit separator).
      ++i;
      while (i < n && src[i] != c && src[i] != '\n') i += src[i] == '\\' ? 2 : 1;
      ++i;
    } else if (IdentStart(c)) {
      const size_t start = i;
      while (i < n && IdentChar(src[i])) ++i;
      tokens.push_back({src.substr(start, i - start), line, static_cast<int>(start - line_start) + 1});
    } else if (std::isdigit(static_cast<unsigned char>(c))) {
      while (i < n && (IdentChar(src[i]) || src[i] == '.' || src[i] == '\'')) ++i;
    } else {
      ++i;
    }
  }
  return tokens;
}

std::string Finding::Format() const {
  return file + ":" + std::to_string(line) + ":" + std::to_string(col) + ": " + rule + ": " +
         message;
}

std::vector<Finding> Lint(const std::string& file, const std::string& source) {
  static const std::set<std::string> kGuards = {"iscompiling", "istracing", "isscripting",
                                                "isdynamocompiling", "isexporting"};
  std::vector<Finding> findings;
  for (const Token& t : Identifiers(source)) {
    if (kGuards.count(Folded(t.text)) == 0) continue;
    findings.push_back(
        {file, t.line, t.col, "capture-guard",
         "`" + t.text +
             "` asks whether a capture is running; ops run one code path in eager and "
             "capture: turn the host decision into a tensor op (where, a {0,1} gate, an "
             "in-graph assert) or document the limit"});
  }
  return findings;
}

}  // namespace kornia::lint

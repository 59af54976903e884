// lint [--cases FILE]... FILE...
//   Lints FILEs (ops/ sources); --cases names conformance case files whose
//   string literals are the registered case names (for op-contract, which
//   applies to ops/<pkg>/*.h outside ops/core). Prints findings as
//   file:line:col: rule: message, then a summary; exit 1 on any finding.
#include <fstream>
#include <iostream>
#include <map>
#include <sstream>

#include "tools/lint/lint.h"

namespace {

bool Slurp(const std::string& path, std::string* out) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return false;
  std::ostringstream os;
  os << in.rdbuf();
  *out = os.str();
  return true;
}

bool IsOpHeader(const std::string& path) {
  const size_t at = path.rfind("ops/");
  return at != std::string::npos && path.size() > 2 &&
         path.compare(path.size() - 2, 2, ".h") == 0 &&
         path.find("ops/core/", at) == std::string::npos;
}

}  // namespace

int main(int argc, char** argv) {
  kornia::lint::Context base;
  std::vector<std::string> files;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--cases" && i + 1 < argc) {
      std::string text;
      if (!Slurp(argv[++i], &text)) {
        std::cerr << argv[i] << ": cannot open\n";
        return 2;
      }
      for (const auto& s : kornia::lint::CaseNames(text)) base.registered_cases.insert(s);
    } else {
      files.push_back(a);
    }
  }
  int findings = 0, suppressed = 0;
  std::map<std::string, int> per_rule;
  for (const auto& file : files) {
    std::string text;
    if (!Slurp(file, &text)) {
      std::cerr << file << ": cannot open\n";
      return 2;
    }
    kornia::lint::Context ctx = base;
    ctx.check_op_contract = IsOpHeader(file);
    const auto r = kornia::lint::Lint(file, text, ctx);
    for (const auto& f : r.findings) {
      std::cout << f.Format() << "\n";
      ++per_rule[f.rule];
    }
    findings += r.findings.size();
    suppressed += r.suppressed;
  }
  std::cout << "lint: " << files.size() << " files, " << kornia::lint::Rules().size() << " rules, "
            << findings << " findings, " << suppressed << " suppressed\n";
  for (const auto& [rule, n] : per_rule) std::cout << "  " << rule << ": " << n << "\n";
  return findings == 0 ? 0 : 1;
}

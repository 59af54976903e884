// lint FILE... : prints findings as file:line:col: rule: message; exit 1 if any.
#include <fstream>
#include <iostream>
#include <sstream>

#include "tools/lint/lint.h"

int main(int argc, char** argv) {
  int findings = 0;
  for (int i = 1; i < argc; ++i) {
    std::ifstream in(argv[i], std::ios::binary);
    if (!in) {
      std::cerr << argv[i] << ": cannot open\n";
      return 2;
    }
    std::ostringstream os;
    os << in.rdbuf();
    for (const auto& f : kornia::lint::Lint(argv[i], os.str())) {
      std::cout << f.Format() << "\n";
      ++findings;
    }
  }
  std::cout << "lint: " << argc - 1 << " files, " << findings << " findings\n";
  return findings == 0 ? 0 : 1;
}

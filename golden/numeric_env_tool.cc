// numeric_env_tool pinned | env
//
// `pinned`: the pinned numeric environment (golden/numeric_env.h), one
// NAME=value line per variable. `env`: the numeric path this process actually
// takes (ATen's CPU capability, the BLAS core). For conformance/portability.py,
// which runs each package's conformance binary under every numeric path: a
// binary that links no op and no case, so the per-package portability tests
// stay cached when another package's op changes.
#include <iostream>
#include <string>

#include "golden/numeric_env.h"

int main(int argc, char** argv) {
  namespace kg = kornia::golden;
  const std::string mode = argc == 2 ? argv[1] : "";
  if (mode == "pinned") {
    for (const auto& [name, value] : kg::PinnedDefinition())
      std::cout << name << "=" << value << "\n";
    return 0;
  }
  if (mode == "env") {
    std::cout << kg::CurrentNumericEnv().Describe() << "\n";
    return 0;
  }
  std::cerr << "usage: numeric_env_tool pinned|env\n";
  return 2;
}

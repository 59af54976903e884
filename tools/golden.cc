// bazel run //tools:golden -- check|regen [--op NAME] [--accept "REASON"]
//
// check: every registered case's eager output against golden/ (exit 1 on any
//        mismatch or missing golden; lists goldens no case produces).
// regen: records new goldens; an existing golden changes only with --accept,
//        and the reason goes to golden/CHANGELOG.md with old and new hashes.
//        The current torch pin is added to each golden it reproduces.
// Writes go to the source tree (BUILD_WORKSPACE_DIRECTORY), atomically.
#include <iostream>
#include <set>
#include <string>

#include "conformance/checks.h"
#include "conformance/registry.h"
#include "golden/store.h"

namespace kc = kornia::conformance;
namespace kg = kornia::golden;

namespace {

int Usage() {
  std::cerr << "usage: bazel run //tools:golden -- check|regen [--op NAME] "
               "[--accept \"REASON\"]\n";
  return 2;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) return Usage();
  const std::string mode = argv[1];
  std::string op, accept;
  for (int i = 2; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--op" && i + 1 < argc) {
      op = argv[++i];
    } else if (a == "--accept" && i + 1 < argc) {
      accept = argv[++i];
    } else {
      return Usage();
    }
  }
  if (mode != "check" && mode != "regen") return Usage();
  if (mode == "regen" && !accept.empty() && accept.find_first_not_of(" \t") == std::string::npos)
    return Usage();

  kg::Store store(kc::GoldenRoot());
  std::set<std::string> produced;
  int ok = 0, bad = 0, added = 0, changed = 0, refused = 0;
  for (const auto& [name, c] : kc::Registry::Global().cases()) {
    if (!op.empty() && name != op) continue;
    for (const auto& p : c.points()) {
      const std::string key = kc::GoldenKey(c, p);
      produced.insert(key);
      const torch::Tensor out = p.run(p.inputs);
      if (mode == "check") {
        const kg::CheckResult r = store.Check(key, out);
        if (r.verdict == kg::Verdict::kOk) {
          ++ok;
        } else {
          ++bad;
          std::cout << "FAIL " << key << ": " << r.detail << "\n";
        }
        continue;
      }
      try {
        const std::string verb = store.Record(key, out, kc::TorchPin(), accept);
        added += verb == "added";
        changed += verb == "changed";
        if (verb != "unchanged") std::cout << verb << " " << key << "\n";
      } catch (const kg::GoldenError& e) {
        ++refused;
        std::cout << "REFUSED " << e.what() << "\n";
      }
    }
  }
  if (mode == "regen") {
    store.Save();
    std::cout << "regen (torch " << kc::TorchPin() << "): " << added << " added, " << changed
              << " changed, " << refused << " refused; store " << store.root() << "\n";
    return refused == 0 ? 0 : 1;
  }
  int stale = 0;
  for (const auto& [key, e] : store.entries())
    if (op.empty() && produced.count(key) == 0) {
      ++stale;
      std::cout << "STALE " << key << " (no case produces it)\n";
    }
  std::cout << "check (torch " << kc::TorchPin() << "): " << ok << " ok, " << bad
            << " failed, " << stale << " stale\n";
  return bad == 0 ? 0 : 1;
}

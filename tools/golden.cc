// bazel run //tools:golden -- check|regen|diff|prune|drift|migrate [--op NAME] [--accept "REASON"]
//
// check: every registered case's eager output against the golden recorded for
//        this torch pin; exit 1 on a mismatch or a missing golden.
// regen: records new goldens and this pin; an existing golden changes only
//        with --accept "REASON", which CHANGELOG.md records with old and new
//        hashes. Exit 1 if a change was refused.
// diff:  per changed golden: max abs, max ulp, count, first index (exit 0).
// prune: removes goldens no case produces.
// drift: eager outputs that differ between torch pins, and how far.
// migrate: converts a format-2 store (manifest.json + .kgt files) to format 3
//        (golden/<package>/<op>.json) in place, proving every key, SHA-256,
//        pin list and commit unchanged before it deletes the v2 files.
// env:   the numeric environment this process runs under (numeric_env.h).
// pinned: the pinned variables, NAME=value a line (for scripts).
// Writes go to the source tree (BUILD_WORKSPACE_DIRECTORY), atomically, under
// a lock. Pick the pin as for any build: --define=torch_pin=<pin>.
// //tools:golden_<package> is the same tool over one package's cases (this
// file compiled once, //tools:golden_main; each binary adds a one-line file
// defining kc_golden_package): recording one op on another pin then builds
// that package, not the library; goldens of other packages are out of its
// scope (never stale, never pruned).
#include <array>
#include <cstdio>
#include <iostream>
#include <set>
#include <string>

#include "conformance/checks.h"
#include "conformance/registry.h"
#include "golden/numeric_env.h"
#include "golden/store.h"

namespace kc = kornia::conformance;
namespace kg = kornia::golden;

// The package this binary sees ("" for the whole library): defined by its
// generated scope file (tools/BUILD.bazel, `<binary>_scope`).
extern const char kc_golden_package[];

namespace {

int Usage() {
  std::cerr << "usage: bazel run //tools:golden -- check|regen|diff|prune|drift|migrate|env "
               "[--op NAME] [--accept \"REASON\"]\n";
  return 2;
}

std::string HeadCommit() {
  const char* tree = std::getenv("BUILD_WORKSPACE_DIRECTORY");
  if (tree == nullptr) return "unknown";
  std::string out;
  if (FILE* p = popen(
          ("git -C '" + std::string(tree) + "' rev-parse --short HEAD 2>/dev/null").c_str(), "r")) {
    std::array<char, 64> buf{};
    while (fgets(buf.data(), buf.size(), p)) out += buf.data();
    pclose(p);
  }
  while (!out.empty() && out.back() == '\n') out.pop_back();
  return out.empty() ? "unknown" : out;
}

bool OpMatches(const std::string& key, const std::string& op) {
  // keys are "<package>/<op>/<point>"
  const size_t a = key.find('/'), b = key.find('/', a + 1);
  if (*kc_golden_package != '\0' && key.substr(0, a) != kc_golden_package) return false;
  return op.empty() || key.substr(a + 1, b - a - 1) == op;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 2) return Usage();
  const std::string mode = argv[1];
  std::string op, accept;
  bool has_accept = false;
  for (int i = 2; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--op" && i + 1 < argc) {
      op = argv[++i];
    } else if (a == "--accept" && i + 1 < argc) {
      accept = argv[++i];
      has_accept = true;
    } else {
      return Usage();
    }
  }
  static const std::set<std::string> kModes = {"check", "regen", "diff",   "prune",
                                               "drift", "env",   "migrate"};
  if (!kModes.count(mode)) return Usage();
  if (has_accept && (mode != "regen" || accept.find_first_not_of(" \t") == std::string::npos)) {
    std::cerr << "--accept needs a reason and only applies to regen\n";
    return 2;
  }
  if (!op.empty() && !kc::Registry::Global().cases().count(op)) {
    std::cerr << "no registered case named '" << op << "'"
              << (*kc_golden_package != '\0' ? std::string(" in package ") + kc_golden_package : "")
              << "\n";
    return 2;
  }
  const std::string pin = kc::TorchPin();
  if (mode == "env") {
    std::cout << kg::CurrentNumericEnv().Describe() << "\n";
    return 0;
  }
  try {
    if (mode == "migrate") {
      const kg::StoreLock lock(kc::GoldenRoot());
      const kg::MigrationReport r = kg::MigrateV2(kc::GoldenRoot());
      std::cout << "migrate: " << r.entries << " entries, " << r.outputs << " outputs (from "
                << r.v2_files << " .kgt files) in " << r.ops
                << " op manifests; every SHA-256, pin list and commit verified unchanged\n";
      return 0;
    }
    std::unique_ptr<kg::StoreLock> lock;
    if (mode == "regen" || mode == "prune")
      lock = std::make_unique<kg::StoreLock>(kc::GoldenRoot());
    kg::Store store(kc::GoldenRoot());

    if (mode == "drift") {
      const auto lines = store.Drift();
      for (const auto& l : lines) std::cout << l << "\n";
      std::cout << "drift: " << lines.size() << " golden(s) differ between torch pins\n";
      return 0;
    }

    std::set<std::string> produced;
    int ok = 0, bad = 0, added = 0, pinned = 0, changed = 0, refused = 0;
    for (const auto& [name, c] : kc::Registry::Global().cases()) {
      if (!op.empty() && name != op) continue;
      for (const auto& p : c.points()) {
        // The composite check's exhaustive inputs have no goldens (checks.h).
        if (p.composite_only) continue;
        const std::string key = kc::GoldenKey(c, p);
        produced.insert(key);
        if (mode == "prune") continue;
        torch::Tensor out;
        try {
          out = kc::Eager(p);
        } catch (const std::exception& e) {
          ++bad;
          std::cout << "FAIL " << key << ": the op raised: " << c10::GetExceptionString(e) << "\n";
          continue;
        }
        if (mode == "check" || mode == "diff") {
          const kg::CheckResult r = store.Check(key, out, pin);
          if (r.verdict == kg::Verdict::kOk) {
            ++ok;
          } else {
            ++bad;
            std::cout << (mode == "check" ? "FAIL " : "") << key << ": " << r.detail << "\n";
          }
          continue;
        }
        try {
          const std::string verb = store.Record(key, out, pin, accept, HeadCommit());
          added += verb == "added";
          changed += verb == "changed";
          pinned += verb == "pinned";
          if (verb == "added" || verb == "changed") std::cout << verb << " " << key << "\n";
        } catch (const kg::GoldenError& e) {
          ++refused;
          std::cout << "REFUSED " << e.what() << "\n";
        }
      }
    }
    std::vector<std::string> stale;
    for (const auto& [key, e] : store.entries())
      if (OpMatches(key, op) && !produced.count(key)) stale.push_back(key);

    if (mode == "prune") {
      for (const auto& key : stale) {
        store.Remove(key);
        std::cout << "removed " << key << "\n";
      }
      store.Save();
      std::cout << "prune: " << stale.size() << " removed\n";
      return 0;
    }
    if (mode == "regen") {
      if (refused == 0 || changed + added > 0) store.Save();
      std::cout << "regen (torch " << pin << "): " << added << " added, " << pinned
                << " gained this pin, " << changed << " changed, " << refused << " refused, "
                << stale.size() << " stale (prune removes them)\n";
      return refused == 0 ? 0 : 1;
    }
    for (const auto& key : stale) std::cout << "STALE " << key << " (no case produces it)\n";
    std::cout << kg::CurrentNumericEnv().Describe() << "\n";
    std::cout << mode << " (torch " << pin << "): " << ok << " ok, " << bad
              << (mode == "check" ? " failed, " : " changed, ") << stale.size() << " stale\n";
    return mode == "check" && bad > 0 ? 1 : 0;
  } catch (const kg::GoldenError& e) {
    std::cerr << "golden: " << e.what() << "\n";
    return 1;
  }
}

// The survey: every registered case, every sweep point, every check; a table
// per (case, dtype) on stdout and one JSON record per point and check.
//   bazel run //tools:survey_main -- --out PATH
// (./tools/survey wraps it: setup, build, a default output path.)
#include <chrono>
#include <ctime>
#include <fstream>
#include <iomanip>
#include <iostream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>

#include "conformance/checks.h"
#include "conformance/inputs.h"
#include "conformance/known_failures.h"
#include "conformance/registry.h"
#include "golden/numeric_env.h"
#include "golden/store.h"

namespace kc = kornia::conformance;

int main(int argc, char** argv) {
  std::string out_path = "survey.json", commit = "unknown";
  for (int i = 1; i + 1 < argc; i += 2) {
    const std::string a = argv[i];
    if (a == "--out") out_path = argv[i + 1];
    if (a == "--commit") commit = argv[i + 1];
  }
  const auto start = std::chrono::steady_clock::now();
  kornia::golden::Store store(kc::GoldenRoot());
  kc::Judge judge(&store);
  const kc::KnownFailures known =
      kc::KnownFailures::Load(kc::ConformanceRoot() + "/known_failures.json");
  nlohmann::json records = nlohmann::json::array();
  struct Row {
    int points = 0;
    std::map<std::string, int> passed, judged;  // per check: the points it applies to
  };
  std::map<std::pair<std::string, std::string>, Row> table;
  int failures = 0;
  for (const auto& [name, c] : kc::Registry::Global().cases()) {
    const auto points = c.points();
    std::map<std::string, std::set<std::string>> seen;  // row -> points counted
    for (const kc::TestId& t : kc::Enumerate(c, points)) {
      const std::string row_name = t.kind == kc::TestId::Kind::kPoint   ? t.dtype
                                   : t.kind == kc::TestId::Kind::kDtype ? "(dtypes)"
                                   : t.kind == kc::TestId::Kind::kError ? "(errors)"
                                                                        : "(coverage)";
      Row& row = table[{name, row_name}];
      if (seen[row_name].insert(t.id).second) ++row.points;
      const kc::CheckOutcome o = judge.Run(c, t, points);
      const std::string check = kc::CheckName(t.check);
      const auto entry = known.Find(kc::TorchPin(), t.dtype, name, check, t.id);
      const bool ok = kc::JudgeKnown(o.status == kc::Status::kFail, o.detail, entry).empty();
      row.passed[check] += ok;
      ++row.judged[check];
      failures += !ok;
      records.push_back({{"case", name},
                         {"package", c.package},
                         {"point", t.id},
                         {"dtype", t.kind == kc::TestId::Kind::kError ? "" : t.dtype},
                         {"check", check},
                         {"status", !ok     ? "fail"
                                    : entry ? "known"
                                            : "ok"},
                         {"detail", o.detail},
                         {"breaks", o.breaks}});
    }
  }
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

  std::cout << std::left << std::setw(20) << "case" << std::setw(10) << "dtype" << std::setw(8)
            << "points" << std::setw(44) << "checks (passed/judged)"
            << "status\n";
  for (const auto& [key, row] : table) {
    std::string checks;
    bool all = true;
    // passed / judged: threads, fused and inverse apply to some points only.
    for (const auto& [check, n] : row.passed) {
      const int judged = row.judged.at(check);
      checks += check + " " + std::to_string(n) + "/" + std::to_string(judged) + "  ";
      all = all && n == judged;
    }
    std::cout << std::setw(20) << key.first << std::setw(10) << key.second << std::setw(8)
              << row.points << std::setw(44) << checks << (all ? "ok" : "FAIL") << "\n";
  }

  const std::time_t now = std::time(nullptr);
  char date[32];
  std::strftime(date, sizeof date, "%Y-%m-%dT%H:%M:%SZ", std::gmtime(&now));
  const nlohmann::json report = {{"header",
                                  {{"torch_pin", kc::TorchPin()},
                                   {"commit", commit},
                                   {"date", date},
                                   {"numeric_env", kornia::golden::CurrentNumericEnv().Describe()},
                                   {"seconds", seconds},
                                   {"records", records.size()},
                                   {"failures", failures}}},
                                 {"records", records}};
  std::ofstream(out_path) << report.dump(2) << "\n";
  std::cout << "\nnumeric environment: " << kornia::golden::CurrentNumericEnv().Describe() << "\n"
            << records.size() << " records, " << failures << " failed, " << std::fixed
            << std::setprecision(1) << seconds << " s; report: " << out_path << "\n";
  return failures == 0 ? 0 : 1;
}

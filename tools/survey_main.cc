// The survey's worker: judges whole cases (every sweep point, every check)
// and writes one record per (case, point, check) as JSON lines. The driver
// (tools/survey.py, run by ./tools/survey) starts one worker per core, hands
// out cases, and survives a worker that crashes or hangs.
//
//   survey_main --describe          {"torch_pin", "numeric_env", "cases"} as JSON
//   survey_main --list              one "name<TAB>package" line per case
//   survey_main --worker DIR [--threads N] [--sample N]
//       reads case names on stdin, one per line; for each writes
//       DIR/<case>.partial first (the crash marker: it exists while the case
//       runs), appends a header line, one line per judged test and a final
//       {"done": ...} line, then renames it DIR/<case>.jsonl. On stdout, for
//       the driver: "test<TAB>i<TAB>point<TAB>check" before each test (the
//       last one names where a crash happened), then
//       "done<TAB>case<TAB>records<TAB>seconds". --key STR is copied into each case's header (the
//       driver's commit, pin and numeric environment: resume and merge compare it).
#include <sys/prctl.h>
#include <torch/torch.h>

#include <algorithm>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <string>

#include "conformance/checks.h"
#include "conformance/inputs.h"
#include "conformance/known_failures.h"
#include "conformance/registry.h"
#include "golden/numeric_env.h"
#include "golden/store.h"

namespace kc = kornia::conformance;

namespace {

using Clock = std::chrono::steady_clock;

double SecondsSince(Clock::time_point t) {
  return std::chrono::duration<double>(Clock::now() - t).count();
}

// Why a point check does not apply to a point (Enumerate() leaves it out);
// "" when it applies.
std::string NotApplicable(kc::Check check, const kc::OpCase& c, const kc::SweepPoint& p) {
  if (kc::CheckApplies(check, p)) {
    if (check != kc::Check::kInverse || kc::InInverseDomain(*c.inverse, p)) return "";
    return "the image is not finite or lies outside " + c.inverse->name + "'s domain [" +
           std::to_string(c.inverse->lo) + ", " + std::to_string(c.inverse->hi) + "]";
  }
  if (check == kc::Check::kThreads)
    return "input under " + std::to_string(kc::kThreadsMinElements) +
           " elements (twice ATen's parallel grain): one thread runs it at any count";
  if (check == kc::Check::kFused)
    return "input over " + std::to_string(kc::kFusedMaxElements) +
           " elements: the fused kernels run in TensorExpr's interpreter here (no LLVM), "
           "10**3-10**4 times slower than eager";
  return "does not apply";
}

// Judges one case into DIR/<case>.jsonl; false when the case is unknown.
bool RunCase(const std::string& name, const std::string& dir, const std::string& key, size_t sample,
             const kornia::golden::Store& store, const kc::KnownFailures& known) {
  const auto& cases = kc::Registry::Global().cases();
  const auto it = cases.find(name);
  if (it == cases.end()) return false;
  const kc::OpCase& c = it->second;
  const std::string partial = dir + "/" + name + ".partial";
  std::ofstream out(partial, std::ios::trunc);
  const auto start = Clock::now();
  const auto points = c.points();
  const std::vector<kc::TestId> tests = kc::Enumerate(c, points, sample);
  nlohmann::json checks = nlohmann::json::array();
  for (const kc::Check check : kc::PointChecks(c)) checks.push_back(kc::CheckName(check));
  out << nlohmann::json{{"case", name},         {"key", key},       {"package", c.package},
                        {"kornia", c.kornia},   {"checks", checks}, {"points", points.size()},
                        {"tests", tests.size()}}
             .dump()
      << "\n"
      << std::flush;
  kc::Judge judge(&store);  // per case: its traces are freed with it
  // n/a records: those judging found (in `tests`) and those Enumerate() left out.
  int failures = 0, not_applicable = 0, judged_na = 0;
  auto write_na = [&](const std::string& point, const std::string& dtype, const std::string& check,
                      const std::string& why, double ms) {
    ++not_applicable;
    out << nlohmann::json{{"case", name},   {"package", c.package},
                          {"point", point}, {"dtype", dtype},
                          {"check", check}, {"status", "n/a"},
                          {"reason", why},  {"ms", ms}}
               .dump()
        << "\n";
  };
  for (size_t i = 0; i < tests.size(); ++i) {
    const kc::TestId& t = tests[i];
    std::cout << "test\t" << i << "\t" << t.id << "\t" << kc::CheckName(t.check) << std::endl;
    const auto t0 = Clock::now();
    const kc::CheckOutcome o = judge.Run(c, t, points);
    const double ms = SecondsSince(t0) * 1e3;
    const std::string check = kc::CheckName(t.check);
    if (o.status == kc::Status::kNotApplicable) {  // found while judging: why is in the detail
      ++judged_na;
      write_na(t.id, t.dtype, check, o.detail, static_cast<int64_t>(ms * 10 + 0.5) / 10.0);
      out << std::flush;
      continue;
    }
    const auto entry = known.Find(kc::TorchPin(), t.dtype, name, check, t.id);
    const bool failed = o.status == kc::Status::kFail;
    const std::string verdict = kc::JudgeKnown(failed, o.detail, entry);
    failures += !verdict.empty();
    nlohmann::json r = {{"case", name},
                        {"package", c.package},
                        {"point", t.id},
                        {"dtype", t.kind == kc::TestId::Kind::kError ? "" : t.dtype},
                        {"check", check},
                        {"status", !verdict.empty() ? "fail"
                                   : entry          ? "known-failure"
                                                    : "ok"},
                        {"ms", static_cast<int64_t>(ms * 10 + 0.5) / 10.0}};
    // What the driver classifies: the outcome's text, the manifest's verdict
    // when it disagrees with the outcome, the known entry's reason.
    if (!o.detail.empty()) r["detail"] = o.detail;
    if (!verdict.empty() && verdict != o.detail) r["verdict"] = verdict;
    if (entry) r["known_reason"] = entry->reason;
    if (o.breaks > 0) r["breaks"] = o.breaks;
    out << r.dump() << "\n" << std::flush;
  }
  // The point checks a sampled point does not get, each with why: a record
  // per (case, point, path) either way.
  for (size_t i = 0; i < points.size(); i += std::max<size_t>(sample, 1)) {
    const kc::SweepPoint& p = points[i];
    for (const kc::Check check : kc::PointChecks(c)) {
      if (const std::string why = NotApplicable(check, c, p); !why.empty())
        write_na(p.id, p.dtype, kc::CheckName(check), why, 0.0);
    }
  }
  const double seconds = SecondsSince(start);
  out << nlohmann::json{{"done", true},
                        {"not_applicable", not_applicable},
                        {"seconds", seconds},
                        {"records", tests.size() - judged_na},
                        {"failures", failures}}
             .dump()
      << "\n";
  out.close();
  std::rename(partial.c_str(), (dir + "/" + name + ".jsonl").c_str());
  std::cout << "done\t" << name << "\t" << tests.size() + not_applicable - judged_na << "\t"
            << seconds << std::endl;
  return true;
}

}  // namespace

int main(int argc, char** argv) {
  std::string mode, dir, key;
  int threads = 0;
  size_t sample = 1;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    const bool has_value = i + 1 < argc;
    if (a == "--describe" || a == "--list") {
      mode = a;
    } else if (a == "--worker" && has_value) {
      mode = a;
      dir = argv[++i];
    } else if (a == "--key" && has_value) {
      key = argv[++i];
    } else if (a == "--threads" && has_value) {
      threads = std::stoi(argv[++i]);
    } else if (a == "--sample" && has_value) {
      sample = std::stoul(argv[++i]);
    } else {
      std::cerr << "survey_main: expected --describe, --list or --worker DIR [--key STR] "
                   "[--threads N] [--sample N], but got '"
                << a << "'\n";
      return 2;
    }
  }
  const auto& cases = kc::Registry::Global().cases();
  if (mode == "--describe") {
    std::cout << nlohmann::json{{"torch_pin", kc::TorchPin()},
                                {"numeric_env", kornia::golden::CurrentNumericEnv().Describe()},
                                {"cases", cases.size()}}
                     .dump()
              << std::endl;
    return 0;
  }
  if (mode == "--list") {
    for (const auto& [name, c] : cases) std::cout << name << "\t" << c.package << "\n";
    return 0;
  }
  if (mode != "--worker") {
    std::cerr << "survey_main: expected --describe, --list or --worker DIR\n";
    return 2;
  }
  // One intra-op thread per worker when the driver runs one worker per core
  // (the threads check sets its own counts; results do not depend on it).
  if (threads > 0) at::set_num_threads(threads);
  // A worker never outlives its driver (a killed driver's resume reruns the
  // case; two writers of one case file must not happen).
  prctl(PR_SET_PDEATHSIG, SIGKILL);
  kornia::golden::Store store(kc::GoldenRoot());
  const kc::KnownFailures known =
      kc::KnownFailures::Load(kc::ConformanceRoot() + "/known_failures.json");
  std::string name;
  while (std::getline(std::cin, name)) {
    if (name.empty()) continue;
    if (!RunCase(name, dir, key, sample, store, known))
      std::cout << "unknown " << name << std::endl;
  }
  return 0;
}

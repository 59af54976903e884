#include "conformance/known_failures.h"

#include <fnmatch.h>

#include <algorithm>
#include <fstream>
#include <nlohmann/json.hpp>
#include <stdexcept>

namespace kornia::conformance {

KnownFailures KnownFailures::Load(const std::string& path) {
  std::ifstream in(path);
  if (!in) return KnownFailures({});
  nlohmann::json j;
  try {
    in >> j;
  } catch (const std::exception& e) {
    throw std::runtime_error("known failures " + path + ": " + e.what());
  }
  if (j.value("format", 0) != 1)
    throw std::runtime_error("known failures " + path + ": expected format 1");
  std::vector<KnownFailure> entries;
  for (const auto& e : j.at("entries")) {
    KnownFailure k;
    for (auto [field, out] : {std::pair{"pin", &k.pin},
                              {"dtype", &k.dtype},
                              {"case", &k.case_name},
                              {"check", &k.check},
                              {"point", &k.point},
                              {"error", &k.error},
                              {"reason", &k.reason}}) {
      if (!e.contains(field) || !e[field].is_string() || e[field].get<std::string>().empty())
        throw std::runtime_error("known failures " + path + ": an entry lacks \"" + field +
                                 "\": " + e.dump());
      *out = e[field].get<std::string>();
    }
    entries.push_back(k);
  }
  return KnownFailures(std::move(entries));
}

bool KnownFailures::NamesCheck(const KnownFailure& entry, const std::string& check) {
  size_t start = 0;
  while (start <= entry.check.size()) {
    const size_t comma = std::min(entry.check.find(',', start), entry.check.size());
    if (entry.check.compare(start, comma - start, check) == 0 && comma - start == check.size())
      return true;
    start = comma + 1;
  }
  return false;
}

std::optional<KnownFailure> KnownFailures::Find(const std::string& pin, const std::string& dtype,
                                                const std::string& case_name,
                                                const std::string& check,
                                                const std::string& point) const {
  for (const auto& e : entries_)
    if (e.pin == pin && (e.dtype == dtype || e.dtype == "any") && e.case_name == case_name &&
        NamesCheck(e, check) && fnmatch(e.point.c_str(), point.c_str(), 0) == 0)
      return e;
  return std::nullopt;
}

std::string JudgeKnown(bool failed, const std::string& detail,
                       const std::optional<KnownFailure>& entry) {
  if (!entry) return failed ? detail : "";
  if (!failed)
    return "known failure no longer fails: remove its entry from conformance/known_failures.json "
           "(the list only shrinks); it said: " +
           entry->reason;
  if (detail.find(entry->error) == std::string::npos)
    return "known failure fails differently: expected \"" + entry->error + "\", but got: " + detail;
  return "";
}

}  // namespace kornia::conformance

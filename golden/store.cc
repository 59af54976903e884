#include "golden/store.h"

#include <fcntl.h>
#include <sys/file.h>
#include <torch/torch.h>
#include <unistd.h>

#include <algorithm>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

#include "golden/numeric_env.h"

namespace kornia::golden {
namespace {

namespace fs = std::filesystem;
constexpr int64_t kSampleCount = 1024;

struct DtypePair {
  torch::ScalarType torch;
  DType file;
};
constexpr DtypePair kDtypes[] = {
    {torch::kHalf, DType::kFloat16},  {torch::kBFloat16, DType::kBFloat16},
    {torch::kFloat, DType::kFloat32}, {torch::kDouble, DType::kFloat64},
    {torch::kByte, DType::kUInt8},    {torch::kChar, DType::kInt8},
    {torch::kShort, DType::kInt16},   {torch::kInt, DType::kInt32},
    {torch::kLong, DType::kInt64},    {torch::kBool, DType::kBool},
};

std::string Today() {
  const std::time_t now = std::time(nullptr);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%d", std::gmtime(&now));
  return buf;
}

torch::Tensor FromBytes(const std::string& bytes, DType d, std::vector<int64_t> shape) {
  torch::Tensor t = torch::empty(shape, torch::TensorOptions().dtype(ToScalarType(d)));
  if (!bytes.empty()) std::memcpy(t.data_ptr(), bytes.data(), bytes.size());
  return t;
}

std::string Raw(const torch::Tensor& t) {
  const torch::Tensor c = t.cpu().contiguous();
  return std::string(static_cast<const char*>(c.data_ptr()), c.nbytes());
}

}  // namespace

DType ToDType(torch::ScalarType t) {
  for (const auto& d : kDtypes)
    if (d.torch == t) return d.file;
  throw GoldenError(std::string("golden store: unsupported dtype ") + c10::toString(t));
}

torch::ScalarType ToScalarType(DType f) {
  for (const auto& d : kDtypes)
    if (d.file == f) return d.torch;
  throw GoldenError("golden store: unknown dtype code");
}

GoldenFile FromTensor(const torch::Tensor& t_in) {
  const torch::Tensor t = t_in.cpu().contiguous();
  GoldenFile f;
  f.dtype = ToDType(t.scalar_type());
  f.shape.assign(t.sizes().begin(), t.sizes().end());
  const std::string raw = Raw(t);
  f.nbytes = raw.size();
  f.sha256 = Sha256Hex(raw.data(), raw.size());
  f.full = raw.size() <= kFullPayloadLimit;
  if (f.full) {
    f.raw = raw;
    return f;
  }
  const torch::Tensor flat = t.reshape({-1});
  const torch::Tensor d = flat.to(torch::kDouble);
  const torch::Tensor nan = d.isnan();
  f.summary.nan = nan.sum().item<int64_t>();
  f.summary.posinf = (d == INFINITY).sum().item<int64_t>();
  f.summary.neginf = (d == -INFINITY).sum().item<int64_t>();
  const torch::Tensor valid = d.masked_select(d.isfinite());
  if (valid.numel() > 0) {
    f.summary.min = valid.min().item<double>();
    f.summary.max = valid.max().item<double>();
    f.summary.mean = valid.mean().item<double>();
  }
  // Evenly spaced, first and last included: the same indices on every run.
  const int64_t n = flat.numel(), k = std::min<int64_t>(kSampleCount, n);
  for (int64_t i = 0; i < k; ++i) {
    const uint64_t index = k == 1 ? 0 : static_cast<uint64_t>(i * (n - 1) / (k - 1));
    if (f.sample_index.empty() || index > f.sample_index.back()) f.sample_index.push_back(index);
  }
  const torch::Tensor picked = flat.index_select(
      0, torch::tensor(std::vector<int64_t>(f.sample_index.begin(), f.sample_index.end())));
  f.sample_bytes = Raw(picked);
  return f;
}

torch::Tensor RawToTensor(const GoldenFile& f) { return FromBytes(f.raw, f.dtype, f.shape); }

Comparison CompareWithGolden(const GoldenFile& f, const torch::Tensor& actual_in,
                             std::string* note) {
  if (f.full) return Compare(RawToTensor(f), actual_in);
  const torch::Tensor actual = actual_in.cpu().contiguous();
  const std::vector<int64_t> shape(actual.sizes().begin(), actual.sizes().end());
  if (shape != f.shape || ToDType(actual.scalar_type()) != f.dtype)
    return Compare(FromBytes("", f.dtype, f.shape), actual);  // says shape or dtype
  const torch::Tensor index = torch::tensor(
      std::vector<int64_t>(f.sample_index.begin(), f.sample_index.end()), torch::kLong);
  const torch::Tensor expected =
      FromBytes(f.sample_bytes, f.dtype, {static_cast<int64_t>(f.sample_index.size())});
  Comparison c = Compare(expected, actual.reshape({-1}).index_select(0, index));
  const GoldenFile now = FromTensor(actual);
  std::ostringstream os;
  os << "compared " << f.sample_index.size() << " sampled elements (first index is in the "
     << "sample); summary golden -> now: min " << f.summary.min << " -> " << now.summary.min
     << ", max " << f.summary.max << " -> " << now.summary.max << ", mean " << f.summary.mean
     << " -> " << now.summary.mean << ", NaN " << f.summary.nan << " -> " << now.summary.nan
     << ", inf " << f.summary.posinf + f.summary.neginf << " -> "
     << now.summary.posinf + now.summary.neginf;
  if (note) *note = os.str();
  if (!c.first.empty()) c.first = {static_cast<int64_t>(f.sample_index[c.first[0]])};
  if (c.equal) {  // the sample agrees but the hash did not
    c.equal = false;
    c.reason = "bytes differ outside the sampled elements";
  }
  return c;
}

std::string ReadFileOrThrow(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw GoldenError(path + ": cannot open");
  std::ostringstream os;
  os << in.rdbuf();
  return os.str();
}

void WriteFileAtomic(const std::string& path, const std::string& bytes) {
  const fs::path target(path);
  fs::create_directories(target.parent_path());
  const std::string tmp = path + ".tmp." + std::to_string(::getpid());
  const int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (fd < 0) throw GoldenError(tmp + ": cannot create");
  size_t done = 0;
  while (done < bytes.size()) {
    const ssize_t n = ::write(fd, bytes.data() + done, bytes.size() - done);
    if (n <= 0) {
      ::close(fd);
      throw GoldenError(tmp + ": write failed");
    }
    done += static_cast<size_t>(n);
  }
  if (::fsync(fd) != 0 || ::close(fd) != 0) throw GoldenError(tmp + ": fsync failed");
  if (::rename(tmp.c_str(), path.c_str()) != 0) throw GoldenError(path + ": rename failed");
  const int dir = ::open(target.parent_path().c_str(), O_RDONLY | O_DIRECTORY);
  if (dir >= 0) {
    ::fsync(dir);
    ::close(dir);
  }
}

static std::string EnvText(const std::map<std::string, std::string>& env) {
  std::string s;
  for (const auto& [name, value] : env) s += (s.empty() ? "" : " ") + name + "=" + value;
  return "{" + s + "}";
}

Store::Store(std::string root) : root_(std::move(root)) {
  const std::string path = root_ + "/manifest.json";
  if (!fs::exists(path)) return;
  try {
    const nlohmann::json j = nlohmann::json::parse(ReadFileOrThrow(path));
    if (j.value("format", 0) != 2)
      throw GoldenError(path + ": expected manifest format 2, but got " +
                        std::to_string(j.value("format", 0)));
    for (const auto& [key, v] : j.at("goldens").items()) {
      Entry e;
      e.dtype = v.at("dtype").get<std::string>();
      e.shape = v.at("shape").get<std::vector<int64_t>>();
      for (const auto& o : v.at("outputs")) {
        e.outputs.push_back({o.at("sha256").get<std::string>(), o.at("file").get<std::string>(),
                             o.at("stored").get<std::string>(), o.at("commit").get<std::string>(),
                             o.at("torch").get<std::vector<std::string>>()});
        if (e.outputs.back().file.find("..") != std::string::npos)
          throw GoldenError(path + ": file name with '..' in " + key);
      }
      entries_[key] = std::move(e);
    }
    if (j.contains("numeric_env"))
      recorded_env_ = j.at("numeric_env").get<std::map<std::string, std::string>>();
  } catch (const nlohmann::json::exception& e) {
    throw GoldenError(path + ": " + e.what());
  }
}

GoldenFile Store::Load(const Output& o) const {
  const std::string path = root_ + "/" + o.file;
  GoldenFile f = DecodeFile(ReadFileOrThrow(path), path);
  if (f.sha256 != o.sha256) throw GoldenError(path + ": SHA-256 differs from the manifest's");
  return f;
}

CheckResult Store::Check(const std::string& key, const torch::Tensor& actual,
                         const std::string& pin) const {
  if (!recorded_env_.empty() && recorded_env_ != PinnedDefinition())
    return {Verdict::kMismatch, "the goldens were recorded under the numeric environment " +
                                    EnvText(recorded_env_) + ", but this binary pins " +
                                    EnvText(PinnedDefinition()) +
                                    " (run bazel run //tools:golden -- regen on every pin to "
                                    "re-verify them under it)"};
  const auto it = entries_.find(key);
  if (it == entries_.end())
    return {Verdict::kMissing, "no golden for " + key + " (bazel run //tools:golden -- regen)"};
  const Output* mine = nullptr;
  for (const auto& o : it->second.outputs)
    if (std::count(o.torch.begin(), o.torch.end(), pin)) mine = &o;
  if (mine == nullptr)
    return {Verdict::kMissing, "no golden for " + key + " recorded on torch " + pin +
                                   " (bazel run //tools:golden --define=torch_pin=" + pin +
                                   " -- regen)"};
  const std::string raw = Raw(actual);
  const std::string sha = Sha256Hex(raw.data(), raw.size());
  const std::vector<int64_t> shape(actual.sizes().begin(), actual.sizes().end());
  if (sha == mine->sha256 && shape == it->second.shape &&
      DTypeName(ToDType(actual.scalar_type())) == it->second.dtype)
    return {Verdict::kOk, ""};
  std::string note;
  const Comparison c = CompareWithGolden(Load(*mine), actual, &note);
  std::string detail = "eager output differs from golden " + mine->file + " (sha256 " +
                       mine->sha256.substr(0, 12) + " -> " + sha.substr(0, 12) +
                       "): " + Describe(c);
  if (!note.empty()) detail += "; " + note;
  return {Verdict::kMismatch, detail};
}

std::string Store::Record(const std::string& key, const torch::Tensor& actual,
                          const std::string& pin, const std::string& accept_reason,
                          const std::string& commit) {
  const GoldenFile f = FromTensor(actual);
  Entry& e = entries_[key];
  e.dtype = DTypeName(f.dtype);
  e.shape = f.shape;
  Output* same = nullptr;
  Output* previous = nullptr;  // what this pin produced before
  for (auto& o : e.outputs) {
    if (o.sha256 == f.sha256) same = &o;
    if (std::count(o.torch.begin(), o.torch.end(), pin)) previous = &o;
  }
  if (previous != nullptr && previous == same) {
    // Re-encode a file written by an older format version or layout.
    const std::string path = root_ + "/" + same->file;
    const std::string want = EncodeFile(f);
    if (!fs::exists(path) || ReadFileOrThrow(path) != want) WriteFileAtomic(path, want);
    return "unchanged";
  }
  if (previous != nullptr && accept_reason.empty())
    throw GoldenError(key + ": eager output on torch " + pin + " changed (sha256 " +
                      previous->sha256.substr(0, 12) + " -> " + f.sha256.substr(0, 12) +
                      "); rerun regen with --accept \"<reason>\" to record it");
  if (previous != nullptr) {
    pending_log_.push_back("- " + Today() + " `" + key + "` " + previous->sha256 + " -> " +
                           f.sha256 + " (torch " + pin + ", on " + commit + "): " + accept_reason);
    previous->torch.erase(std::remove(previous->torch.begin(), previous->torch.end(), pin),
                          previous->torch.end());
  }
  const bool pin_only = previous == nullptr && same != nullptr;
  if (same == nullptr) {
    Output o;
    o.sha256 = f.sha256;
    o.file = key + "." + f.sha256.substr(0, 12) + ".kgt";
    o.stored = f.full ? "full" : "summary";
    o.commit = commit;
    WriteFileAtomic(root_ + "/" + o.file, EncodeFile(f));
    e.outputs.push_back(o);
    same = &e.outputs.back();
  }
  same->torch.push_back(pin);
  std::sort(same->torch.begin(), same->torch.end());
  e.outputs.erase(std::remove_if(e.outputs.begin(), e.outputs.end(),
                                 [](const Output& o) { return o.torch.empty(); }),
                  e.outputs.end());
  return previous != nullptr ? "changed" : pin_only ? "pinned" : "added";
}

void Store::Remove(const std::string& key) { entries_.erase(key); }

void Store::Save() {
  nlohmann::json goldens = nlohmann::json::object();
  std::set<std::string> referenced;
  for (const auto& [key, e] : entries_) {
    nlohmann::json outputs = nlohmann::json::array();
    for (const auto& o : e.outputs) {
      outputs.push_back({{"sha256", o.sha256},
                         {"file", o.file},
                         {"stored", o.stored},
                         {"commit", o.commit},
                         {"torch", o.torch}});
      referenced.insert(o.file);
    }
    goldens[key] = {{"dtype", e.dtype}, {"shape", e.shape}, {"outputs", outputs}};
  }
  recorded_env_ = PinnedDefinition();
  const nlohmann::json j = {{"format", 2}, {"goldens", goldens}, {"numeric_env", recorded_env_}};
  WriteFileAtomic(root_ + "/manifest.json", j.dump(2) + "\n");
  if (!pending_log_.empty()) {
    std::string log = fs::exists(root_ + "/CHANGELOG.md") ? ReadFileOrThrow(root_ + "/CHANGELOG.md")
                                                          : "# Golden changes\n\n";
    for (const auto& line : pending_log_) log += line + "\n";
    WriteFileAtomic(root_ + "/CHANGELOG.md", log);
    pending_log_.clear();
  }
  // Only now, with the new manifest durable, drop files nothing names.
  for (const auto& item : fs::recursive_directory_iterator(root_)) {
    const std::string rel = fs::relative(item.path(), root_).string();
    if (item.is_regular_file() && item.path().extension() == ".kgt" && !referenced.count(rel))
      fs::remove(item.path());
  }
}

std::vector<std::string> Store::Drift() const {
  std::vector<std::string> lines;
  for (const auto& [key, e] : entries_) {
    if (e.outputs.size() < 2) continue;
    const Output& base = e.outputs.front();
    const GoldenFile a = Load(base);
    for (size_t i = 1; i < e.outputs.size(); ++i) {
      const GoldenFile b = Load(e.outputs[i]);
      std::string how;
      if (a.full && b.full) {
        how = Describe(Compare(RawToTensor(a), RawToTensor(b)));
      } else {
        how = Describe(
                  Compare(FromBytes(a.sample_bytes, a.dtype, {(int64_t)a.sample_index.size()}),
                          FromBytes(b.sample_bytes, b.dtype, {(int64_t)b.sample_index.size()}))) +
              " (sampled)";
      }
      auto pins = [](const Output& o) {
        std::string s;
        for (const auto& p : o.torch) s += (s.empty() ? "" : ",") + p;
        return s;
      };
      lines.push_back(key + ": torch " + pins(base) + " vs " + pins(e.outputs[i]) + ": " + how);
    }
  }
  return lines;
}

StoreLock::StoreLock(const std::string& root) {
  fs::create_directories(root);
  const std::string path = root + "/.lock";
  fd_ = ::open(path.c_str(), O_RDWR | O_CREAT, 0644);
  if (fd_ < 0) throw GoldenError(path + ": cannot open");
  if (::flock(fd_, LOCK_EX | LOCK_NB) != 0) {
    ::close(fd_);
    throw GoldenError(path + ": another regen or prune holds the golden store; wait for it");
  }
}

StoreLock::~StoreLock() {
  ::flock(fd_, LOCK_UN);
  ::close(fd_);
}

}  // namespace kornia::golden

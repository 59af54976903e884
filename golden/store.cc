#include "golden/store.h"

#include <fcntl.h>
#include <sys/file.h>
#include <torch/types.h>
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

Summary Summarize(const torch::Tensor& t) {
  Summary s;
  const torch::Tensor d = t.reshape({-1}).to(torch::kDouble);
  s.nan = d.isnan().sum().item<int64_t>();
  s.posinf = (d == INFINITY).sum().item<int64_t>();
  s.neginf = (d == -INFINITY).sum().item<int64_t>();
  const torch::Tensor valid = d.masked_select(d.isfinite());
  if (valid.numel() > 0) {
    s.min = valid.min().item<double>();
    s.max = valid.max().item<double>();
    s.mean = valid.mean().item<double>();
  }
  return s;
}

// The elements at SampleIndices(numel) (NOTE [ Golden sample ] in format.cc).
torch::Tensor Sampled(const torch::Tensor& t) {
  const std::vector<uint64_t> index = SampleIndices(static_cast<uint64_t>(t.numel()));
  return t.reshape({-1}).index_select(
      0, torch::tensor(std::vector<int64_t>(index.begin(), index.end()), torch::kLong));
}

// Reads numeric_env.json's record; absent: none.
std::map<std::string, std::string> ReadEnv(const std::string& path) {
  if (!fs::exists(path)) return {};
  try {
    const nlohmann::json j = nlohmann::json::parse(ReadFileOrThrow(path));
    if (!j.is_object() || j.value("format", 0) != kManifestFormat)
      throw GoldenError(path + ": expected numeric_env format 3");
    return j.at("numeric_env").get<std::map<std::string, std::string>>();
  } catch (const nlohmann::json::exception& e) {
    throw GoldenError(path + ": " + e.what());
  }
}

std::string EnvBytes(const std::map<std::string, std::string>& env) {
  return nlohmann::json({{"format", kManifestFormat}, {"numeric_env", env}}).dump(1) + "\n";
}

// Writes `bytes` to `path` unless it holds them already.
void WriteIfChanged(const std::string& path, const std::string& bytes) {
  if (fs::exists(path) && ReadFileOrThrow(path) == bytes) return;
  WriteFileAtomic(path, bytes);
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

Output OutputOf(const torch::Tensor& t_in) {
  const torch::Tensor t = t_in.cpu().contiguous();
  Output o;
  const std::string raw = Raw(t);
  o.sha256 = Sha256Hex(raw.data(), raw.size());
  if (StoredInline(raw.size())) {
    o.raw = raw;
    return o;
  }
  o.summary = Summarize(t);
  o.sample = Raw(Sampled(t));
  return o;
}

torch::Tensor InlineTensor(const Entry& e, const Output& o) {
  return FromBytes(o.raw, DTypeFromName(e.dtype), e.shape);
}

Comparison CompareWithGolden(const Entry& e, const Output& o, const torch::Tensor& actual_in,
                             std::string* note) {
  const DType dtype = DTypeFromName(e.dtype);
  if (StoredInline(Numel(e.shape) * ItemSize(dtype))) return Compare(InlineTensor(e, o), actual_in);
  const torch::Tensor actual = actual_in.cpu().contiguous();
  const std::vector<int64_t> shape(actual.sizes().begin(), actual.sizes().end());
  if (shape != e.shape || ToDType(actual.scalar_type()) != dtype)
    return Compare(FromBytes("", dtype, e.shape), actual);  // says shape or dtype
  const std::vector<uint64_t> index = SampleIndices(Numel(e.shape));
  const torch::Tensor expected = FromBytes(o.sample, dtype, {static_cast<int64_t>(index.size())});
  Comparison c = Compare(expected, Sampled(actual));
  const Summary now = Summarize(actual);
  std::ostringstream os;
  os.precision(7);
  os << "only a sample is stored: compared the " << index.size() << " sampled elements of "
     << actual.numel() << " (first is a flat index among them), and the full SHA-256 differs; "
     << "summary golden -> now: min " << o.summary.min << " -> " << now.min << ", max "
     << o.summary.max << " -> " << now.max << ", mean " << o.summary.mean << " -> " << now.mean
     << ", NaN " << o.summary.nan << " -> " << now.nan << ", inf "
     << o.summary.posinf + o.summary.neginf << " -> " << now.posinf + now.neginf;
  if (note) *note = os.str();
  if (!c.first.empty()) c.first = {static_cast<int64_t>(index[c.first[0]])};
  if (c.equal) {  // the sample agrees but the hash did not
    c.equal = false;
    c.kind = Mismatch::kValues;
    c.reason = "bytes differ outside the sampled elements (the full SHA-256 differs)";
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

std::string Store::OpFile(const std::string& key) {
  const size_t a = key.find('/'), b = a == std::string::npos ? a : key.find('/', a + 1);
  if (b == std::string::npos || a == 0 || b == a + 1 || b + 1 == key.size())
    throw GoldenError("golden key '" + key + "' is not <package>/<op>/<point>");
  return key.substr(0, b) + ".json";
}

Store::Store(std::string root) : root_(std::move(root)) {
  if (fs::exists(root_ + "/manifest.json"))
    throw GoldenError(root_ +
                      "/manifest.json: a format-2 golden store; convert it with "
                      "bazel run //tools:golden -- migrate");
  if (!fs::is_directory(root_)) return;
  std::vector<fs::path> files;
  for (const auto& package : fs::directory_iterator(root_)) {
    if (!package.is_directory()) continue;
    for (const auto& item : fs::directory_iterator(package.path()))
      if (item.path().extension() == ".json" && item.is_regular_file())
        files.push_back(item.path());
  }
  std::sort(files.begin(), files.end());
  for (const auto& file : files) {
    const std::string op = file.parent_path().filename().string() + "/" + file.stem().string();
    const std::string path = root_ + "/" + op + ".json";
    for (auto& [point, e] : DecodeOpManifest(ReadFileOrThrow(path), path, op))
      entries_[op + "/" + point] = std::move(e);
    loaded_ops_.insert(op);
  }
  recorded_env_ = ReadEnv(root_ + "/numeric_env.json");
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
  const Comparison c = CompareWithGolden(it->second, *mine, actual, &note);
  std::string detail = "eager output differs from golden " + key + " in " + OpFile(key) +
                       " (sha256 " + mine->sha256.substr(0, 12) + " -> " + sha.substr(0, 12) +
                       "): " + Describe(c);
  if (!note.empty()) detail += "; " + note;
  return {Verdict::kMismatch, detail};
}

std::string Store::Record(const std::string& key, const torch::Tensor& actual,
                          const std::string& pin, const std::string& accept_reason,
                          const std::string& commit) {
  OpFile(key);  // a well-formed key
  if (pin.empty() || key.find("..") != std::string::npos)
    throw GoldenError(key + ": bad key or empty pin");
  Output fresh = OutputOf(actual);
  Entry& e = entries_[key];
  e.dtype = DTypeName(ToDType(actual.scalar_type()));
  e.shape.assign(actual.sizes().begin(), actual.sizes().end());
  Output* same = nullptr;
  Output* previous = nullptr;  // what this pin produced before
  for (auto& o : e.outputs) {
    if (o.sha256 == fresh.sha256) same = &o;
    if (std::count(o.torch.begin(), o.torch.end(), pin)) previous = &o;
  }
  if (previous != nullptr && previous == same) return "unchanged";
  if (previous != nullptr && accept_reason.empty())
    throw GoldenError(key + ": eager output on torch " + pin + " changed (sha256 " +
                      previous->sha256.substr(0, 12) + " -> " + fresh.sha256.substr(0, 12) +
                      "); rerun regen with --accept \"<reason>\" to record it");
  if (previous != nullptr) {
    pending_log_.push_back("- " + Today() + " `" + key + "` " + previous->sha256 + " -> " +
                           fresh.sha256 + " (torch " + pin + ", on " + commit +
                           "): " + accept_reason);
    previous->torch.erase(std::remove(previous->torch.begin(), previous->torch.end(), pin),
                          previous->torch.end());
  }
  const bool pin_only = previous == nullptr && same != nullptr;
  if (same == nullptr) {
    fresh.commit = commit;
    e.outputs.push_back(std::move(fresh));
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

void Store::WriteOps(const std::map<std::string, std::string>& env) {
  std::map<std::string, OpManifest> ops;
  for (const auto& [key, e] : entries_) {
    const std::string file = OpFile(key);
    const std::string op = file.substr(0, file.size() - 5);
    ops[op][key.substr(op.size() + 1)] = e;
  }
  // Each op's file alone, atomically, and only if its bytes change: a kill
  // leaves every file whole, and recording in one op never touches another's.
  for (const auto& [op, points] : ops)
    WriteIfChanged(root_ + "/" + op + ".json", EncodeOpManifest(op, points));
  WriteIfChanged(root_ + "/numeric_env.json", EnvBytes(env));
  recorded_env_ = env;
  if (!pending_log_.empty()) {
    std::string log = fs::exists(root_ + "/CHANGELOG.md") ? ReadFileOrThrow(root_ + "/CHANGELOG.md")
                                                          : "# Golden changes\n\n";
    for (const auto& line : pending_log_) log += line + "\n";
    WriteFileAtomic(root_ + "/CHANGELOG.md", log);
    pending_log_.clear();
  }
  // Ops left without entries lose their file, last.
  for (const auto& op : loaded_ops_)
    if (!ops.count(op)) fs::remove(root_ + "/" + op + ".json");
  loaded_ops_.clear();
  for (const auto& [op, points] : ops) loaded_ops_.insert(op);
}

void Store::Save() { WriteOps(PinnedDefinition()); }

std::vector<std::string> Store::Drift() const {
  std::vector<std::string> lines;
  for (const auto& [key, e] : entries_) {
    if (e.outputs.size() < 2) continue;
    const DType dtype = DTypeFromName(e.dtype);
    const bool whole = StoredInline(Numel(e.shape) * ItemSize(dtype));
    const Output& base = e.outputs.front();
    for (size_t i = 1; i < e.outputs.size(); ++i) {
      const Output& other = e.outputs[i];
      std::string how;
      if (whole) {
        how = Describe(Compare(InlineTensor(e, base), InlineTensor(e, other)));
      } else {
        const int64_t n = static_cast<int64_t>(base.sample.size() / ItemSize(dtype));
        const Comparison c =
            Compare(FromBytes(base.sample, dtype, {n}), FromBytes(other.sample, dtype, {n}));
        // Only a sample is stored: equal samples still mean different bytes.
        how = c.equal ? "the " + std::to_string(n) +
                            " sampled elements agree, the full SHA-256 differs (sampled)"
                      : Describe(c) + " (sampled: " + std::to_string(n) + " elements)";
      }
      auto pins = [](const Output& o) {
        std::string s;
        for (const auto& p : o.torch) s += (s.empty() ? "" : ",") + p;
        return s;
      };
      lines.push_back(key + ": torch " + pins(base) + " vs " + pins(other) + ": " + how);
    }
  }
  return lines;
}

// Reads the v2 store and writes v3 through Store's private writer (friend).
struct Migration {
  static MigrationReport Run(const std::string& root) {
    const std::string path = root + "/manifest.json";
    if (!fs::exists(path)) throw GoldenError(path + ": no format-2 store to migrate");
    nlohmann::json j;
    try {
      j = nlohmann::json::parse(ReadFileOrThrow(path));
      if (j.value("format", 0) != 2)
        throw GoldenError(path + ": expected manifest format 2, but got " +
                          std::to_string(j.value("format", 0)));
    } catch (const nlohmann::json::exception& e) {
      throw GoldenError(path + ": " + e.what());
    }
    struct V2Output {
      std::string sha256, file, commit;
      std::vector<std::string> torch;
    };
    std::map<std::string, std::vector<V2Output>> v2;
    std::map<std::string, std::string> env;
    Store store(root + "/.migrate-unused");  // an empty store, rooted below
    store.root_ = root;
    MigrationReport report;
    try {
      for (const auto& [key, v] : j.at("goldens").items()) {
        Entry e;
        e.dtype = v.at("dtype").get<std::string>();
        e.shape = v.at("shape").get<std::vector<int64_t>>();
        const DType dtype = DTypeFromName(e.dtype);
        for (const auto& jo : v.at("outputs")) {
          const V2Output o2{jo.at("sha256").get<std::string>(), jo.at("file").get<std::string>(),
                            jo.at("commit").get<std::string>(),
                            jo.at("torch").get<std::vector<std::string>>()};
          if (o2.file.find("..") != std::string::npos)
            throw GoldenError(path + ": file name with '..' in " + key);
          const std::string file = root + "/" + o2.file;
          const GoldenFile f = DecodeFile(ReadFileOrThrow(file), file);
          if (f.sha256 != o2.sha256 || f.dtype != dtype || f.shape != e.shape)
            throw GoldenError(file + ": SHA-256, dtype or shape differs from the manifest's");
          Output o;
          if (f.full) {
            o = OutputOf(RawToTensor(f));
          } else {
            // The v3 sample is a subset of the v2 sample (NOTE [ Golden sample ]).
            o.sha256 = f.sha256;
            o.summary = f.summary;
            const size_t itemsize = ItemSize(dtype);
            for (uint64_t index : SampleIndices(Numel(f.shape))) {
              const auto at = std::lower_bound(f.sample_index.begin(), f.sample_index.end(), index);
              if (at == f.sample_index.end() || *at != index)
                throw GoldenError(file + ": v2 sample lacks index " + std::to_string(index));
              o.sample += f.sample_bytes.substr((at - f.sample_index.begin()) * itemsize, itemsize);
            }
          }
          if (o.sha256 != o2.sha256) throw GoldenError(file + ": SHA-256 changed in conversion");
          o.commit = o2.commit;
          o.torch = o2.torch;
          std::sort(o.torch.begin(), o.torch.end());
          e.outputs.push_back(std::move(o));
          v2[key].push_back(o2);
          ++report.outputs;
          ++report.v2_files;
        }
        Store::OpFile(key);
        store.entries_[key] = std::move(e);
        ++report.entries;
      }
      if (j.contains("numeric_env"))
        env = j.at("numeric_env").get<std::map<std::string, std::string>>();
    } catch (const nlohmann::json::exception& e) {
      throw GoldenError(path + ": " + e.what());
    }
    // Moves the v2 manifest aside first: Store refuses a root that still has one.
    const std::string aside = root + "/manifest.json.v2";
    fs::rename(path, aside);
    try {
      store.WriteOps(env);
      const Store v3(root);
      if (v3.entries().size() != v2.size())
        throw GoldenError("migrate: " + std::to_string(v3.entries().size()) + " keys after, " +
                          std::to_string(v2.size()) + " before");
      for (const auto& [key, outs] : v2) {
        const auto it = v3.entries().find(key);
        if (it == v3.entries().end()) throw GoldenError("migrate: lost " + key);
        if (it->second.outputs.size() != outs.size())
          throw GoldenError("migrate: " + key + ": output count changed");
        for (size_t i = 0; i < outs.size(); ++i) {
          const Output& o = it->second.outputs[i];
          std::vector<std::string> pins = outs[i].torch;
          std::sort(pins.begin(), pins.end());
          if (o.sha256 != outs[i].sha256 || o.commit != outs[i].commit || o.torch != pins)
            throw GoldenError("migrate: " + key + ": SHA-256, commit or pins changed");
        }
      }
      if (v3.recorded_env() != env) throw GoldenError("migrate: numeric environment changed");
      report.ops = v3.loaded_ops_.size();
    } catch (...) {
      fs::rename(aside, path);
      throw;
    }
    // Proven equal: only now the v2 files go.
    for (const auto& [key, outs] : v2)
      for (const auto& o : outs) fs::remove(root + "/" + o.file);
    fs::remove(aside);
    for (const auto& [key, outs] : v2) {  // the emptied per-op folders
      const fs::path dir =
          fs::path(root) / Store::OpFile(key).substr(0, Store::OpFile(key).size() - 5);
      if (fs::is_directory(dir) && fs::is_empty(dir)) fs::remove(dir);
    }
    return report;
  }
};

MigrationReport MigrateV2(const std::string& root) { return Migration::Run(root); }

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

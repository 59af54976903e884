#include "golden/store.h"

#include <fcntl.h>
#include <openssl/sha.h>
#include <unistd.h>

#include <torch/torch.h>

#include <chrono>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "golden/compare.h"

namespace kornia::golden {
namespace {

namespace fs = std::filesystem;
constexpr char kMagic[4] = {'K', 'C', 'G', 'T'};
constexpr uint32_t kVersion = 1;
constexpr uint32_t kMaxDims = 16;

struct DtypeInfo {
  torch::ScalarType type;
  uint8_t code;
  const char* name;
};
constexpr DtypeInfo kDtypes[] = {
    {torch::kHalf, 1, "float16"}, {torch::kBFloat16, 2, "bfloat16"},
    {torch::kFloat, 3, "float32"}, {torch::kDouble, 4, "float64"},
    {torch::kByte, 5, "uint8"},    {torch::kChar, 6, "int8"},
    {torch::kShort, 7, "int16"},   {torch::kInt, 8, "int32"},
    {torch::kLong, 9, "int64"},    {torch::kBool, 10, "bool"},
};

bool HostIsLittle() {
  const uint16_t one = 1;
  return *reinterpret_cast<const uint8_t*>(&one) == 1;
}

template <typename T>
void Put(std::string& out, T v) {
  out.append(reinterpret_cast<const char*>(&v), sizeof(T));
}

// A cursor over untrusted bytes: every read is bounds-checked.
class Reader {
 public:
  Reader(const std::string& bytes, const std::string& name, bool swap)
      : bytes_(bytes), name_(name), swap_(swap) {}
  template <typename T>
  T Get(const char* what) {
    Need(sizeof(T), what);
    T v;
    std::memcpy(&v, bytes_.data() + pos_, sizeof(T));
    pos_ += sizeof(T);
    if (swap_) {
      auto* p = reinterpret_cast<uint8_t*>(&v);
      std::reverse(p, p + sizeof(T));
    }
    return v;
  }
  std::string Take(size_t n, const char* what) {
    Need(n, what);
    std::string s = bytes_.substr(pos_, n);
    pos_ += n;
    return s;
  }
  void set_swap(bool swap) { swap_ = swap; }
  size_t remaining() const { return bytes_.size() - pos_; }
  [[noreturn]] void Fail(const std::string& problem) const {
    throw GoldenError(name_ + ": " + problem);
  }

 private:
  void Need(size_t n, const char* what) const {
    if (bytes_.size() - pos_ < n) {
      Fail(std::string("truncated: expected ") + std::to_string(n) +
           " more bytes for " + what + ", but got " +
           std::to_string(bytes_.size() - pos_));
    }
  }
  const std::string& bytes_;
  const std::string& name_;
  bool swap_;
  size_t pos_ = 0;
};

std::string ToHex(const unsigned char* p, size_t n) {
  static const char* digits = "0123456789abcdef";
  std::string s(2 * n, '0');
  for (size_t i = 0; i < n; ++i) {
    s[2 * i] = digits[p[i] >> 4];
    s[2 * i + 1] = digits[p[i] & 15];
  }
  return s;
}

std::string ReadFile(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw GoldenError(path + ": cannot open");
  std::ostringstream os;
  os << in.rdbuf();
  return os.str();
}

std::string Today() {
  const std::time_t now = std::time(nullptr);
  char buf[32];
  std::strftime(buf, sizeof buf, "%Y-%m-%d", std::gmtime(&now));
  return buf;
}

}  // namespace

uint8_t DtypeCode(torch::ScalarType t) {
  for (const auto& d : kDtypes)
    if (d.type == t) return d.code;
  throw GoldenError(std::string("golden store: unsupported dtype ") + c10::toString(t));
}

std::string DtypeString(torch::ScalarType t) {
  for (const auto& d : kDtypes)
    if (d.type == t) return d.name;
  throw GoldenError(std::string("golden store: unsupported dtype ") + c10::toString(t));
}

std::string Sha256Hex(const void* data, size_t size) {
  unsigned char digest[SHA256_DIGEST_LENGTH];
  SHA256(static_cast<const unsigned char*>(data), size, digest);
  return ToHex(digest, sizeof digest);
}

std::string RawBytes(const torch::Tensor& t) {
  const torch::Tensor c = t.cpu().contiguous();
  return std::string(static_cast<const char*>(c.data_ptr()), c.nbytes());
}

std::string Encode(const torch::Tensor& t) {
  const std::string raw = RawBytes(t);
  const bool full = raw.size() <= kFullPayloadLimit;
  std::string out(kMagic, 4);
  Put<uint32_t>(out, kVersion);
  Put<uint8_t>(out, HostIsLittle() ? 1 : 2);
  Put<uint8_t>(out, DtypeCode(t.scalar_type()));
  Put<uint8_t>(out, full ? 0 : 1);
  Put<uint8_t>(out, 0);
  Put<uint32_t>(out, static_cast<uint32_t>(t.dim()));
  for (int64_t s : t.sizes()) Put<int64_t>(out, s);
  Put<uint64_t>(out, raw.size());
  unsigned char digest[SHA256_DIGEST_LENGTH];
  SHA256(reinterpret_cast<const unsigned char*>(raw.data()), raw.size(), digest);
  out.append(reinterpret_cast<const char*>(digest), sizeof digest);
  if (full) out += raw;
  return out;
}

Decoded Decode(const std::string& bytes, const std::string& name) {
  Reader r(bytes, name, /*swap=*/false);
  if (r.Take(4, "magic") != std::string(kMagic, 4)) r.Fail("wrong magic: not a golden file");
  const std::string version_bytes = r.Take(4, "version");
  const uint8_t order = r.Get<uint8_t>("byte order");
  if (order != 1 && order != 2) r.Fail("bad byte order " + std::to_string(order));
  const bool swap = (order == 1) != HostIsLittle();
  uint32_t version;
  std::memcpy(&version, version_bytes.data(), 4);
  if (swap) version = __builtin_bswap32(version);
  if (version != kVersion)
    r.Fail("unsupported format version " + std::to_string(version));
  r.set_swap(swap);
  const uint8_t code = r.Get<uint8_t>("dtype");
  const DtypeInfo* info = nullptr;
  for (const auto& d : kDtypes)
    if (d.code == code) info = &d;
  if (info == nullptr) r.Fail("unknown dtype code " + std::to_string(code));
  const uint8_t payload = r.Get<uint8_t>("payload kind");
  if (payload > 1) r.Fail("bad payload kind " + std::to_string(payload));
  r.Get<uint8_t>("reserved");
  const uint32_t ndim = r.Get<uint32_t>("ndim");
  if (ndim > kMaxDims) r.Fail("ndim " + std::to_string(ndim) + " > " + std::to_string(kMaxDims));
  Decoded d;
  d.dtype = info->type;
  uint64_t numel = 1;
  for (uint32_t i = 0; i < ndim; ++i) {
    const int64_t s = r.Get<int64_t>("shape");
    if (s < 0) r.Fail("negative size " + std::to_string(s));
    if (s != 0 && numel > (uint64_t{1} << 48) / static_cast<uint64_t>(s))
      r.Fail("shape too large");
    numel *= static_cast<uint64_t>(s);
    d.shape.push_back(s);
  }
  const uint64_t nbytes = r.Get<uint64_t>("nbytes");
  const uint64_t itemsize = c10::elementSize(info->type);
  if (nbytes != numel * itemsize)
    r.Fail("nbytes " + std::to_string(nbytes) + " != numel * itemsize " +
           std::to_string(numel * itemsize));
  const std::string digest = r.Take(SHA256_DIGEST_LENGTH, "sha256");
  d.sha256 = ToHex(reinterpret_cast<const unsigned char*>(digest.data()), digest.size());
  if (payload == 0) {
    if (r.remaining() != nbytes)
      r.Fail("payload is " + std::to_string(r.remaining()) + " bytes, expected " +
             std::to_string(nbytes));
    std::string raw = r.Take(nbytes, "payload");
    if (Sha256Hex(raw.data(), raw.size()) != d.sha256) r.Fail("payload does not match its SHA-256");
    if (swap && itemsize > 1) {
      for (size_t i = 0; i < raw.size(); i += itemsize)
        std::reverse(raw.begin() + i, raw.begin() + i + itemsize);
    }
    torch::Tensor t = torch::empty(d.shape, torch::TensorOptions().dtype(info->type));
    std::memcpy(t.data_ptr(), raw.data(), raw.size());
    d.data = t;
  } else if (r.remaining() != 0) {
    r.Fail("trailing bytes after a hash-only header");
  }
  return d;
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

Store::Store(std::string root) : root_(std::move(root)) {
  const std::string path = root_ + "/manifest.json";
  if (!fs::exists(path)) return;
  nlohmann::json j;
  try {
    j = nlohmann::json::parse(ReadFile(path));
  } catch (const nlohmann::json::exception& e) {
    throw GoldenError(path + ": " + e.what());
  }
  if (j.value("format", 0) != 1) throw GoldenError(path + ": expected format 1");
  for (const auto& [key, v] : j.at("goldens").items()) {
    Entry e;
    e.file = v.at("file").get<std::string>();
    e.sha256 = v.at("sha256").get<std::string>();
    e.dtype = v.at("dtype").get<std::string>();
    e.shape = v.at("shape").get<std::vector<int64_t>>();
    e.stored = v.at("stored").get<std::string>();
    e.torch = v.at("torch").get<std::vector<std::string>>();
    entries_[key] = e;
  }
}

CheckResult Store::Check(const std::string& key, const torch::Tensor& actual) const {
  const auto it = entries_.find(key);
  if (it == entries_.end())
    return {Verdict::kMissing, "no golden for " + key + " (bazel run //tools:golden -- regen)"};
  const Entry& e = it->second;
  const std::string raw = RawBytes(actual);
  const std::string sha = Sha256Hex(raw.data(), raw.size());
  const std::vector<int64_t> shape(actual.sizes().begin(), actual.sizes().end());
  if (sha == e.sha256 && shape == e.shape && DtypeString(actual.scalar_type()) == e.dtype)
    return {Verdict::kOk, ""};
  const std::string file = root_ + "/" + e.file;
  std::string detail = "eager output differs from golden " + e.file + " (sha256 " +
                       e.sha256.substr(0, 12) + " -> " + sha.substr(0, 12) + ")";
  if (e.stored == "full") {
    const Decoded d = Decode(ReadFile(file), file);
    if (d.sha256 != e.sha256) detail += "; the file does not match the manifest";
    if (d.data) detail += ": " + Describe(Compare(*d.data, actual));
  }
  return {Verdict::kMismatch, detail};
}

std::string Store::Record(const std::string& key, const torch::Tensor& actual,
                          const std::string& pin, const std::string& accept_reason) {
  const std::string raw = RawBytes(actual);
  const std::string sha = Sha256Hex(raw.data(), raw.size());
  auto it = entries_.find(key);
  if (it != entries_.end() && it->second.sha256 == sha) {
    auto& pins = it->second.torch;
    if (std::find(pins.begin(), pins.end(), pin) == pins.end()) {
      pins.push_back(pin);
      std::sort(pins.begin(), pins.end());
    }
    return "unchanged";
  }
  std::string verb = "added";
  if (it != entries_.end()) {
    if (accept_reason.empty())
      throw GoldenError(key + ": eager output changed (sha256 " + it->second.sha256.substr(0, 12) +
                        " -> " + sha.substr(0, 12) +
                        "); rerun regen with --accept \"<reason>\" to record it");
    std::ofstream log(root_ + "/CHANGELOG.md", std::ios::app);
    log << "- " << Today() << " `" << key << "` " << it->second.sha256 << " -> " << sha
        << " (torch " << pin << "): " << accept_reason << "\n";
    log.flush();
    if (!log) throw GoldenError(root_ + "/CHANGELOG.md: cannot append");
    verb = "changed";
  }
  Entry e;
  e.file = key + ".kgt";
  e.sha256 = sha;
  e.dtype = DtypeString(actual.scalar_type());
  e.shape.assign(actual.sizes().begin(), actual.sizes().end());
  e.stored = raw.size() <= kFullPayloadLimit ? "full" : "hash";
  e.torch = {pin};
  WriteFileAtomic(root_ + "/" + e.file, Encode(actual));
  entries_[key] = e;
  return verb;
}

void Store::Save() const {
  nlohmann::json goldens = nlohmann::json::object();
  for (const auto& [key, e] : entries_) {
    goldens[key] = {{"file", e.file},     {"sha256", e.sha256}, {"dtype", e.dtype},
                    {"shape", e.shape},   {"stored", e.stored}, {"torch", e.torch}};
  }
  const nlohmann::json j = {{"format", 1}, {"goldens", goldens}};
  WriteFileAtomic(root_ + "/manifest.json", j.dump(2) + "\n");
}

}  // namespace kornia::golden

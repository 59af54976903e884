#include "golden/format.h"

#include <openssl/sha.h>

#include <algorithm>
#include <cstring>

namespace kornia::golden {
namespace {

constexpr char kMagic[4] = {'K', 'C', 'G', 'T'};
constexpr uint32_t kMaxDims = 16;
constexpr uint64_t kMaxNumel = uint64_t{1} << 48;

bool HostIsLittle() {
  const uint16_t one = 1;
  uint8_t first;
  std::memcpy(&first, &one, 1);
  return first == 1;
}

template <typename T>
void Put(std::string& out, T v) {
  out.append(reinterpret_cast<const char*>(&v), sizeof(T));
}

// A cursor over untrusted bytes: every read is bounds-checked.
class Reader {
 public:
  Reader(const std::string& bytes, const std::string& name) : bytes_(bytes), name_(name) {}
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
  std::string Take(uint64_t n, const char* what) {
    Need(n, what);
    std::string s = bytes_.substr(pos_, n);
    pos_ += n;
    return s;
  }
  void set_swap(bool swap) { swap_ = swap; }
  bool swap() const { return swap_; }
  uint64_t remaining() const { return bytes_.size() - pos_; }
  [[noreturn]] void Fail(const std::string& problem) const {
    throw GoldenError(name_ + ": " + problem);
  }

 private:
  void Need(uint64_t n, const char* what) const {
#ifdef KC_GOLDEN_PLANTED_MISSING_BOUNDS_CHECK
    // Planted defect for format_fuzz_test: the fuzzer must find this.
    if (n != 32) return;
#endif
    if (remaining() < n)
      Fail(std::string("truncated: expected ") + std::to_string(n) + " more bytes for " + what +
           ", but got " + std::to_string(remaining()));
  }
  const std::string& bytes_;
  const std::string& name_;
  bool swap_ = false;
  size_t pos_ = 0;
};

void SwapElements(std::string& bytes, size_t itemsize) {
  if (itemsize <= 1) return;
  for (size_t i = 0; i + itemsize <= bytes.size(); i += itemsize)
    std::reverse(bytes.begin() + i, bytes.begin() + i + itemsize);
}

bool KnownDType(uint8_t code) { return code >= 1 && code <= 10; }

std::string ToHex(const unsigned char* bytes, size_t size) {
  static const char* digits = "0123456789abcdef";
  std::string s(2 * size, '0');
  for (size_t i = 0; i < size; ++i) {
    s[2 * i] = digits[bytes[i] >> 4];
    s[2 * i + 1] = digits[bytes[i] & 15];
  }
  return s;
}

}  // namespace

size_t ItemSize(DType d) {
  switch (d) {
    case DType::kFloat16:
    case DType::kBFloat16:
    case DType::kInt16:
      return 2;
    case DType::kFloat32:
    case DType::kInt32:
      return 4;
    case DType::kFloat64:
    case DType::kInt64:
      return 8;
    case DType::kUInt8:
    case DType::kInt8:
    case DType::kBool:
      return 1;
  }
  return 0;
}

const char* DTypeName(DType d) {
  switch (d) {
    case DType::kFloat16:
      return "float16";
    case DType::kBFloat16:
      return "bfloat16";
    case DType::kFloat32:
      return "float32";
    case DType::kFloat64:
      return "float64";
    case DType::kUInt8:
      return "uint8";
    case DType::kInt8:
      return "int8";
    case DType::kInt16:
      return "int16";
    case DType::kInt32:
      return "int32";
    case DType::kInt64:
      return "int64";
    case DType::kBool:
      return "bool";
  }
  return "?";
}

std::string Sha256Hex(const void* data, size_t size) {
  unsigned char digest[SHA256_DIGEST_LENGTH];
  SHA256(static_cast<const unsigned char*>(data), size, digest);
  return ToHex(digest, SHA256_DIGEST_LENGTH);
}

std::string EncodeFile(const GoldenFile& f) {
  std::string out(kMagic, 4);
  Put<uint32_t>(out, kFormatVersion);
  Put<uint8_t>(out, HostIsLittle() ? 1 : 2);
  Put<uint8_t>(out, static_cast<uint8_t>(f.dtype));
  Put<uint8_t>(out, f.full ? 0 : 1);
  Put<uint8_t>(out, 0);
  Put<uint32_t>(out, static_cast<uint32_t>(f.shape.size()));
  for (int64_t s : f.shape) Put<int64_t>(out, s);
  Put<uint64_t>(out, f.nbytes);
  for (size_t i = 0; i < 32; ++i)
    out += static_cast<char>(std::stoi(f.sha256.substr(2 * i, 2), nullptr, 16));
  if (f.full) {
    out += f.raw;
    return out;
  }
  Put<double>(out, f.summary.min);
  Put<double>(out, f.summary.max);
  Put<double>(out, f.summary.mean);
  Put<uint64_t>(out, f.summary.nan);
  Put<uint64_t>(out, f.summary.posinf);
  Put<uint64_t>(out, f.summary.neginf);
  Put<uint32_t>(out, static_cast<uint32_t>(f.sample_index.size()));
  for (uint64_t i : f.sample_index) Put<uint64_t>(out, i);
  out += f.sample_bytes;
  return out;
}

GoldenFile DecodeFile(const std::string& bytes, const std::string& name) {
  Reader r(bytes, name);
  if (r.Take(4, "magic") != std::string(kMagic, 4)) r.Fail("wrong magic: not a golden file");
  const std::string version_bytes = r.Take(4, "version");
  const uint8_t order = r.Get<uint8_t>("byte order");
  if (order != 1 && order != 2) r.Fail("bad byte order " + std::to_string(order));
  r.set_swap((order == 1) != HostIsLittle());
  uint32_t version;
  std::memcpy(&version, version_bytes.data(), 4);
  if (r.swap()) version = __builtin_bswap32(version);
  if (version != kFormatVersion)
    r.Fail("unsupported format version " + std::to_string(version) + " (expected " +
           std::to_string(kFormatVersion) + ")");
  const uint8_t code = r.Get<uint8_t>("dtype");
  if (!KnownDType(code)) r.Fail("unknown dtype code " + std::to_string(code));
  GoldenFile f;
  f.dtype = static_cast<DType>(code);
  const uint8_t payload = r.Get<uint8_t>("payload kind");
  if (payload > 1) r.Fail("bad payload kind " + std::to_string(payload));
  f.full = payload == 0;
  if (r.Get<uint8_t>("reserved") != 0) r.Fail("reserved byte is not 0");
  const uint32_t ndim = r.Get<uint32_t>("ndim");
  if (ndim > kMaxDims) r.Fail("ndim " + std::to_string(ndim) + " > " + std::to_string(kMaxDims));
  uint64_t numel = 1;
  for (uint32_t i = 0; i < ndim; ++i) {
    const int64_t s = r.Get<int64_t>("shape");
    if (s < 0) r.Fail("negative size " + std::to_string(s));
    if (s != 0 && numel > kMaxNumel / static_cast<uint64_t>(s)) r.Fail("shape too large");
    numel *= static_cast<uint64_t>(s);
    f.shape.push_back(s);
  }
  const size_t itemsize = ItemSize(f.dtype);
  f.nbytes = r.Get<uint64_t>("nbytes");
  if (f.nbytes != numel * itemsize)
    r.Fail("nbytes " + std::to_string(f.nbytes) + " != numel * itemsize " +
           std::to_string(numel * itemsize));
  const std::string digest = r.Take(32, "sha256");
  f.sha256 = ToHex(reinterpret_cast<const unsigned char*>(digest.data()), digest.size());
  if (f.full) {
    if (f.nbytes > kFullPayloadLimit)
      r.Fail("a whole payload of " + std::to_string(f.nbytes) + " bytes exceeds the " +
             std::to_string(kFullPayloadLimit) + "-byte limit");
    if (r.remaining() != f.nbytes)
      r.Fail("payload is " + std::to_string(r.remaining()) + " bytes, expected " +
             std::to_string(f.nbytes));
    f.raw = r.Take(f.nbytes, "payload");
    if (Sha256Hex(f.raw.data(), f.raw.size()) != f.sha256)
      r.Fail("payload does not match its SHA-256");
    if (r.swap()) SwapElements(f.raw, itemsize);
    return f;
  }
  f.summary.min = r.Get<double>("min");
  f.summary.max = r.Get<double>("max");
  f.summary.mean = r.Get<double>("mean");
  f.summary.nan = r.Get<uint64_t>("nan count");
  f.summary.posinf = r.Get<uint64_t>("+inf count");
  f.summary.neginf = r.Get<uint64_t>("-inf count");
  if (f.summary.nan > numel || f.summary.posinf > numel || f.summary.neginf > numel)
    r.Fail("special-value counts exceed the element count");
  const uint32_t count = r.Get<uint32_t>("sample count");
  if (count > kMaxSample || count > numel)
    r.Fail("sample count " + std::to_string(count) + " exceeds min(" + std::to_string(kMaxSample) +
           ", numel)");
  for (uint32_t i = 0; i < count; ++i) {
    const uint64_t index = r.Get<uint64_t>("sample index");
    if (index >= numel) r.Fail("sample index " + std::to_string(index) + " out of range");
    if (!f.sample_index.empty() && index <= f.sample_index.back())
      r.Fail("sample indices are not strictly increasing");
    f.sample_index.push_back(index);
  }
  f.sample_bytes = r.Take(uint64_t{count} * itemsize, "sample values");
  if (r.swap()) SwapElements(f.sample_bytes, itemsize);
  if (r.remaining() != 0) r.Fail("trailing bytes after the sample");
  return f;
}

}  // namespace kornia::golden

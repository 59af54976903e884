#include "golden/format.h"

#include <openssl/sha.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <nlohmann/json.hpp>
#include <set>

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

// NOTE [ Golden sample ]
// A sampled output stores the elements at SampleIndices(numel): 4 evenly
// spread (first and last included) and 4 picked by a hash of numel, all on
// v2's grid of 1024 evenly spaced indices (j * (numel - 1) / 1023, or every
// index when numel <= 1024). Computable from numel alone, so no index is
// stored; on v2's grid, so `golden migrate` derives it from a v2 summary file's
// sample without the tensor.
uint64_t SplitMix64(uint64_t& state) {
  uint64_t z = (state += 0x9E3779B97F4A7C15ull);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
  return z ^ (z >> 31);
}

constexpr char kBase64[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

// The value of a base64 digit, or -1.
#ifdef KC_GOLDEN_PLANTED_BASE64_TABLE
// Planted defect for format_fuzz_test: a 128-entry table read without
// checking the character is ASCII. The fuzzer must find this.
int8_t kDigit[128];
int Base64Digit(unsigned char c) { return kDigit[c]; }
#else
int8_t kDigit[256];
int Base64Digit(unsigned char c) { return kDigit[c]; }
#endif
const bool kDigitReady = [] {
  std::memset(kDigit, -1, sizeof kDigit);
  for (int i = 0; i < 64; ++i) kDigit[static_cast<unsigned char>(kBase64[i])] = int8_t(i);
  return true;
}();

[[noreturn]] void Bad(const std::string& name, const std::string& problem) {
  throw GoldenError(name + ": " + problem);
}

bool IsHex64(const std::string& s) {
  return s.size() == 64 && std::all_of(s.begin(), s.end(), [](char c) {
           return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
         });
}

// Element bytes are stored little endian.
std::string ToLittle(std::string bytes, size_t itemsize) {
  if (!HostIsLittle()) SwapElements(bytes, itemsize);
  return bytes;
}

// %.7g, with one spelling for the non-finite values a v2 summary may hold.
std::string FormatReal(double v) {
  if (std::isnan(v)) return "nan";
  if (std::isinf(v)) return v > 0 ? "inf" : "-inf";
  char buf[40];
  std::snprintf(buf, sizeof buf, "%.7g", v);
  return buf;
}

std::string FormatSummary(const Summary& s) {
  return FormatReal(s.min) + " " + FormatReal(s.max) + " " + FormatReal(s.mean) + " " +
         std::to_string(s.nan) + " " + std::to_string(s.posinf) + " " + std::to_string(s.neginf);
}

Summary ParseSummary(const std::string& text, uint64_t numel, const std::string& where) {
  std::vector<std::string> tokens;
  size_t start = 0;
  while (true) {
    const size_t space = text.find(' ', start);
    tokens.push_back(
        text.substr(start, space == std::string::npos ? std::string::npos : space - start));
    if (space == std::string::npos) break;
    start = space + 1;
  }
  if (tokens.size() != 6) Bad(where, "summary needs 6 fields (min max mean nan +inf -inf)");
  double real[3];
  for (int i = 0; i < 3; ++i) {
    const std::string& t = tokens[i];
    if (t == "nan" || t == "inf" || t == "-inf") {
      real[i] = t == "nan" ? NAN : t == "inf" ? INFINITY : -INFINITY;
      continue;
    }
    if (t.empty() || t.size() > 32 || t.find_first_not_of("0123456789+-.e") != std::string::npos)
      Bad(where, "bad summary number '" + t.substr(0, 32) + "'");
    char* end = nullptr;
    real[i] = std::strtod(t.c_str(), &end);
    if (end != t.c_str() + t.size() || !std::isfinite(real[i]))
      Bad(where, "bad summary number '" + t + "'");
  }
  uint64_t count[3];
  for (int i = 0; i < 3; ++i) {
    const std::string& t = tokens[3 + i];
    if (t.empty() || t.size() > 19 || t.find_first_not_of("0123456789") != std::string::npos)
      Bad(where, "bad summary count '" + t.substr(0, 32) + "'");
    count[i] = std::strtoull(t.c_str(), nullptr, 10);
    if (count[i] > numel) Bad(where, "summary count " + t + " exceeds the element count");
  }
  if (count[0] + count[1] + count[2] > numel) Bad(where, "summary counts exceed the element count");
  Summary s;
  s.min = real[0];
  s.max = real[1];
  s.mean = real[2];
  s.nan = count[0];
  s.posinf = count[1];
  s.neginf = count[2];
  return s;
}

const std::string& Str(const nlohmann::json& j, const std::string& where, const char* what) {
  if (!j.is_string()) Bad(where, std::string(what) + " must be a string");
  return j.get_ref<const std::string&>();
}

uint64_t UInt(const nlohmann::json& j, const std::string& where, const char* what) {
  if (!j.is_number_unsigned()) Bad(where, std::string(what) + " must be an unsigned integer");
  return j.get<uint64_t>();
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

DType DTypeFromName(const std::string& name) {
  for (uint8_t code = 1; code <= 10; ++code)
    if (name == DTypeName(static_cast<DType>(code))) return static_cast<DType>(code);
  throw GoldenError("unknown dtype '" + name.substr(0, 32) + "'");
}

uint64_t Numel(const std::vector<int64_t>& shape) {
  uint64_t n = 1;
  for (int64_t s : shape) n *= static_cast<uint64_t>(s);
  return n;
}

std::vector<uint64_t> SampleIndices(uint64_t numel) {
  if (numel == 0) return {};
  const uint64_t k = std::min(numel, kSampleGrid);
  std::set<uint64_t> on_grid;
  for (uint64_t e = 0; e < 4; ++e) on_grid.insert(e * (k - 1) / 3);
  uint64_t state = numel;
  for (int h = 0; h < 4; ++h) on_grid.insert(SplitMix64(state) % k);
  std::vector<uint64_t> index;
  for (uint64_t j : on_grid) index.push_back(k == 1 ? 0 : j * (numel - 1) / (k - 1));
  return index;
}

std::string EncodeBase64(const std::string& bytes) {
  std::string out;
  out.reserve((bytes.size() + 2) / 3 * 4);
  for (size_t i = 0; i < bytes.size(); i += 3) {
    const size_t n = std::min<size_t>(3, bytes.size() - i);
    uint32_t v = 0;
    for (size_t k = 0; k < 3; ++k)
      v = (v << 8) | (k < n ? static_cast<unsigned char>(bytes[i + k]) : 0u);
    out += kBase64[(v >> 18) & 63];
    out += kBase64[(v >> 12) & 63];
    out += n > 1 ? kBase64[(v >> 6) & 63] : '=';
    out += n > 2 ? kBase64[v & 63] : '=';
  }
  return out;
}

std::string DecodeBase64(const std::string& text, const std::string& name) {
  if (text.size() % 4 != 0)
    Bad(name, "base64 length " + std::to_string(text.size()) + " is not a multiple of 4");
  std::string out;
  out.reserve(text.size() / 4 * 3);
  for (size_t i = 0; i < text.size(); i += 4) {
    const bool last = i + 4 == text.size();
    const int pad = last ? (text[i + 3] == '=') + (text[i + 2] == '=' && text[i + 3] == '=') : 0;
    uint32_t v = 0;
    for (int k = 0; k < 4; ++k) {
      const unsigned char c = static_cast<unsigned char>(text[i + k]);
      int d = 0;
      if (k < 4 - pad) {
#ifndef KC_GOLDEN_PLANTED_BASE64_TABLE
        if (c >= 128) Bad(name, "not base64: byte " + std::to_string(c));
#endif
        d = Base64Digit(c);
        if (d < 0) Bad(name, "not base64: '" + std::string(1, static_cast<char>(c)) + "'");
      }
      v = (v << 6) | static_cast<uint32_t>(d);
    }
    // Canonical: the bits under the padding are 0, so one text per byte string.
    if ((pad == 1 && (v & 0xFF)) || (pad == 2 && (v & 0xFFFF))) Bad(name, "non-canonical base64");
    out += static_cast<char>((v >> 16) & 0xFF);
    if (pad < 2) out += static_cast<char>((v >> 8) & 0xFF);
    if (pad < 1) out += static_cast<char>(v & 0xFF);
  }
  return out;
}

std::string EncodeOpManifest(const std::string& op, const OpManifest& points) {
  std::set<std::string> pin_set;
  for (const auto& [point, e] : points)
    for (const auto& o : e.outputs) pin_set.insert(o.torch.begin(), o.torch.end());
  const std::vector<std::string> pins(pin_set.begin(), pin_set.end());
  if (pins.size() > 64) throw GoldenError(op + ": more than 64 torch pins");
  const nlohmann::json columns = {"point",  "dtype", "shape",         "sha256",
                                  "commit", "pins",  "raw or sample", "summary"};
  std::string out = "{\"columns\":" + columns.dump() +
                    ",\"format\":" + std::to_string(kManifestFormat) +
                    ",\"op\":" + nlohmann::json(op).dump() +
                    ",\"pins\":" + nlohmann::json(pins).dump() + ",\"rows\":[\n";
  bool first = true;
  for (const auto& [point, e] : points) {
    const size_t itemsize = ItemSize(DTypeFromName(e.dtype));
    const uint64_t nbytes = Numel(e.shape) * itemsize;
    for (const auto& o : e.outputs) {
      uint64_t mask = 0;
      for (const auto& p : o.torch)
        mask |= uint64_t{1} << (std::lower_bound(pins.begin(), pins.end(), p) - pins.begin());
      nlohmann::json row = {point, e.dtype, e.shape, o.sha256, o.commit, mask};
      if (StoredInline(nbytes)) {
        row.push_back(EncodeBase64(ToLittle(o.raw, itemsize)));
      } else {
        row.push_back(EncodeBase64(ToLittle(o.sample, itemsize)));
        row.push_back(FormatSummary(o.summary));
      }
      out += (first ? "" : ",\n") + row.dump();
      first = false;
    }
  }
  return out + "\n]}\n";
}

OpManifest DecodeOpManifest(const std::string& bytes, const std::string& name,
                            const std::string& op) {
  nlohmann::json j;
  try {
    j = nlohmann::json::parse(bytes);
  } catch (const nlohmann::json::exception& e) {
    Bad(name, std::string("not JSON: ") + e.what());
  }
  if (!j.is_object() || j.size() != 5 || !j.contains("columns") || !j.contains("format") ||
      !j.contains("op") || !j.contains("pins") || !j.contains("rows"))
    Bad(name, "expected an object with columns, format, op, pins, rows");
  if (!j["format"].is_number_integer() || j["format"].get<int64_t>() != kManifestFormat)
    Bad(name, "expected manifest format 3, but got " + j["format"].dump().substr(0, 32));
  const std::string& file_op = Str(j["op"], name, "op");
  if (!op.empty() && file_op != op)
    Bad(name, "holds op '" + file_op.substr(0, 64) + "', expected '" + op + "'");
  if (!j["pins"].is_array() || j["pins"].size() > 64)
    Bad(name, "pins must be an array of at most 64");
  std::vector<std::string> pins;
  for (const auto& p : j["pins"]) {
    pins.push_back(Str(p, name, "a pin"));
    if (pins.back().empty() || (pins.size() > 1 && pins[pins.size() - 2] >= pins.back()))
      Bad(name, "pins must be non-empty, sorted and distinct");
  }
  if (!j["rows"].is_array()) Bad(name, "rows must be an array");
  OpManifest points;
  size_t row_number = 0;
  for (const auto& row : j["rows"]) {
    const std::string where = name + " row " + std::to_string(++row_number);
    if (!row.is_array() || row.size() < 7 || row.size() > 8) Bad(where, "a row has 7 or 8 fields");
    const std::string& point = Str(row[0], where, "point");
    if (point.empty() || point.find('/') != std::string::npos ||
        point.find("..") != std::string::npos)
      Bad(where, "bad point name");
    Entry e;
    e.dtype = Str(row[1], where, "dtype");
    DType dtype;
    try {
      dtype = DTypeFromName(e.dtype);
    } catch (const GoldenError& error) {
      Bad(where, error.what());
    }
    const size_t itemsize = ItemSize(dtype);
    if (!row[2].is_array() || row[2].size() > kMaxDims)
      Bad(where, "shape must be an array of at most 16");
    uint64_t numel = 1;
    for (const auto& d : row[2]) {
      if (!d.is_number_integer()) Bad(where, "shape sizes must be integers");
      const int64_t s = d.get<int64_t>();
      if (s < 0) Bad(where, "negative size " + std::to_string(s));
      if (s != 0 && numel > kMaxNumel / static_cast<uint64_t>(s)) Bad(where, "shape too large");
      numel *= static_cast<uint64_t>(s);
      e.shape.push_back(s);
    }
    const uint64_t nbytes = numel * itemsize;
    Output o;
    o.sha256 = Str(row[3], where, "sha256");
    if (!IsHex64(o.sha256)) Bad(where, "sha256 must be 64 lowercase hex digits");
    o.commit = Str(row[4], where, "commit");
    const uint64_t mask = UInt(row[5], where, "pins");
    if (mask == 0 || (pins.size() < 64 && mask >> pins.size() != 0))
      Bad(where, "pin mask " + std::to_string(mask) + " names no pin or one beyond the " +
                     std::to_string(pins.size()) + " pins");
    for (size_t i = 0; i < pins.size(); ++i)
      if (mask >> i & 1) o.torch.push_back(pins[i]);
    const std::string data = DecodeBase64(Str(row[6], where, "raw or sample"), where);
    if (StoredInline(nbytes)) {
      if (row.size() != 7) Bad(where, "an inline output has 7 fields");
      if (data.size() != nbytes)
        Bad(where,
            "raw is " + std::to_string(data.size()) + " bytes, expected " + std::to_string(nbytes));
      o.raw = ToLittle(data, itemsize);
      if (Sha256Hex(o.raw.data(), o.raw.size()) != o.sha256)
        Bad(where, "raw does not match its SHA-256");
    } else {
      if (row.size() != 8) Bad(where, "a sampled output has 8 fields");
      const uint64_t want = SampleIndices(numel).size() * itemsize;
      if (data.size() != want)
        Bad(where, "sample is " + std::to_string(data.size()) + " bytes, expected " +
                       std::to_string(want));
      o.sample = ToLittle(data, itemsize);
      o.summary = ParseSummary(Str(row[7], where, "summary"), numel, where);
    }
    auto [it, fresh] = points.emplace(point, e);
    Entry& entry = it->second;
    if (!fresh && (entry.dtype != e.dtype || entry.shape != e.shape))
      Bad(where, "point " + point + " has rows of different dtype or shape");
    for (const auto& other : entry.outputs) {
      if (other.sha256 == o.sha256) Bad(where, "point " + point + " lists one output twice");
      for (const auto& p : o.torch)
        if (std::count(other.torch.begin(), other.torch.end(), p))
          Bad(where, "point " + point + ": torch " + p + " produces two outputs");
    }
    entry.outputs.push_back(std::move(o));
  }
  return points;
}

}  // namespace kornia::golden

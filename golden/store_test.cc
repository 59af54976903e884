#include "golden/store.h"

#include <gtest/gtest.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <torch/types.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <limits>
#include <nlohmann/json.hpp>
#include <sstream>
#include <thread>

#include "golden/compare.h"
#include "golden/format.h"
#include "golden/numeric_env.h"

extern char** environ;

namespace kornia::golden {
namespace {

namespace fs = std::filesystem;

std::string TempDir(const std::string& name) {
  const char* base = std::getenv("TEST_TMPDIR");
  const fs::path dir = fs::path(base ? base : "/tmp") / name;
  fs::remove_all(dir);
  fs::create_directories(dir);
  return dir.string();
}

std::string Encoded(const torch::Tensor& t) { return EncodeFile(FromTensor(t)); }

void ExpectRejected(const std::string& bytes, const std::string& what, const std::string& problem) {
  try {
    DecodeFile(bytes, "x.kgt");
    ADD_FAILURE() << "accepted a file with " << what;
  } catch (const GoldenError& e) {
    const std::string msg = e.what();
    EXPECT_EQ(msg.rfind("x.kgt: ", 0), 0u) << msg;
    EXPECT_NE(msg.find(problem), std::string::npos) << what << ": " << msg;
  }
}

TEST(GoldenFormat, RoundTripsEveryDtype) {
  for (auto dtype : {torch::kHalf, torch::kBFloat16, torch::kFloat, torch::kDouble, torch::kByte,
                     torch::kChar, torch::kShort, torch::kInt, torch::kLong, torch::kBool}) {
    const torch::Tensor t = torch::arange(24).reshape({2, 3, 4}).to(dtype);
    const GoldenFile f = DecodeFile(Encoded(t), "mem");
    ASSERT_TRUE(f.full);
    EXPECT_TRUE(Compare(t, RawToTensor(f)).equal) << c10::toString(dtype);
  }
}

// Format 3: small outputs inline, large ones as hash + summary + sample.
TEST(GoldenStore, RoundTripsInlineAndSampledOutputs) {
  const std::string root = TempDir("roundtrip");
  std::vector<std::pair<std::string, torch::Tensor>> outputs;
  for (auto dtype : {torch::kHalf, torch::kBFloat16, torch::kFloat, torch::kDouble, torch::kByte,
                     torch::kChar, torch::kShort, torch::kInt, torch::kLong, torch::kBool}) {
    const std::string name = c10::toString(dtype);
    outputs.push_back({name + "_small", torch::arange(6).reshape({2, 3}).to(dtype)});
    outputs.push_back({name + "_large", torch::arange(3000).reshape({3, 1000}).to(dtype)});
  }
  outputs.push_back({"empty", torch::zeros({0, 3})});
  {
    Store s(root);
    for (const auto& [point, t] : outputs) s.Record("pkg/op/" + point, t, "2.14.1", "", "c1");
    s.Save();
  }
  const Store loaded(root);
  ASSERT_EQ(loaded.entries().size(), outputs.size());
  for (const auto& [point, t] : outputs) {
    const Entry& e = loaded.entries().at("pkg/op/" + point);
    ASSERT_EQ(e.outputs.size(), 1u);
    const Output& o = e.outputs[0];
    EXPECT_EQ(o.commit, "c1");
    EXPECT_EQ(o.torch, std::vector<std::string>{"2.14.1"});
    const torch::Tensor c = t.contiguous();
    EXPECT_EQ(o.sha256, Sha256Hex(c.data_ptr(), c.nbytes())) << point;
    if (c.nbytes() <= kInlineLimit) {
      EXPECT_TRUE(Compare(t, InlineTensor(e, o)).equal) << point;
      EXPECT_TRUE(o.sample.empty());
    } else {
      EXPECT_TRUE(o.raw.empty()) << point;
      EXPECT_EQ(o.sample.size(), SampleIndices(t.numel()).size() * t.element_size()) << point;
    }
    EXPECT_EQ(loaded.Check("pkg/op/" + point, t, "2.14.1").verdict, Verdict::kOk) << point;
  }
  // Saving what was loaded rewrites nothing: the bytes are deterministic.
  const std::string before = ReadFileOrThrow(root + "/pkg/op.json");
  Store again(root);
  again.Save();
  EXPECT_EQ(ReadFileOrThrow(root + "/pkg/op.json"), before);
  // One line per output.
  EXPECT_EQ(std::count(before.begin(), before.end(), '\n'), static_cast<long>(outputs.size()) + 2);
}

TEST(GoldenFormat, SampleIndicesComeFromNumelAlone) {
  EXPECT_TRUE(SampleIndices(0).empty());
  EXPECT_EQ(SampleIndices(1), std::vector<uint64_t>{0});
  for (uint64_t n : {2ull, 7ull, 100ull, 1024ull, 1025ull, 40000ull, 1ull << 40}) {
    const std::vector<uint64_t> index = SampleIndices(n);
    EXPECT_EQ(index, SampleIndices(n));
    ASSERT_LE(index.size(), 8u);
    EXPECT_EQ(index.front(), 0u);
    EXPECT_EQ(index.back(), n - 1);
    // On v2's grid of 1024 evenly spaced indices, so migration finds them there.
    const uint64_t k = std::min<uint64_t>(n, 1024);
    for (size_t i = 0; i < index.size(); ++i) {
      if (i > 0) {
        EXPECT_LT(index[i - 1], index[i]);
      }
      bool on_grid = false;
      const uint64_t j = index[i] * (k - 1) / (n - 1);
      for (uint64_t g = j > 0 ? j - 1 : 0; g <= j + 1 && g < k; ++g)
        on_grid |= g * (n - 1) / (k - 1) == index[i];
      EXPECT_TRUE(on_grid) << n << " " << index[i];
    }
  }
  EXPECT_GT(SampleIndices(40000).size(), 4u) << "the hashed indices add to the spread ones";
}

TEST(GoldenStore, MismatchOnASampledOutputSaysHowFarFromTheSample) {
  const std::string root = TempDir("sampled");
  torch::Tensor t = torch::arange(40000, torch::kFloat);
  t[7] = NAN;
  t[9] = INFINITY;
  {
    Store s(root);
    s.Record("pkg/op/big", t, "2.14.1", "", "c1");
    s.Save();
  }
  const Store store(root);
  const Output& o = store.entries().at("pkg/op/big").outputs[0];
  EXPECT_EQ(o.summary.nan, 1u);
  EXPECT_EQ(o.summary.posinf, 1u);
  EXPECT_EQ(o.summary.min, 0.0);
  EXPECT_EQ(o.summary.max, 39999.0);
  torch::Tensor moved = t.clone();
  moved[39999] = 40001.0f;
  const CheckResult r = store.Check("pkg/op/big", moved, "2.14.1");
  EXPECT_EQ(r.verdict, Verdict::kMismatch);
  for (const char* part : {"max_abs=2", "count=1", "first=[39999]", "only a sample is stored",
                           "the full SHA-256 differs", "max 39999 -> 40001", "pkg/op.json"})
    EXPECT_NE(r.detail.find(part), std::string::npos) << part << " in " << r.detail;
  EXPECT_NE(r.detail.find("max_ulp="), std::string::npos) << r.detail;
}

// A change outside the sample: the sample agrees, the hash does not.
TEST(GoldenStore, HashOnlyMismatchIsAMismatch) {
  const std::string root = TempDir("hashonly");
  const torch::Tensor t = torch::arange(40000, torch::kFloat);
  Store s(root);
  s.Record("pkg/op/big", t, "2.14.1", "", "c1");
  const std::vector<uint64_t> index = SampleIndices(40000);
  int64_t hidden_at = 1;
  while (std::count(index.begin(), index.end(), static_cast<uint64_t>(hidden_at))) ++hidden_at;
  torch::Tensor hidden = t.clone();
  hidden[hidden_at] = -1.0f;
  const CheckResult r = s.Check("pkg/op/big", hidden, "2.14.1");
  EXPECT_EQ(r.verdict, Verdict::kMismatch);
  EXPECT_NE(r.detail.find("bytes differ outside the sampled elements"), std::string::npos)
      << r.detail;
  EXPECT_NE(r.detail.find("full SHA-256 differs"), std::string::npos) << r.detail;
}

// Recording in op A leaves op B's file, and the environment file, byte-identical.
TEST(GoldenStore, OpFilesAreIsolated) {
  const std::string root = TempDir("isolated");
  {
    Store s(root);
    s.Record("pkg/a/p", torch::ones({3}), "2.14.1", "", "c1");
    s.Record("pkg/b/p", torch::ones({4}), "2.14.1", "", "c1");
    s.Record("other/c/p", torch::ones({5}), "2.14.1", "", "c1");
    s.Save();
  }
  const std::string b = ReadFileOrThrow(root + "/pkg/b.json");
  const std::string c = ReadFileOrThrow(root + "/other/c.json");
  const std::string env = ReadFileOrThrow(root + "/numeric_env.json");
  const auto b_time = fs::last_write_time(root + "/pkg/b.json");
  const std::string a = ReadFileOrThrow(root + "/pkg/a.json");
  {
    Store s(root);
    s.Record("pkg/a/p", torch::zeros({3}), "2.14.1", "a reason", "c2");
    s.Record("pkg/a/q", torch::zeros({300}), "2.14.1", "", "c2");
    s.Save();
  }
  EXPECT_NE(ReadFileOrThrow(root + "/pkg/a.json"), a);
  EXPECT_EQ(ReadFileOrThrow(root + "/pkg/b.json"), b);
  EXPECT_EQ(ReadFileOrThrow(root + "/other/c.json"), c);
  EXPECT_EQ(ReadFileOrThrow(root + "/numeric_env.json"), env);
  EXPECT_EQ(fs::last_write_time(root + "/pkg/b.json"), b_time) << "b was rewritten";
}

TEST(GoldenStore, DriftBetweenTwoPins) {
  const std::string root = TempDir("drift");
  torch::Tensor big = torch::arange(40000, torch::kFloat);
  {
    Store s(root);
    s.Record("pkg/op/small", torch::ones({3}), "2.14.1", "", "c1");
    s.Record("pkg/op/small", torch::ones({3}) * 2, "1.13.1", "", "c1");
    s.Record("pkg/op/big", big, "2.14.1", "", "c1");
    s.Record("pkg/op/big", big + 4, "1.13.1", "", "c1");
    s.Record("pkg/op/same", torch::ones({3}), "1.13.1", "", "c1");
    s.Record("pkg/op/same", torch::ones({3}), "2.14.1", "", "c1");
    s.Save();
  }
  const Store s(root);
  EXPECT_EQ(s.entries().at("pkg/op/same").outputs.size(), 1u);
  ASSERT_EQ(s.entries().at("pkg/op/big").outputs.size(), 2u);
  EXPECT_EQ(s.Check("pkg/op/big", big + 4, "1.13.1").verdict, Verdict::kOk);
  EXPECT_EQ(s.Check("pkg/op/big", big, "2.14.1").verdict, Verdict::kOk);
  EXPECT_EQ(s.Check("pkg/op/big", big, "1.13.1").verdict, Verdict::kMismatch);
  const auto drift = s.Drift();
  ASSERT_EQ(drift.size(), 2u);
  EXPECT_NE(drift[0].find("pkg/op/big: torch 2.14.1 vs 1.13.1"), std::string::npos) << drift[0];
  EXPECT_NE(drift[0].find("max_abs=4"), std::string::npos) << drift[0];
  EXPECT_NE(drift[0].find("(sampled"), std::string::npos) << drift[0];
  EXPECT_NE(drift[1].find("pkg/op/small: torch 2.14.1 vs 1.13.1"), std::string::npos) << drift[1];
  EXPECT_NE(drift[1].find("max_abs=1"), std::string::npos) << drift[1];
}

// A synthetic v2 store (manifest.json + .kgt, whole and summary payloads, two
// outputs under one key) converts with every hash, pin list and commit kept.
TEST(GoldenStore, MigratesAV2Store) {
  const std::string root = TempDir("migrate");
  struct Made {
    std::string key;
    torch::Tensor t;
    std::vector<std::string> pins;
    std::string commit;
  };
  const std::vector<Made> made = {
      {"pkg/a/small", torch::arange(6, torch::kFloat), {"1.13.1", "2.14.1"}, "c1"},
      {"pkg/a/mid", torch::arange(500, torch::kDouble), {"2.14.1"}, "c2"},            // v2 whole
      {"pkg/a/big", torch::arange(40000, torch::kFloat), {"2.14.1", "2.9.1"}, "c3"},  // v2 summary
      {"pkg/a/big", torch::arange(40000, torch::kFloat) * 2, {"1.13.1"}, "c4"},       // drift
      {"other/b/big", torch::rand({3, 70000}).to(torch::kBFloat16), {"2.14.1"}, "c5"},
  };
  nlohmann::json goldens = nlohmann::json::object();
  for (const auto& m : made) {
    const GoldenFile f = FromTensor(m.t);
    const std::string file = m.key + "." + f.sha256.substr(0, 12) + ".kgt";
    WriteFileAtomic(root + "/" + file, EncodeFile(f));
    auto& g = goldens[m.key];
    g["dtype"] = DTypeName(f.dtype);
    g["shape"] = f.shape;
    g["outputs"].push_back({{"sha256", f.sha256},
                            {"file", file},
                            {"stored", f.full ? "full" : "summary"},
                            {"commit", m.commit},
                            {"torch", m.pins}});
  }
  const nlohmann::json v2 = {
      {"format", 2}, {"goldens", goldens}, {"numeric_env", PinnedDefinition()}};
  WriteFileAtomic(root + "/manifest.json", v2.dump(2));
  EXPECT_THROW(Store{root}, GoldenError) << "a v2 store must be migrated first";

  const MigrationReport report = MigrateV2(root);
  EXPECT_EQ(report.entries, 4u);
  EXPECT_EQ(report.outputs, 5u);
  EXPECT_EQ(report.ops, 2u);
  EXPECT_FALSE(fs::exists(root + "/manifest.json"));
  EXPECT_FALSE(fs::exists(root + "/pkg/a"));  // the .kgt files and their folder
  const Store s(root);
  EXPECT_EQ(s.recorded_env(), PinnedDefinition());
  size_t outputs = 0;
  for (const auto& m : made) {
    const Entry& e = s.entries().at(m.key);
    const GoldenFile f = FromTensor(m.t);
    const Output* o = nullptr;
    for (const auto& candidate : e.outputs)
      if (candidate.sha256 == f.sha256) o = &candidate;
    ASSERT_NE(o, nullptr) << m.key;
    ++outputs;
    EXPECT_EQ(o->torch, m.pins);
    EXPECT_EQ(o->commit, m.commit);
    // The derived sample and summary equal what recording the tensor gives.
    const Output direct = OutputOf(m.t);
    EXPECT_EQ(o->raw, direct.raw) << m.key;
    EXPECT_EQ(o->sample, direct.sample) << m.key;
    for (const auto& pin : m.pins)
      EXPECT_EQ(s.Check(m.key, m.t, pin).verdict, Verdict::kOk) << m.key << " " << pin;
  }
  EXPECT_EQ(outputs, 5u);
  EXPECT_THROW(MigrateV2(root), GoldenError) << "nothing left to migrate";
}

TEST(GoldenManifest, RejectsDamagedAndHostileManifests) {
  const std::string root = TempDir("hostile");
  {
    Store s(root);
    s.Record("pkg/op/small", torch::arange(4, torch::kFloat), "2.14.1", "", "c1");
    s.Record("pkg/op/big", torch::arange(400, torch::kFloat), "2.14.1", "", "c1");
    s.Save();
  }
  const std::string good = ReadFileOrThrow(root + "/pkg/op.json");
  EXPECT_EQ(DecodeOpManifest(good, "x.json", "pkg/op").size(), 2u);
  auto rejected = [&](const std::string& bytes, const std::string& problem) {
    try {
      DecodeOpManifest(bytes, "x.json", "pkg/op");
      ADD_FAILURE() << "accepted: " << problem << "\n" << bytes;
    } catch (const GoldenError& e) {
      const std::string msg = e.what();
      EXPECT_EQ(msg.rfind("x.json", 0), 0u) << msg;
      EXPECT_NE(msg.find(problem), std::string::npos) << problem << ": " << msg;
    }
  };
  auto edited = [&](const std::string& from, const std::string& to) {
    std::string s = good;
    const size_t at = s.find(from);
    EXPECT_NE(at, std::string::npos) << from;
    return at == std::string::npos ? s : s.replace(at, from.size(), to);
  };
  for (size_t n = 0; n + 1 < good.size(); n += 7) rejected(good.substr(0, n), "");
  rejected(edited("\"format\":3", "\"format\":2"), "expected manifest format 3");
  rejected(edited("\"op\":\"pkg/op\"", "\"op\":\"pkg/other\""), "holds op 'pkg/other'");
  rejected(edited("\"float32\"", "\"float99\""), "unknown dtype 'float99'");
  rejected(edited("[4]", "[-4]"), "negative size");
  rejected(edited("[4]", "[1099511627776,1099511627776]"), "shape too large");
  rejected(edited("[4]", "[5]"), "raw is 16 bytes, expected 20");
  rejected(edited("\"c1\",1", "\"c1\",2"), "pin mask 2");
  rejected(edited("\"c1\",1", "\"c1\",0"), "pin mask 0");
  rejected(edited("\"c1\",1", "\"c1\",-1"), "unsigned integer");
  rejected(edited("AAAAAAAAgD8AAABAAABAQA==", "AAAAAAAAgD8AAABAAABAQQ=="),
           "does not match its SHA-256");
  rejected(edited("AAAAAAAAgD8AAABAAABAQA==", "AAAAAAAAgD8AAABAAABAQB=="), "non-canonical");
  rejected(edited("AAAAAAAAgD8AAABAAABAQA==", "AAAAAAAAgD8AAABAAABAQA="), "multiple of 4");
  rejected(edited("AAAAAAAAgD8AAABAAABAQA==", "AAAAAAAAgD8AAABAAAB*QA=="), "not base64");
  rejected(edited("AAAAAAAAgD8AAABAAABAQA==", "AAAAAAAAgD8AAABAAABAQE=="), "non-canonical");
  rejected(edited("AAAAAAAAgD8AAABAAABAQA==", "AAAAAAAAgD8AAABAAABAQIA="), "raw is 17 bytes");
  rejected(edited(" 0 0 0\"", " 401 0 0\""), "exceeds the element count");
  rejected(edited(" 0 0 0\"", " 0 0\""), "summary needs 6 fields");
  rejected(edited(" 0 0 0\"", " 0 0 x\""), "bad summary count");
  rejected(edited("\"0 399 ", "\"1e999 399 "), "bad summary number");
  rejected(edited("\"0 399 ", "\"-nan 399 "), "bad summary number");
  rejected(edited("\"rows\":[", "\"rows\":7,\"x\":["), "expected an object");
  rejected(edited("\"pins\":[\"2.14.1\"]", "\"pins\":[\"2.14.1\",\"1.13.1\"]"), "sorted");
  // A sample of the wrong length, and a row with a field too many.
  const std::string big_row = good.substr(good.find("[\"big\""));
  const std::string sample = big_row.substr(big_row.find("\",1,\"") + 5, 8);
  rejected(edited(sample, "AAAA" + sample), "sample is");
  // The same pin producing two outputs of a point.
  std::string twice = good;
  const size_t row = twice.find("[\"small\"");
  std::string copy = twice.substr(row, twice.find('\n', row) - row);
  twice.insert(row, copy + "\n");
  rejected(twice, "");
}

TEST(GoldenFormat, RejectsDamagedAndHostileFiles) {
  const std::string good = Encoded(torch::arange(10, torch::kFloat));
  for (size_t n = 0; n < good.size(); ++n)
    ExpectRejected(good.substr(0, n), "truncation",
                   n < good.size() - 40 ? "truncated" : "payload is");
  std::string flipped = good;
  flipped.back() ^= 1;
  ExpectRejected(flipped, "a flipped payload bit", "does not match its SHA-256");
  std::string magic = good;
  magic[0] = 'X';
  ExpectRejected(magic, "a wrong magic", "wrong magic");
  ExpectRejected(good + "x", "trailing bytes", "payload is");
  std::string version = good;
  version[4] = 1;
  ExpectRejected(version, "an old version", "unsupported format version 1");
  std::string dims = good;
  dims[12] = 100;
  ExpectRejected(dims, "ndim 100", "ndim 100 > 16");
  std::string dtype = good;
  dtype[9] = 99;
  ExpectRejected(dtype, "an unknown dtype", "unknown dtype code 99");
  std::string negative = good;
  negative[16 + 7] = static_cast<char>(0x80);  // shape[0] < 0
  ExpectRejected(negative, "a negative size", "negative size");
  // A shape claiming 2**62 elements with a tiny file: rejected before any allocation.
  std::string huge = good;
  const int64_t big = int64_t{1} << 62;
  std::memcpy(&huge[16], &big, 8);
  ExpectRejected(huge, "an oversized shape", "shape too large");
  // A whole payload over the limit is refused even when consistent.
  GoldenFile over = FromTensor(torch::zeros({10}));
  over.shape = {20000};
  over.nbytes = 80000;
  over.raw.assign(80000, '\0');
  over.sha256 = Sha256Hex(over.raw.data(), over.raw.size());
  ExpectRejected(EncodeFile(over), "an oversized payload", "exceeds the 65536-byte limit");
  // Summary files: sample indices must be in range and increasing.
  GoldenFile summary = DecodeFile(Encoded(torch::zeros({20000})), "mem");
  summary.sample_index[1] = 0;
  ExpectRejected(EncodeFile(summary), "unordered sample indices", "not strictly increasing");
  summary.sample_index[1] = 99999;
  ExpectRejected(EncodeFile(summary), "an out-of-range sample index", "out of range");
}

TEST(GoldenStore, ChangesNeedAReasonAndAreLogged) {
  const std::string root = TempDir("store");
  Store store(root);
  EXPECT_EQ(store.Record("pkg/op/a", torch::ones({3}), "2.14.1", "", "c1"), "added");
  EXPECT_EQ(store.Record("pkg/op/a", torch::ones({3}), "1.13.1", "", "c1"), "pinned");
  EXPECT_EQ(store.Record("pkg/op/a", torch::ones({3}), "1.13.1", "", "c1"), "unchanged");
  EXPECT_THROW(store.Record("pkg/op/a", torch::zeros({3}), "2.14.1", "", "c2"), GoldenError);
  EXPECT_EQ(store.Record("pkg/op/a", torch::zeros({3}), "2.14.1", "new formula", "c2"), "changed");
  store.Save();
  EXPECT_NE(ReadFileOrThrow(root + "/CHANGELOG.md").find("new formula"), std::string::npos);
  const Store reloaded(root);
  const Entry& e = reloaded.entries().at("pkg/op/a");
  ASSERT_EQ(e.outputs.size(), 2u);  // 1.13.1 kept the old output: drift
  EXPECT_EQ(reloaded.Check("pkg/op/a", torch::zeros({3}), "2.14.1").verdict, Verdict::kOk);
  EXPECT_EQ(reloaded.Check("pkg/op/a", torch::ones({3}), "1.13.1").verdict, Verdict::kOk);
  const CheckResult bad = reloaded.Check("pkg/op/a", torch::tensor({0.f, 1.f, 0.f}), "2.14.1");
  EXPECT_EQ(bad.verdict, Verdict::kMismatch);
  EXPECT_NE(bad.detail.find("count=1"), std::string::npos) << bad.detail;
  EXPECT_EQ(reloaded.Check("pkg/op/a", torch::zeros({3}), "2.9.1").verdict, Verdict::kMissing);
  EXPECT_EQ(reloaded.Check("pkg/op/b", torch::zeros({3}), "2.14.1").verdict, Verdict::kMissing);
  const auto drift = reloaded.Drift();
  ASSERT_EQ(drift.size(), 1u);
  EXPECT_NE(drift[0].find("max_abs=1"), std::string::npos) << drift[0];
}

TEST(GoldenStore, SaveRemovesTheFileOfAnOpWithoutEntries) {
  const std::string root = TempDir("gc");
  Store store(root);
  store.Record("pkg/op/a", torch::ones({3}), "p", "", "c");
  store.Record("pkg/other/b", torch::ones({4}), "p", "", "c");
  store.Save();
  const std::string file_b = root + "/pkg/other.json";
  ASSERT_TRUE(fs::exists(file_b));
  Store reloaded(root);
  reloaded.Remove("pkg/other/b");
  reloaded.Save();
  EXPECT_FALSE(fs::exists(file_b));
  EXPECT_EQ(Store(root).entries().size(), 1u);
}

TEST(GoldenStore, OneWriterAtATime) {
  const std::string root = TempDir("lock");
  StoreLock first(root);
  try {
    StoreLock second(root);
    ADD_FAILURE() << "two locks held at once";
  } catch (const GoldenError& e) {
    EXPECT_NE(std::string(e.what()).find("another regen"), std::string::npos);
  }
}

// Kill -9 a process that keeps rewriting a store, at random moments: the store
// on disk must load, every op file whole.
TEST(GoldenStore, SurvivesKillNineMidRegen) {
  const std::string helper = std::string(std::getenv("TEST_SRCDIR")) + "/" +
                             std::getenv("TEST_WORKSPACE") + "/golden/crash_helper";
  for (int trial = 0; trial < 6; ++trial) {
    const std::string root = TempDir("crash" + std::to_string(trial));
    int out[2];
    ASSERT_EQ(pipe(out), 0);
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, out[1], 1);
    posix_spawn_file_actions_addclose(&actions, out[0]);
    const char* argv[] = {helper.c_str(), root.c_str(), nullptr};
    pid_t pid;
    const int spawned =
        posix_spawn(&pid, helper.c_str(), &actions, nullptr, const_cast<char**>(argv), environ);
    posix_spawn_file_actions_destroy(&actions);
    ASSERT_EQ(spawned, 0);
    close(out[1]);
    // Wait for two saved rounds, so there is a store to protect.
    std::string seen;
    char buf[256];
    while (seen.find("round 1\n") == std::string::npos) {
      const ssize_t n = read(out[0], buf, sizeof buf);
      ASSERT_GT(n, 0) << "helper exited early: " << seen;
      seen.append(buf, n);
    }
    std::this_thread::sleep_for(std::chrono::milliseconds(7 * trial + 3));
    kill(pid, SIGKILL);
    int status;
    waitpid(pid, &status, 0);
    close(out[0]);
    EXPECT_TRUE(WIFSIGNALED(status));
    // Loading decodes and checks every op file (each inline payload against its hash).
    const Store after(root);
    ASSERT_EQ(after.entries().size(), 200u) << "trial " << trial;
    for (const auto& [key, e] : after.entries()) EXPECT_EQ(e.outputs.size(), 1u) << key;
  }
}

// The manifest records the pinned numeric environment; goldens recorded under
// another one are not judged under this one.
TEST(GoldenStore, RefusesGoldensRecordedUnderAnotherEnvironment) {
  const std::string root = TempDir("env");
  const torch::Tensor x = torch::arange(6, torch::kFloat);
  {
    Store s(root);
    s.Record("p/op/a", x, "2.14.1", "", "abc");
    s.Save();
  }
  Store saved(root);
  EXPECT_EQ(saved.recorded_env(), PinnedDefinition());
  EXPECT_EQ(saved.Check("p/op/a", x, "2.14.1").verdict, Verdict::kOk);
  std::string manifest = ReadFileOrThrow(root + "/numeric_env.json");
  const std::string pinned = "\"MKL_CBWR\": \"COMPATIBLE\"";
  ASSERT_NE(manifest.find(pinned), std::string::npos) << manifest;
  manifest.replace(manifest.find(pinned), pinned.size(), "\"MKL_CBWR\": \"AVX512\"");
  WriteFileAtomic(root + "/numeric_env.json", manifest);
  const CheckResult r = Store(root).Check("p/op/a", x, "2.14.1");
  EXPECT_EQ(r.verdict, Verdict::kMismatch);
  EXPECT_NE(r.detail.find("recorded under the numeric environment"), std::string::npos) << r.detail;
  EXPECT_NE(r.detail.find("MKL_CBWR=AVX512"), std::string::npos) << r.detail;
}

TEST(Compare, MeasuresUlpsSignedZerosAndNaNs) {
  const torch::Tensor one = torch::ones({4}, torch::kBFloat16);
  const torch::Tensor next = torch::nextafter(one, 2 * one);
  Comparison c = Compare(one, next);
  EXPECT_FALSE(c.equal);
  EXPECT_EQ(c.count, 4);
  EXPECT_EQ(c.max_ulp, 1);
  c = Compare(torch::zeros({2}), -torch::zeros({2}));
  EXPECT_EQ(c.reason, "sign of zero differs");
  EXPECT_EQ(c.count, 2);  // bits differ, values equal: reported by sign, 0 ulp
  c = Compare(torch::tensor({1.0, double(NAN)}), torch::tensor({1.0, 2.0}));
  EXPECT_EQ(c.reason, "NaN mask differs");
  EXPECT_EQ(c.first, std::vector<int64_t>{1});
  c = Compare(torch::zeros({2, 3}), torch::zeros({3, 2}));
  EXPECT_NE(c.reason.find("shape"), std::string::npos);
  EXPECT_TRUE(Compare(torch::tensor({NAN}), torch::tensor({NAN})).equal);
  // An infinity against a finite value (or the other infinity) is its own
  // kind: max_abs and max_ulp skip the pair, so a fused bound on them would
  // otherwise pass it (0 ulp over the finite pairs here).
  for (double other : {1.0, -double(INFINITY)}) {
    c = Compare(torch::tensor({1.0, double(INFINITY)}), torch::tensor({1.0, other}));
    EXPECT_EQ(c.kind, Mismatch::kInfinity) << other;
    EXPECT_EQ(c.reason, "infinities differ");
    EXPECT_EQ(c.max_ulp, 0);
  }
  c = Compare(torch::tensor({2.0, 1.0}), torch::tensor({double(INFINITY), 1.5}));
  EXPECT_EQ(c.kind, Mismatch::kInfinity);
  EXPECT_EQ(Compare(torch::tensor({1.0}), torch::tensor({1.5})).kind, Mismatch::kValues);
  // NaN sign and payload are not compared; the NaN mask is.
  EXPECT_TRUE(Compare(torch::tensor({NAN}), -torch::tensor({NAN})).equal);
}

// float64 distances on int64 ordered bits: exact at every magnitude (a detour
// through double loses the low bits and printed 0 or multiples of 512).
TEST(Compare, Float64UlpIsExactAtEveryMagnitude) {
  constexpr double kMaxD = std::numeric_limits<double>::max();
  constexpr double kTiny = std::numeric_limits<double>::denorm_min();
  for (double x : {1.0, -1.0, 1e-300, 3.0e5, 1e300, 2.0 * kTiny, kMaxD / 2, -kMaxD / 3}) {
    const torch::Tensor a = torch::tensor({x}, torch::kDouble);
    torch::Tensor b = a;
    for (int64_t k = 1; k <= 3; ++k) {
      b = torch::nextafter(b, torch::full({1}, INFINITY, torch::kDouble));
      EXPECT_EQ(UlpDistance(a, b).item<int64_t>(), k) << x;
      EXPECT_EQ(Compare(a, b).max_ulp, k) << x;
    }
  }
  const torch::Tensor maxd = torch::tensor({kMaxD}, torch::kDouble);
  EXPECT_EQ(
      UlpDistance(maxd, torch::nextafter(maxd, torch::zeros({1}, torch::kDouble))).item<int64_t>(),
      1);
  EXPECT_EQ(UlpDistance(maxd, torch::full({1}, INFINITY, torch::kDouble)).item<int64_t>(), 1);
  // Across zero: -tiny, -0, +0, +tiny are 1, 0, 1 apart.
  const torch::Tensor tiny = torch::tensor({kTiny}, torch::kDouble);
  const torch::Tensor pz = torch::zeros({1}, torch::kDouble), nz = -pz;
  EXPECT_EQ(UlpDistance(-tiny, tiny).item<int64_t>(), 2);
  EXPECT_EQ(UlpDistance(nz, pz).item<int64_t>(), 0);
  EXPECT_EQ(UlpDistance(nz, tiny).item<int64_t>(), 1);
  EXPECT_EQ(UlpDistance(-3 * tiny, 2 * tiny).item<int64_t>(), 5);
  // -max to +max is 2 * (2**63 - 2**52 - 1) + ... > 2**63 - 1: saturates, never wraps.
  EXPECT_EQ(UlpDistance(-maxd, maxd).item<int64_t>(), std::numeric_limits<int64_t>::max());
  EXPECT_EQ(UlpDistance(-tiny, maxd).item<int64_t>(), int64_t{0x7FEFFFFFFFFFFFFF} + 1);
  // The other widths on the same line.
  const torch::Tensor f = torch::tensor({-1e-45f, 1.0f}), g = torch::tensor({1e-45f, 1.0f});
  EXPECT_EQ(UlpDistance(f, g).max().item<int64_t>(), 2);
  const torch::Tensor fmax = torch::tensor({std::numeric_limits<float>::max()});
  EXPECT_EQ(UlpDistance(-fmax, fmax).item<int64_t>(), 2 * int64_t{0x7F7FFFFF});
  EXPECT_THROW(UlpDistance(f, f.to(torch::kDouble)), c10::Error);
}

TEST(Compare, AllCloseUsesThePerDtypeTable) {
  const torch::Tensor x = torch::tensor({1.0f, 100.0f, float(NAN)});
  const PeerTolerance f32 = DefaultPeerTolerance(torch::kFloat);
  EXPECT_TRUE(AllClose(x, x + 1e-5f * x.abs(), DefaultPeerTolerance(torch::kHalf)));
  EXPECT_FALSE(AllClose(x, x + 1e-3f, f32));
  EXPECT_TRUE(AllClose(x, x, f32));
  EXPECT_FALSE(AllClose(x, torch::tensor({1.0f, 100.0f, 0.0f}), f32)) << "NaN mask";
  EXPECT_FALSE(AllClose(x, x.view({1, 3}), f32)) << "shape";
  EXPECT_EQ(DefaultPeerTolerance(torch::kBFloat16).rtol, 1.6e-2);
  EXPECT_EQ(DefaultPeerTolerance(torch::kInt).atol, 0.0);
}

}  // namespace
}  // namespace kornia::golden

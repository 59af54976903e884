#include "golden/store.h"

#include <gtest/gtest.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <torch/torch.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <limits>
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

TEST(GoldenFormat, LargeOutputsKeepHashSummaryAndSample) {
  torch::Tensor t = torch::arange(40000, torch::kFloat);
  t[7] = NAN;
  t[9] = INFINITY;
  const GoldenFile f = DecodeFile(Encoded(t), "mem");
  EXPECT_FALSE(f.full);
  EXPECT_EQ(f.summary.nan, 1u);
  EXPECT_EQ(f.summary.posinf, 1u);
  EXPECT_EQ(f.summary.min, 0.0);
  EXPECT_EQ(f.sample_index.size(), 1024u);
  EXPECT_EQ(f.sample_index.front(), 0u);
  EXPECT_EQ(f.sample_index.back(), 39999u);
  // A mismatch still says how far off, from the sample.
  torch::Tensor moved = t.clone();
  moved[39999] = 40000.0f;
  std::string note;
  const Comparison c = CompareWithGolden(f, moved, &note);
  EXPECT_FALSE(c.equal);
  EXPECT_EQ(c.max_abs, 1.0);
  EXPECT_EQ(c.first, std::vector<int64_t>{39999});
  EXPECT_NE(note.find("max 39999 -> 40000"), std::string::npos) << note;
  // A change outside the sample is still a mismatch (the hash differs).
  torch::Tensor hidden = t.clone();
  hidden[1] = -1.0f;
  EXPECT_FALSE(CompareWithGolden(f, hidden, &note).equal);
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

TEST(GoldenStore, SaveRemovesFilesNothingNames) {
  const std::string root = TempDir("gc");
  Store store(root);
  store.Record("pkg/op/a", torch::ones({3}), "p", "", "c");
  store.Record("pkg/op/b", torch::ones({4}), "p", "", "c");
  store.Save();
  const std::string file_b = root + "/" + store.entries().at("pkg/op/b").outputs[0].file;
  ASSERT_TRUE(fs::exists(file_b));
  store.Remove("pkg/op/b");
  store.Save();
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
// on disk must load, and every output it names must decode with its hash.
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
    const Store after(root);
    ASSERT_EQ(after.entries().size(), 200u) << "trial " << trial;
    for (const auto& [key, e] : after.entries())
      for (const auto& o : e.outputs) EXPECT_NO_THROW(after.Load(o)) << key;
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
  std::string manifest = ReadFileOrThrow(root + "/manifest.json");
  const std::string pinned = "\"MKL_CBWR\": \"COMPATIBLE\"";
  ASSERT_NE(manifest.find(pinned), std::string::npos) << manifest;
  manifest.replace(manifest.find(pinned), pinned.size(), "\"MKL_CBWR\": \"AVX512\"");
  WriteFileAtomic(root + "/manifest.json", manifest);
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

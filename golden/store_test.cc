#include "golden/store.h"

#include <gtest/gtest.h>
#include <torch/torch.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "golden/compare.h"

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

std::string Slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream os;
  os << in.rdbuf();
  return os.str();
}

TEST(GoldenFormat, RoundTripsEveryDtype) {
  for (auto dtype : {torch::kHalf, torch::kBFloat16, torch::kFloat, torch::kDouble,
                     torch::kByte, torch::kChar, torch::kShort, torch::kInt,
                     torch::kLong, torch::kBool}) {
    const torch::Tensor t = torch::arange(24).reshape({2, 3, 4}).to(dtype);
    const Decoded d = Decode(Encode(t), "mem");
    ASSERT_TRUE(d.data.has_value());
    EXPECT_EQ(d.dtype, dtype);
    EXPECT_TRUE(Compare(t, *d.data).equal) << c10::toString(dtype);
  }
}

TEST(GoldenFormat, LargeOutputsKeepOnlyTheHash) {
  const torch::Tensor t = torch::zeros({kFullPayloadLimit / 4 + 1});
  const Decoded d = Decode(Encode(t), "mem");
  EXPECT_FALSE(d.data.has_value());
  const std::string raw = RawBytes(t);
  EXPECT_EQ(d.sha256, Sha256Hex(raw.data(), raw.size()));
}

TEST(GoldenFormat, RejectsDamagedFiles) {
  const std::string good = Encode(torch::arange(10, torch::kFloat));
  auto expect_error = [](const std::string& bytes, const std::string& what) {
    try {
      Decode(bytes, "x.kgt");
      ADD_FAILURE() << "accepted a file with " << what;
    } catch (const GoldenError& e) {
      EXPECT_NE(std::string(e.what()).find("x.kgt: "), std::string::npos) << e.what();
    }
  };
  for (size_t n = 0; n < good.size(); ++n) expect_error(good.substr(0, n), "truncation");
  std::string flipped = good;
  flipped.back() ^= 1;
  expect_error(flipped, "a flipped payload bit");
  std::string magic = good;
  magic[0] = 'X';
  expect_error(magic, "a wrong magic");
  expect_error(good + "x", "trailing bytes");
  std::string huge = good;
  huge[12] = 100;  // ndim
  expect_error(huge, "ndim 100");
}

TEST(GoldenStore, RecordRefusesAChangeWithoutAReasonAndLogsOneWithIt) {
  const std::string root = TempDir("store");
  Store store(root);
  EXPECT_EQ(store.Record("pkg/op/a", torch::ones({3}), "2.14.1", ""), "added");
  EXPECT_EQ(store.Record("pkg/op/a", torch::ones({3}), "1.13.1", ""), "unchanged");
  EXPECT_THROW(store.Record("pkg/op/a", torch::zeros({3}), "2.14.1", ""), GoldenError);
  EXPECT_EQ(store.Record("pkg/op/a", torch::zeros({3}), "2.14.1", "new formula"), "changed");
  store.Save();
  EXPECT_NE(Slurp(root + "/CHANGELOG.md").find("new formula"), std::string::npos);
  const Store reloaded(root);
  ASSERT_EQ(reloaded.entries().count("pkg/op/a"), 1u);
  EXPECT_EQ(reloaded.entries().at("pkg/op/a").torch, std::vector<std::string>{"2.14.1"});
  EXPECT_EQ(reloaded.Check("pkg/op/a", torch::zeros({3})).verdict, Verdict::kOk);
  const CheckResult bad = reloaded.Check("pkg/op/a", torch::tensor({0.f, 1.f, 0.f}));
  EXPECT_EQ(bad.verdict, Verdict::kMismatch);
  EXPECT_NE(bad.detail.find("count=1"), std::string::npos) << bad.detail;
  EXPECT_EQ(reloaded.Check("pkg/op/b", torch::zeros({3})).verdict, Verdict::kMissing);
}

TEST(Compare, MeasuresUlpsSignedZerosAndNaNs) {
  const torch::Tensor one = torch::ones({4}, torch::kBFloat16);
  const torch::Tensor next = torch::nextafter(one, 2 * one);
  Comparison c = Compare(one, next);
  EXPECT_FALSE(c.equal);
  EXPECT_EQ(c.count, 4);
  EXPECT_EQ(c.max_ulp, 1.0);
  c = Compare(torch::zeros({2}), -torch::zeros({2}));
  EXPECT_EQ(c.reason, "sign of zero differs");
  EXPECT_EQ(c.count, 2);  // bits differ, values equal: reported by sign, 0 ulp
  c = Compare(torch::tensor({1.0, double(NAN)}), torch::tensor({1.0, 2.0}));
  EXPECT_EQ(c.reason, "NaN mask differs");
  EXPECT_EQ(c.first, std::vector<int64_t>{1});
  c = Compare(torch::zeros({2, 3}), torch::zeros({3, 2}));
  EXPECT_NE(c.reason.find("shape"), std::string::npos);
  EXPECT_TRUE(Compare(torch::tensor({NAN}), torch::tensor({NAN})).equal);
}

}  // namespace
}  // namespace kornia::golden

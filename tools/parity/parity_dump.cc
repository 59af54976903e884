// Our side of the Kornia parity run (tools/parity/run drives it):
//   parity_dump dump <dir>: deterministic inputs (the harness's counter-based
//     generator), our op's output and the call's parameters, one record per
//     (op, dtype, variant), as raw little-endian bytes plus manifest.json.
//     tools/parity/kornia_parity.py then adds Kornia 0.9.0's output of the
//     same call to each record.
//   parity_dump report <dir> <report.md> <pin> <commit>: compares the two with
//     golden::Compare (bit-identical, max abs, max ulp) and golden::AllClose at
//     Kornia's own tolerance for the dtype; writes the report; exits 1 on a
//     difference beyond it without a written explanation (kExplained), or on an
//     explanation that no longer applies.
// Random ops are compared on the apply step given the same parameters.
#include <ATen/CPUGeneratorImpl.h>
#include <torch/torch.h>

#include <algorithm>
#include <cstring>
#include <fstream>
#include <iostream>
#include <map>
#include <nlohmann/json.hpp>
#include <string>

#include "conformance/inputs.h"
#include "conformance/registry.h"
#include "golden/compare.h"
#include "ops/augmentation/random_horizontal_flip.h"
#include "ops/augmentation/random_posterize.h"
#include "ops/color/rgb_to_grayscale.h"
#include "ops/color/rgb_to_hsv.h"
#include "ops/enhance/posterize.h"
#include "ops/enhance/solarize.h"
#include "ops/filters/gaussian_blur2d.h"
#include "ops/geometry/create_meshgrid.h"
#include "ops/geometry/warp_affine.h"
#include "ops/losses/dice_loss.h"

namespace kc = kornia::conformance;
namespace golden = kornia::golden;
using nlohmann::json;

namespace {

std::string out_dir;
json records = json::array();
int counter = 0;

json Save(const torch::Tensor& t) {
  const torch::Tensor c = t.contiguous();
  const std::string file = "t" + std::to_string(counter++) + ".bin";
  std::ofstream(out_dir + "/" + file, std::ios::binary)
      .write(static_cast<const char*>(c.data_ptr()), c.numel() * c.element_size());
  return {{"file", file}, {"dtype", kc::DtypeId(t.scalar_type())}, {"shape", t.sizes().vec()}};
}

void Record(const std::string& op, const std::string& dtype, const std::string& variant,
            const std::vector<torch::Tensor>& inputs, const json& params,
            const torch::Tensor& out) {
  json in = json::array();
  for (const auto& t : inputs) in.push_back(Save(t));
  records.push_back({{"op", op},
                     {"dtype", dtype},
                     {"variant", variant},
                     {"inputs", in},
                     {"params", params},
                     {"output", Save(out)}});
}

}  // namespace

// (op, dtype) -> why our output may differ from Kornia's beyond its tolerance.
// Checked: an entry whose records are all within tolerance fails the report.
const std::map<std::pair<std::string, std::string>, std::string> kExplained = {};

torch::Tensor Load(const std::string& dir, const json& spec) {
  torch::ScalarType dtype = torch::kFloat;
  bool known = false;
  for (auto d : kc::AllProbeDtypes())
    if (kc::DtypeId(d) == spec.at("dtype").get<std::string>()) dtype = d, known = true;
  if (!known) throw std::runtime_error("parity: unknown dtype " + spec.dump());
  std::ifstream in(dir + "/" + spec.at("file").get<std::string>(), std::ios::binary);
  const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  const auto shape = spec.at("shape").get<std::vector<int64_t>>();
  torch::Tensor t = torch::empty(shape, torch::TensorOptions().dtype(dtype));
  if (static_cast<size_t>(t.numel() * t.element_size()) != bytes.size())
    throw std::runtime_error("parity: size mismatch for " + spec.dump());
  std::memcpy(t.data_ptr(), bytes.data(), bytes.size());
  return t;
}

int Report(const std::string& dir, const std::string& report, const std::string& pin,
           const std::string& commit) {
  json manifest;
  std::ifstream(dir + "/manifest.json") >> manifest;
  struct Row {
    std::string variant;
    bool identical, close;
    double max_abs, max_ulp;
  };
  std::map<std::pair<std::string, std::string>, std::vector<Row>> rows;
  std::vector<std::string> unexplained;
  for (const auto& r : manifest.at("records")) {
    if (!r.contains("kornia")) throw std::runtime_error("parity: no Kornia output for " + r.dump());
    const torch::Tensor ours = Load(dir, r.at("output")), theirs = Load(dir, r.at("kornia"));
    const golden::Comparison cmp = golden::Compare(theirs, ours);
    const bool close =
        golden::AllClose(theirs, ours, golden::DefaultPeerTolerance(ours.scalar_type()));
    const auto key = std::pair{r.at("op").get<std::string>(), r.at("dtype").get<std::string>()};
    rows[key].push_back({r.at("variant").get<std::string>(), cmp.equal, close, cmp.max_abs,
                         static_cast<double>(cmp.max_ulp)});
    if (!close && !kExplained.count(key))
      unexplained.push_back(key.first + " " + key.second + " " +
                            r.at("variant").get<std::string>() + ": " + golden::Describe(cmp));
  }
  std::vector<std::string> stale;
  for (const auto& [key, why] : kExplained) {
    bool needed = false;
    for (const auto& row : rows[key]) needed |= !row.close;
    if (!needed) stale.push_back(key.first + " " + key.second);
  }
  std::ofstream md(report);
  md << "# Kornia parity\n\nGenerated by `tools/parity/run` (torch " << pin
     << ", kornia 0.9.0, commit " << commit
     << "). Same deterministic inputs on both sides (tools/parity/parity_dump.cc); random ops "
        "compared on the apply step with the same parameters. Within tolerance: golden::AllClose "
        "with torch.testing.assert_close's per-dtype defaults (what Kornia's tests use). Do not "
        "edit by hand.\n\n"
     << "| op | dtype | variants | bit-identical | max abs diff | max ulp | within Kornia "
        "tolerance |\n"
     << "|---|---|---|---|---|---|---|\n";
  int total = 0, identical = 0;
  for (const auto& [key, list] : rows) {
    int same = 0;
    bool all_close = true;
    double max_abs = 0, max_ulp = 0;
    for (const auto& row : list) {
      same += row.identical;
      all_close &= row.close;
      max_abs = std::max(max_abs, row.max_abs);
      max_ulp = std::max(max_ulp, row.max_ulp);
    }
    total += list.size();
    identical += same;
    md << "| " << key.first << " | " << key.second << " | " << list.size() << " | "
       << (same == static_cast<int>(list.size())
               ? std::string("yes")
               : std::to_string(same) + "/" + std::to_string(list.size()))
       << " | " << max_abs << " | " << max_ulp << " | "
       << (all_close
               ? std::string("yes")
               : "no: " + (kExplained.count(key) ? kExplained.at(key) : std::string("UNEXPLAINED")))
       << " |\n";
  }
  md << "\n## Per variant\n\n| op | dtype | variant | bit-identical | max abs | max ulp |\n"
     << "|---|---|---|---|---|---|\n";
  for (const auto& [key, list] : rows)
    for (const auto& row : list)
      md << "| " << key.first << " | " << key.second << " | " << row.variant << " | "
         << (row.identical ? "yes" : "no") << " | " << row.max_abs << " | " << row.max_ulp
         << " |\n";
  std::cout << "kornia parity: " << total << " records, " << identical << " bit-identical, "
            << total - static_cast<int>(unexplained.size())
            << " within Kornia's tolerance or explained; report " << report << "\n";
  for (const auto& u : unexplained) std::cout << "UNEXPLAINED: " << u << "\n";
  for (const auto& s : stale)
    std::cout << "STALE EXPLANATION (within tolerance now): " << s << "\n";
  return unexplained.empty() && stale.empty() ? 0 : 1;
}

int main(int argc, char** argv) {
  const std::string mode = argc > 1 ? argv[1] : "";
  if (mode == "report" && argc == 6) return Report(argv[2], argv[3], argv[4], argv[5]);
  if (mode != "dump" || argc != 3) {
    std::cerr << "usage: parity_dump dump <dir> | parity_dump report <dir> <report.md> <pin> "
                 "<commit>\n";
    return 2;
  }
  out_dir = argv[2];
  const std::pair<torch::ScalarType, const char*> dtypes[] = {{torch::kHalf, "float16"},
                                                              {torch::kBFloat16, "bfloat16"},
                                                              {torch::kFloat, "float32"},
                                                              {torch::kDouble, "float64"}};
  using kc::MakeInput;
  using kc::ValueClass;
  for (auto [dt, name] : dtypes) {
    const std::string d = name;
    const torch::Tensor x = MakeInput({2, 3, 9, 33}, dt, ValueClass::kUniform, kc::SeedOf(d));
    for (int bits = 0; bits <= 8; ++bits)
      Record("posterize", d, "bits" + std::to_string(bits), {x}, {{"bits", bits}},
             kornia::enhance::posterize(x, bits));
    Record("solarize", d, "default", {x}, json::object(), kornia::enhance::solarize(x));
    Record("solarize", d, "t0.3_a0.1", {x}, {{"thresholds", 0.3}, {"additions", 0.1}},
           kornia::enhance::solarize(x, 0.3, 0.1));
    Record("rgb_to_grayscale", d, "default", {x}, json::object(),
           kornia::color::rgb_to_grayscale(x));
    Record("rgb_to_hsv", d, "default", {x}, json::object(), kornia::color::rgb_to_hsv(x));
    for (const char* border : {"constant", "reflect", "replicate", "circular"})
      for (int k : {3, 7})
        Record("gaussian_blur2d", d, std::string(border) + "_k" + std::to_string(k), {x},
               {{"kernel_size", {k, k}}, {"sigma", {1.2, 0.8}}, {"border_type", border}},
               kornia::filters::gaussian_blur2d(x, {k, k}, {1.2, 0.8}, border));
    const torch::Tensor m =
        torch::tensor({0.95, -0.3, 1.5, 0.3, 0.95, -0.75, 1.0, 0.4, -2.0, 0.0, -1.0, 8.0})
            .view({2, 2, 3})
            .to(dt);
    for (const char* mode : {"bilinear", "nearest", "bicubic"})
      for (const char* padding : {"zeros", "border", "reflection"})
        for (bool ac : {true, false})
          Record("warp_affine", d, std::string(mode) + "_" + padding + (ac ? "_ac" : "_hp"), {x, m},
                 {{"dsize", {8, 12}},
                  {"mode", mode},
                  {"padding_mode", padding},
                  {"align_corners", ac}},
                 kornia::geometry::warp_affine(x, m, {8, 12}, mode, padding, ac));
    const torch::Tensor pred =
        MakeInput({2, 4, 5, 6}, dt, ValueClass::kUniform, kc::SeedOf(d + "p"), -3, 3);
    torch::Tensor target =
        MakeInput({2, 5, 6}, torch::kLong, ValueClass::kUniform, kc::SeedOf(d + "t"), 0, 3);
    target.select(1, 0).fill_(-100);
    for (const char* average : {"micro", "macro"})
      Record("dice_loss", d, average, {pred, target}, {{"average", average}},
             kornia::losses::dice_loss(pred, target, average));
    // Apply steps of the random ops, given the same parameters.
    const auto gen = at::make_generator<at::CPUGeneratorImpl>(0);
    Record("hflip", d, "apply", {x}, json::object(),
           kornia::augmentation::RandomHorizontalFlip(1.0, gen).Apply(x, {}));
    const torch::Tensor bits = torch::tensor({3, 6}, torch::kInt);
    Record("RandomPosterize.apply", d, "bits3_6", {x, bits}, json::object(),
           kornia::augmentation::RandomPosterize(3, 1.0, gen).Apply(x, {{"bits_factor", bits}}));
    for (bool ac : {true, false})
      Record("create_meshgrid", d, ac ? "ac_255x257" : "hp_255x257", {},
             {{"height", 255}, {"width", 257}, {"align_corners", ac}},
             kornia::geometry::create_meshgrid(255, 257, true, std::nullopt, dt, ac));
  }
  std::ofstream(out_dir + "/manifest.json") << json{{"records", records}}.dump(1);
  std::cout << "parity_dump: " << records.size() << " records in " << out_dir << "\n";
  return 0;
}

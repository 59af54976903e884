// Writes our outputs for the Kornia parity run: deterministic inputs (the
// harness's counter-based generator), our op's output, and the call's
// parameters, one record per (op, dtype, variant), as raw little-endian bytes
// plus manifest.json. tools/parity/kornia_parity.py calls Kornia 0.9.0 on the
// same inputs with the same parameters and compares.
//   bazel run //tools/parity:parity_dump -- <out dir>
// Random ops are compared on the apply step given the same parameters.
#include <ATen/CPUGeneratorImpl.h>
#include <torch/torch.h>

#include <fstream>
#include <iostream>
#include <nlohmann/json.hpp>
#include <string>

#include "conformance/inputs.h"
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

int main(int argc, char** argv) {
  if (argc < 2) {
    std::cerr << "usage: parity_dump <out dir>\n";
    return 2;
  }
  out_dir = argv[1];
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

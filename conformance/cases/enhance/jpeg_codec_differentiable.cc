// Conformance case of ops/enhance/jpeg_codec_differentiable.
#include "ops/enhance/jpeg_codec_differentiable.h"

#include <array>
#include <cmath>
#include <string>
#include <utility>
#include <vector>

#include "conformance/cases/enhance/factor.h"

namespace kornia::conformance::cases {
namespace jpeg_codec_differentiable_case {

using enhance::jpeg_codec_differentiable;

torch::Tensor Quality(const std::vector<double>& values, torch::ScalarType dtype) {
  return torch::tensor(values, torch::kDouble).to(dtype);
}

// A custom table: integers uniform in [lo, 255] (exact in every dtype).
torch::Tensor TableInput(std::vector<int64_t> shape, torch::ScalarType dtype, const std::string& id,
                         double lo) {
  return MakeInput(shape, torch::kDouble, ValueClass::kUniform, SeedOf(id), lo, 255.0)
      .round()
      .to(dtype);
}

// "_0_0p5_99p5" for {0, 0.5, 99.5}.
std::string QualityId(const std::vector<double>& q) {
  std::string id;
  for (double v : q) {
    std::string s = v == std::floor(v) ? std::to_string(static_cast<int64_t>(v)) : ValueId(v);
    id += "_" + s;
  }
  return id;
}

OpCase JpegCodecDifferentiable() {
  auto call = [](const torch::Tensor& x) {
    return jpeg_codec_differentiable(x, torch::full({1}, 50.0, x.options()));
  };
  OpCase c = ImageOp({.name = "jpeg_codec_differentiable",
                      .package = "enhance",
                      .kornia = "kornia.enhance.jpeg_codec_differentiable",
                      .image = {.channels = 3, .non_empty = true},
                      .call = call});
  const OpFn run2 = [](const Inputs& in) { return jpeg_codec_differentiable(in[0], in[1]); };
  c.points = [run2] {
    std::vector<SweepPoint> points;
    for (const auto& d : kFloatDtypes) {
      const std::string dt = d.name;
      // float16 and bfloat16 run float32's code between a cast in and a
      // rounding out: a shorter sweep (the fused replay, ~2 s per point in
      // TensorExpr's interpreter, dominates this case's time).
      const bool half = d.type == torch::kHalf || d.type == torch::kBFloat16;
      // Sides below, at and above the 8x8 block and the 16x16 padded
      // macroblock (padding on the bottom and right), odd sides; one quality
      // shared by the two images.
      const std::vector<std::array<int64_t, 2>> sizes =
          half ? std::vector<std::array<int64_t, 2>>{{1, 1}, {9, 7}, {17, 15}, {16, 33}}
               : std::vector<std::array<int64_t, 2>>{{1, 1},   {7, 9},   {8, 8},   {9, 7},
                                                     {15, 17}, {16, 16}, {17, 15}, {16, 33}};
      for (auto [h, w] : sizes) {
        const std::string id = dt + "_" + std::to_string(h) + "x" + std::to_string(w);
        points.push_back(Point(id, id, dt,
                               {MakeInput({2, 3, h, w}, d.type, ValueClass::kUniform, SeedOf(id)),
                                Quality({75}, d.type)},
                               run2));
      }
      // Per-image quality: one (3,) tensor traced once, replayed across the
      // range's edges (0 is treated as 1, 100), the 50 switch of the scale,
      // 99.5 (table scale 1) and fractions.
      const std::string qcls = dt + "_quality";
      const torch::Tensor qx = MakeInput({3, 3, 9, 13}, d.type, ValueClass::kUniform, SeedOf(qcls));
      std::vector<std::vector<double>> qualities = {{1, 50, 100}, {0, 0.5, 99.5}, {25, 49.5, 75}};
      if (!half)
        qualities.insert(qualities.end(), {{49, 50, 51}, {10, 90, 99}, {100, 100, 100}, {1, 1, 1}});
      for (const std::vector<double>& q : qualities)
        points.push_back(Point(qcls + QualityId(q), qcls, dt, {qx, Quality(q, d.type)}, run2));
      // Values: constant black and white, and the interesting class (signed
      // zeros, tiny, +-0.25, +-1, +-pi/2, +-pi: outside [0, 1] too).
      const std::string vcls = dt + "_values";
      const std::vector<int64_t> vshape = {2, 3, 9, 11};
      const torch::Tensor q75 = Quality({75}, d.type);
      points.push_back(Point(vcls + "_zeros", vcls, dt, {torch::zeros(vshape, d.type), q75}, run2));
      points.push_back(Point(vcls + "_ones", vcls, dt, {torch::ones(vshape, d.type), q75}, run2));
      points.push_back(
          Point(vcls + "_interesting", vcls, dt,
                {MakeInput(vshape, d.type, ValueClass::kInteresting, SeedOf(vcls)), q75}, run2));
      // Leading dims flattened: 2 x 2 images.
      const std::string lid = dt + "_5d";
      points.push_back(
          Point(lid, lid, dt,
                {MakeInput({2, 2, 3, 9, 10}, d.type, ValueClass::kUniform, SeedOf(lid)),
                 Quality({60}, d.type)},
                run2));
      // Custom tables: per-image luma tables and one chroma table for all
      // (zeros included: the soft clip lifts them to 1), traced once,
      // replayed on other tables and qualities.
      const std::string tcls = dt + "_tables";
      const torch::Tensor tx =
          MakeInput({2, 3, 16, 16}, d.type, ValueClass::kUniform, SeedOf(tcls));
      for (int k = 0; k < (half ? 1 : 2); ++k) {
        const std::string id = tcls + "_" + std::to_string(k);
        points.push_back(Point(
            id, tcls, dt,
            {tx,
             Quality(k == 0 ? std::vector<double>{75, 99.5} : std::vector<double>{1, 50}, d.type),
             TableInput({2, 8, 8}, d.type, id + "_y", 1.0),
             TableInput({8, 8}, d.type, id + "_c", 0.0)},
            [](const Inputs& in) {
              return jpeg_codec_differentiable(in[0], in[1], in[2], in[3]);
            }));
      }
      // One table given, the other the default.
      const std::string yid = dt + "_table_y_only";
      points.push_back(
          Point(yid, yid, dt,
                {MakeInput({2, 3, 9, 17}, d.type, ValueClass::kUniform, SeedOf(yid)),
                 Quality({90}, d.type), TableInput({1, 8, 8}, d.type, yid, 1.0)},
                [](const Inputs& in) { return jpeg_codec_differentiable(in[0], in[1], in[2]); }));
      const std::string cid = dt + "_table_c_only";
      SweepPoint pc = Point(cid, cid, dt,
                            {MakeInput({2, 3, 17, 9}, d.type, ValueClass::kUniform, SeedOf(cid)),
                             Quality({30, 80}, d.type), TableInput({2, 8, 8}, d.type, cid, 1.0)},
                            [](const Inputs& in) {
                              return jpeg_codec_differentiable(in[0], in[1], std::nullopt, in[2]);
                            });
      pc.kornia = R"({"args": ["$0", "$1"], "kwargs": {"quantization_table_c": "$2"}})";
      points.push_back(std::move(pc));
    }
    // The threads check's point: 2 x 3 x 128 x 128, a quality per image.
    points.push_back(Point("float32_large", "float32_large", "float32",
                           {LargeImage(torch::kFloat, 3, "jpeg_codec_differentiable_large"),
                            Quality({50, 90}, torch::kFloat)},
                           run2));
    return points;
  };
  c.batch_inputs = {0, 1, 2, 3};
  const torch::Tensor x = torch::rand({2, 3, 4, 4}), q = torch::full({2}, 50.0);
  const torch::Tensor table = torch::ones({8, 8});
  auto bad_quality = [x](const std::string& id, torch::Tensor bad) {
    return ErrorCase{
        id, [x, bad] { jpeg_codec_differentiable(x, bad); },
        "jpeg_codec_differentiable(): expected every jpeg_quality value in [0, 100], "
        "but got one outside it or NaN",
        GraphError{[](const Inputs& in) { return jpeg_codec_differentiable(in[0], in[1]); },
                   {x, torch::tensor({50.0f, 90.0f})},
                   {x, bad}}};
  };
  c.errors.insert(
      c.errors.end(),
      {{"quality_0d", [x] { jpeg_codec_differentiable(x, torch::tensor(50.0)); },
        "jpeg_codec_differentiable(): expected jpeg_quality of shape (B), but got shape []"},
       {"quality_2d",
        [x] {
          jpeg_codec_differentiable(x, torch::full({2, 1}, 50.0));
        },
        "jpeg_codec_differentiable(): expected jpeg_quality of shape (B), but got shape [2, 1]"},
       {"quality_batch_3", [x] { jpeg_codec_differentiable(x, torch::full({3}, 50.0)); },
        "jpeg_codec_differentiable(): expected jpeg_quality with 1 or 2 values (one per image, or "
        "one for all), but got 3"},
       {"quality_complex",
        [x] { jpeg_codec_differentiable(x, torch::full({1}, 50.0, torch::kComplexFloat)); },
        "jpeg_codec_differentiable(): expected a real jpeg_quality, but got dtype complex64"},
       {"table_y_8x7",
        [x, q] {
          jpeg_codec_differentiable(x, q, torch::ones({8, 7}));
        },
        "jpeg_codec_differentiable(): expected quantization_table_y of shape (8, 8) or (B, 8, 8), "
        "but got shape [8, 7]"},
       {"table_c_4d",
        [x, q] {
          jpeg_codec_differentiable(x, q, std::nullopt, torch::ones({1, 1, 8, 8}));
        },
        "jpeg_codec_differentiable(): expected quantization_table_c of shape (8, 8) or (B, 8, 8), "
        "but got shape [1, 1, 8, 8]"},
       {"table_y_batch_3",
        [x, q] {
          jpeg_codec_differentiable(x, q, torch::ones({3, 8, 8}));
        },
        "jpeg_codec_differentiable(): expected quantization_table_y with 1 or 2 tables (one per "
        "image, or one for all), but got 3"},
       {"table_c_batch_3",
        [x, q, table] {
          jpeg_codec_differentiable(x, q, table, torch::ones({3, 8, 8}));
        },
        "jpeg_codec_differentiable(): expected quantization_table_c with 1 or 2 tables (one per "
        "image, or one for all), but got 3"},
       bad_quality("quality_101", torch::tensor({50.0f, 101.0f})),
       bad_quality("quality_negative", torch::tensor({-1.0f, 50.0f})),
       bad_quality("quality_nan", torch::tensor({50.0f, std::nanf("")}))});
  return c;
}

KC_REGISTER_CASE(JpegCodecDifferentiable);

}  // namespace jpeg_codec_differentiable_case
}  // namespace kornia::conformance::cases

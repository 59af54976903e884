// Conformance case of ops/enhance/jpeg_codec_differentiable.
#include "ops/enhance/jpeg_codec_differentiable.h"

#include <array>
#include <cmath>
#include <string>
#include <utility>
#include <vector>

#include "conformance/cases/enhance/family_sweep.h"

KC_CASE(enhance, jpeg_codec_differentiable) {
  using enhance::jpeg_codec_differentiable;
  OpCase c = ImageOp(op);
  // The op on (image, quality), then with the luma table, then with both
  // tables, and with the chroma table alone.
  const OpFn run2 = [](const Inputs& in) { return jpeg_codec_differentiable(in[0], in[1]); };
  const OpFn run3 = [](const Inputs& in) { return jpeg_codec_differentiable(in[0], in[1], in[2]); };
  const OpFn run4 = [](const Inputs& in) {
    return jpeg_codec_differentiable(in[0], in[1], in[2], in[3]);
  };
  const OpFn chroma = [](const Inputs& in) {
    return jpeg_codec_differentiable(in[0], in[1], std::nullopt, in[2]);
  };
  c.points = [run2, run3, run4, chroma, large = op.name + "_large"] {
    auto quality = [](const std::vector<double>& values, torch::ScalarType dtype) {
      return torch::tensor(values, torch::kDouble).to(dtype);
    };
    // A custom table: integers uniform in [lo, 255] (exact in every dtype).
    auto table = [](std::vector<int64_t> shape, torch::ScalarType dtype, const std::string& id,
                    double lo) {
      return UniformInput(shape, torch::kDouble, id, lo, 255.0).round().to(dtype);
    };
    // "_0_0p5_99p5" for {0, 0.5, 99.5}.
    auto quality_id = [](const std::vector<double>& q) {
      std::string id;
      for (double v : q)
        id += "_" + (v == std::floor(v) ? std::to_string(static_cast<int64_t>(v)) : ValueId(v));
      return id;
    };
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
        points.push_back(
            Point(id, id, {UniformInput({2, 3, h, w}, d.type, id), quality({75}, d.type)}, run2));
      }
      // Per-image quality: one (3,) tensor traced once, replayed across the
      // range's edges (0 is treated as 1, 100), the 50 switch of the scale,
      // 99.5 (table scale 1) and fractions.
      const std::string qcls = dt + "_quality";
      const torch::Tensor qx = UniformInput({3, 3, 9, 13}, d.type, qcls);
      std::vector<std::vector<double>> qualities = {{1, 50, 100}, {0, 0.5, 99.5}, {25, 49.5, 75}};
      if (!half)
        qualities.insert(qualities.end(), {{49, 50, 51}, {10, 90, 99}, {100, 100, 100}, {1, 1, 1}});
      for (const std::vector<double>& q : qualities)
        points.push_back(Point(qcls + quality_id(q), qcls, {qx, quality(q, d.type)}, run2));
      // Values: constant black and white, and the interesting class (signed
      // zeros, tiny, +-0.25, +-1, +-pi/2, +-pi: outside [0, 1] too).
      const std::string vcls = dt + "_values";
      const std::vector<int64_t> vshape = {2, 3, 9, 11};
      const torch::Tensor q75 = quality({75}, d.type);
      points.push_back(Point(vcls + "_zeros", vcls, {torch::zeros(vshape, d.type), q75}, run2));
      points.push_back(Point(vcls + "_ones", vcls, {torch::ones(vshape, d.type), q75}, run2));
      points.push_back(
          Point(vcls + "_interesting", vcls,
                {MakeInput(vshape, d.type, ValueClass::kInteresting, SeedOf(vcls)), q75}, run2));
      // Leading dims flattened: 2 x 2 images.
      const std::string lid = dt + "_5d";
      points.push_back(Point(
          lid, lid, {UniformInput({2, 2, 3, 9, 10}, d.type, lid), quality({60}, d.type)}, run2));
      // Custom tables: per-image luma tables and one chroma table for all
      // (zeros included: the soft clip lifts them to 1), traced once,
      // replayed on other tables and qualities.
      const std::string tcls = dt + "_tables";
      const torch::Tensor tx = UniformInput({2, 3, 16, 16}, d.type, tcls);
      for (int k = 0; k < (half ? 1 : 2); ++k) {
        const std::string id = tcls + "_" + std::to_string(k);
        points.push_back(Point(
            id, tcls,
            {tx,
             quality(k == 0 ? std::vector<double>{75, 99.5} : std::vector<double>{1, 50}, d.type),
             table({2, 8, 8}, d.type, id + "_y", 1.0), table({8, 8}, d.type, id + "_c", 0.0)},
            run4));
      }
      // One table given, the other the default.
      const std::string yid = dt + "_table_y_only";
      points.push_back(Point(yid, yid,
                             {UniformInput({2, 3, 9, 17}, d.type, yid), quality({90}, d.type),
                              table({1, 8, 8}, d.type, yid, 1.0)},
                             run3));
      const std::string cid = dt + "_table_c_only";
      points.push_back(
          Point(cid, cid,
                {UniformInput({2, 3, 17, 9}, d.type, cid), quality({30, 80}, d.type),
                 table({2, 8, 8}, d.type, cid, 1.0)},
                chroma, {.args = {In(0), In(1)}, .kwargs = {{"quantization_table_c", In(2)}}}));
    }
    // The threads check's point: 2 x 3 x 128 x 128, a quality per image.
    points.push_back(Point("float32_large", "float32_large",
                           {LargeImage(torch::kFloat, 3, large), quality({50, 90}, torch::kFloat)},
                           run2));
    return points;
  };
  c.batch_inputs = {0, 1, 2, 3};
  const torch::Tensor x = torch::rand({2, 3, 4, 4}), q = torch::full({2}, 50.0);
  const torch::Tensor table = torch::ones({8, 8});
  auto bad_quality = [&](const std::string& id, torch::Tensor bad) {
    return RefusedInGraph(
        id, run2, {x, torch::tensor({50.0f, 90.0f})}, {x, bad},
        "expected every jpeg_quality value in [0, 100], but got one outside it or NaN");
  };
  const std::string tables = " of shape (8, 8) or (B, 8, 8), but got shape ";
  const std::string per_image = " tables (one per image, or one for all), but got 3";
  c.errors.insert(
      c.errors.end(),
      {Refused("quality_0d", run2, {x, torch::tensor(50.0)},
               "expected jpeg_quality of shape (B), but got shape []"),
       Refused("quality_2d", run2, {x, torch::full({2, 1}, 50.0)},
               "expected jpeg_quality of shape (B), but got shape [2, 1]"),
       Refused(
           "quality_batch_3", run2, {x, torch::full({3}, 50.0)},
           "expected jpeg_quality with 1 or 2 values (one per image, or one for all), but got 3"),
       Refused("quality_complex", run2, {x, torch::full({1}, 50.0, torch::kComplexFloat)},
               "expected a real jpeg_quality, but got dtype complex64", ErrorKind::kType),
       Refused("table_y_8x7", run3, {x, q, torch::ones({8, 7})},
               "expected quantization_table_y" + tables + "[8, 7]"),
       Refused("table_c_4d", chroma, {x, q, torch::ones({1, 1, 8, 8})},
               "expected quantization_table_c" + tables + "[1, 1, 8, 8]"),
       Refused("table_y_batch_3", run3, {x, q, torch::ones({3, 8, 8})},
               "expected quantization_table_y with 1 or 2" + per_image),
       Refused("table_c_batch_3", run4, {x, q, table, torch::ones({3, 8, 8})},
               "expected quantization_table_c with 1 or 2" + per_image),
       bad_quality("quality_101", torch::tensor({50.0f, 101.0f})),
       bad_quality("quality_negative", torch::tensor({-1.0f, 50.0f})),
       bad_quality("quality_nan", torch::tensor({50.0f, std::nanf("")}))});
  c.tensor_args = {
      {"jpeg_quality", {.input = 1, .point = "float32_1x1", .dtypes = kEveryDtype}},
      {"quantization_table_y", {.input = 2, .point = "float32_tables_0", .dtypes = kEveryDtype}},
      {"quantization_table_c", {.input = 3, .point = "float32_tables_0", .dtypes = kEveryDtype}}};
  return c;
}

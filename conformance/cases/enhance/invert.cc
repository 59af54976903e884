// Conformance case of ops/enhance/invert.
#include "ops/enhance/invert.h"

#include "conformance/cases/enhance/family_sweep.h"

// The elementwise sweep at the default max_val; a max_val tensor per sample
// (B, 1, 1, 1) replayed across values; uint8 at its default (255) and with
// a max_val of 255 (Kornia's call takes that one explicitly).
KC_CASE(enhance, invert) {
  using enhance::invert;
  OpCase c = ElementwiseOp(op);
  AddPoints(c, [] {
    std::vector<SweepPoint> points;
    auto run = [](const Inputs& in) { return invert(in[0], in[1]); };
    for (const auto& d : kFloatDtypes) {
      const std::string cls = std::string(d.name) + "_tensor_max_val";
      const torch::Tensor x = UniformInput({2, 3, 3, 33}, d.type, cls);
      for (auto [a, b] : {std::pair{1.0, 1.0}, {0.5, 2.0}, {255.0, 0.0}})
        points.push_back(Point(cls + "_" + ValueId(a) + "_" + ValueId(b), cls,
                               {x, torch::tensor({a, b}).to(d.type).view({2, 1, 1, 1})}, run));
    }
    const torch::Tensor u8 = UniformInput({2, 3, 3, 33}, torch::kByte, "uint8_w33", 0, 255);
    points.push_back(Point("uint8_w33", "uint8_w33", {u8},
                           [](const Inputs& in) { return invert(in[0]); },
                           {.args = {In(0), TensorArg(255)}}));
    points.push_back(Point("uint8_max_val_255", "uint8_max_val_255",
                           {u8, torch::tensor(255, torch::kByte)}, run));
    return points;
  });
  c.batch_inputs = {0, 1};
  c.errors.push_back(
      {"max_val_wrong_shape",
       [] {
         invert(torch::rand({2, 3, 4, 4}), torch::ones({5}));
       },
       "expected max_val of a shape that broadcasts to [2, 3, 4, 4], but got shape [5]"});
  c.tensor_args = {{"max_val", {.input = 1, .dtypes = kEveryDtype}}};
  return c;
}

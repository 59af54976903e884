// Conformance case of ops/color/rgb255_to_normals.
#include "ops/color/rgb255_to_normals.h"

#include "conformance/cases/family.h"

// The elementwise sweep over [0, 255], uint8 images, and grey pixels at
// 127.5 (v = 0: the 1e-12 floor of the norm).
KC_CASE(color, rgb255_to_normals) {
  OpCase c = ElementwiseOp(op, {.lo = 0.0, .hi = 255.0});
  AddPoints(c, [call = op.call] {
    std::vector<SweepPoint> points = IntegerPoints(call, {torch::kByte});
    for (const auto& d : kFloatDtypes) {
      const std::string id = std::string(d.name) + "_grey";
      torch::Tensor x = UniformInput({2, 3, 3, 33}, d.type, id, 0, 255);
      x.select(-1, 0).fill_(127.5);
      x.select(-1, 1).fill_(127.5 + 1e-6);
      points.push_back(Point(id, id, {x}, OnImage(call)));
    }
    return points;
  });
  c.tolerance = {.fused_ulp = {{"float32", 4}, {"float64", 4}, {"uint8", 4}},
                 .reason =
                     "the TensorExpr fuser contracts r * r + g * g + b * b and the division its "
                     "own way: measured at most 2 ulp (float32, float64, and uint8 images' float32 "
                     "result), 2.14.1; float16/bfloat16 are not fused on CPU"};
  return c;
}

#include "conformance/cases/geometry/family_linalg.h"

#include <c10/util/StringUtil.h>

#include <cmath>

namespace kornia::conformance::cases {

namespace {

int64_t Count(const std::vector<int64_t>& batch) {
  int64_t n = 1;
  for (int64_t b : batch) n *= b;
  return n;
}

torch::Tensor Matrices(std::vector<double> values, std::vector<int64_t> batch,
                       torch::ScalarType dtype) {
  batch.insert(batch.end(), {4, 4});
  return torch::tensor(values, torch::kDouble).view(batch).to(dtype);
}

}  // namespace

torch::Tensor RigidTransforms(const std::vector<int64_t>& batch, torch::ScalarType dtype,
                              const std::string& id) {
  const uint64_t seed = SeedOf(id);
  const bool integer = !torch::isFloatingType(dtype);
  std::vector<double> v;
  uint64_t draw = 0;
  auto u = [&] { return CounterUniform(seed, draw++); };
  for (int64_t m = 0; m < Count(batch); ++m) {
    double r[3][3] = {};
    double t[3];
    if (integer) {
      // A signed permutation: axis i goes to perm[i] with a random sign.
      static constexpr int kPerms[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2},
                                           {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
      const int* p = kPerms[static_cast<int>(u() * 6) % 6];
      for (int i = 0; i < 3; ++i) r[i][p[i]] = u() < 0.5 ? -1.0 : 1.0;
      for (double& x : t) x = std::floor(u() * 7) - 3;
    } else {
      double q[4], norm = 0;
      for (double& x : q) {
        x = 2 * u() - 1;
        norm += x * x;
      }
      norm = std::sqrt(norm);
      for (double& x : q) x /= norm;
      const double w = q[0], x = q[1], y = q[2], z = q[3];
      const double rows[3][3] = {
          {1 - 2 * (y * y + z * z), 2 * (x * y - z * w), 2 * (x * z + y * w)},
          {2 * (x * y + z * w), 1 - 2 * (x * x + z * z), 2 * (y * z - x * w)},
          {2 * (x * z - y * w), 2 * (y * z + x * w), 1 - 2 * (x * x + y * y)}};
      for (int i = 0; i < 3; ++i)
        for (int j = 0; j < 3; ++j) r[i][j] = rows[i][j];
      for (double& x : t) x = 4 * u() - 2;
    }
    for (int i = 0; i < 3; ++i) v.insert(v.end(), {r[i][0], r[i][1], r[i][2], t[i]});
    v.insert(v.end(), {0.0, 0.0, 0.0, 1.0});
  }
  return Matrices(v, batch, dtype);
}

torch::Tensor ProjectiveMatrices(const std::vector<int64_t>& batch, torch::ScalarType dtype,
                                 const std::string& id) {
  const uint64_t seed = SeedOf(id);
  const bool integer = !torch::isFloatingType(dtype);
  std::vector<double> v;
  for (int64_t i = 0; i < Count(batch) * 16; ++i) {
    const double u = CounterUniform(seed, i);
    v.push_back(integer ? std::floor(u * 7) - 3 : 4 * u - 2);
  }
  return Matrices(v, batch, dtype);
}

torch::Tensor LinalgInput(const std::vector<int64_t>& shape, torch::ScalarType dtype,
                          const std::string& id, double lo, double hi) {
  if (torch::isFloatingType(dtype)) return UniformInput(shape, dtype, id, lo, hi);
  return MakeInput(shape, dtype, ValueClass::kUniform, SeedOf(id), -5, 5);
}

OpCase VectorOp(const core::OpSpec& op, VectorOpSpec spec) {
  const auto run = spec.run;
  const bool binary = spec.binary;
  OpCase c = ImageOp(op, [run, binary](const torch::Tensor& x) {
    return run(binary ? Inputs{x, x} : Inputs{x}, false);
  });
  c.points = [spec, name = op.name] {
    std::vector<SweepPoint> points;
    auto add = [&](std::string id, std::string cls, Inputs in, bool keepdim) {
      KorniaCall call{.args = {In(0)}};
      if (spec.binary) call.args.push_back(In(1));
      call.args.push_back(keepdim);
      for (const auto& a : spec.kornia_tail) call.args.push_back(a);
      points.push_back(Point(
          id, cls, in, [run = spec.run, keepdim](const Inputs& x) { return run(x, keepdim); },
          call));
    };
    // x, and y where the op takes one (`y_shape` empty: x's shape).
    auto inputs = [&](const std::string& id, torch::Tensor x, std::vector<int64_t> y_shape = {}) {
      if (!spec.binary) return Inputs{x};
      if (y_shape.empty()) y_shape = x.sizes().vec();
      return Inputs{x, LinalgInput(y_shape, x.scalar_type(), id + "_y")};
    };
    std::vector<torch::ScalarType> dtypes = {torch::kHalf, torch::kBFloat16, torch::kFloat,
                                             torch::kDouble};
    dtypes.insert(dtypes.end(), spec.more_dtypes.begin(), spec.more_dtypes.end());
    for (torch::ScalarType d : dtypes) {
      const std::string cls = DtypeId(d);
      for (int v = 0; v < 3; ++v) {
        const std::string id = c10::str(cls, "_v", v);
        add(id, cls, inputs(id, LinalgInput({4, 5, 3}, d, id)), false);
      }
      const std::string keep = cls + "_keepdim";
      add(keep, keep, inputs(keep, LinalgInput({4, 5, 3}, d, keep)), true);
      if (spec.binary) {
        const std::string shared = cls + "_shared_y";
        add(shared, shared, inputs(shared, LinalgInput({4, 5, 3}, d, shared), {1, 5, 3}), false);
      }
      if (spec.distance) {
        // y equal to x on every other vector: those distances exactly 0.
        const std::string id = cls + "_coincident";
        const torch::Tensor x = LinalgInput({4, 6, 3}, d, id);
        torch::Tensor y = LinalgInput({4, 6, 3}, d, id + "_y");
        y.narrow(1, 0, 3).copy_(x.narrow(1, 0, 3));
        add(id, id, {x, y}, false);
      }
    }
    for (const auto& d : kFloatDtypes) {
      std::vector<int64_t> widths = {0};
      widths.insert(widths.end(), std::begin(kTailWidths), std::end(kTailWidths));
      widths.insert(widths.end(), std::begin(kEdgeWidths), std::end(kEdgeWidths));
      for (int64_t n : widths) {
        const std::string id = c10::str(d.name, "_n", n);
        add(id, id, inputs(id, LinalgInput({2, 3, n}, d.type, id)), false);
      }
      const std::string values = std::string(d.name) + "_values";
      for (ValueClass v : kAllValueClasses) {
        const std::string id = values + "_" + ValueClassName(v);
        add(id, values, inputs(id, MakeInput({4, 5, 3}, d.type, v, SeedOf(id), -2, 2)), false);
      }
    }
    for (torch::ScalarType d : {torch::kFloat, torch::kDouble}) {
      const std::string id = DtypeId(d) + "_large";
      add(id, id, inputs(id, LinalgInput({2, 96, 384}, d, id)), false);
    }
    // Four vectors of 18,496 values in [0.4375, 0.5] (y = 0.5, or 0 for a
    // distance): each sum ~4,300, past a float16 accumulator's 2,048 and a
    // bfloat16 one's 256. (Four: one per intra-op thread the threads check
    // tries and more; fewer long vectors than threads is the ops' limit.)
    for (torch::ScalarType t : {torch::kHalf, torch::kBFloat16}) {
      const std::string id = DtypeId(t) + "_reduction";
      const torch::Tensor x = HalfReductionImage(t, 1, name + "_" + id).reshape({4, -1}) * 0.5;
      Inputs in = {x};
      if (spec.binary) in.push_back(torch::full_like(x, spec.distance ? 0.0 : 0.5));
      add(id, id, in, false);
    }
    return points;
  };
  c.batch_inputs = spec.binary ? std::vector<int>{0, 1} : std::vector<int>{0};
  if (spec.binary) {
    const OpFn call = [run](const Inputs& in) { return run(in, false); };
    const torch::Tensor x = torch::rand({2, 3});
    c.errors.insert(
        c.errors.end(),
        {Refused("y_rank_0", call, {x, torch::rand({})},
                 "expected y of shape (*, N), but got shape []"),
         Refused("y_not_broadcasting", call, {x, torch::rand({2, 4})},
                 "expected x and y of shapes that broadcast, but got shapes [2, 3] and [2, 4]"),
         Refused("y_complex", call, {x, torch::zeros({2, 3}, torch::kComplexFloat)},
                 spec.distance ? "expected a real, non-bool y, but got complex64"
                               : "expected a real (not complex) y, but got complex64",
                 ErrorKind::kType)});
    c.tensor_args = {
        {"y", {.input = 1, .dtypes = spec.distance ? kFloatingOrIntegerDtypes : kEveryDtype}}};
  }
  return c;
}

OpCase TransformOp(const core::OpSpec& op, std::vector<std::string> names, OpFn run) {
  const bool binary = names.size() == 2;
  OpCase c = ImageOp(op, [run, binary](const torch::Tensor& x) {
    const torch::Tensor m = torch::eye(4).to(x.scalar_type());
    return run(binary ? Inputs{m, m} : Inputs{m});
  });
  c.points = [run, binary] {
    std::vector<SweepPoint> points;
    auto add = [&](std::string id, std::string cls, Inputs in, bool unbatched = false) {
      KorniaCall call{.args = {In(0)}};
      if (binary) call.args.push_back(In(1));
      points.push_back(Point(id, cls, binary ? in : Inputs{in[0]}, run, call));
      points.back().unbatched = unbatched;
    };
    for (torch::ScalarType d :
         {torch::kHalf, torch::kBFloat16, torch::kFloat, torch::kDouble, torch::kInt}) {
      const std::string cls = DtypeId(d);
      for (int v = 0; v < 3; ++v) {
        const std::string id = c10::str(cls, "_v", v);
        add(id, cls, {RigidTransforms({3}, d, id), RigidTransforms({3}, d, id + "_b")});
      }
      const std::string unbatched = cls + "_unbatched";
      add(unbatched, unbatched,
          {RigidTransforms({}, d, unbatched), RigidTransforms({}, d, unbatched + "_b")}, true);
      const std::string projective = cls + "_projective";
      add(projective, projective,
          {ProjectiveMatrices({3}, d, projective), ProjectiveMatrices({3}, d, projective + "_b")});
      if (binary) {
        const std::string shared = cls + "_shared";
        add(shared, shared,
            {RigidTransforms({3}, d, shared), RigidTransforms({1}, d, shared + "_b")});
      }
    }
    for (const auto& d : kFloatDtypes) {
      const std::string values = std::string(d.name) + "_values";
      for (ValueClass v : kAllValueClasses) {
        const std::string id = values + "_" + ValueClassName(v);
        add(id, values,
            {MakeInput({3, 4, 4}, d.type, v, SeedOf(id), -2, 2),
             RigidTransforms({3}, d.type, id + "_b")});
      }
    }
    for (torch::ScalarType d : {torch::kFloat, torch::kDouble}) {
      const std::string id = DtypeId(d) + "_large";
      add(id, id, {RigidTransforms({4096}, d, id), RigidTransforms({4096}, d, id + "_b")});
    }
    return points;
  };
  c.batch_inputs = binary ? std::vector<int>{0, 1} : std::vector<int>{0};
  const torch::Tensor m = RigidTransforms({2}, torch::kFloat, "errors");
  auto shape_error = [&](const std::string& name, int arg, std::vector<int64_t> shape) {
    Inputs in = binary ? Inputs{m, m} : Inputs{m};
    in[arg] = torch::zeros(shape);
    c.errors.push_back(Refused(c10::str(name, "_", c10::Join("x", shape)), run, in,
                               c10::str("expected ", name,
                                        " of shape (N, 4, 4) or (4, 4), but got "
                                        "shape ",
                                        c10::IntArrayRef(shape))));
  };
  for (int arg = 0; arg < static_cast<int>(names.size()); ++arg) {
    shape_error(names[arg], arg, {2, 2, 4, 4});
    shape_error(names[arg], arg, {3, 3});
    shape_error(names[arg], arg, {2, 4, 3});
  }
  if (binary) {
    const std::string& a = names[0];
    const std::string& b = names[1];
    c.errors.insert(
        c.errors.end(),
        {Refused("ranks", run, {m, m[0]},
                 c10::str("expected ", a, " and ", b,
                          " with the same number of dims, but got shapes [2, 4, 4] and [4, 4]")),
         Refused("batches", run, {m, RigidTransforms({3}, torch::kFloat, "errors")},
                 c10::str("expected ", a, " and ", b,
                          " with batches that broadcast, but got shapes [2, 4, 4] and [3, 4, 4]")),
         Refused("dtypes", run, {m, m.to(torch::kDouble)},
                 c10::str("expected ", b, " in the dtype of ", a, " (float32), but got float64"),
                 ErrorKind::kType)});
    c.tensor_args = {{b, {.input = 1, .image_dtype = true}}};
  }
  return c;
}

}  // namespace kornia::conformance::cases

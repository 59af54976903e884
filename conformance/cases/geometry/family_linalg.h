// The geometry.linalg ops' cases: inputs (rigid and projective 4 x 4
// transformations, vectors) and the one case of the ops on vectors along
// the last dim (batched_dot_product, batched_squared_norm, squared_norm,
// euclidean_distance):
//   - per point dtype (the four floating ones, then the op's integer or bool
//     ones) a shape class `<dtype>` of three value sets `_v0.._v2` on
//     (4, 5, 3) vectors in [-2, 2] (integers in [-5, 5]), `<dtype>_keepdim`,
//     and, for an op on two inputs, `<dtype>_shared_y` (y of batch 1);
//   - per floating dtype every vector length of the tails and precision
//     edges (and 0) on (2, 3, N): `<dtype>_n<N>`; every value class of x
//     (`<dtype>_values_<class>`);
//   - float32 and float64 `_large` (2, 96, 384) for the threads check, and the
//     half reduction points (four 18,496-long vectors in [0.4375, 0.5], whose
//     sums a half accumulator would stall on);
//   - the errors of a second input: no dims, a shape that does not broadcast,
//     a complex dtype.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "conformance/cases/family.h"

namespace kornia::conformance::cases {

// Rigid transformations [[R, t], [0, 0, 0, 1]] of shape (*batch, 4, 4) in
// `dtype` (batch {} : one (4, 4)): R the rotation of a unit quaternion drawn
// per matrix, t uniform in [-2, 2], made in double on the host from
// CounterUniform (only +, *, / and sqrt: the same bits on every machine) and
// rounded once to `dtype`. An integer dtype gets signed permutations and
// integer translations in [-3, 3]. Seeded by `id`.
torch::Tensor RigidTransforms(const std::vector<int64_t>& batch, torch::ScalarType dtype,
                              const std::string& id);

// (*batch, 4, 4) matrices with every entry uniform in [-2, 2] (integers in
// [-3, 3]): a projective last row the linalg ops read as [0, 0, 0, 1].
torch::Tensor ProjectiveMatrices(const std::vector<int64_t>& batch, torch::ScalarType dtype,
                                 const std::string& id);

// Values of `shape` in `dtype`: uniform in [lo, hi] for a floating dtype,
// integers in [-5, 5] for an integer one, u < 0.5 for bool.
torch::Tensor LinalgInput(const std::vector<int64_t>& shape, torch::ScalarType dtype,
                          const std::string& id, double lo = -2.0, double hi = 2.0);

// An op on vectors along the last dim: `run(inputs, keepdim)` with inputs
// {x} or {x, y}.
struct VectorOpSpec {
  bool binary = true;
  // Point dtypes after the four floating ones (int32, bool: what the op claims).
  std::vector<torch::ScalarType> more_dtypes;
  std::function<torch::Tensor(const Inputs&, bool keepdim)> run;
  // Kornia's arguments after x[, y] and keepdim (euclidean_distance's eps).
  std::vector<KorniaArg> kornia_tail;
  // euclidean_distance: `<dtype>_coincident` points (y equal to x on every
  // other vector), and y = 0 in the half reduction points (else 0.5).
  bool distance = false;
};
OpCase VectorOp(const core::OpSpec& op, VectorOpSpec spec);

// An op on one or two homogeneous 4 x 4 transformations (compose_,
// inverse_, relative_transformation), `run` on inputs {a} or {a, b} named
// `names` as in Kornia:
//   - per point dtype (the floating ones and int32) a class `<dtype>` of
//     three value sets `_v0.._v2` of (3, 4, 4) rigid transformations,
//     `<dtype>_unbatched` ((4, 4): dim 0 is no batch), `<dtype>_projective`
//     (every entry drawn: the ops read a last row as [0, 0, 0, 1]), and for
//     two, `<dtype>_shared` (b of batch 1);
//   - per floating dtype every value class of a; float32 and float64
//     `_large` (4,096 transformations) for the threads check;
//   - the errors of each argument's shape, and for two of their ranks,
//     batches and dtypes.
OpCase TransformOp(const core::OpSpec& op, std::vector<std::string> names, OpFn run);

}  // namespace kornia::conformance::cases

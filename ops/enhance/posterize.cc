#include "ops/enhance/posterize.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/logical_and.h>
#include <ATen/ops/pow.h>
#include <ATen/ops/scalar_tensor.h>
#include <ATen/ops/where.h>
#include <ATen/ops/zeros_like.h>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/core/shape.h"
#include "ops/enhance/levels.h"

namespace kornia::enhance {
namespace posterize_internal {

const char* const kOp = posterize_op().name.c_str();

// The host checks: a float or uint8 image (non-empty: the (B, C, H, W) view
// cannot infer B from an empty (C, H, W)).
void CheckPosterizeImage(const at::Tensor& image) { core::CheckImage(posterize_op(), image); }

// The bits tensor's dtype and shape against x (B, C, H, W).
void CheckBits(const at::Tensor& x, const at::Tensor& bits) {
  KC_CHECK_DTYPE(at::isIntegralType(bits.scalar_type(), /*includeBool=*/false), kOp,
                 "an integer bits tensor", core::DtypeName(bits.scalar_type()));
  const c10::SymIntArrayRef shape = x.sym_sizes();
  if (bits.dim() == 0 || (bits.dim() == 1 && bits.sym_size(0) == 1)) return;
  if (bits.dim() == 1) {
    KC_CHECK(bits.sym_size(0) == shape[0], kOp,
             c10::str("one bits value per sample (", shape[0], ")"), "bits of shape ",
             bits.sym_sizes());
    return;
  }
  KC_CHECK(bits.dim() <= 4 && bits.sym_sizes() == shape.slice(0, bits.dim()), kOp,
           c10::str("bits of shape (), (1,), (B,) or a prefix of ", shape), "bits of shape ",
           bits.sym_sizes());
}

// bits (checked against x) shaped to broadcast over x, int64, tied to the
// in-graph range check.
at::Tensor BitsFor(const at::Tensor& x, const at::Tensor& bits) {
  CheckBits(x, bits);
  at::Tensor b;
  if (bits.dim() == 0 || (bits.dim() == 1 && bits.sym_size(0) == 1)) {
    b = bits.reshape({});
  } else if (bits.dim() == 1) {
    b = bits.view({-1, 1, 1, 1});
  } else {
    core::SymShape view = core::SymSizes(bits);
    view.resize(4, 1);
    b = core::View(bits, view);
  }
  return core::AssertInGraph(
      b.to(at::kLong), at::logical_and(bits >= 0, bits <= 8).all(),
      c10::str(posterize_op().name,
               "(): expected every bits value in [0, 8], but got one outside it"));
}

// Kornia's _posterize_one: both shifts computed unconditionally, bits 0 and 8
// selected with where (a uint8 overflow guard, branchless).
at::Tensor PosterizeOne(const at::Tensor& x, const at::Tensor& bits) {
  const at::Tensor shift = 8 - bits;
  const at::Tensor pow2 = at::pow(2, shift);
  // _right_shift: uint8 quantize, true division by 2**shift in the image dtype.
  const at::Tensor right = (x * 255).to(at::kByte) / pow2.to(x.scalar_type()) / 255.0;
  // _left_shift: quantize again, integer multiply, back to the image dtype.
  const at::Tensor left = ((right * 255).to(at::kByte) * pow2).to(x.scalar_type()) / 255.0;
  const at::Tensor out = at::where(bits == 0, at::zeros_like(x), left);
  return at::where(bits == 8, x, out);
}

}  // namespace posterize_internal

// A uint8 image: levels.h's form (Q of the float op on x / 255).
at::Tensor posterize(const at::Tensor& image, int64_t bits) {
  using namespace posterize_internal;
  KC_CHECK(bits >= 0 && bits <= 8, kOp, "bits in [0, 8]", "bits = ", bits);
  CheckPosterizeImage(image);
  const auto f = [bits](const at::Tensor& unit) {
    const at::Tensor x = core::FlattenBatch(unit);
    const at::Tensor b = at::scalar_tensor(bits, x.options().dtype(at::kLong));
    return PosterizeOne(x, b).reshape_as(unit);
  };
  return detail::FloatOrLevels(image, f);
}

at::Tensor posterize(const at::Tensor& image, const at::Tensor& bits) {
  using namespace posterize_internal;
  CheckPosterizeImage(image);
  const auto f = [&bits](const at::Tensor& unit) {
    const at::Tensor x = core::FlattenBatch(unit);
    return PosterizeOne(x, BitsFor(x, bits)).reshape_as(unit);
  };
  if (image.scalar_type() != at::kByte) return f(image);
  // Checked against the image's shape first: the levels' H and W are 1.
  CheckBits(core::FlattenBatch(image), bits);
  return detail::ByLevels(image, detail::ConstantOverPlane(bits, 4), f);
}

}  // namespace kornia::enhance

namespace kornia::enhance {

KC_OP(posterize,
      {.kornia = "kornia.enhance.posterize",
       .image = core::ImageSpec{.non_empty = true, .dtypes = core::ImageDtypes::kFloatingOrUint8},
       .overloads = {core::Def("(Tensor input, int bits) -> Tensor",
                               static_cast<at::Tensor (*)(const at::Tensor&, int64_t)>(&posterize)),
                     core::Def("Tensor", "(Tensor input, Tensor bits) -> Tensor",
                               static_cast<at::Tensor (*)(const at::Tensor&, const at::Tensor&)>(
                                   &posterize))},
       .call = [](const at::Tensor& x) { return posterize(x, 4); },
       .natives = {"_lut_uint8"}});

}  // namespace kornia::enhance

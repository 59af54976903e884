#include "ops/morphology/morph.h"

#include <ATen/ops/flip.h>
#include <ATen/ops/maximum.h>
#include <ATen/ops/minimum.h>
#include <ATen/ops/pad.h>
#include <ATen/ops/promote_types.h>
#include <ATen/ops/scalar_tensor.h>
#include <ATen/ops/where.h>
#include <ATen/ops/zeros_like.h>

#include <limits>

#include "ops/core/check.h"
#include "ops/core/shape.h"

namespace kornia::morphology::detail {
namespace {

enum class Border { kGeodesic, kConstant, kReflect, kReplicate, kCircular };

// The image padded by `pad` (left, right, top, bottom): reflect, replicate
// and circular through ATen's (N, C, H, W) kernels with every plane one
// sample (an empty C too).
at::Tensor Pad(const at::Tensor& x, std::array<int64_t, 4> pad, Border border, double value) {
  if (border == Border::kGeodesic || border == Border::kConstant)
    return at::pad(x, pad, "constant", value);
  const char* mode = border == Border::kReflect     ? "reflect"
                     : border == Border::kReplicate ? "replicate"
                                                    : "circular";
  const c10::SymInt planes = x.sym_size(0) * x.sym_size(1);
  // Half tensors are padded in float32 (exact both ways): ATen 1.13 has no
  // float16/bfloat16 CPU kernel for reflection or replication padding.
  const bool half = x.scalar_type() == at::kHalf || x.scalar_type() == at::kBFloat16;
  const at::Tensor padded = at::pad(x.reshape_symint({planes, 1, x.sym_size(2), x.sym_size(3)})
                                        .to(half ? at::kFloat : x.scalar_type()),
                                    pad, mode)
                                .to(x.scalar_type());
  return padded.view_symint({x.sym_size(0), x.sym_size(1), padded.sym_size(2), padded.sym_size(3)});
}

}  // namespace

core::ImageSpec MorphImage() {
  return core::ImageSpec{
      .noun = "a tensor", .rank = core::ImageRank::kBatch, .dtypes = core::ImageDtypes::kFloating};
}

at::Tensor Morph(const core::OpSpec& op, const at::Tensor& tensor, const MorphArgs& args,
                 bool dilate) {
  const char* name = op.name.c_str();
  core::CheckImage(op, tensor);
  const at::Tensor& kernel = args.kernel;
  KC_CHECK(kernel.dim() == 2, name, "a kernel of shape (kH, kW)", "shape ", kernel.sym_sizes());
  const int64_t kh = core::HostSize(kernel, 0), kw = core::HostSize(kernel, 1);
  KC_CHECK(kh > 0 && kw > 0, name, "a non-empty kernel", "shape ", kernel.sym_sizes());
  KC_CHECK_DTYPE(!at::isComplexType(kernel.scalar_type()), name, "a real kernel",
                 core::DtypeName(kernel.scalar_type()));
  const at::Tensor neighborhood =
      args.structuring_element.has_value()
          ? *args.structuring_element
          : at::zeros_like(kernel, kernel.options().dtype(at::isFloatingType(kernel.scalar_type())
                                                              ? kernel.scalar_type()
                                                              : tensor.scalar_type()));
  if (args.structuring_element.has_value()) {
    KC_CHECK(neighborhood.sym_sizes() == kernel.sym_sizes(), name,
             c10::str("a structuring_element of the kernel's shape ", kernel.sym_sizes()), "shape ",
             neighborhood.sym_sizes());
    KC_CHECK_DTYPE(at::isFloatingType(neighborhood.scalar_type()), name,
                   "a floating structuring_element", core::DtypeName(neighborhood.scalar_type()));
  }
  const Border border = core::ParseEnum<Border>(name, "border_type", args.border_type,
                                                {{"geodesic", Border::kGeodesic},
                                                 {"constant", Border::kConstant},
                                                 {"reflect", Border::kReflect},
                                                 {"replicate", Border::kReplicate},
                                                 {"circular", Border::kCircular}});
  // Every engine computes the same values (see morph.h): the name is checked
  // and the one code path runs.
  // Kornia raises NotImplementedError for another engine.
  const std::string& engine = args.engine;
  KC_CHECK_IMPLEMENTED(
      engine == "auto" || engine == "unfold" || engine == "convolution" || engine == "shift", name,
      "engine auto, unfold, convolution or shift", "'", engine, "'");
  int64_t oy = kh / 2, ox = kw / 2;
  if (args.origin.has_value()) {
    const std::vector<int64_t>& o = *args.origin;
    KC_CHECK(o.size() == 2 && o[0] >= 0 && o[0] < kh && o[1] >= 0 && o[1] < kw, name,
             c10::str("an origin (y, x) inside the ", kh, "x", kw, " kernel"),
             "origin = ", c10::IntArrayRef(o));
    oy = o[0];
    ox = o[1];
  }
  // Kornia pads by the element's extent around its origin (erosion's the
  // mirror of dilation's), checked as F.pad would refuse it.
  const std::array<int64_t, 4> pad = dilate
                                         ? std::array<int64_t, 4>{kw - ox - 1, ox, kh - oy - 1, oy}
                                         : std::array<int64_t, 4>{ox, kw - ox - 1, oy, kh - oy - 1};
  const int64_t height = core::HostSize(tensor, 2), width = core::HostSize(tensor, 3);
  if (border == Border::kReflect || border == Border::kCircular) {
    const bool reflect = border == Border::kReflect;
    const int64_t most_x = std::max(pad[0], pad[1]), most_y = std::max(pad[2], pad[3]);
    KC_CHECK(reflect ? (most_y < height && most_x < width) : (most_y <= height && most_x <= width),
             name,
             std::string("a kernel extent ") + (reflect ? "< " : "<= ") +
                 "the image side for border_type " + (reflect ? "reflect" : "circular"),
             "a ", kh, "x", kw, " kernel on an image of ", height, "x", width);
  } else if (border == Border::kReplicate) {
    KC_CHECK((kh < 2 || height > 0) && (kw < 2 || width > 0), name,
             "a non-empty image side for border_type replicate", "a ", kh, "x", kw,
             " kernel on an image of ", height, "x", width);
  }
  const c10::ScalarType compute =
      at::promote_types(tensor.scalar_type(), neighborhood.scalar_type());
  const double inf = std::numeric_limits<double>::infinity();
  const double fill = dilate ? -inf : inf;
  const at::Tensor padded =
      Pad(tensor.to(compute), pad, border, border == Border::kGeodesic ? fill : args.border_value);
  // Dilation's taps: the kernel and the element flipped; erosion's: as given,
  // the element subtracted.
  const at::Tensor member = (dilate ? kernel.flip({0, 1}) : kernel) != 0;
  const at::Tensor offsets = (dilate ? neighborhood.flip({0, 1}) : -neighborhood).to(compute);
  const at::Tensor outside = at::scalar_tensor(fill, padded.options());
  at::Tensor out;
  for (int64_t j = 0; j < kw; ++j)
    for (int64_t i = 0; i < kh; ++i) {
      const at::Tensor tap = at::where(
          member[i][j], padded.narrow(2, i, height).narrow(3, j, width) + offsets[i][j], outside);
      out = !out.defined() ? tap : dilate ? at::maximum(out, tap) : at::minimum(out, tap);
    }
  // Contiguous, as Kornia's (its shifted taps of a padded copy).
  return (out + 0.0).contiguous();
}

}  // namespace kornia::morphology::detail

#include "ops/geometry/resize.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/_upsample_nearest_exact2d.h>
#include <ATen/ops/adaptive_avg_pool2d.h>
#include <ATen/ops/upsample_bicubic2d.h>
#include <ATen/ops/upsample_nearest2d.h>
#include <c10/util/StringUtil.h>

#include <algorithm>
#include <vector>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/core/shape.h"
#include "ops/core/torch_library.h"
#include "ops/filters/gaussian_blur2d.h"
#include "ops/geometry/interpolate.h"

namespace kornia::geometry {
namespace resize_internal {

enum class Mode { kNearest, kNearestExact, kBilinear, kBicubic, kArea };

// Kornia's _side_to_image_size: the side `side` names becomes `size`, the
// other int(size * W / H) or int(size / (W / H)) (Python's float arithmetic,
// truncated toward zero).
std::array<int64_t, 2> SideToImageSize(const char* op, int64_t size, int64_t height, int64_t width,
                                       const std::string& side) {
  enum class Side { kShort, kLong, kVert, kHorz };
  const Side s = core::ParseEnum<Side>(op, "side", side,
                                       {{"short", Side::kShort},
                                        {"long", Side::kLong},
                                        {"vert", Side::kVert},
                                        {"horz", Side::kHorz}});
  const double aspect = static_cast<double>(width) / static_cast<double>(height);
  const double n = static_cast<double>(size);
  const std::array<int64_t, 2> keep_height = {size, static_cast<int64_t>(n * aspect)};
  const std::array<int64_t, 2> keep_width = {static_cast<int64_t>(n / aspect), size};
  if (s == Side::kVert) return keep_height;
  if (s == Side::kHorz) return keep_width;
  return ((s == Side::kShort) != (aspect < 1.0)) ? keep_height : keep_width;
}

// torch.nn.functional.interpolate's call for `mode` on a 4-D image with an
// output size (no scale factors). ATen's kernels take a contiguous copy: for
// other layouts (channels_last; torch 1.13.1's strided views) they round
// differently, and the output must not depend on the input's layout.
// Bilinear runs in fixed-order ops (detail::Bilinear: ATen's bilinear kernel
// rounds differently on another thread count), the same on any layout.
at::Tensor Interpolate(const at::Tensor& image, Mode mode, std::array<int64_t, 2> size,
                       std::optional<bool> align_corners) {
  if (mode == Mode::kBilinear) return detail::Bilinear(image, size, align_corners.value_or(false));
  const at::Tensor x = image.contiguous();
  switch (mode) {
    case Mode::kNearest:
      return at::upsample_nearest2d(x, size);
    case Mode::kNearestExact:
      return at::_upsample_nearest_exact2d(x, size);
    case Mode::kBilinear:  // above
    case Mode::kBicubic:
      return at::upsample_bicubic2d(x, size, align_corners.value_or(false));
    case Mode::kArea:
      return at::adaptive_avg_pool2d(x, size);
  }
  return x;
}

// Kornia's antialias: a downscale blurred by gaussian_blur2d first, with
// sigma max((factor - 1) / 2, 0.001) and an odd kernel of at least 3 taps
// (int(4 sigma) made odd), 1 on a side of 1.
at::Tensor Antialias(const core::OpSpec& op, const at::Tensor& x, int64_t height, int64_t width,
                     std::array<int64_t, 2> size) {
  const double fy = static_cast<double>(height) / static_cast<double>(size[0]);
  const double fx = static_cast<double>(width) / static_cast<double>(size[1]);
  if (!(std::max(fy, fx) > 1)) return x;
  const std::array<double, 2> sigma = {std::max((fy - 1.0) / 2.0, 0.001),
                                       std::max((fx - 1.0) / 2.0, 0.001)};
  auto taps = [](double s) {
    const auto k = static_cast<int64_t>(std::max(2.0 * 2 * s, 3.0));
    return k % 2 != 0 ? k : k + 1;
  };
  const std::array<int64_t, 2> kernel = {height == 1 ? 1 : taps(sigma[0]),
                                         width == 1 ? 1 : taps(sigma[1])};
  return filters::detail::GaussianBlur(op, x, kernel, sigma, "reflect", /*separable=*/true);
}

}  // namespace resize_internal

namespace detail {

at::Tensor Resize(const core::OpSpec& op, const at::Tensor& input, std::array<int64_t, 2> size,
                  const std::string& interpolation, std::optional<bool> align_corners,
                  bool antialias) {
  using namespace resize_internal;
  const char* name = op.name.c_str();
  core::CheckImage(op, input);
  // 'linear' and 'trilinear' resample one and three dims: not in the list.
  const Mode mode = core::ParseEnum<Mode>(name, "interpolation", interpolation,
                                          {{"nearest", Mode::kNearest},
                                           {"nearest-exact", Mode::kNearestExact},
                                           {"bilinear", Mode::kBilinear},
                                           {"bicubic", Mode::kBicubic},
                                           {"area", Mode::kArea}});
  KC_CHECK(!align_corners || mode == Mode::kBilinear || mode == Mode::kBicubic, name,
           "align_corners None for interpolation nearest, nearest-exact and area",
           "align_corners=", *align_corners ? "True" : "False", " with '", interpolation, "'");
  KC_CHECK(size[0] >= 0 && size[1] >= 0, name, "size >= 0", "size = (", size[0], ", ", size[1],
           ")");
  const int64_t dim = input.dim();
  const int64_t height = core::HostSize(input, -2), width = core::HostSize(input, -1);
  core::SymShape shape(input.sym_sizes().begin(), input.sym_sizes().end() - 2);
  shape.insert(shape.end(), {size[0], size[1]});
  if (size[0] == 0 || size[1] == 0) {
    // Kornia's empty output, routed through the input (its autograd link):
    // the first element summed in the input's dtype, times 0, expanded.
    const at::Tensor zero = input.reshape({-1}).slice(0, 0, 1).sum(input.scalar_type()) * 0;
    return zero.reshape(std::vector<int64_t>(dim, 1)).expand_symint(shape);
  }
  KC_CHECK(height > 0 && width > 0, name, "a non-empty image for a non-empty size", "an image of ",
           height, "x", width, " for size = (", size[0], ", ", size[1], ")");
  KC_CHECK(dim < 3 || mode == Mode::kArea || input.sym_size(-3) != 0, name,
           c10::str("a non-empty C for interpolation ", interpolation), "shape ",
           input.sym_sizes());
  // One sample for (H, W) and (C, H, W); the leading dims as the batch.
  at::Tensor x = dim == 2   ? input.unsqueeze(0).unsqueeze(0)
                 : dim == 3 ? input.unsqueeze(0)
                 : dim == 4 ? input
                            : input.flatten(0, dim - 4);
  if (antialias) x = Antialias(op, x, height, width, size);
  const at::Tensor out = Interpolate(x, mode, size, align_corners);
  if (dim == 2) return out.select(0, 0).select(0, 0);
  if (dim == 3) return out.select(0, 0);
  // A channels-last image resized in that layout, as interpolate keeps it.
  return dim == 4 ? core::InLayoutOf(input, out) : out.reshape_symint(shape);
}

}  // namespace detail

at::Tensor resize(const at::Tensor& input, std::array<int64_t, 2> size,
                  const std::string& interpolation, std::optional<bool> align_corners,
                  const std::string&, bool antialias) {
  return detail::Resize(resize_op(), input, size, interpolation, align_corners, antialias);
}

at::Tensor resize(const at::Tensor& input, int64_t size, const std::string& interpolation,
                  std::optional<bool> align_corners, const std::string& side, bool antialias) {
  const char* op = resize_op().name.c_str();
  core::CheckImage(resize_op(), input);
  const int64_t height = core::HostSize(input, -2), width = core::HostSize(input, -1);
  KC_CHECK(height > 0 && width > 0, op, "a non-empty image for an int size (its aspect ratio)",
           "an image of ", height, "x", width);
  return detail::Resize(resize_op(), input,
                        resize_internal::SideToImageSize(op, size, height, width, side),
                        interpolation, align_corners, antialias);
}

KC_OP(resize,
      {.kornia = "kornia.geometry.transform.resize",
       // Kornia's Resize takes one int too (the `.int` overload), which a
       // generated class would repeat into int[2]: kornia_cpp/_modules.py
       // writes it.
       .image = core::ImageSpec{.noun = "an input", .rank = core::ImageRank::kPlanes},
       // The int form first: a Python int must not reach int[2] (it would
       // be repeated, where Kornia makes it the size of one side).
       .overloads = {core::Def("int",
                               "(Tensor input, int size, str interpolation='bilinear', bool? "
                               "align_corners=None, str side='short', bool antialias=False) -> "
                               "Tensor",
                               [](const at::Tensor& input, int64_t size, std::string interpolation,
                                  c10::optional<bool> align_corners, std::string side,
                                  bool antialias) {
                                 return resize(input, size, interpolation,
                                               core::StdOptional(align_corners), side, antialias);
                               }),
                     core::Def("(Tensor input, int[2] size, str interpolation='bilinear', bool? "
                               "align_corners=None, str side='short', bool antialias=False) -> "
                               "Tensor",
                               [](const at::Tensor& input, std::vector<int64_t> size,
                                  std::string interpolation, c10::optional<bool> align_corners,
                                  std::string side, bool antialias) {
                                 return resize(input,
                                               core::PairOf(resize_op().name.c_str(), "size", size),
                                               interpolation, core::StdOptional(align_corners),
                                               side, antialias);
                               })},
       // The benchmark's: a 2/3 downscale, bilinear.
       .call = [](const at::Tensor& x) {
         return resize(x, std::array<int64_t, 2>{core::HostSize(x, -2) * 2 / 3,
                                                 core::HostSize(x, -1) * 2 / 3});
       }});

}  // namespace kornia::geometry

#include "ops/morphology/morph.h"

#include <ATen/Dispatch.h>
#include <ATen/core/dispatch/Dispatcher.h>
#include <ATen/ops/flip.h>
#include <ATen/ops/isnan.h>
#include <ATen/ops/maximum.h>
#include <ATen/ops/minimum.h>
#include <ATen/ops/pad.h>
#include <ATen/ops/promote_types.h>
#include <ATen/ops/scalar_tensor.h>
#include <ATen/ops/where.h>
#include <ATen/ops/zeros.h>

#include <limits>
#include <string>
#include <vector>

#include "ops/core/check.h"
#include "ops/core/shape.h"
#include "ops/native/native.h"
#include "ops/native/operator.h"

namespace kornia::morphology::detail {
namespace {

enum class Border { kGeodesic, kConstant, kReflect, kReplicate, kCircular };

// The native kernels' border (geodesic and constant: zeros, their value
// given apart) and its pad mode.
native::detail::WindowBorder NativeBorder(Border border) {
  switch (border) {
    case Border::kReflect:
      return native::detail::WindowBorder::kReflect;
    case Border::kReplicate:
      return native::detail::WindowBorder::kReplicate;
    case Border::kCircular:
      return native::detail::WindowBorder::kCircular;
    default:
      return native::detail::WindowBorder::kZeros;
  }
}

const char* BorderName(Border border) { return native::detail::BorderName(NativeBorder(border)); }

// The image padded by `pad` (left, right, top, bottom): reflect, replicate
// and circular through ATen's (N, C, H, W) kernels with every plane one
// sample (an empty C too).
at::Tensor Pad(const at::Tensor& x, std::array<int64_t, 4> pad, Border border, double value) {
  if (border == Border::kGeodesic || border == Border::kConstant)
    return at::pad(x, pad, "constant", value);
  const char* mode = BorderName(border);
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

// kornia_cpp::_morph_window's composite form (native.h): the image padded,
// then per tap (i, j), columns outer, the shifted image plus the offset where
// the tap is a member and `fill` (-inf dilating, +inf eroding) where not, the
// running elementwise maximum (minimum) of the taps; dilation's taps are the
// kernel and the element flipped, erosion's as given with the element
// subtracted (0 for a flat element).
at::Tensor WindowTaps(const at::Tensor& image, const at::Tensor& kernel,
                      const c10::optional<at::Tensor>& element, c10::IntArrayRef pad, Border border,
                      double value, bool dilate) {
  const int64_t kh = core::HostSize(kernel, 0), kw = core::HostSize(kernel, 1);
  const int64_t height = core::HostSize(image, 2), width = core::HostSize(image, 3);
  const double inf = std::numeric_limits<double>::infinity();
  const at::Tensor neighborhood =
      element.has_value() ? element->to(image.scalar_type()) : at::zeros({kh, kw}, image.options());
  const at::Tensor member = (dilate ? kernel.flip({0, 1}) : kernel) != 0;
  const at::Tensor offsets = dilate ? neighborhood.flip({0, 1}) : -neighborhood;
  const at::Tensor padded = Pad(image, {pad[0], pad[1], pad[2], pad[3]}, border, value);
  const at::Tensor outside = at::scalar_tensor(dilate ? -inf : inf, padded.options());
  at::Tensor out;
  for (int64_t j = 0; j < kw; ++j)
    for (int64_t i = 0; i < kh; ++i) {
      const at::Tensor tap = at::where(
          member[i][j], padded.narrow(2, i, height).narrow(3, j, width) + offsets[i][j], outside);
      out = !out.defined() ? tap : dilate ? at::maximum(out, tap) : at::minimum(out, tap);
    }
  // + 0.0 makes a zero +0; a NaN is the one quiet NaN (ATen's maximum and
  // minimum write all-ones in their vector body and the NaN operand in their
  // scalar tail, so their NaN bits follow the loop's split: on the image's
  // size and ATen's CPU capability). Contiguous, as Kornia's (its shifted
  // taps of a padded copy).
  const at::Tensor nan = at::scalar_tensor(std::numeric_limits<double>::quiet_NaN(), out.options());
  return at::where(at::isnan(out), nan, out + 0.0).contiguous();
}

// The operator's arguments checked (both kernels): a (B, C, H, W) image, a
// real (kH, kW) kernel, an element of its shape whose dtype the image's
// holds, padding adding up to the window and fitting the image. Returns the
// border.
Border CheckWindow(const at::Tensor& input, const at::Tensor& kernel,
                   const c10::optional<at::Tensor>& element, c10::IntArrayRef pad,
                   c10::string_view border_type) {
  constexpr const char* kOp = "_morph_window";
  KC_CHECK(input.dim() == 4, kOp, "an input of shape (B, C, H, W)", "shape ", input.sym_sizes());
  KC_CHECK(kernel.dim() == 2 && kernel.sym_numel() > 0 && !at::isComplexType(kernel.scalar_type()),
           kOp, "a real kernel of shape (kH, kW)", kernel.scalar_type(), " of shape ",
           kernel.sym_sizes());
  if (element.has_value())
    KC_CHECK(
        element->sym_sizes() == kernel.sym_sizes() && at::isFloatingType(element->scalar_type()) &&
            at::promote_types(input.scalar_type(), element->scalar_type()) == input.scalar_type(),
        kOp, "an element of the kernel's shape, of a floating dtype the input's holds",
        element->scalar_type(), " of shape ", element->sym_sizes());
  const int64_t kh = core::HostSize(kernel, 0), kw = core::HostSize(kernel, 1);
  KC_CHECK(
      pad.size() == 4 && pad[0] >= 0 && pad[1] >= 0 && pad[2] >= 0 && pad[3] >= 0 &&
          pad[0] + pad[1] == kw - 1 && pad[2] + pad[3] == kh - 1,
      kOp,
      c10::str("padding (left, right, top, bottom) >= 0 adding up to (", kw - 1, ", ", kh - 1, ")"),
      "pad = ", pad);
  const Border border = core::ParseEnum<Border>(kOp, "border_type", std::string(border_type),
                                                {{"constant", Border::kConstant},
                                                 {"reflect", Border::kReflect},
                                                 {"replicate", Border::kReplicate},
                                                 {"circular", Border::kCircular}});
  const int64_t height = core::HostSize(input, 2), width = core::HostSize(input, 3);
  if (height > 0 && width > 0) {
    const int64_t ry = std::max(pad[2], pad[3]), rx = std::max(pad[0], pad[1]);
    const bool fits = border == Border::kReflect    ? ry < height && rx < width
                      : border == Border::kCircular ? ry <= height && rx <= width
                                                    : true;
    KC_CHECK(fits, kOp, "padding that fits the image (reflect: < side; circular: <= side)",
             "pad = ", pad, " on an image of ", height, "x", width);
  }
  return border;
}

at::Tensor WindowComposite(const at::Tensor& input, const at::Tensor& kernel,
                           const c10::optional<at::Tensor>& element, c10::IntArrayRef pad,
                           c10::string_view border_type, double border_value, bool dilate) {
  const Border border = CheckWindow(input, kernel, element, pad, border_type);
  return WindowTaps(input, kernel, element, pad, border, border_value, dilate);
}

// A small tensor's values on the host, as double (exact for every real
// dtype but int64 beyond 2**53, whose values here only meet != 0).
std::vector<double> HostValues(const at::Tensor& t) {
  const at::Tensor c = t.contiguous();
  std::vector<double> out(static_cast<size_t>(c.numel()));
  AT_DISPATCH_ALL_TYPES_AND3(at::kBool, at::kHalf, at::kBFloat16, c.scalar_type(), "HostValues",
                             [&] {
                               const scalar_t* p = c.data_ptr<scalar_t>();
                               for (size_t k = 0; k < out.size(); ++k)
                                 out[k] = static_cast<double>(p[k]);
                             });
  return out;
}

at::Tensor WindowCpu(const at::Tensor& input, const at::Tensor& kernel,
                     const c10::optional<at::Tensor>& element, c10::IntArrayRef pad,
                     c10::string_view border_type, double border_value, bool dilate) {
  const c10::ScalarType t = input.scalar_type();
  if (t != at::kFloat && t != at::kDouble)
    return WindowComposite(input, kernel, element, pad, border_type, border_value, dilate);
  const Border border = CheckWindow(input, kernel, element, pad, border_type);
  native::detail::MorphWindow w;
  w.kh = kernel.size(0);
  w.kw = kernel.size(1);
  // The taps in the padded frame: dilation's flipped, erosion's with the
  // element negated (each exact in the image's dtype, which holds the
  // element's).
  const std::vector<double> k = HostValues(kernel);
  const std::vector<double> e =
      element.has_value() ? HostValues(*element) : std::vector<double>(k.size(), 0.0);
  const size_t n = k.size();
  w.member.resize(n);
  w.offsets.resize(n);
  for (size_t i = 0; i < n; ++i) {
    const size_t from = dilate ? n - 1 - i : i;
    w.member[i] = k[from] != 0;
    w.offsets[i] = dilate ? e[from] : -e[from];
  }
  w.pad = {pad[0], pad[1], pad[2], pad[3]};
  w.border = NativeBorder(border);
  // As the composite's pad converts it (a value out of the dtype's range is
  // refused there too).
  w.border_value = t == at::kFloat ? c10::Scalar(border_value).toFloat() : border_value;
  w.dilate = dilate;
  return native::detail::MorphWindowCpu(input, w);
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
  const c10::optional<at::Tensor> element =
      args.structuring_element.has_value() ? c10::optional<at::Tensor>(*args.structuring_element)
                                           : c10::nullopt;
  if (element.has_value()) {
    KC_CHECK(element->sym_sizes() == kernel.sym_sizes(), name,
             c10::str("a structuring_element of the kernel's shape ", kernel.sym_sizes()), "shape ",
             element->sym_sizes());
    KC_CHECK_DTYPE(at::isFloatingType(element->scalar_type()), name,
                   "a floating structuring_element", core::DtypeName(element->scalar_type()));
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
  // The image's dtype promoted with the element's (a flat element: the
  // kernel's where floating).
  const c10::ScalarType compute = at::promote_types(
      tensor.scalar_type(), element.has_value()                        ? element->scalar_type()
                            : at::isFloatingType(kernel.scalar_type()) ? kernel.scalar_type()
                                                                       : tensor.scalar_type());
  const double inf = std::numeric_limits<double>::infinity();
  const double value = border == Border::kGeodesic ? (dilate ? -inf : inf) : args.border_value;
  const Border pad_border = border == Border::kGeodesic ? Border::kConstant : border;
  const at::Tensor image = tensor.to(compute);
  if ((compute == at::kFloat || compute == at::kDouble) && native::EnabledFor(image) &&
      native::EnabledFor(kernel) && (!element.has_value() || native::EnabledFor(*element))) {
    static const auto window =
        c10::Dispatcher::singleton()
            .findSchemaOrThrow("kornia_cpp::_morph_window", "")
            .typed<at::Tensor(const at::Tensor&, const at::Tensor&,
                              const c10::optional<at::Tensor>&, c10::IntArrayRef, c10::string_view,
                              double, bool)>();
    return window.call(image, kernel, element, pad, BorderName(pad_border), value, dilate);
  }
  return WindowTaps(image, kernel, element, pad, pad_border, value, dilate);
}

}  // namespace kornia::morphology::detail

KC_NATIVE_OPERATOR(_morph_window,
                   "(Tensor input, Tensor kernel, Tensor? element, int[4] pad, str border_type, "
                   "float border_value, bool dilate) -> Tensor",
                   &kornia::morphology::detail::WindowCpu,
                   &kornia::morphology::detail::WindowComposite,
                   {.dtypes = {at::kFloat, at::kDouble}, .family = kornia::native::Family::kRank});

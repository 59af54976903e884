#include "ops/color/apply_colormap.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/bucketize.h>
#include <ATen/ops/empty.h>
#include <ATen/ops/gather.h>
#include <ATen/ops/linspace.h>
#include <ATen/ops/scalar_tensor.h>
#include <ATen/ops/upsample_linear1d.h>
#include <ATen/ops/where.h>

#include <cctype>

#include "ops/color/colormap_data.h"
#include "ops/core/check.h"
#include "ops/core/constant.h"
#include "ops/core/op_registration.h"
#include "ops/core/shape.h"

namespace kornia::color {

namespace apply_colormap_internal {

const char* const kOp = apply_colormap_op().name.c_str();
constexpr const char* kColorMap = "ColorMap";

// Kornia's _generate_color_map: the base as a (3, n) tensor of `dtype`
// (each Python float converted once, as torch.tensor(list, dtype) does),
// resampled to num_colors by linear interpolation, align_corners = false.
at::Tensor Resample(const std::vector<double>& flat, int64_t num_colors,
                    std::optional<at::Device> device, std::optional<at::ScalarType> dtype) {
  KC_CHECK(num_colors >= 1, kColorMap, "num_colors >= 1", num_colors);
  // Unset: torch's default dtype, read now off an empty tensor (as
  // create_meshgrid: a later set_default_dtype is seen by the next ColorMap).
  const at::ScalarType type =
      dtype.has_value()
          ? *dtype
          : at::empty({0}, at::TensorOptions().device(device.value_or(at::kCPU))).scalar_type();
  KC_CHECK_DTYPE(at::isFloatingType(type), kColorMap,
                 "a floating dtype (float16, bfloat16, float32 or float64)", core::DtypeName(type));
  const int64_t n = static_cast<int64_t>(flat.size()) / 3;
  const at::Tensor base =
      core::Constant(flat, at::TensorOptions().dtype(type).device(device.value_or(at::kCPU)))
          .view({n, 3})
          .t();
  return at::upsample_linear1d(base.unsqueeze(0), {num_colors}, /*align_corners=*/false)[0];
}

std::vector<double> Flatten(const double (*colors)[3], int64_t n) {
  std::vector<double> flat;
  flat.reserve(3 * n);
  for (int64_t i = 0; i < n; ++i) flat.insert(flat.end(), colors[i], colors[i] + 3);
  return flat;
}

const detail::BaseColormap& Builtin(ColorMapType type) {
  const int index = static_cast<int>(type) - 1;
  KC_CHECK(index >= 0 && index < detail::kColormapCount, kColorMap,
           "a ColorMapType between 1 (autumn) and 19 (seismic)", index + 1);
  return detail::BaseColormaps()[index];
}

// The ColorMapType a name (any letter case, as Kornia's) stands for.
ColorMapType TypeNamed(const std::string& base) {
  std::string lower = base;
  for (char& ch : lower) ch = static_cast<char>(std::tolower(static_cast<unsigned char>(ch)));
  const std::vector<std::string> names = ColorMap::list();
  for (size_t i = 0; i < names.size(); ++i)
    if (names[i] == lower) return static_cast<ColorMapType>(i + 1);
  KC_CHECK(false, kColorMap, "a colormap name (" + core::ChoiceList(names) + ")", "\"", base, "\"");
  return ColorMapType::autumn;  // unreachable: KC_CHECK(false) throws
}

}  // namespace apply_colormap_internal

std::vector<std::string> ColorMap::list() {
  std::vector<std::string> names;
  for (const detail::BaseColormap& m : detail::BaseColormaps()) names.emplace_back(m.name);
  return names;
}

ColorMap::ColorMap(ColorMapType base, int64_t num_colors, std::optional<at::Device> device,
                   std::optional<at::ScalarType> dtype) {
  using namespace apply_colormap_internal;
  const detail::BaseColormap& m = Builtin(base);
  name = m.name;
  colors = Resample(Flatten(m.colors, detail::kBaseColors), num_colors, device, dtype);
}

ColorMap::ColorMap(const std::string& base, int64_t num_colors, std::optional<at::Device> device,
                   std::optional<at::ScalarType> dtype)
    : ColorMap(apply_colormap_internal::TypeNamed(base), num_colors, device, dtype) {}

ColorMap::ColorMap(const std::vector<RGBColor>& base, int64_t num_colors,
                   std::optional<at::Device> device, std::optional<at::ScalarType> dtype) {
  using namespace apply_colormap_internal;
  KC_CHECK(!base.empty(), kColorMap, "a non-empty base", "0 colors");
  std::vector<double> flat;
  for (const RGBColor& c : base) flat.insert(flat.end(), c.begin(), c.end());
  name = "CustomColorMapType";
  colors = Resample(flat, num_colors, device, dtype);
}

at::Tensor apply_colormap(const at::Tensor& input_tensor, const ColorMap& colormap) {
  using namespace apply_colormap_internal;
  return apply_colormap(input_tensor, colormap.colors);
}

at::Tensor apply_colormap(const at::Tensor& input_tensor, const at::Tensor& colors) {
  using namespace apply_colormap_internal;
  core::CheckImage(apply_colormap_op(), input_tensor);
  KC_CHECK(colors.dim() == 2 && colors.size(0) == 3 && colors.size(1) >= 1, kOp,
           "colors of shape (3, N) with N >= 1", "shape ", colors.sizes());
  KC_CHECK_DTYPE(at::isFloatingType(colors.scalar_type()), kOp,
                 "floating colors (float16, bfloat16, float32 or float64)",
                 core::DtypeName(colors.scalar_type()));
  const at::Tensor image = input_tensor.dim() == 3 ? input_tensor.unsqueeze(0) : input_tensor;
  // The batch symbolic (a dynamic batch stays dynamic), C, H and W host ints.
  const c10::SymInt b = image.sym_size(0);
  const int64_t c = core::HostSize(image, 1), h = core::HostSize(image, 2),
                w = core::HostSize(image, 3);
  at::Tensor x = image.reshape_symint({b, c, h * w});
  if (x.is_floating_point()) {
    // 1 or 255 per (sample, channel), in float32; a NaN selects 255.
    const at::TensorOptions f32 = at::TensorOptions().dtype(at::kFloat).device(x.device());
    const at::Tensor max_value =
        at::where((x <= 1.0).all(-1, /*keepdim=*/true), at::scalar_tensor(1.0, f32),
                  at::scalar_tensor(255.0, f32));
    x = x.to(at::kFloat) / max_value;
  } else {
    x = x.to(at::kFloat) / 255.0;
  }
  const int64_t n = core::HostSize(colors, 1);
  // Kornia's keys exactly (a boundary value must fall in Kornia's bucket),
  // so linspace, not an arange ramp.
  // lint: allow(linspace-ramp) the keys are Kornia's float32 linspace, bit for bit
  const at::Tensor keys = at::linspace(0.0, 1.0, n - 1, x.options());
  at::Tensor indices = at::where(x == 1.0, n - 1, at::bucketize(x, keys));
  indices = indices.unsqueeze(-1).expand({-1, -1, -1, 3});
  const at::Tensor out =
      at::gather(colors.permute({1, 0}).expand_symint({b, c, -1, -1}), 2, indices);
  return out.permute({0, 1, 3, 2}).reshape_symint({b, c * 3, h, w});
}

}  // namespace kornia::color

namespace kornia::color {

KC_OP(apply_colormap,
      {.kornia = "kornia.color.apply_colormap",
       .module = {"ApplyColorMap", {"colormap"}, {"input_tensor"}},
       .image = core::ImageSpec{.noun = "input_tensor",
                                .rank = core::ImageRank::kOptionalBatch,
                                .dtypes = core::ImageDtypes::kFloatingOrInteger},
       .overloads = {core::Def("(Tensor input_tensor, Tensor colormap) -> Tensor",
                               static_cast<at::Tensor (*)(const at::Tensor&, const at::Tensor&)>(
                                   &kornia::color::apply_colormap))},
       .call = [](const at::Tensor& x) {
         static const ColorMap* viridis = new ColorMap("viridis");
         return apply_colormap(x, *viridis);
       }});

}  // namespace kornia::color

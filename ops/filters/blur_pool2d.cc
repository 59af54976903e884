#include "ops/filters/blur_pool2d.h"

#include <vector>

#include "ops/core/check.h"
#include "ops/core/constant.h"
#include "ops/core/op_registration.h"
#include "ops/core/shape.h"
#include "ops/core/torch_library.h"
#include "ops/filters/taps.h"

namespace kornia::filters {
namespace blur_pool2d_internal {

// Kornia's get_pascal_kernel_1d(k, norm=True): row k - 1 of Pascal's
// triangle over its sum, in double.
std::vector<double> Pascal(int64_t k) {
  std::vector<double> row = {1.0};
  for (int64_t i = 1; i < k; ++i) {
    std::vector<double> next(row.size() + 1, 1.0);
    for (size_t j = 1; j < row.size(); ++j) next[j] = row[j - 1] + row[j];
    row = next;
  }
  double total = 0;
  for (double v : row) total += v;
  for (double& v : row) v /= total;
  return row;
}

}  // namespace blur_pool2d_internal

namespace detail {

at::Tensor BlurPool(const core::OpSpec& op, const at::Tensor& input,
                    std::array<int64_t, 2> kernel_size, int64_t stride) {
  const char* name = op.name.c_str();
  const auto [ky, kx] = kernel_size;
  KC_CHECK(ky > 0 && ky == kx, name, "a positive square kernel size", "kernel_size = (", ky, ", ",
           kx, ")");
  KC_CHECK(stride >= 1, name, "stride >= 1", "stride = ", stride);
  const at::TensorOptions work = input.options().dtype(WorkDtype(input.scalar_type()));
  const at::Tensor taps = core::Constant(blur_pool2d_internal::Pascal(kx), work);
  const at::Tensor kernel = (taps.unsqueeze(1) * taps.unsqueeze(0)).unsqueeze(0);
  const at::Tensor out = Correlate2d(input.to(work.dtype()), kernel, Border::kConstant, true);
  // Contiguous, as Kornia's strided conv2d writes it (a channels-last map's in
  // its layout).
  return ToOutput(
      out.slice(2, 0, c10::nullopt, stride).slice(3, 0, c10::nullopt, stride).contiguous(), input);
}

}  // namespace detail

at::Tensor blur_pool2d(const at::Tensor& input, std::array<int64_t, 2> kernel_size,
                       int64_t stride) {
  core::CheckImage(blur_pool2d_op(), input);
  return detail::BlurPool(blur_pool2d_op(), input, kernel_size, stride);
}

}  // namespace kornia::filters

namespace kornia::filters {

KC_OP(blur_pool2d,
      {.kornia = "kornia.filters.blur_pool2d",
       .module = {"BlurPool2D", {"kernel_size", "stride"}, {"input"}},
       .image = core::ImageSpec{.noun = "an input",
                                .rank = core::ImageRank::kBatch,
                                .dtypes = core::ImageDtypes::kFloating},
       .overloads = {core::Def("(Tensor input, int[2] kernel_size, int stride=2) -> Tensor",
                               [](const at::Tensor& input, std::vector<int64_t> kernel_size,
                                  int64_t stride) {
                                 return blur_pool2d(input,
                                                    core::PairOf(blur_pool2d_op().name.c_str(),
                                                                 "kernel_size", kernel_size),
                                                    stride);
                               })},
       .call =
           [](const at::Tensor& x) {
             return blur_pool2d(x, {3, 3});
           },
       .natives = {"_tap_sum"}});

}  // namespace kornia::filters

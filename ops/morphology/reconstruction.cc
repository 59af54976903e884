#include "ops/morphology/reconstruction.h"

#include <ATen/core/dispatch/Dispatcher.h>
#include <ATen/ops/arange.h>
#include <ATen/ops/empty_like.h>
#include <ATen/ops/minimum.h>
#include <ATen/ops/ones.h>
#include <ATen/ops/roll.h>
#include <torch/library.h>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/core/shape.h"
#include "ops/core/torch_library.h"
#include "ops/morphology/morph.h"
#include "ops/native/native.h"
#include "ops/native/operator.h"

namespace kornia::morphology {
namespace reconstruction_internal {

constexpr const char* kClosure = "_reconstruction";

void CheckClosure(const at::Tensor& start, const at::Tensor& mask, const at::Tensor& kernel) {
  KC_CHECK(start.dim() == 4, kClosure, "start of shape (B, C, H, W)", "shape ", start.sym_sizes());
  KC_CHECK(mask.sym_sizes() == start.sym_sizes(), kClosure, "a mask of start's shape", "shape ",
           mask.sym_sizes());
  KC_CHECK(kernel.dim() == 2 && kernel.scalar_type() == at::kBool, kClosure,
           "a bool kernel (kH, kW)", "shape ", kernel.sym_sizes(), " of ",
           core::DtypeName(kernel.scalar_type()));
}

// One geodesic dilation step: min(dilation(x, kernel), mask), contiguous.
at::Tensor Step(const at::Tensor& x, const at::Tensor& mask, const at::Tensor& kernel) {
  const std::optional<at::Tensor> none;
  const std::optional<std::vector<int64_t>> origin;
  const std::string border = "geodesic", engine = "auto";
  const detail::MorphArgs args{kernel, none, origin, border, 0.0, engine};
  return at::minimum(detail::Morph(reconstruction_op(), x, args, true), mask).contiguous();
}

// The proven bound: a best path visits at most H x W pixels (header).
int64_t Bound(const at::Tensor& start) {
  return std::max<int64_t>(core::HostSize(start, 2) * core::HostSize(start, 3) - 1, 0);
}

// The composite form: the step H x W - 1 times.
at::Tensor ClosureComposite(const at::Tensor& start, const at::Tensor& mask,
                            const at::Tensor& kernel) {
  CheckClosure(start, mask, kernel);
  at::Tensor x = start.contiguous();
  for (int64_t r = 0, n = Bound(start); r < n; ++r) x = Step(x, mask, kernel);
  return x;
}

// The CPU kernel: the step until it changes no bit, at most the bound.
at::Tensor ClosureCpu(const at::Tensor& start, const at::Tensor& mask, const at::Tensor& kernel) {
  CheckClosure(start, mask, kernel);
  return native::detail::Converge(
      [&mask, &kernel](const at::Tensor& x) { return Step(x, mask, kernel); }, start.contiguous(),
      Bound(start));
}

// Shapes only (fake tensors): the composite would run its steps on meta
// tensors.
at::Tensor ClosureMeta(const at::Tensor& start, const at::Tensor& mask, const at::Tensor& kernel) {
  CheckClosure(start, mask, kernel);
  return at::empty_like(start, at::MemoryFormat::Contiguous);
}

at::Tensor Closure(const at::Tensor& start, const at::Tensor& mask, const at::Tensor& kernel) {
  if (!native::EnabledFor(start) || !native::EnabledFor(mask))
    return ClosureComposite(start, mask, kernel);
  static const auto op =
      c10::Dispatcher::singleton()
          .findSchemaOrThrow("kornia_cpp::_reconstruction", "")
          .typed<at::Tensor(const at::Tensor&, const at::Tensor&, const at::Tensor&)>();
  return op.call(start, mask, kernel);
}

at::Tensor Up(const at::Tensor& seed, const at::Tensor& mask, const at::Tensor& kernel,
              std::optional<int64_t> num_iters) {
  const at::Tensor start = at::minimum(seed, mask);
  if (!num_iters) return Closure(start, mask, kernel);
  at::Tensor x = start;
  for (int64_t r = 0; r < *num_iters; ++r) x = Step(x, mask, kernel);
  return x;
}

}  // namespace reconstruction_internal

at::Tensor reconstruction(const at::Tensor& seed, const at::Tensor& mask,
                          const std::optional<at::Tensor>& kernel, const std::string& method,
                          std::optional<int64_t> num_iters, int64_t check_every,
                          const std::string& engine) {
  using namespace reconstruction_internal;
  const char* op = reconstruction_op().name.c_str();
  core::CheckImage(reconstruction_op(), seed);
  KC_CHECK(mask.sym_sizes() == seed.sym_sizes(), op,
           c10::str("a mask of seed's shape ", seed.sym_sizes()), "shape ", mask.sym_sizes());
  KC_CHECK_DTYPE(at::isFloatingType(mask.scalar_type()), op,
                 "a floating mask (float16, bfloat16, float32 or float64)",
                 core::DtypeName(mask.scalar_type()));
  KC_CHECK(method == "dilation" || method == "erosion", op, "method dilation or erosion", "'",
           method, "'");
  KC_CHECK(engine == "auto" || engine == "unfold" || engine == "shift", op,
           "engine auto, unfold or shift", "'", engine, "'");
  KC_CHECK(!num_iters || *num_iters >= 0, op, "num_iters >= 0",
           "num_iters = ", num_iters.value_or(0));
  KC_CHECK(check_every >= 1, op, "check_every >= 1", "check_every = ", check_every);
  at::Tensor member;
  if (kernel) {
    KC_CHECK(kernel->dim() == 2, op, "a kernel of shape (kH, kW)", "shape ", kernel->sym_sizes());
    const int64_t kh = core::HostSize(*kernel, 0), kw = core::HostSize(*kernel, 1);
    KC_CHECK(kh % 2 == 1 && kw % 2 == 1, op, "odd kernel sizes", "a ", kh, "x", kw, " kernel");
    // A bool copy (the caller's kernel is never written), its centre set.
    const at::TensorOptions index = kernel->options().dtype(at::kLong);
    const at::Tensor centre =
        at::arange(kh, index).eq(kh / 2).unsqueeze(1).logical_and(at::arange(kw, index).eq(kw / 2));
    member = kernel->ne(0).logical_or(centre);
  } else {
    member = at::ones({3, 3}, seed.options().dtype(at::kBool));
  }
  if (method == "erosion") return -Up(-seed, -mask, member, num_iters);
  return Up(seed, mask, member, num_iters);
}

}  // namespace kornia::morphology

KC_NATIVE_OPERATOR(_reconstruction, "(Tensor start, Tensor mask, Tensor kernel) -> Tensor",
                   &kornia::morphology::reconstruction_internal::ClosureCpu,
                   &kornia::morphology::reconstruction_internal::ClosureComposite,
                   {.dtypes = {at::kHalf, at::kBFloat16, at::kFloat, at::kDouble},
                    .family = kornia::native::Family::kFlood});

TORCH_LIBRARY_IMPL(kornia_cpp, Meta, m) {
  m.impl("_reconstruction", &kornia::morphology::reconstruction_internal::ClosureMeta);
}

namespace kornia::morphology {

KC_OP(reconstruction,
      {.kornia = "kornia.morphology.reconstruction",
       .image = core::ImageSpec{.noun = "a seed",
                                .rank = core::ImageRank::kBatch,
                                .dtypes = core::ImageDtypes::kFloating},
       .overloads = {core::Def(
           "(Tensor seed, Tensor mask, Tensor? kernel=None, str method='dilation', int? "
           "num_iters=None, int check_every=4, str engine='auto') -> Tensor",
           [](const at::Tensor& seed, const at::Tensor& mask,
              const c10::optional<at::Tensor>& kernel, std::string method,
              c10::optional<int64_t> num_iters, int64_t check_every, std::string engine) {
             return reconstruction(seed, mask, core::StdOptional(kernel), method,
                                   core::StdOptional(num_iters), check_every, engine);
           })},
       // The seed a shifted copy of the image (the image's dtype, so the
       // dtype probes reach the seed's check first); 16 steps, not the
       // closure: the descriptor's composite points run the call's composite
       // form on every layout, and the closure's is H x W - 1 steps (25,599
       // on the 160 x 160 layout, two minutes). The closure's native and
       // composite forms are compared on the case's points.
       .call =
           [](const at::Tensor& x) {
             return reconstruction(at::roll(x, {7}, {-1}), x, std::nullopt, "dilation", 16);
           },
       .natives = {"_reconstruction", "_morph_window"}});

}  // namespace kornia::morphology

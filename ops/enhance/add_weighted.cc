#include "ops/enhance/add_weighted.h"

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>

#include "ops/core/check.h"
#include "ops/core/op_registration.h"
#include "ops/enhance/factor.h"

namespace kornia::enhance {

namespace add_weighted_internal {

const char* const kOp = add_weighted_op().name.c_str();

void CheckSources(const at::Tensor& src1, const at::Tensor& src2) {
  core::CheckImage(add_weighted_op(), src1);
  KC_CHECK(src2.sym_sizes() == src1.sym_sizes(), kOp,
           c10::str("src2 of src1's shape ", src1.sym_sizes()), "shape ", src2.sym_sizes());
  KC_CHECK_DTYPE(src2.scalar_type() == src1.scalar_type(), kOp,
                 c10::str("src2 of src1's dtype ", core::DtypeName(src1.scalar_type())),
                 core::DtypeName(src2.scalar_type()));
}

}  // namespace add_weighted_internal

at::Tensor add_weighted(const at::Tensor& src1, double alpha, const at::Tensor& src2, double beta,
                        double gamma) {
  using namespace add_weighted_internal;
  CheckSources(src1, src2);
  return src1 * alpha + src2 * beta + gamma;
}

at::Tensor add_weighted(const at::Tensor& src1, const at::Tensor& alpha, const at::Tensor& src2,
                        const at::Tensor& beta, const at::Tensor& gamma) {
  using namespace add_weighted_internal;
  CheckSources(src1, src2);
  return src1 * detail::Broadcastable(kOp, "alpha", src1, alpha) +
         src2 * detail::Broadcastable(kOp, "beta", src1, beta) +
         detail::Broadcastable(kOp, "gamma", src1, gamma);
}

}  // namespace kornia::enhance

namespace kornia::enhance {

KC_OP(add_weighted,
      {.kornia = "kornia.enhance.add_weighted",
       .module = {"AddWeighted", {"alpha", "beta", "gamma"}, {"src1", "src2"}},
       .image = core::ImageSpec{.noun = "src1"},
       .overloads = {
           core::Def("(Tensor src1, float alpha, Tensor src2, float beta, float gamma) -> Tensor",
                     static_cast<at::Tensor (*)(const at::Tensor&, double, const at::Tensor&,
                                                double, double)>(&kornia::enhance::add_weighted)),
           core::Def(
               "Tensor",
               "(Tensor src1, Tensor alpha, Tensor src2, Tensor beta, Tensor gamma) -> Tensor",
               static_cast<at::Tensor (*)(const at::Tensor&, const at::Tensor&, const at::Tensor&,
                                          const at::Tensor&, const at::Tensor&)>(
                   &kornia::enhance::add_weighted))}});

}  // namespace kornia::enhance

// Planted defects for the Python paths (//conformance:python_planted_test):
// operators in a namespace of their own, kornia_cpp_planted, each with one of
// the defects the Python checks exist to catch. Never linked with the op
// library (a second TORCH_LIBRARY of one namespace aborts the process).
//   rgb_to_hsv: a schema default other than Kornia's (eps=1e-6, Kornia 1e-8):
//     the schema check (python_schema.py) must name it.
//   posterize: its kernel registered under the CPU dispatch key instead of
//     CompositeImplicitAutograd: opaque to export (no decomposition, no fake
//     kernel): the export check and opcheck must fail on it.
//   flatten_batch: reads the batch as an int64 (x.size(0)) where it flows into
//     a shape: the dynamic-batch export must fail on it, and pass on
//     flatten_batch_symint, the same op reading it as a SymInt.
//   gaussian_blur2d: Kornia's defaults in its default overload, but
//     border_type='constant' (Kornia 'reflect') in its `.Tensor` overload only:
//     the schema check reads every overload and must name it.
//   invert_untyped: refuses a non-image shape with the right message but an
//     untyped c10::Error (Python's RuntimeError where Kornia raises
//     ValueError): the errors check must name the class.
#include <ATen/ATen.h>
#include <torch/library.h>

namespace {

at::Tensor Posterize(const at::Tensor& input, int64_t bits) {
  const int64_t shift = 8 - bits;
  return ((input * 255).to(at::kByte) / (1 << shift) * (1 << shift)).to(input.scalar_type()) /
         255.0;
}

}  // namespace

TORCH_LIBRARY(kornia_cpp_planted, m) {
  m.def("rgb_to_hsv(Tensor image, float eps=1e-06) -> Tensor",
        [](const at::Tensor& image, double) { return image.clone(); });
  m.def("posterize(Tensor input, int bits) -> Tensor");
  m.def(
      "gaussian_blur2d(Tensor input, int[2] kernel_size, float[2] sigma, str "
      "border_type='reflect', bool separable=True) -> Tensor");
  m.def(
      "gaussian_blur2d.Tensor(Tensor input, int[2] kernel_size, Tensor sigma, str "
      "border_type='constant', bool separable=True) -> Tensor");
  m.impl("posterize", c10::DispatchKey::CPU, TORCH_FN(Posterize));
  m.def("flatten_batch(Tensor x) -> Tensor", [](const at::Tensor& x) {
    return x.reshape({x.size(0), -1});
  });
  m.def("flatten_batch_symint(Tensor x) -> Tensor", [](const at::Tensor& x) {
    return x.reshape_symint({x.sym_size(0), -1});
  });
  m.def("invert_untyped(Tensor image) -> Tensor", [](const at::Tensor& image) {
    TORCH_CHECK(image.dim() >= 3,
                "invert_untyped(): expected an image of shape (*, C, H, W), but got shape ",
                image.sizes());
    return 1.0 - image;
  });
}

// Planted linspace ramps and default-dtype reads.
#include <torch/torch.h>

torch::Tensor op(int64_t w) {
  auto xs = torch::linspace(0, w - 1, w);  // expect: linspace-ramp, device-less-factory
  auto d = c10::typeMetaToScalarType(at::get_default_dtype());  // expect: default-dtype
  torch::set_default_dtype(caffe2::TypeMeta::Make<double>());  // expect: default-dtype
  return xs.to(d);
}

// The window filters' case (box_blur, laplacian, median_blur, unsharp_mask:
// an op on a (B, C, H, W) image over a (ky, kx) window with a border_type).
// Points, on 2 x 3 x 13 x 17 images unless said:
//   - per floating dtype x border x kernel size, one shape class
//     `<dtype>_<border>_k<ky>x<kx>`: 1 x 1 (where taken), 3 x 3, 5 x 5, 3 x 7,
//     7 x 3, 2 x 2 and 4 x 6 (where even sizes are taken), and the largest
//     the border takes on 13 x 17 (reflect 25 x 33, circular 27 x 35,
//     constant and replicate 31 x 39);
//   - per floating dtype, the 5 x 5 reflect call on every value class
//     (`<dtype>_host_k5_<class>`, one graph), on the threads-size image
//     (`<dtype>_reflect_k5_large`), and on a constant image;
//   - uint8, int32 and bool images (`<dtype>_host_k5`, float32 out);
//   - 1 x 17 and 13 x 1 images and a 3 x 3 image under a 7 x 7 kernel,
//     constant and replicate (`float32_<border>_h1` / `_w1` / `_small`).
// Errors: the kernel sizes refused (even, zero, 1 x 1 where refused), an
// unknown border, reflect and circular radii past the side, replicate on an
// empty side; and the signature's.
#pragma once

#include <array>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "conformance/cases/family.h"

namespace kornia::conformance::cases {

using WindowFn =
    std::function<torch::Tensor(const torch::Tensor&, std::array<int64_t, 2>, const std::string&)>;

// Another form of the op (another host argument), swept per floating dtype x
// border on 3 x 3 and 3 x 7 (and 4 x 6 where even sizes are taken):
// `<dtype>_<border>_k<ky>x<kx>_<name>`.
struct WindowForm {
  std::string name;
  WindowFn run;
  std::map<std::string, KorniaArg> kornia_kwargs;
};

struct WindowSpec {
  WindowFn run;  // the op at (kernel_size, border_type), its other arguments fixed
  // Kornia's call is (input, kernel_size, border_type=..., **kornia_kwargs).
  std::map<std::string, KorniaArg> kornia_kwargs;
  bool even = false;       // even sizes taken (box_blur); else refused
  bool single_tap = true;  // 1 x 1 taken; else refused (laplacian)
  // The refusal of a size: "expected <size_what>, but got kernel_size = ...".
  std::string size_what = "a positive odd kernel size";
  std::vector<WindowForm> forms;
};

OpCase WindowOp(const core::OpSpec& op, WindowSpec s);

}  // namespace kornia::conformance::cases

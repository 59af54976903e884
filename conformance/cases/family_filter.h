// The filter family: a 2-D kernel of odd size slid over an image with a
// border mode (gaussian_blur2d, box_blur, median_blur, laplacian, sobel, ...).
//
// FilterOp generates, from the op's signature and its FilterSpec:
//   - per floating dtype x border x kernel size, one shape class
//     `<dtype>_<border>_k<h>x<w>` on a 2 x 3 x 13 x 17 image, one point per
//     per-sample parameter table (`_<table>`), the table a graph input so
//     the graph traced on one table replays on the others; the sizes run
//     from 1 x 1 to the largest each border takes on that image
//     (LargestKernel: reflect 25 x 33, circular 27 x 35, constant and
//     replicate 31 x 39, wider than the image);
//   - the usual host call on every value class (`<dtype>_<host_id>_<class>`),
//     on integer images where the signature takes them, and on the large
//     image of the threads check (`<dtype>_<large_id>_large`);
//   - the errors every filter has: an even and a zero kernel side, an
//     unknown border mode, and (for reflect and circular) a kernel wider
//     than the border mode allows on the image,
//     each with the message the contract's form implies, plus the signature's.
#pragma once

#include <algorithm>
#include <array>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include "conformance/cases/family.h"

namespace kornia::conformance::cases {

using KernelSize = std::array<int64_t, 2>;

struct FilterSpec {
  // The op on image `x` with kernel size `ks`, per-sample parameter table
  // `params` (undefined when the op has none) and border mode `border`.
  std::function<torch::Tensor(const torch::Tensor& x, KernelSize ks, const torch::Tensor& params,
                              const std::string& border)>
      call;
  // Named per-sample parameter tables, rows of 1 or 2 (the batch): float32
  // values (widened to float64 for float64 images). Empty: none.
  std::vector<std::pair<std::string, std::vector<std::vector<double>>>> params;
  std::vector<KernelSize> kernel_sizes = {{1, 1}, {3, 3},   {5, 5}, {7, 7},
                                          {9, 9}, {11, 11}, {3, 7}, {7, 3}};
  std::string border_arg = "border_type";
  std::vector<std::string> borders = {"constant", "reflect", "replicate", "circular"};
  // The usual call with host parameters, and its Kornia form.
  ImageCall host;
  std::string host_kornia;
  std::string host_id = "host", large_id = "large";
};

// The largest kernel `border` takes on an h x w image: reflect pads by less
// than a side (radius < side), circular by at most a side (radius <= side);
// constant and replicate take any size, swept at a kernel two wider than the
// circular one on each axis (the kernel overhangs the image on every side).
KernelSize LargestKernel(const std::string& border, int64_t h, int64_t w);

torch::Tensor ParamTable(const std::vector<std::vector<double>>& rows,
                         torch::ScalarType image_dtype);

std::vector<SweepPoint> FilterPoints(const FilterSpec& s, bool integer_images);

// The errors every filter has, on a 2 x 3 x 6 x 6 image with the first
// parameter table: kernel sides even and zero, an unknown border, and (where
// reflect is a mode) a kernel radius not below the image side.
std::vector<ErrorCase> FilterErrors(const std::string& op, const FilterSpec& s);

// ImageOp + FilterPoints + FilterErrors. The per-sample parameter table is
// a batched input (batch_inputs {0, 1}) when the op has one.
OpCase FilterOp(ImageOpSpec spec, const FilterSpec& filter);

}  // namespace kornia::conformance::cases

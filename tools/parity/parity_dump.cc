// Our side of the Kornia parity run (tools/parity/run drives it), generic over
// the case registry: no per-op code here or in kornia_parity.py.
//   parity_dump dump <dir>: for every registered case that names the Kornia
//     function it mirrors (OpCase::kornia), every sweep point: its inputs (the
//     harness's counter-based generator), our output of the point's user path,
//     and the point's Kornia call (SweepPoint::kornia: arguments with "$i" for
//     input i and "$dtype" for the point's dtype), one record each, as raw
//     little-endian bytes plus manifest.json; cases without a Kornia function
//     are listed with their reason (OpCase::kornia_none). Each call is
//     validated here: JSON that does not parse, or an "$i" past the point's
//     inputs, fails the dump. tools/parity/kornia_parity.py then calls the
//     named function on each record and adds its output.
//   parity_dump report <dir> <report.md> <pin> <commit>: compares the two with
//     golden::Compare (bit-identical, max abs, max ulp) and golden::AllClose at
//     Kornia's own tolerance for the dtype; writes the report; exits 1 on a
//     difference beyond it without a written explanation (kExplained), or on an
//     explanation that no longer applies.
#include <torch/types.h>

#include <algorithm>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <stdexcept>
#include <string>

#include "conformance/inputs.h"
#include "conformance/registry.h"
#include "conformance/signature.h"
#include "golden/compare.h"

namespace kc = kornia::conformance;
namespace golden = kornia::golden;
using nlohmann::json;

namespace {

std::string out_dir;
int counter = 0;

json Save(const torch::Tensor& t) {
  const torch::Tensor c = t.contiguous();
  const std::string file = "t" + std::to_string(counter++) + ".bin";
  std::ofstream out(out_dir + "/" + file, std::ios::binary);
  out.write(static_cast<const char*>(c.data_ptr()), c.numel() * c.element_size());
  if (!out) throw std::runtime_error("cannot write " + out_dir + "/" + file);
  return {{"file", file}, {"dtype", kc::DtypeId(t.scalar_type())}, {"shape", t.sizes().vec()}};
}

int Dump() {
  json records = json::array(), uncompared = json::array(), raised = json::array();
  json cases = json::object();
  int64_t skipped = 0;
  for (const auto& [name, c] : kc::Registry::Global().cases()) {
    if (c.kornia.empty()) {
      uncompared.push_back({{"op", name}, {"reason", c.kornia_none}});
      continue;
    }
    // What the Python paths (conformance/python_paths.py) need of the case:
    // which inputs carry the batch (the dynamic-batch export), and the fused
    // bound a compiled graph is held to.
    // The refusals its image signature implies (its errors path: the class
    // Python sees, against Kornia's): the shapes of conformance/signature.h
    // and the probe dtypes it does not claim, for the image (input 0).
    json refused_shapes = json::array(), refused_dtypes = json::array();
    if (c.image) {
      for (const kc::RefusedShape& r : kc::RefusedShapes(*c.image))
        refused_shapes.push_back({{"id", r.id}, {"shape", r.shape}});
      if (c.probe)
        for (torch::ScalarType d : kc::AllProbeDtypes())
          if (c.claimed_dtypes.count(d) == 0) refused_dtypes.push_back(kc::DtypeId(d));
    }
    cases[name] = {{"package", c.package},
                   {"batch_inputs", c.batch_inputs},
                   {"batch_preserving", c.batch_preserving},
                   {"fused_ulp", c.tolerance.fused_ulp},
                   {"fused_abs", c.tolerance.fused_abs},
                   {"fused_reason", c.tolerance.reason},
                   {"refused_shapes", refused_shapes},
                   {"refused_dtypes", refused_dtypes}};
    for (const kc::SweepPoint& p : c.points()) {
      // A point Kornia cannot take (sharpness under 3 pixels, where its
      // conv2d fails: KorniaCall::none says why): ours is held by every other
      // check, not compared here.
      if (!p.kornia.none.empty()) {
        ++skipped;
        continue;
      }
      if (p.composite_only) continue;  // the composite check's alone (checks.h)
      const json call = p.kornia.ToJson(c.name + "/" + p.id + ": ", p.inputs.size());
      // A point this torch cannot run (torch 1.13.1's missing float16
      // kernels: its known failures) is listed with torch's error, not
      // compared; the CI pin, where parity runs, has none.
      at::Tensor output;
      try {
        output = p.run(p.inputs);
      } catch (const c10::Error& e) {
        raised.push_back({{"op", name}, {"variant", p.id}, {"error", e.what_without_backtrace()}});
        continue;
      }
      json in = json::array();
      for (const auto& t : p.inputs) in.push_back(Save(t));
      records.push_back({{"op", name},
                         {"kornia", c.kornia},
                         {"call", call},
                         {"dtype", p.dtype},
                         {"variant", p.id},
                         {"class", p.shape_class},
                         {"inputs", in},
                         {"output", Save(output)}});
      if (p.unbatched) records.back()["unbatched"] = true;  // no dynamic batch
    }
  }
  std::ofstream manifest(out_dir + "/manifest.json");
  manifest << json{
      {"records", records},
      {"cases", cases},
      {"uncompared", uncompared},
      {"raised",
       raised}}.dump(1);
  if (!manifest) throw std::runtime_error("cannot write " + out_dir + "/manifest.json");
  std::cout << "parity_dump: " << records.size() << " records of "
            << kc::Registry::Global().cases().size() - uncompared.size() << " cases in " << out_dir
            << "; " << uncompared.size() << " case(s) without a Kornia call; " << skipped
            << " point(s) Kornia cannot take; " << raised.size()
            << " point(s) this torch cannot run\n";
  return 0;
}

}  // namespace

// (op, dtype) -> why our output may differ from Kornia's beyond its tolerance.
// Checked: an entry whose records are all within tolerance fails the report
// (an entry with no records in the dump is not judged).
// The linear color conversions in float16/bfloat16 (see kExplained).
const char* const kHalfColorMatrix =
    "a fix on purpose: Kornia's einsum runs in the half dtype; ours (color_matrix.h) computes in "
    "float32 and rounds once. Measured on 4 x 3 x 64 x 64 uniform images against a float64 "
    "reference (rgb_to_yuv): ours is the correctly rounded value at 99.9% of elements (Kornia: "
    "65.6% float16, 40.1% bfloat16), max error 0.00024 vs 0.00047 (float16) and 0.0020 vs 0.0037 "
    "(bfloat16); the largest differences are on the large and extremal value classes, where "
    "one rounding of a half-precision partial sum is large in absolute terms";

// The pow of the sRGB curve in float32 (core::ScalarPath).
const char* const kLibmPow =
    "a fix on purpose: ours takes libm's powf for every element (core::ScalarPath), Kornia's "
    "at::pow takes ATen's vector powf for all but each loop's tail. Measured on 100,000 float32 "
    "values against a float64 reference: libm's is the correctly rounded value at 100% of "
    "elements, the vector kernel's at 35.6% on [0, 1] (max relative error 3.3e-7) and 0.03% on "
    "values of 2**10..2**50 (3.3e-6, the 51 ulp of the large class)";

// Lab and Luv: kLibmPow's difference, through a cancellation.
const char* const kLabPow =
    "a fix on purpose (kLibmPow's): ours takes libm's powf for every element (core::ScalarPath; "
    "half images compute in float32 and round once, as Kornia's), Kornia's at::pow ATen's vector "
    "powf; Lab's a = 500 (f(x) - f(y)) and b = 200 (f(y) - f(z)), and Luv's u' - u'_white, cancel "
    "near grey, so an ulp of the pow becomes up to 6.1e-5 absolute on [0, 1] images: many ulp of "
    "an output near 0. The large class's max abs is a few ulp of outputs near 1e38";

// image_histogram2d's compact kernels on infinite pixels.
const char* const kInfPixel =
    "a fix on purpose: Kornia multiplies its triangular and epanechnikov kernels by the support "
    "mask, so an infinite pixel (or, epanechnikov, one whose u**2 overflows) gives 0 * inf = NaN "
    "in every bin of its channel; ours clamps u to 2 first and counts such a pixel 0, as any "
    "other value beyond the support: the NaN masks differ on the large class only";

// linear_transform's contraction on overflowing sums.
const char* const kSumOrder =
    "our contraction sums in index order, Kornia's mm in its BLAS kernel's order (ours does not "
    "follow the thread count); on the extremal class the float32 partial sums "
    "overflow, and which of them reaches +-inf first decides whether inf - inf = NaN appears: "
    "the NaN masks differ at 3 elements of one point, every finite element is equal";

// raw_to_rgb's green on non-finite inputs.
const char* const kZeroTaps =
    "a fix on purpose: Kornia's 3 x 3 convolution multiplies its five zero taps too, so an inf "
    "or NaN at a diagonal neighbour or at the centre makes the green NaN (0 * inf); ours sums "
    "the four neighbours alone: the NaN masks differ on the extremal and NaN value classes only";

// equalize_clahe's infinite clip_limit.
const char* const kClipInfinity =
    "a fix on purpose: Kornia's host threshold max(clip * pixels // 256, 1) is NaN for an "
    "infinite limit (inf // 256 is NaN in Python; the point passes 1e308, whose product "
    "overflows to inf), which clamps every count to NaN and the whole image with it; ours "
    "takes floor(inf) = inf, a limit that clips nothing (the 1000 point's result)";

// equalize_clahe in float16/bfloat16: the infinite limit, and even tiles.
const std::string kClaheHalf =
    std::string(kClipInfinity) +
    "; and every other difference is at an even-tile point (both natural tile sizes even: "
    "16 x 18 on 4 x 3, 12 x 12 on 2 x 2 and 3 x 3), where Kornia blends with its second "
    "formula (weights from a reversed arange, b + w (t - b)) and ours with the one formula of "
    "its odd tiles (t + (b - t) w): the same blend in another op order, each op rounding in the "
    "half dtype, 1 to 4 ulp apart (float32 and float64: within 3 ulp and Kornia's tolerance)";

// ZCA on rank-deficient data (N < F, duplicated features).
const char* const kRankDeficient =
    "ill-conditioned on purpose: on rank-deficient data (12 features, 3 samples; duplicated "
    "features) the null space's singular values are rounding noise (1e-9 to 1e-8 in float32), "
    "which the transform weights by 1 / sqrt(S + eps), about 1000: ours sums the covariance in "
    "index order (a cumsum, thread-count independent), Kornia's mm in its BLAS kernel's order, "
    "and that last-ulp difference moves the null-space directions' weights by O(1). float64 "
    "(noise 1e-17) agrees to 2.3e-8; every full-rank point is within tolerance";

// The filters (ops/filters/taps.h) in float16/bfloat16.
const char* const kHalfTaps =
    "a fix on purpose: Kornia's conv2d (or avg_pool2d, or its slice sum) adds the taps in the "
    "half dtype, each partial sum rounded to 11 (8) bits, and filter2d_separable rounds between "
    "its two passes; ours sums in float32 and rounds once (gaussian_blur2d's form): the "
    "differences are Kornia's half rounding, a few ulp on uniform images and overflow to inf on "
    "the large and extremal value classes where Kornia's half sum overflows and ours does not";

// sobel in float16: the magnitude.
const char* const kHalfMagnitude =
    "a fix on purpose: Kornia rounds the gradients to half and squares them there (gx * gx "
    "overflows to inf for a gradient past 256 in float16), ours computes sqrt(gx^2 + gy^2 + eps) "
    "in "
    "float32 and rounds once: finite where Kornia's is inf on the large value classes, within "
    "a few ulp elsewhere";

// The filters' float64 extremal values.
const char* const kTapOverflow =
    "the extremal value class (values near +-1e291 beside tiny ones): a window's sum of taps "
    "overflows to +-inf in one order of additions and not in another, and the order is the "
    "convolution backend's in Kornia (conv2d's), row-major in ours (taps.h); every finite "
    "point of the class agrees within tolerance";

// laplacian on integer images.
const char* const kLaplacianSlices =
    "Kornia's float32 form below oneDNN's size divides the image by 2 (k^2 - 1) and subtracts "
    "k^2 times it from the window's sum of slices, ours correlates the normalized kernel in one "
    "order: on integer images (values up to 255) the two round apart by a few ulp of a window "
    "sum near 255, past Kornia's absolute tolerance 1e-5 (max 3.8e-5); float images, values in "
    "[0, 1], are within it";

// get_motion_kernel3d's bilinear rotation in float16/bfloat16.
const char* const kHalfRotation3d =
    "Kornia builds rotate3d's 4x4 homography in the half dtype (its translation c - R c rounded "
    "to 11 (8) bits), normalizes and inverts it with torch.linalg.inv in float32; ours inverts "
    "the same half rotation matrix by its adjugate in float32 with that rounded translation: the "
    "sampling grids differ by float32 roundoff, which moves the small weights spread off the "
    "line by a few half ulp (nearest mode and float32/float64 are within tolerance; measured on "
    "2.14.1: max abs 2.4e-4 float16, 3.9e-3 bfloat16)";

// motion_blur3d's float32 volumes under float16/bfloat16 bilinear angles.
const char* const kHalfAngleBlur3d =
    "the float32_bilinear_angle_float16 and _bfloat16 points only: their kernel is "
    "get_motion_kernel3d's bilinear kernel in the half angle dtype, a few half ulp from Kornia's "
    "(see get_motion_kernel3d's entry), and the float32 volume shows it (measured on 2.14.1: "
    "max abs 3.2e-4 float16, 3.1e-3 bfloat16); the other float32 points measured are within "
    "tolerance (nearest ones bit-identical)";

// bilateral_blur and joint_bilateral_blur in float16/bfloat16.
const char* const kHalfBilateral =
    "a fix on purpose: Kornia computes the colour distances, the weights (exp) and both window "
    "sums in the half dtype, each step rounded to 11 (8) bits; ours takes the same half kernel "
    "and sigmas and computes in float32, rounding once at the end (gaussian_blur2d's form). "
    "Measured on 2.14.1 against Kornia's eager (unfold) path on uniform images, kernels 3 to 9, "
    "1, 3 and 4 channels, every border: max abs 1.5e-3 float16, 1.2e-2 bfloat16; float32 and "
    "float64 within 13 ulp (the same weights summed in another order)";

// Explanations needed on one CPU vendor only: Kornia's side of these points
// runs MKL's BLAS, whose kernel (and so its summation order) is per vendor
// (MKL_CBWR pins it on Intel only: golden/numeric_env.h). zca_whiten's
// rank-deficient float16 point is past tolerance on an Intel Xeon and within
// it on an AMD EPYC (2.14.1): not judged stale.
const std::set<std::pair<std::string, std::string>> kVendorDependent = {{"zca_whiten", "float16"}};

// fft_conv: Kornia's FFT against ours, filter2d's taps.
const char* const kFftRoundoff =
    "a fix on purpose: ours is filter2d's correlation, the taps summed in a fixed order "
    "(fft_conv.h: ATen's CPU FFT is MKL's or pocketfft's, whose rounding follows the CPU, and "
    "goldens must hold on every x86 CPU); Kornia's goes through rfftn and irfftn (in float32 for "
    "half images, rounded once at the end), whose roundoff is relative to the whole plane's "
    "magnitude, not each output's: outputs near 0 differ by many ulp (measured on 2.14.1, "
    "finite value classes: max abs 3.4e-5 float32 on the 25x33 to 31x39 kernels, past the "
    "1e-5 absolute tolerance; in float16 and bfloat16 the float32 results round to neighbouring "
    "half values, max 0.0156 and 0.125 on sums near 16); on the large and extremal classes an "
    "inf or NaN anywhere in a channel makes Kornia's whole channel non-finite (its documented "
    "behaviour), where ours keeps it to the windows that reach it";

// canny's serpentine point in float32 and the half dtypes.
const char* const kCannyTies =
    "the serpentine point only: its 3-pixel corridor is mirror-symmetric, so non-maximum "
    "suppression compares tied gradient magnitudes across it, and the blur's last bit decides "
    "which side is kept (ours: gaussian_blur2d's separable taps in a fixed order, in float32 for "
    "half images; Kornia's: conv2d's order, in the half dtype): the kept pixels move by one "
    "across the corridor, with the same edge count (349 of 1,320 pixels; measured on 2.14.1, "
    "611 packed elements differ in float32, 384 in float16 and bfloat16); float64 is "
    "bit-identical there, and every other point within tolerance";

// The bilinear resamplings (ops/geometry/interpolate.h).
const char* const kBilinearFixedOrder =
    "a fix on purpose: ours is ATen's bilinear formula (its taps and weights, each row along W "
    "then the rows along H, t0 * w0 + t1 * w1) in separate multiplies and adds; ATen's "
    "upsample_bilinear2d contracts some of its loop variants into FMAs, so its bits depend on "
    "the thread count (16,231 of 46,080 float32 outputs of a 128 x 128 -> 96 x 80 resize "
    "differ between 1 and 2 threads on 2.14.1), and goldens must hold on every thread count. "
    "Measured on 2.14.1: in-range images within 5e-7 (float32) and one half ulp (float16, "
    "bfloat16) of Kornia's; on the large and extremal value classes (|x| up to 3.4e38) the "
    "two roundings of a near-cancelling t0 * w0 + t1 * w1 differ by up to 169 ulp of the "
    "result (float32) and 5 ulp (float16)";

// invert_affine_transform's closed form (no linalg_inv).
const char* const kAffineInverse =
    "a fix on purpose: ours is the closed-form inverse computed in float64 and rounded once; "
    "Kornia's is torch.linalg.inv (LAPACK LU) of the padded 3 x 3 in the dtype (float32 for "
    "half). Measured on 32,768 (2, 3) matrices uniform in [-2, 2] in float32 against the float64 "
    "inverse: ours is the correctly rounded value at 100% of entries, Kornia's at 47.4%, its max "
    "error 1.3e-3 of the matrix's largest entry (82.7 absolute on a near-singular one). A NaN "
    "entry: LU's pivoting spreads it over the whole inverse, the closed form only to the entries "
    "that read it";

// get_projective_transform's sin/cos and closed-form to_origin (and get_affine_matrix3d's, which
// calls it).
const char* const kProjectiveRotation =
    "a fix on purpose: ours takes libm's sin and cos for every element (core::ScalarPath), "
    "Kornia's ATen's vector kernels for all but each loop's tail, so a rotation entry can differ "
    "in its last bit by the angle's place in the batch; the 4 x 4 products carry that to the "
    "entries that cancel near 0 (float32_large: max abs 1.1e-4 on entries up to ~100), and for "
    "the large value class (angles up to 2**126 degrees) the two argument reductions disagree "
    "outright. A NaN in the center: Kornia's to_origin is linalg.inv_ex of [[I, c], [0, 1]], "
    "whose LU spreads the NaN over the whole inverse; ours is the closed form [[I, -c], [0, 1]]";

const std::map<std::pair<std::string, std::string>, std::string> kExplained = {
    {{"invert_affine_transform", "bfloat16"}, kAffineInverse},
    {{"invert_affine_transform", "float16"}, kAffineInverse},
    {{"invert_affine_transform", "float32"}, kAffineInverse},
    {{"invert_affine_transform", "float64"}, kAffineInverse},
    {{"get_projective_transform", "bfloat16"}, kProjectiveRotation},
    {{"get_projective_transform", "float16"}, kProjectiveRotation},
    {{"get_projective_transform", "float32"}, kProjectiveRotation},
    {{"get_projective_transform", "float64"}, kProjectiveRotation},
    {{"get_affine_matrix3d", "float32"}, kProjectiveRotation},
    {{"fft_conv", "bfloat16"}, kFftRoundoff},
    {{"fft_conv", "float16"}, kFftRoundoff},
    {{"fft_conv", "float32"}, kFftRoundoff},
    {{"fft_conv", "float64"}, kFftRoundoff},
    {{"canny", "bfloat16"}, kCannyTies},
    {{"canny", "float16"}, kCannyTies},
    {{"canny", "float32"}, kCannyTies},
    {{"motion_blur", "float64"}, kTapOverflow},
    {{"get_motion_kernel3d", "bfloat16"}, kHalfRotation3d},
    {{"get_motion_kernel3d", "float16"}, kHalfRotation3d},
    {{"motion_blur3d", "float32"}, kHalfAngleBlur3d},
    {{"convolve2d", "bfloat16"}, kHalfTaps},
    {{"convolve2d", "float16"}, kHalfTaps},
    {{"convolve2d", "float64"}, kTapOverflow},
    {{"convolve3d", "bfloat16"}, kHalfTaps},
    {{"convolve3d", "float16"}, kHalfTaps},
    {{"convolve3d", "float64"}, kTapOverflow},
    {{"correlate2d", "bfloat16"}, kHalfTaps},
    {{"correlate2d", "float16"}, kHalfTaps},
    {{"correlate2d", "float64"}, kTapOverflow},
    {{"correlate3d", "bfloat16"}, kHalfTaps},
    {{"correlate3d", "float16"}, kHalfTaps},
    {{"correlate3d", "float64"}, kTapOverflow},
    {{"filter3d", "bfloat16"}, kHalfTaps},
    {{"filter3d", "float16"}, kHalfTaps},
    {{"filter3d", "float64"}, kTapOverflow},
    {{"spatial_gradient3d", "bfloat16"}, kHalfTaps},
    {{"spatial_gradient3d", "float16"}, kHalfTaps},
    {{"spatial_gradient3d", "float64"}, kTapOverflow},
    {{"bilateral_blur", "bfloat16"}, kHalfBilateral},
    {{"bilateral_blur", "float16"}, kHalfBilateral},
    {{"joint_bilateral_blur", "bfloat16"}, kHalfBilateral},
    {{"joint_bilateral_blur", "float16"}, kHalfBilateral},
    {{"box_blur", "bfloat16"}, kHalfTaps},
    {{"box_blur", "float16"}, kHalfTaps},
    {{"box_blur", "float64"}, kTapOverflow},
    {{"filter2d", "bfloat16"}, kHalfTaps},
    {{"filter2d", "float16"}, kHalfTaps},
    {{"filter2d", "float64"}, kTapOverflow},
    {{"filter2d_separable", "bfloat16"}, kHalfTaps},
    {{"filter2d_separable", "float16"}, kHalfTaps},
    {{"laplacian", "bfloat16"}, kHalfTaps},
    {{"laplacian", "float16"}, kHalfTaps},
    {{"laplacian", "float64"}, kTapOverflow},
    {{"laplacian", "int32"}, kLaplacianSlices},
    {{"laplacian", "uint8"}, kLaplacianSlices},
    {{"sobel", "float16"}, kHalfMagnitude},
    {{"raw_to_rgb", "bfloat16"}, kZeroTaps},
    {{"raw_to_rgb", "float16"}, kZeroTaps},
    {{"raw_to_rgb", "float32"}, kZeroTaps},
    {{"raw_to_rgb", "float64"}, kZeroTaps},
    {{"rgb_to_linear_rgb", "float32"}, kLibmPow},
    {{"rgb_to_xyz", "float16"}, kHalfColorMatrix},
    {{"rgb_to_yuv", "bfloat16"}, kHalfColorMatrix},
    {{"rgb_to_yuv", "float16"}, kHalfColorMatrix},
    {{"xyz_to_rgb", "bfloat16"}, kHalfColorMatrix},
    {{"xyz_to_rgb", "float16"}, kHalfColorMatrix},
    {{"yuv_to_rgb", "bfloat16"}, kHalfColorMatrix},
    {{"yuv_to_rgb", "float16"}, kHalfColorMatrix},
    {{"rgb_to_lab", "float16"}, kLabPow},
    {{"rgb_to_lab", "float32"}, kLabPow},
    {{"rgb_to_luv", "float16"}, kLabPow},
    {{"rgb_to_luv", "float32"}, kLabPow},
    {{"linear_transform", "bfloat16"}, kSumOrder},
    {{"image_histogram2d", "bfloat16"}, kInfPixel},
    {{"image_histogram2d", "float32"}, kInfPixel},
    {{"image_histogram2d", "float64"}, kInfPixel},
    {{"equalize_clahe", "bfloat16"}, kClaheHalf},
    {{"equalize_clahe", "float16"}, kClaheHalf},
    {{"equalize_clahe", "float32"}, kClipInfinity},
    {{"equalize_clahe", "float64"}, kClipInfinity},
    {{"zca_mean", "bfloat16"}, kRankDeficient},
    {{"zca_mean", "float16"}, kRankDeficient},
    {{"zca_mean", "float32"}, kRankDeficient},
    {{"zca_whiten", "float16"}, kRankDeficient},
    {{"zca_whiten", "float32"}, kRankDeficient},
    {{"pyrup", "float32"}, kBilinearFixedOrder},
    {{"rescale", "float16"}, kBilinearFixedOrder},
    {{"rescale", "float32"}, kBilinearFixedOrder},
    {{"resize", "float16"}, kBilinearFixedOrder},
    {{"resize", "float32"}, kBilinearFixedOrder},
    {{"resize_to_be_divisible", "float32"}, kBilinearFixedOrder},
    // The subsampled YUV conversions go through rgb_to_yuv / yuv_to_rgb.
    {{"rgb_to_yuv420", "bfloat16"}, kHalfColorMatrix},
    {{"rgb_to_yuv420", "float16"}, kHalfColorMatrix},
    {{"rgb_to_yuv422", "bfloat16"}, kHalfColorMatrix},
    {{"rgb_to_yuv422", "float16"}, kHalfColorMatrix},
    {{"yuv420_to_rgb", "bfloat16"}, kHalfColorMatrix},
    {{"yuv420_to_rgb", "float16"}, kHalfColorMatrix},
    {{"yuv422_to_rgb", "bfloat16"}, kHalfColorMatrix},
    {{"yuv422_to_rgb", "float16"}, kHalfColorMatrix},
};

torch::Tensor Load(const std::string& dir, const json& spec) {
  torch::ScalarType dtype = torch::kFloat;
  bool known = false;
  for (auto d : kc::AllProbeDtypes())
    if (kc::DtypeId(d) == spec.at("dtype").get<std::string>()) dtype = d, known = true;
  if (!known) throw std::runtime_error("parity: unknown dtype " + spec.dump());
  std::ifstream in(dir + "/" + spec.at("file").get<std::string>(), std::ios::binary);
  const std::string bytes((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  const auto shape = spec.at("shape").get<std::vector<int64_t>>();
  torch::Tensor t = torch::empty(shape, torch::TensorOptions().dtype(dtype));
  if (static_cast<size_t>(t.numel() * t.element_size()) != bytes.size())
    throw std::runtime_error("parity: size mismatch for " + spec.dump());
  std::memcpy(t.data_ptr(), bytes.data(), bytes.size());
  return t;
}

int Report(const std::string& dir, const std::string& report, const std::string& pin,
           const std::string& commit) {
  json manifest;
  std::ifstream(dir + "/manifest.json") >> manifest;
  struct Row {
    std::string variant;
    bool identical, close;
    double max_abs, max_ulp;
  };
  std::map<std::pair<std::string, std::string>, std::vector<Row>> rows;
  std::vector<std::string> unexplained;
  for (const auto& r : manifest.at("records")) {
    if (!r.contains("kornia_output"))
      throw std::runtime_error("parity: no Kornia output for " + r.dump());
    const torch::Tensor ours = Load(dir, r.at("output")), theirs = Load(dir, r.at("kornia_output"));
    const golden::Comparison cmp = golden::Compare(theirs, ours);
    const bool close =
        golden::AllClose(theirs, ours, golden::DefaultPeerTolerance(ours.scalar_type()));
    const auto key = std::pair{r.at("op").get<std::string>(), r.at("dtype").get<std::string>()};
    rows[key].push_back({r.at("variant").get<std::string>(), cmp.equal, close, cmp.max_abs,
                         static_cast<double>(cmp.max_ulp)});
    if (!close && !kExplained.count(key))
      unexplained.push_back(key.first + " " + key.second + " " +
                            r.at("variant").get<std::string>() + ": " + golden::Describe(cmp));
  }
  std::vector<std::string> stale;
  for (const auto& [key, why] : kExplained) {
    if (!rows.count(key)) continue;             // not in this dump (one package's, a planted one)
    if (kVendorDependent.count(key)) continue;  // needed on one CPU vendor, not the other
    bool needed = false;
    for (const auto& row : rows[key]) needed |= !row.close;
    if (!needed) stale.push_back(key.first + " " + key.second);
  }
  std::ofstream md(report);
  md << "# Kornia parity\n\nGenerated by `tools/parity/run` (torch " << pin
     << ", kornia 0.9.0, commit " << commit
     << "). Every sweep point of every case that names the Kornia function it mirrors, on the "
        "same deterministic inputs on both sides (the case registry, read by "
        "tools/parity/parity_dump.cc). Within tolerance: golden::AllClose with "
        "torch.testing.assert_close's per-dtype defaults (what Kornia's tests use). Do not "
        "edit by hand.\n\n"
     << "| op | dtype | variants | bit-identical | max abs diff | max ulp | within Kornia "
        "tolerance |\n"
     << "|---|---|---|---|---|---|---|\n";
  int total = 0, identical = 0;
  for (const auto& [key, list] : rows) {
    int same = 0;
    bool all_close = true;
    double max_abs = 0, max_ulp = 0;
    for (const auto& row : list) {
      same += row.identical;
      all_close &= row.close;
      max_abs = std::max(max_abs, row.max_abs);
      max_ulp = std::max(max_ulp, row.max_ulp);
    }
    total += list.size();
    identical += same;
    md << "| " << key.first << " | " << key.second << " | " << list.size() << " | "
       << (same == static_cast<int>(list.size())
               ? std::string("yes")
               : std::to_string(same) + "/" + std::to_string(list.size()))
       << " | " << max_abs << " | " << max_ulp << " | "
       << (all_close
               ? std::string("yes")
               : "no: " + (kExplained.count(key) ? kExplained.at(key) : std::string("UNEXPLAINED")))
       << " |\n";
  }
  md << "\n## Not compared\n\n";
  for (const auto& u : manifest.value("uncompared", json::array()))
    md << "- " << u.at("op").get<std::string>() << ": " << u.at("reason").get<std::string>()
       << "\n";
  md << "\n## Points that are not bit-identical\n\n"
     << "| op | dtype | variant | max abs | max ulp | within tolerance |\n"
     << "|---|---|---|---|---|---|\n";
  for (const auto& [key, list] : rows)
    for (const auto& row : list)
      if (!row.identical)
        md << "| " << key.first << " | " << key.second << " | " << row.variant << " | "
           << row.max_abs << " | " << row.max_ulp << " | " << (row.close ? "yes" : "no") << " |\n";
  std::cout << "kornia parity: " << total << " records, " << identical << " bit-identical, "
            << total - static_cast<int>(unexplained.size())
            << " within Kornia's tolerance or explained; report " << report << "\n";
  for (const auto& u : unexplained) std::cout << "UNEXPLAINED: " << u << "\n";
  for (const auto& s : stale)
    std::cout << "STALE EXPLANATION (within tolerance now): " << s << "\n";
  return unexplained.empty() && stale.empty() ? 0 : 1;
}

int main(int argc, char** argv) {
  const std::string mode = argc > 1 ? argv[1] : "";
  if (mode == "report" && argc == 6) return Report(argv[2], argv[3], argv[4], argv[5]);
  if (mode == "call" && argc == 4) {  // validates one Kornia call for N inputs (dump_test)
    try {
      // The call as a case writes it (registry.h's KorniaCall), from its JSON form.
      const json text = json::parse(argv[2]);
      const json args = text.value("args", json::array());
      const json kwargs = text.value("kwargs", json::object());
      if (!args.is_array() || !kwargs.is_object())
        throw std::runtime_error(
            std::string("expected {\"args\": [...], \"kwargs\": {...}}, but got ") + argv[2]);
      kc::KorniaCall call;
      for (const auto& a : args) call.args.push_back(a);
      for (const auto& [k, v] : kwargs.items()) call.kwargs[k] = v;
      std::cout << call.ToJson("call/argument: ", std::stoul(argv[3])).dump() << "\n";
      return 0;
    } catch (const std::exception& e) {
      std::cerr << "parity_dump: " << e.what() << "\n";
      return 1;
    }
  }
  if (mode != "dump" || argc != 3) {
    std::cerr << "usage: parity_dump dump <dir> | parity_dump report <dir> <report.md> <pin> "
                 "<commit> | parity_dump call <json> <inputs>\n";
    return 2;
  }
  out_dir = argv[2];
  try {
    std::filesystem::create_directories(out_dir);
    return Dump();
  } catch (const std::exception& e) {
    std::cerr << "parity_dump: " << e.what() << "\n";
    return 1;
  }
}

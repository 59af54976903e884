// What the native backend's kernel files share (runtime.cc, u8.cc, planes.cc,
// rgb.cc): the run counter, the pool's grain, the checks the CPU kernels start
// with, the RGB kernels' modes. Not the ops' API (that is native.h), and
// compiled into this library only.
#pragma once

#include <ATen/core/Tensor.h>

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstring>

#include "ops/native/native.h"

namespace kornia::native::detail {

// The input index of padded position p (-r <= p < n + r, r the border's
// radius, which the caller has checked fits: reflect r < n, circular r <= n)
// on an axis of n, or -1 where the border is zeros (torch's pad modes).
inline int64_t SourceIndex(int64_t p, int64_t n, WindowBorder border) {
  if (p >= 0 && p < n) return p;
  switch (border) {
    case WindowBorder::kZeros:
      return -1;
    case WindowBorder::kReflect:
      return p < 0 ? -p : 2 * (n - 1) - p;
    case WindowBorder::kReplicate:
      return p < 0 ? 0 : n - 1;
    case WindowBorder::kCircular:
      return ((p % n) + n) % n;
  }
  return -1;
}

// Elements per task of ATen's pool: 64 KiB of uint8, so a 256x256x3 image
// runs as 3 tasks and a batch spreads over every thread.
constexpr int64_t kGrain = int64_t{1} << 16;

// A refusal (of `op`) unless radii (ry, rx) of `border` fit an image of
// height x width (reflect: r < side; circular: r <= side; replicate: a
// non-empty side where r > 0); an empty image always fits.
void CheckPadFits(const char* op, WindowBorder border, int64_t ry, int64_t rx, int64_t height,
                  int64_t width);

// The rows y - 1, y, y + 1 of a plane (height x width, row-major),
// replicate-padded by one on every side, written into `padded` (3 rows of
// width + 2) and pointed to by rows[0..2]: the 3 x 3 window of output row y
// (sobel's kernels).
template <class T>
void ReplicatePaddedRows3(const T* plane, int64_t height, int64_t width, int64_t y, T* padded,
                          T* rows[3]) {
  for (int64_t i = 0; i < 3; ++i) {
    rows[i] = padded + i * (width + 2);
    const T* line = plane + std::clamp<int64_t>(y + i - 1, 0, height - 1) * width;
    std::memcpy(rows[i] + 1, line, static_cast<size_t>(width) * sizeof(T));
    rows[i][0] = line[0];
    rows[i][width + 1] = line[width - 1];
  }
}

// out[i] = in[i] as float32 for i < n (uint8 levels; SIMD, rank.cc).
void U8ToFloatRow(const uint8_t* in, float* out, size_t n);

// One more run of a native kernel's SIMD form (KernelRuns()).
void CountKernelRun();

// Whether ATen's CPU kernels run its AVX2 or AVX-512 build here (its config
// names the capability in use; ATEN_CPU_CAPABILITY=default turns it off): where
// they do, ATen's addcmul is one fused multiply-add, and the float kernels that
// follow it (ScaleU8's denormalize, _saturation_gray_subtraction's gray) fuse
// too.
bool AtenFuses();

// A refusal unless `t` (the argument `name` of `op`) is uint8.
void CheckUint8(const char* op, const at::Tensor& t, const char* name);

// The RGB kernels' modes (rgb.cc): what one pass over the three planes of an
// image computes.
enum class RgbMode {
  kRgbToHsv,  // _rgb_to_hsv
  kHsvToRgb,  // _hsv_to_rgb
  // RGB -> RGB with the hue shifted by the image's parameter: _adjust_hue
  // (rgb_to_hsv, adjust_hue_raw, hsv_to_rgb in one pass).
  kHueShift,
  // RGB -> RGB with the saturation times the parameter: _adjust_saturation
  // (Kornia's direct RGB form).
  kSaturation,
  // adjust_saturation_with_gray_subtraction with factor the parameter
  // (_saturation_gray_subtraction), the gray's addcmul one multiply and one
  // add each ...
  kGrayBlend,
  // ... or one fused multiply-add each (where ATen's addcmul fuses:
  // AtenFuses()).
  kGrayBlendFused,
};

}  // namespace kornia::native::detail

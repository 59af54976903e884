// The native backend: uint8 (and float32 RGB, and zca's float64 solver)
// kernels the ops choose for themselves.
//
// An op whose composite ATen form is far from the memory roofline on uint8
// images (or, for the HSV ops and adjust_saturation, float32 ones: twelve to
// forty ATen passes per pixel) calls one of these in its place (same public
// function, same code in eager and captured runs: the choice reads the dtype
// and the layout, never a value or the capture state). Each is a PyTorch
// operator in the op library's namespace, `kornia_cpp::_<name>`, so the
// TorchScript tracer records it as one call that its replay runs again:
//
//   kernel          CPU: Highway SIMD (one source compiled for every x86 target
//                   Highway knows, the best one the CPU has chosen at run time),
//                   parallel over the elements with ATen's thread pool (each
//                   element computed alone: the split changes no byte);
//                   CompositeExplicitAutograd: the composite ATen form, for
//                   every other backend (Meta: fake tensors and shapes).
// torch.compile and torch.export see the operator as one node (compiled code
// calls the CPU kernel); kornia_cpp.decompositions() is the table that lowers
// it to its composite form in an exported program (ATen ops only: ONNX).
//
// Byte-identical to the composite form, which stays the op's reference:
// //conformance:native_paths_test compares every operator with it on all 256
// values, every parameter value the op accepts, and the layouts and sizes
// around every vector width (it plants a kernel with one wrong byte to show the
// check fires). The uint8 kernels are integer arithmetic, so their bytes do
// not depend on the target (SSE4, AVX2, AVX-512) or the CPU vendor; the float
// ones (normalize, denormalize) are IEEE operations in ATen's order, fused
// where ATen's kernel for the same CPU fuses (FMA targets), so they follow
// ATen's own bytes on every x86 CPU. The RGB kernels follow the composite's
// ATen operations one IEEE operation at a time (none of them fuses), NaN
// compared as NaN (the contract's comparison; ATen's own NaN payloads change
// with its internal path).
//
// Files: this header is the ops' API; operator.h declares the operators
// (KC_NATIVE_OPERATOR) and holds their table, native::Operators(); the
// kernels live by family, each file its own Highway translation unit: u8.cc
// (invert, gray, select, scale, LUT, sobel's magnitude), planes.cc (row
// reversal for the flips, _planes), rgb.cc (the HSV, hue and saturation
// passes), linalg.cc (zca's eigensolver, plain C++: its composite's cost is
// ATen's per-call overhead, not memory), taps.cc (a filter's weighted sum over
// its taps, gaussian_blur2d's, box_blur's and the separable passes), flood.cc
// (canny's hysteresis fill, plain C++), rank.cc (median_blur's window median,
// the morphology window's maximum and minimum); runtime.cc holds
// Enabled / CompositeOnly / KernelRuns / Target and the table.
//
// Dtypes: uint8 in, uint8 out (_hflip_where, _vflip_where and _planes: any;
// the RGB kernels: float32, and uint8 for _adjust_hue and _adjust_saturation). The uint8 CPU
// kernels take a contiguous input; the ops call them only on one, and any other layout runs the
// composite kernel (the RGB kernels make their input contiguous). The solver:
// float64 in and out. The tap sum: float32 or float64 in and out, any layout.
#pragma once

#include <ATen/core/Tensor.h>

#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <optional>
#include <tuple>
#include <utility>
#include <vector>

namespace kornia::native {

// false while a CompositeOnly lives on this thread: the ops then run their
// composite ATen form on uint8 too. The reference mode of the byte-identity
// checks and of the benchmarks' `composite` path; not a capture guard (a
// traced graph records whichever form ran, and both give the same bytes).
bool Enabled();

// Whether an op takes a native kernel on `input`: Enabled(), and no gradient
// is recorded through it (the operators have no derivative of their own, so
// the op runs its composite form then; _symmetric_eigen has one, and zca
// calls it wherever Enabled()).
bool EnabledFor(const at::Tensor& input);

// lint: allow(op-contract) a scope's mode switch (as at::NoGradGuard), not an op
class CompositeOnly {
 public:
  CompositeOnly();
  ~CompositeOnly();
  CompositeOnly(const CompositeOnly&) = delete;
  CompositeOnly& operator=(const CompositeOnly&) = delete;

 private:
  bool previous_;
};

// The Highway target the CPU kernels run on here ("AVX3", "AVX2", ...).
const char* Target();

// How many times a native CPU kernel ran its SIMD form in this process (not
// its composite fallback): the byte-identity check counts it, so a check that
// compares the composite with itself fails.
uint64_t KernelRuns();

// The round-robin schedule (the circle method) of cyclic Jacobi rotations on
// an m x m matrix, m even: m - 1 steps of m / 2 disjoint pairs (p, q), p < q,
// together every pair once. Player 0 stays, the others turn by one place a
// step; each step pairs place i with place m - 1 - i. zca's composite
// eigensolver and its native kernel both read it.
std::vector<std::vector<std::pair<int64_t, int64_t>>> RoundRobinPairs(int64_t m);

// One compare-exchange of a median network: values[low] = min(values[low],
// values[high]) where keep_min, values[high] = their max where keep_max.
struct MedianExchange {
  int64_t low, high;
  bool keep_min, keep_max;
};

// Kornia's _median_network(size): Batcher's odd-even merge sort over the
// next power of two, its exchanges walked backwards from the middle element
// (size / 2) and kept where they feed it; in the order they run. median_blur's
// composite form and its native kernel both run it.
std::vector<MedianExchange> MedianNetwork(int64_t size);

namespace detail {

// The borders of the window kernels (WindowMedianCpu, SeparableTapSumCpu),
// as torch.nn.functional.pad's modes: zeros, reflect (no edge repeat),
// replicate, circular.
enum class WindowBorder { kZeros, kReflect, kReplicate, kCircular };

// The border's torch.nn.functional.pad mode: "constant" (zeros), "reflect",
// "replicate", "circular" (the native operators' border_type strings).
const char* BorderName(WindowBorder border);

// kornia_cpp::_invert_uint8(Tensor image) -> Tensor: 255 - image.
at::Tensor InvertUint8(const at::Tensor& image);

// kornia_cpp::_gray_uint8(Tensor image, int[3] weights) -> Tensor:
// (c0 * w0 + c1 * w1 + c2 * w2 + 2**14) // 2**15 over dim -3 (3 channels),
// kept as a dim of 1; int32 accumulation (weights summing to 2**15 cannot
// overflow it).
at::Tensor GrayUint8(const at::Tensor& image, std::array<int64_t, 3> weights);

// kornia_cpp::_select_uint8(Tensor input, int cut, int above, int below)
// -> Tensor: input > cut ? above : below, each either a value in [0, 255] or
// -1 for the input's own value; cut in [-1, 255] (-1: every value is above,
// 255: none is). The form of OpenCV's fixed thresholds.
at::Tensor SelectUint8(const at::Tensor& input, int64_t cut, int64_t above, int64_t below);

// kornia_cpp::_hflip_where(Tensor input, Tensor gate) -> Tensor:
// where(gate[b], input[b].flip(-1), input[b]) per b of dim 0, gate bool (B,).
// Any dtype (the CPU kernel moves 1-, 2-, 4- or 8-byte lanes), so regime (a)'s
// float32 batch takes it too: a byte move, NaN payloads and -0.0 kept.
at::Tensor HflipWhere(const at::Tensor& input, const at::Tensor& gate);

// kornia_cpp::_vflip_where(Tensor input, Tensor gate) -> Tensor:
// where(gate[b], input[b].flip(-2), input[b]) per b of dim 0, gate bool (B,).
// Any dtype, as _hflip_where: whole rows moved (memcpy), in reverse order
// within each plane where the gate is set.
at::Tensor VflipWhere(const at::Tensor& input, const at::Tensor& gate);

// kornia_cpp::_planes(Tensor input, int[] source, Tensor? fill) -> Tensor:
// the planes of dim -3 rearranged, input (*, C, H, W) -> (*, len(source),
// H, W): plane i a copy of input plane source[i], or (source[i] = -1) every
// element `fill` (a 0-dim tensor of the input's dtype). Any dtype of 1-, 2-,
// 4- or 8-byte elements: a byte move (NaN payloads and -0.0 kept). The color
// ops that only move planes take it: rgb_to_bgr and bgr_to_rgb {2, 1, 0},
// rgb_to_rgba {0, 1, 2, -1}, bgr_to_rgba {2, 1, 0, -1}, grayscale_to_rgb
// {0, 0, 0}.
at::Tensor Planes(const at::Tensor& input, const std::vector<int64_t>& source,
                  const c10::optional<at::Tensor>& fill);

// kornia_cpp::_lut_uint8(Tensor input, Tensor table) -> Tensor: each element
// x of plane p (the last two dims) replaced by table[p][x]; input uint8
// (*, H, W), table uint8 (*', 1, 256) with *' broadcasting to * (each dim
// equal or 1: one table per plane, sample or image). The uint8 form of the
// pointwise enhance ops (ops/enhance/levels.h) applies its 256 levels with it.
at::Tensor LutUint8(const at::Tensor& input, const at::Tensor& table);

// The RGB kernels, which their op files register beside their composite
// form: kornia_cpp::_rgb_to_hsv(Tensor image, float eps)
// (ops/color/rgb_to_hsv.cc), kornia_cpp::_hsv_to_rgb(Tensor image)
// (ops/color/hsv_to_rgb.cc), kornia_cpp::_adjust_hue(Tensor image, Tensor
// shift) (ops/enhance/adjust_hue.cc: hsv_to_rgb(adjust_hue_raw(rgb_to_hsv(
// image), shift)) in one pass, eps 1e-8) and kornia_cpp::_adjust_saturation(
// Tensor image, Tensor factor) (ops/enhance/adjust_saturation.cc: Kornia's
// direct RGB form), the last two with one float32 parameter per image, shape
// (P,) for an image (*, 3, H, W) with P the product of *. A float32 image of
// shape (*, 3, H, W), any layout (made contiguous); _adjust_hue and
// _adjust_saturation take a uint8 one too, as the levels x / 255 of
// ops/enhance/levels.h, written back by its Q (the float op and the rounding
// in the same pass). Each element follows the composite's ATen operations one
// IEEE operation at a time, so the values are the composite's on every CPU;
// where ATen's own result depends on its internal path (vector body or scalar
// tail), the kernel chooses: every NaN it writes is the quiet NaN 0x7fc00000
// (NaN is NaN in the contract; one pattern keeps the bytes the same on every
// SIMD target), and the maximum or minimum of +0.0 and -0.0 tied is the
// later channel's zero (as ATen's vector body).
at::Tensor RgbToHsvCpu(const at::Tensor& image, double eps);
at::Tensor HsvToRgbCpu(const at::Tensor& image);
at::Tensor AdjustHueCpu(const at::Tensor& image, const at::Tensor& shift);
at::Tensor AdjustSaturationCpu(const at::Tensor& image, const at::Tensor& factor);
// kornia_cpp::_saturation_gray_subtraction(Tensor image, Tensor factor)
// (ops/enhance/adjust_saturation_with_gray_subtraction.cc, ColorJitter's
// saturation step): clamp((1 - f) gray + f x, 0, 1), gray rgb_to_grayscale's
// (a multiply and two addcmul, each addcmul one fused multiply-add where
// ATen's own addcmul kernel fuses, as ScaleU8's denormalize), float32 only,
// one factor per image as above.
at::Tensor SaturationGraySubtractionCpu(const at::Tensor& image, const at::Tensor& factor);
// kornia_cpp::_symmetric_eigen(Tensor a, int sweeps) -> (Tensor, Tensor)
// (declared in ops/enhance/zca_mean.cc, zca's eigendecomposition): the
// eigenvalues (F,) and eigenvectors (columns of an F x F matrix) of the
// symmetric float64 matrix `a` (F, F) by `sweeps` sweeps of cyclic Jacobi
// rotations in RoundRobinPairs order. CallSymmetricEigen calls the operator
// through the dispatcher (zca, and the operator's own Autograd kernel below
// it); SymmetricEigenCpu is its CPU kernel, each value the composite's ATen
// operations one IEEE operation at a time (linalg.cc).
std::tuple<at::Tensor, at::Tensor> CallSymmetricEigen(const at::Tensor& a, int64_t sweeps);
std::tuple<at::Tensor, at::Tensor> SymmetricEigenCpu(const at::Tensor& a, int64_t sweeps);
// kornia_cpp::_tap_sum(Tensor padded, Tensor weights) -> Tensor (declared in
// ops/filters/gaussian_blur2d.cc, its 1-D passes and its 2-D form): out[b, c,
// y, x] = the sum over the taps (i, j) of weights (1 or B, ty, tx), in
// row-major order, of padded[b, c, y + i, x + j] * weights[b, i, j]: the
// first tap's product, then per tap one multiply and one add, or one fused
// multiply-add where ATen's addcmul fuses (taps.cc). padded (B, C, H + ty - 1,
// W + tx - 1) float32 or float64, any layout (made contiguous), weights of its
// dtype; out (B, C, H, W) contiguous.
at::Tensor TapSumCpu(const at::Tensor& padded, const at::Tensor& weights);

// kornia_cpp::_separable_tap_sum(Tensor input, Tensor kernel_x, Tensor
// kernel_y, str border_type) -> Tensor (declared in
// ops/filters/gaussian_blur2d.cc, its separable form): the two passes of
// _tap_sum, input padded by kernel_x's radius along W with `border` and
// summed with kernel_x's taps, that result padded by kernel_y's radius along
// H and summed with kernel_y's, each element's operations those of the two
// _tap_sum calls (taps.cc), with no padded copy made. input (B, C, H, W)
// uint8 (as float32 levels), float32 or float64, any layout (made
// contiguous); kernels (1 or B, odd size) of the work dtype (float64 for a
// float64 input, else float32); out (B, C, H, W) of the work dtype,
// contiguous.
at::Tensor SeparableTapSumCpu(const at::Tensor& input, const at::Tensor& kernel_x,
                              const at::Tensor& kernel_y, WindowBorder border);

// kornia_cpp::_sobel_float(Tensor input, Tensor weights, float eps) -> Tensor
// (declared in ops/filters/sobel.cc beside its composite form): sobel's
// magnitude of a float32 or float64 input (B, C, H, W), its border
// replicated: gx and gy the 3 x 3 tap sums of weights[0] and weights[1] (2, 3,
// 3, the input's dtype) as _tap_sum's, then sqrt((gx * gx + gy * gy) + eps)
// as core::Sqrt's, one rounding each (taps.cc); out (B, C, H, W) contiguous.
at::Tensor SobelCpu(const at::Tensor& input, const at::Tensor& weights, double eps);

// kornia_cpp::_canny_nms(Tensor gradients, Tensor angle, float eps, float
// low_threshold, float high_threshold) -> (Tensor, Tensor) (declared in
// ops/filters/canny.cc beside its composite form): canny's non-maximum
// suppression and double threshold. gradients (B, C, 2, H, W) float32 or
// float64 (gx, gy), angle (B, C, H, W) of its dtype (atan2(gy, gx)); out the
// suppressed magnitude and the edges (0, 0.5, 1), (B, C, H, W) contiguous, each
// value the composite's IEEE operations (edges.cc).
std::tuple<at::Tensor, at::Tensor> CannySuppressCpu(const at::Tensor& gradients,
                                                    const at::Tensor& angle, double eps,
                                                    double low_threshold, double high_threshold);

// kornia_cpp::_canny_hysteresis(Tensor edges) -> Tensor (declared in
// ops/filters/canny.cc beside its composite form): edges (B, 1, H, W) float32
// or float64; out (same shape, contiguous) 1 at every edge (1) and at every
// weak pixel (0.5) 8-connected to one through weak pixels, 0 elsewhere; a
// queue fill per plane (flood.cc).
at::Tensor CannyHysteresisCpu(const at::Tensor& edges);
// Converge(round, start, rounds): round applied to start until a round
// changes no bit (NaN as NaN), at most `rounds` times; the CPU kernel of a
// closure whose composite form applies its round a fixed `rounds` times (a
// bound past which every round is a no-op): the same bits, in the rounds the
// input needs (flood.cc; reconstruction's _reconstruction).
at::Tensor Converge(const std::function<at::Tensor(const at::Tensor&)>& round,
                    const at::Tensor& start, int64_t rounds);

// kornia_cpp::_median_window(Tensor input, int side, str border_type) ->
// Tensor (declared in ops/filters/median_blur.cc beside its composite form):
// median_blur's side x side window (side 3 or 5) over input (B, C, H, W)
// padded by side / 2 with `border` (the border's radius checked by the op):
// the middle of each window's side * side values, +0.0 for a zero, NaN
// (0x7fc00000 / 0x7ff8000000000000) for a window holding a NaN or an
// infinity. uint8 (float32 out: the median of the levels), float32 or float64
// (its own dtype out), any layout (made contiguous); out contiguous. The
// median is an order statistic, so any exact selection gives the composite's
// bits: the kernel runs the same pruned network on SIMD lanes (rank.cc).
at::Tensor WindowMedianCpu(const at::Tensor& input, int64_t side, WindowBorder border);

// kornia_cpp::_morph_window(Tensor input, Tensor kernel, Tensor? element,
// int[4] pad, str border_type, float border_value, bool dilate) -> Tensor
// (declared in ops/morphology/morph.cc beside its composite form, the
// dilation and erosion every morphology op composes): input (B, C, H, W)
// padded by pad (left, right, top, bottom; together kW - 1 and kH - 1) with
// border_type (constant: border_value), then per tap (i, j) where the
// kernel (kH, kW) is not 0 the shifted image plus the element's value there
// (none: 0), the maximum over the taps (dilate; kernel and element flipped
// on both axes) or the minimum (the element subtracted), -inf (+inf) where
// no tap is a member; + 0.0, and the quiet NaN where a tap's sum is NaN.
// Here the window as the op file reads it on the host (MorphWindow: a few
// values, in the padded frame), the image float32 or float64, any layout
// (made contiguous); out contiguous, of its dtype. A maximum or minimum
// selects, so every order of the taps gives the same values: a flat
// rectangle (every tap a member, every offset 0) runs as a row pass and a
// column pass, and rows without a NaN skip the NaN masks (rank.cc).
struct MorphWindow {
  int64_t kh = 0, kw = 0;
  std::vector<uint8_t> member;  // kh * kw, row-major
  std::vector<double> offsets;  // kh * kw, row-major, exact in the image's dtype
  std::array<int64_t, 4> pad{};
  WindowBorder border = WindowBorder::kZeros;  // kZeros: border_value
  double border_value = 0.0;
  bool dilate = true;
};
at::Tensor MorphWindowCpu(const at::Tensor& input, const MorphWindow& window);

// kornia_cpp::_sobel_uint8(Tensor input, bool normalized, float eps) ->
// Tensor (declared in ops/filters/sobel.cc beside its composite form):
// sobel's magnitude of a uint8 image (B, C, H, W), float32 out: its 3 x 3
// Sobel sums in integers (the composite's taps are exact on levels), then
// the float32 squares, + eps and the square root as the composite's (u8.cc).
// Any layout (made contiguous); out contiguous.
at::Tensor SobelUint8Cpu(const at::Tensor& input, bool normalized, double eps);

// Planes(input, source, fill) where the ops take the native kernel (native
// mode, a contiguous uint8 input); undefined otherwise (the op then runs its
// composite form). The fill is at::full({}, fill_value) in the input's dtype,
// made only then: converted as the composite's full_like converts it.
at::Tensor PlanesIfNative(const at::Tensor& input, const std::vector<int64_t>& source,
                          std::optional<double> fill_value = std::nullopt);

// The CPU kernel of normalize's and denormalize's uint8 operators (registered
// in their op files, beside their composite form): float32 out of
// contiguous uint8 data (B, C, *), (x - mean) / std or (inverse) mean + x * std
// per channel, mean and std float32 broadcastable to (B, C).
at::Tensor ScaleUint8Cpu(const at::Tensor& data, const at::Tensor& mean, const at::Tensor& std,
                         bool inverse);

// The composite forms the operators must match (their kernels for every key
// but CPU).
at::Tensor InvertUint8Composite(const at::Tensor& image);
at::Tensor HflipWhereComposite(const at::Tensor& input, const at::Tensor& gate);
at::Tensor VflipWhereComposite(const at::Tensor& input, const at::Tensor& gate);
at::Tensor GrayUint8Composite(const at::Tensor& image, std::array<int64_t, 3> weights);
at::Tensor SelectUint8Composite(const at::Tensor& input, int64_t cut, int64_t above, int64_t below);
at::Tensor PlanesComposite(const at::Tensor& input, at::IntArrayRef source,
                           const c10::optional<at::Tensor>& fill);
at::Tensor LutUint8Composite(const at::Tensor& input, const at::Tensor& table);

}  // namespace detail

// The SIMD kernels on raw buffers (n bytes each; out may not alias an input).
void InvertU8(const uint8_t* in, uint8_t* out, size_t n);
void GrayU8(const uint8_t* c0, const uint8_t* c1, const uint8_t* c2, uint8_t* out, size_t n,
            int32_t w0, int32_t w1, int32_t w2);
// float32 (x - mean) / std, or mean + x * std when inverse, of uint8 x; the
// latter fused to one rounding where ATen's own kernels are (its AVX2 and
// AVX-512 builds), so the bytes are ATen's under any ATEN_CPU_CAPABILITY.
void ScaleU8(const uint8_t* in, float* out, size_t n, float mean, float std, bool inverse);
// Each of `rows` rows of `width` lanes of `bytes` (1, 2, 4 or 8) reversed.
void ReverseRows(const void* in, void* out, size_t rows, size_t width, size_t bytes);
// out[i] = table[in[i]] for a table of 256 entries.
void LutU8(const uint8_t* in, uint8_t* out, size_t n, const uint8_t* table);
// SelectU8: cut in [0, 254], above and below in [-1, 255] (-1: the input).
void SelectU8(const uint8_t* in, uint8_t* out, size_t n, int cut, int above, int below);

}  // namespace kornia::native

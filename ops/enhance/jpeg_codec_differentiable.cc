#include "ops/enhance/jpeg_codec_differentiable.h"

#include <ATen/ExpandUtils.h>
#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/core/grad_mode.h>
#include <ATen/ops/arange.h>
#include <ATen/ops/cat.h>
#include <ATen/ops/clamp_max.h>
#include <ATen/ops/clamp_min.h>
#include <ATen/ops/cos.h>
#include <ATen/ops/empty.h>
#include <ATen/ops/exp.h>
#include <ATen/ops/floor.h>
#include <ATen/ops/full.h>
#include <ATen/ops/logical_and.h>
#include <ATen/ops/mul.h>
#include <ATen/ops/ones_like.h>
#include <ATen/ops/outer.h>
#include <ATen/ops/pow.h>
#include <ATen/ops/reciprocal.h>
#include <ATen/ops/replication_pad2d.h>
#include <ATen/ops/round.h>
#include <ATen/ops/rsub.h>
#include <ATen/ops/stack.h>
#include <ATen/ops/sum.h>
#include <ATen/ops/upsample_bilinear2d.h>
#include <ATen/ops/where.h>
#include <c10/util/Exception.h>

#include <cmath>
#include <cstdint>
#include <vector>

#include "ops/color/rgb_to_ycbcr.h"
#include "ops/color/ycbcr_to_rgb.h"
#include "ops/core/check.h"
#include "ops/core/constant.h"
#include "ops/core/op_registration.h"
#include "ops/core/shape.h"
#include "ops/core/torch_library.h"
#include "ops/filters/gaussian_blur2d.h"

namespace kornia::enhance {
namespace jpeg_codec_differentiable_internal {

const char* const kOp = jpeg_codec_differentiable_op().name.c_str();

// Kornia's `_differentiable_polynomial_rounding`.
at::Tensor PolyRound(const at::Tensor& x) {
  const at::Tensor r = at::round(x);
  return r + at::pow(x - r, 3);
}

// Kornia's `_differentiable_polynomial_floor`.
at::Tensor PolyFloor(const at::Tensor& x) {
  const at::Tensor f = at::floor(x);
  return f + at::pow(x - 0.5 - f, 3);
}

// Kornia's `_differentiable_clipping(x, min_val, max_val, scale=0.02)`: the
// max side first, then the min side, each a where over both branches.
at::Tensor SoftClip(const at::Tensor& x, double min_val, double max_val) {
  constexpr double kScale = 0.02;
  at::Tensor out = x;
  const at::Tensor over = out - max_val;
  // lint: allow(vendor-math) same bits on Intel and AMD at every swept point (LIMITS.md)
  out = at::where(over > 0, (at::exp(-at::clamp_min(over, 0)) - 1.0) * -kScale + max_val, out);
  const at::Tensor under = out - min_val;
  // lint: allow(vendor-math) same bits on Intel and AMD at every swept point (LIMITS.md)
  return at::where(under < 0, (at::exp(at::clamp_max(under, 0)) - 1.0) * kScale + min_val, out);
}

// Kornia's `_jpeg_quality_to_scale`. `5000.0 / strength` is Python's
// Tensor.__rtruediv__, reciprocal(strength) * 5000; `200.0 - 2.0 * strength`
// its __rsub__, rsub.
at::Tensor QualityToScale(const at::Tensor& quality) {
  const at::Tensor strength = at::where(quality == 0.0, at::ones_like(quality), quality);
  return PolyFloor(
      at::where(strength < 50, at::reciprocal(strength) * 5000.0, at::rsub(strength * 2.0, 200.0)));
}

// The quality-scaled table of `_quantize` and `_dequantize` (both compute the
// same one): table (Bt, 8, 8), scale (Bq) -> (max(Bt, Bq), 1, 8, 8).
at::Tensor ScaledTable(const at::Tensor& table, const at::Tensor& scale) {
  const at::Tensor scaled = table.unsqueeze(1) * scale.unsqueeze(1).unsqueeze(2).unsqueeze(3);
  return PolyFloor(SoftClip((scaled + 50.0) / 100.0, 1.0, 255.0));
}

// Kornia's `_patchify_8x8`: (B, H, W) -> (B, H/8 * W/8, 8, 8).
at::Tensor Patchify(const at::Tensor& x) {
  const c10::SymInt b = x.sym_size(0);
  const int64_t h = core::HostSize(x, 1), w = core::HostSize(x, 2);
  // The block count spelled out (not -1): a batch of 0 has no size to infer.
  return x.view_symint({b, h / 8, 8, w / 8, 8})
      .permute({0, 1, 3, 2, 4})
      .reshape_symint({b, (h / 8) * (w / 8), 8, 8});
}

// Kornia's `_unpatchify_8x8`: (B, N, 8, 8) -> (B, H, W).
at::Tensor Unpatchify(const at::Tensor& x, int64_t h, int64_t w) {
  const c10::SymInt b = x.sym_size(0);
  return x.view_symint({b, h / 8, w / 8, 8, 8}).permute({0, 1, 3, 2, 4}).reshape_symint({b, h, w});
}

// The 1-D factors 1/sqrt(2), 1, ..., 1 of both transforms (Kornia's alpha:
// 1.0 / (2**0.5) rounded once to the dtype).
at::Tensor Alpha(const at::TensorOptions& options) {
  return core::Constant({1.0 / std::sqrt(2.0), 1.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0}, options);
}

// `_dct_8x8`'s 1-D basis cos((2 x + 1) u pi / 16), indexed [x][u] (spatial,
// frequency), by Kornia's op sequence.
at::Tensor DctCosines(const at::TensorOptions& options) {
  const at::Tensor i = at::arange(8, options);
  // lint: allow(vendor-math) same bits on Intel and AMD at every swept point (LIMITS.md)
  return at::cos((i * 2.0 + 1.0).unsqueeze(1) * i.unsqueeze(0) * (M_PI / 16.0));
}

// `_idct_8x8`'s basis, indexed [u][x] (frequency, spatial), by Kornia's own op
// sequence (its pi / 16 is two roundings, not DctCosines' one).
at::Tensor IdctCosines(const at::TensorOptions& options) {
  const at::Tensor idx = at::arange(8, options);
  const at::Tensor spatial_idx = idx.unsqueeze(0);
  const at::Tensor freq_idx = idx.unsqueeze(1);
  // lint: allow(vendor-math) same bits on Intel and AMD at every swept point (LIMITS.md)
  return at::cos((spatial_idx * 2.0 + 1.0) * freq_idx * M_PI / 16.0);
}

// One separable pass over 8x8 blocks (..., 8, 8): out[a][b] = sum over k of
// x[k][b] * m[k][a] (dim -2), or of x[a][k] * m[k][b] (dim -1). The sum runs
// over the broadcast product, contiguous with the summed dim outermost of its
// last three (a vertical reduction): each element sums its 8 terms in one
// order, whatever the block count, batch size, layout or thread count.
// Kornia's tensordot and matmuls go to BLAS, whose kernels pick their order
// by the matrix sizes (OpenBLAS on torch 1.13.1: a batch of 1 summed
// otherwise than a batch of 2). The product is written with mul's out= form,
// which the TensorExpr fuser leaves alone: fused, the 8x-expanded product ran
// in its interpreter (no LLVM in these builds) 10x slower than the whole
// codec (0.3 s -> 4 s per call on 2,048 pixels); eager and traced runs take
// the same ops either way. Where a gradient is recorded through it (out=
// forms have no derivative), the product is mul's, made contiguous: the same
// values in the same layout, so the same sums.
at::Tensor BlockPass(const at::Tensor& x, const at::Tensor& m, int64_t dim) {
  // dim -2: (..., 8k, 1, 8b) * (8k, 8a, 1); dim -1: (..., 8a, 8k, 1) * (8k, 8b).
  const at::Tensor a = dim == -2 ? x.unsqueeze(-2) : x.unsqueeze(-1);
  const at::Tensor b = dim == -2 ? m.unsqueeze(-1) : m;
  at::Tensor product;
  if (at::GradMode::is_enabled() && (a.requires_grad() || b.requires_grad())) {
    product = (a * b).contiguous();
  } else {
    product = at::empty_symint(core::BroadcastShape(a, b), x.options());
    at::mul_out(product, a, b);
  }
  return at::sum(product, {dim == -2 ? -3 : -2});
}

// Kornia's `_dct_8x8` with its `_build_dct8_basis_scale`, in the work dtype:
// the 64-term sum over the outer product basis taken as two 8-term passes
// (rows, then columns) in a fixed order (BlockPass).
at::Tensor Dct8x8(const at::Tensor& x) {
  const at::TensorOptions options = x.options();
  const at::Tensor basis = DctCosines(options);
  const at::Tensor alpha = Alpha(options);
  const at::Tensor dct_scale = at::outer(alpha, alpha) * 0.25;
  return dct_scale * BlockPass(BlockPass(x - 128.0, basis, -1), basis, -2);
}

// Kornia's `_idct_8x8`, in the work dtype: its two matmuls (scaled @ basis
// over the column frequency, then (tmp^T @ basis)^T over the row frequency)
// as fixed-order passes (BlockPass).
at::Tensor Idct8x8(const at::Tensor& x) {
  const at::TensorOptions options = x.options();
  const at::Tensor basis = IdctCosines(options);
  const at::Tensor alpha = Alpha(options);
  const at::Tensor scaled = x * at::outer(alpha, alpha);
  const at::Tensor out = BlockPass(BlockPass(scaled, basis, -1), basis, -2);
  return out * 0.25 + 128.0;
}

// Kornia's `_chroma_subsampling` for one channel (B, H, W): rescale by 0.5
// with antialias, which at a factor of exactly 2 is gaussian_blur2d with a
// 3x3 kernel and sigma 0.5 (reflect), then bilinear to (H/2, W/2).
at::Tensor Subsample(const at::Tensor& c) {
  const at::Tensor blurred = filters::gaussian_blur2d(c.unsqueeze(1), {3, 3}, {0.5, 0.5});
  return at::upsample_bilinear2d(blurred.contiguous(),
                                 {core::HostSize(c, 1) / 2, core::HostSize(c, 2) / 2}, false)
      .select(1, 0);
}

// Kornia's `_chroma_upsampling`: bilinear to (2 H, 2 W). Both resamplings take
// a contiguous input: torch 1.13.1's bilinear kernel rounds otherwise on the
// strided Cb block views of a batch of 2 than on a batch of 1's contiguous
// ones (1 ulp at 60 of 256 elements, float32 and float64: the layouts check).
at::Tensor Upsample(const at::Tensor& c) {
  return at::upsample_bilinear2d(c.unsqueeze(1).contiguous(),
                                 {core::HostSize(c, 1) * 2, core::HostSize(c, 2) * 2}, false)
      .select(1, 0);
}

// A quantization table as Kornia takes it: (8, 8) or (B, 8, 8) with B 1 or
// n, or the default (8 x 8 literal); returned (B, 8, 8) in `options`.
at::Tensor Table(const char* name, const std::optional<at::Tensor>& table,
                 const std::vector<double>& fallback, const c10::SymInt& n,
                 const at::TensorOptions& options) {
  if (!table) return core::Constant(fallback, options).view({1, 8, 8});
  const at::Tensor& t = *table;
  KC_CHECK_DTYPE(!c10::isComplexType(t.scalar_type()), kOp, c10::str("a real ", name), "dtype ",
                 core::DtypeName(t.scalar_type()));
  const bool square = t.dim() >= 2 && t.sym_size(-1) == 8 && t.sym_size(-2) == 8;
  KC_CHECK(square && (t.dim() == 2 || t.dim() == 3), kOp,
           c10::str(name, " of shape (8, 8) or (B, 8, 8)"), "shape ", t.sym_sizes());
  const at::Tensor batched = t.dim() == 2 ? t.unsqueeze(0) : t;
  KC_CHECK(batched.sym_size(0) == 1 || batched.sym_size(0) == n, kOp,
           c10::str(name, " with 1 or ", n, " tables (one per image, or one for all)"),
           batched.sym_size(0));
  return batched.to(options);
}

const std::vector<double>& DefaultTableY() {
  static const std::vector<double> table = {
      16, 11, 10, 16, 24,  40,  51,  61,  12, 12, 14, 19, 26,  58,  60,  55,
      14, 13, 16, 24, 40,  57,  69,  56,  14, 17, 22, 29, 51,  87,  80,  62,
      18, 22, 37, 56, 68,  109, 103, 77,  24, 35, 55, 64, 81,  104, 113, 92,
      49, 64, 78, 87, 103, 121, 120, 101, 72, 92, 95, 98, 112, 100, 103, 99};
  return table;
}

const std::vector<double>& DefaultTableC() {
  static const std::vector<double> table = [] {
    std::vector<double> t(64, 99.0);
    const double top[4][4] = {
        {17, 18, 24, 47}, {18, 21, 26, 66}, {24, 26, 56, 99}, {47, 66, 99, 99}};
    for (int r = 0; r < 4; ++r)
      for (int c = 0; c < 4; ++c) t[r * 8 + c] = top[r][c];
    return t;
  }();
  return table;
}

}  // namespace jpeg_codec_differentiable_internal

at::Tensor jpeg_codec_differentiable(const at::Tensor& input, const at::Tensor& jpeg_quality,
                                     const std::optional<at::Tensor>& quantization_table_y,
                                     const std::optional<at::Tensor>& quantization_table_c) {
  using namespace jpeg_codec_differentiable_internal;
  core::CheckImage(jpeg_codec_differentiable_op(), input);
  KC_CHECK_DTYPE(!c10::isComplexType(jpeg_quality.scalar_type()), kOp, "a real jpeg_quality",
                 "dtype ", core::DtypeName(jpeg_quality.scalar_type()));
  KC_CHECK(jpeg_quality.dim() == 1, kOp, "jpeg_quality of shape (B)", "shape ",
           jpeg_quality.sym_sizes());
  // perform_keep_shape_image: the leading dims flattened to n images (n
  // symbolic under a dynamic batch).
  const int64_t height = core::HostSize(input, -2), width = core::HostSize(input, -1);
  c10::SymInt n = 1;
  for (int64_t d = 0; d < input.dim() - 3; ++d) n *= input.sym_size(d);
  const at::ScalarType out_dtype = input.scalar_type();
  // float16 and bfloat16 compute in float32 (pixels in [0, 255], DCT
  // coefficients near 1000 and scales up to 5000 are too coarse in them).
  const at::ScalarType dtype = core::IsHalfDtype(out_dtype) ? at::kFloat : out_dtype;
  const at::TensorOptions options = input.options().dtype(dtype);
  const at::Tensor table_y =
      Table("quantization_table_y", quantization_table_y, DefaultTableY(), n, options);
  const at::Tensor table_c =
      Table("quantization_table_c", quantization_table_c, DefaultTableC(), n, options);
  KC_CHECK(jpeg_quality.sym_size(0) == 1 || jpeg_quality.sym_size(0) == n, kOp,
           c10::str("jpeg_quality with 1 or ", n, " values (one per image, or one for all)"),
           jpeg_quality.sym_size(0));
  // Kornia's range check (in the quality's own dtype, before the cast), kept
  // in the graph.
  const at::Tensor quality =
      core::AssertInGraph(jpeg_quality,
                          at::logical_and(jpeg_quality >= 0, jpeg_quality <= 100).all(),
                          c10::str(jpeg_codec_differentiable_op().name,
                                   "(): expected every jpeg_quality value in "
                                   "[0, 100], but got one outside it or NaN"))
          .to(options);
  // One layout for every input layout (contiguous N x 3 x H x W).
  at::Tensor image = input.reshape_symint({n, 3, height, width}).to(dtype).contiguous();
  // _perform_padding: bottom and right, replicate, to multiples of 16.
  const int64_t h_pad = (height + 15) / 16 * 16 - height;
  const int64_t w_pad = (width + 15) / 16 * 16 - width;
  image = at::replication_pad2d(image, {0, w_pad, 0, h_pad});
  const int64_t h = core::HostSize(image, -2), w = core::HostSize(image, -1);

  // _jpeg_encode.
  const at::Tensor ycbcr = color::rgb_to_ycbcr(image) * 255.0;
  const at::Tensor patch_y = Patchify(ycbcr.select(1, 0));
  const at::Tensor patch_cb = Patchify(Subsample(ycbcr.select(1, 1)));
  const at::Tensor patch_cr = Patchify(Subsample(ycbcr.select(1, 2)));
  const at::Tensor dct_y = Dct8x8(patch_y);
  const at::Tensor dct_c = Dct8x8(at::cat({patch_cb, patch_cr}, 1));
  const at::Tensor scale = QualityToScale(quality);
  const at::Tensor scaled_y = ScaledTable(table_y, scale);
  const at::Tensor scaled_c = ScaledTable(table_c, scale);
  // Kornia chunks the chroma coefficients into Cb and Cr here and _jpeg_decode
  // concatenates them again: the same tensor, kept whole.
  const at::Tensor encoded_y = PolyRound(dct_y / scaled_y);
  const at::Tensor encoded_c = PolyRound(dct_c / scaled_c);

  // _jpeg_decode.
  const at::Tensor idct_y = Idct8x8(encoded_y * scaled_y);
  const auto idct_cbcr = Idct8x8(encoded_c * scaled_c).chunk(2, 1);
  const at::Tensor image_y = Unpatchify(idct_y, h, w);
  const at::Tensor image_cb = Upsample(Unpatchify(idct_cbcr[0], h / 2, w / 2));
  const at::Tensor image_cr = Upsample(Unpatchify(idct_cbcr[1], h / 2, w / 2));
  const at::Tensor rgb = color::ycbcr_to_rgb(at::stack({image_y, image_cb, image_cr}, 1) / 255.0);
  const at::Tensor clipped = SoftClip(rgb, 0.0, 255.0);
  return clipped.narrow(-2, 0, height).narrow(-1, 0, width).to(out_dtype).reshape_as(input);
}

}  // namespace kornia::enhance

namespace kornia::enhance {

KC_OP(jpeg_codec_differentiable,
      {.kornia = "kornia.enhance.jpeg_codec_differentiable",
       .module = {"JPEGCodecDifferentiable",
                  {"quantization_table_y", "quantization_table_c"},
                  {"image_rgb:input", "jpeg_quality"}},
       .image = core::ImageSpec{.channels = 3, .non_empty = true},
       .overloads = {core::Def(
           "(Tensor input, Tensor jpeg_quality, Tensor? quantization_table_y=None, Tensor? "
           "quantization_table_c=None) -> Tensor",
           [](const at::Tensor& input, const at::Tensor& jpeg_quality,
              const c10::optional<at::Tensor>& quantization_table_y,
              const c10::optional<at::Tensor>& quantization_table_c) {
             return kornia::enhance::jpeg_codec_differentiable(
                 input, jpeg_quality, kornia::core::StdOptional(quantization_table_y),
                 kornia::core::StdOptional(quantization_table_c));
           })},
       .call =
           [](const at::Tensor& x) {
             // Quality 90 for every image: a (N,) tensor, N the images of the call.
             return jpeg_codec_differentiable(
                 x, at::full({x.dim() == 4 ? x.size(0) : 1}, 90.0, x.options()));
           },
       // Subsample's gaussian_blur2d (its chroma planes): the composite check
       // judges these kernels on the op's own composite points too.
       .natives = {"_tap_sum", "_separable_tap_sum"}});

}  // namespace kornia::enhance

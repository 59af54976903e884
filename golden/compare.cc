#include "golden/compare.h"

#include <torch/types.h>

#include <cmath>
#include <limits>
#include <sstream>

namespace kornia::golden {
namespace {

bool IsFloat(torch::ScalarType t) {
  return t == torch::kHalf || t == torch::kBFloat16 || t == torch::kFloat || t == torch::kDouble;
}

// Maps a float's bits onto an int64 line where adjacent floats are adjacent
// integers (negative numbers mirrored; +0 and -0 both map to 0). Every float
// dtype fits: float64's magnitudes are at most 2**63 - 1.
torch::Tensor OrderedBits(const torch::Tensor& x) {
  torch::Tensor bits;
  int64_t sign_bit;
  switch (x.scalar_type()) {
    case torch::kHalf:
    case torch::kBFloat16:
      bits = x.view(torch::kShort).to(torch::kLong).bitwise_and(int64_t{0xFFFF});
      sign_bit = int64_t{1} << 15;
      break;
    case torch::kFloat:
      bits = x.view(torch::kInt).to(torch::kLong).bitwise_and(int64_t{0xFFFFFFFF});
      sign_bit = int64_t{1} << 31;
      break;
    default: {  // kDouble: the sign is the int64's own sign bit
      bits = x.view(torch::kLong);
      const torch::Tensor magnitude = bits.bitwise_and(std::numeric_limits<int64_t>::max());
      return torch::where(bits < 0, -magnitude, magnitude);
    }
  }
  const torch::Tensor magnitude = bits.bitwise_and(sign_bit - 1);
  return torch::where(bits.bitwise_and(sign_bit) != 0, -magnitude, magnitude);
}

}  // namespace

torch::Tensor UlpDistance(const torch::Tensor& a_in, const torch::Tensor& b_in) {
  TORCH_CHECK(a_in.scalar_type() == b_in.scalar_type() && IsFloat(a_in.scalar_type()),
              "UlpDistance(): expected two tensors of one floating dtype, but got ",
              a_in.scalar_type(), " and ", b_in.scalar_type());
  const torch::Tensor a = OrderedBits(a_in.cpu().contiguous());
  const torch::Tensor b = OrderedBits(b_in.cpu().contiguous());
  // Same sign: |a - b| cannot overflow. Opposite signs: |a| + |b|, which can
  // (float64 only), so it saturates at 2**63 - 1; no intermediate overflows.
  constexpr int64_t kMax = std::numeric_limits<int64_t>::max();
  const torch::Tensor same = (a >= 0) == (b >= 0);
  const torch::Tensor zero = torch::zeros({}, a.options());
  const torch::Tensor near = (torch::where(same, a, zero) - torch::where(same, b, zero)).abs();
  const torch::Tensor ma = torch::where(same, zero, a.abs()),
                      mb = torch::where(same, zero, b.abs());
  const torch::Tensor saturated = ma > (kMax - mb);
  const torch::Tensor far = torch::where(saturated, torch::full({}, kMax, a.options()),
                                         torch::where(saturated, zero, ma) + mb);
  return torch::where(same, near, far);
}

namespace {

std::string Shape(const torch::Tensor& t) {
  std::ostringstream os;
  os << t.sizes();
  return os.str();
}

}  // namespace

Comparison Compare(const torch::Tensor& expected_in, const torch::Tensor& actual_in) {
  Comparison c;
  if (expected_in.sizes() != actual_in.sizes()) {
    c.kind = Mismatch::kShape;
    c.reason = "shape " + Shape(actual_in) + " != expected " + Shape(expected_in);
    return c;
  }
  if (expected_in.scalar_type() != actual_in.scalar_type()) {
    c.kind = Mismatch::kDtype;
    c.reason = std::string("dtype ") + c10::toString(actual_in.scalar_type()) + " != expected " +
               c10::toString(expected_in.scalar_type());
    return c;
  }
  const torch::Tensor expected = expected_in.cpu().contiguous().reshape({-1});
  const torch::Tensor actual = actual_in.cpu().contiguous().reshape({-1});
  const torch::ScalarType dtype = expected.scalar_type();

  // Bit equality through an integer view of the same width (bool compares as is).
  torch::Tensor differs;
  if (IsFloat(dtype)) {
    const auto int_type = dtype == torch::kDouble  ? torch::kLong
                          : dtype == torch::kFloat ? torch::kInt
                                                   : torch::kShort;
    // NaN is NaN: its sign and payload are not part of the contract (x86's
    // vector and scalar paths give different default NaNs for the same op,
    // so they change with layout and tail length); the NaN mask is.
    differs = (expected.view(int_type) != actual.view(int_type))
                  .logical_and(expected.isnan().logical_and(actual.isnan()).logical_not());
  } else {
    differs = expected != actual;
  }
  c.count = differs.sum().item<int64_t>();
  if (c.count == 0) {
    c.equal = true;
    return c;
  }
  // What follows is judged on the differing elements only (where the bits
  // agree, so do the NaN masks, zero signs and infinities, and the distances
  // are 0): the float64 forms of a whole 50-million-element output were
  // ~10 GB of temporaries for one failing composite point.
  const torch::Tensor at = differs.nonzero().flatten();
  const int64_t flat = at[0].item<int64_t>();
  c.first.resize(expected_in.dim());
  int64_t rest = flat;
  for (int64_t d = expected_in.dim() - 1; d >= 0; --d) {
    c.first[d] = rest % expected_in.size(d);
    rest /= expected_in.size(d);
  }
  const torch::Tensor expected_at = expected.index_select(0, at);
  const torch::Tensor actual_at = actual.index_select(0, at);
  if (IsFloat(dtype)) {
    const torch::Tensor e64 = expected_at.to(torch::kDouble);
    const torch::Tensor a64 = actual_at.to(torch::kDouble);
    const torch::Tensor nan_e = e64.isnan(), nan_a = a64.isnan();
    const bool nan_mask_differs = !torch::equal(nan_e, nan_a);
    const torch::Tensor both_zero = (e64 == 0).logical_and(a64 == 0);
    const bool zero_sign_differs =
        both_zero.logical_and(e64.signbit() != a64.signbit()).any().item<bool>();
    const torch::Tensor finite = e64.isfinite().logical_and(a64.isfinite());
    const torch::Tensor abs_diff = (e64 - a64).abs().masked_fill(~finite, 0.0);
    c.max_abs = abs_diff.max().item<double>();
    c.max_ulp = UlpDistance(expected_at, actual_at).masked_fill(~finite, 0).max().item<int64_t>();
    // (A NaN against an infinity is a NaN-mask difference, reported first.)
    const bool infinity_differs =
        e64.isinf().logical_or(a64.isinf()).logical_and(e64 != a64).any().item<bool>();
    c.kind = nan_mask_differs    ? Mismatch::kNanMask
             : zero_sign_differs ? Mismatch::kSignOfZero
             : infinity_differs  ? Mismatch::kInfinity
                                 : Mismatch::kValues;
    c.reason = nan_mask_differs    ? "NaN mask differs"
               : zero_sign_differs ? "sign of zero differs"
               : infinity_differs  ? "infinities differ"
                                   : "values differ";
  } else {
    const torch::Tensor diff =
        (expected_at.to(torch::kDouble) - actual_at.to(torch::kDouble)).abs();
    c.max_abs = diff.max().item<double>();
    c.kind = Mismatch::kValues;
    c.reason = "values differ";
  }
  return c;
}

PeerTolerance DefaultPeerTolerance(torch::ScalarType dtype) {
  switch (dtype) {
    case torch::kHalf:
      return {1e-3, 1e-5};
    case torch::kBFloat16:
      return {1.6e-2, 1e-5};
    case torch::kFloat:
      return {1.3e-6, 1e-5};
    case torch::kDouble:
      return {1e-7, 1e-7};
    default:
      return {0.0, 0.0};
  }
}

bool AllClose(const torch::Tensor& expected, const torch::Tensor& actual, PeerTolerance tol) {
  if (expected.sizes() != actual.sizes()) return false;
  const torch::Tensor e = expected.cpu().to(torch::kDouble);
  const torch::Tensor a = actual.cpu().to(torch::kDouble);
  return torch::allclose(a, e, tol.rtol, tol.atol, /*equal_nan=*/true);
}

std::string Describe(const Comparison& c) {
  if (c.equal) return "equal";
  std::ostringstream os;
  os << c.reason;
  if (c.count > 0) {
    os << ": count=" << c.count << " max_abs=" << c.max_abs << " max_ulp=" << c.max_ulp
       << " first=[";
    for (size_t i = 0; i < c.first.size(); ++i) os << (i ? "," : "") << c.first[i];
    os << "]";
  }
  return os.str();
}

}  // namespace kornia::golden

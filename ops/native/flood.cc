// The flood-fill kernels (native.h): the Canny hysteresis closure
// (kornia_cpp::_canny_hysteresis, declared in ops/filters/canny.cc beside its
// composite form), and Converge, the CPU kernel of the closures whose round
// is an op of their own (morphology's reconstruction). Plain C++, no SIMD:
// the composite form repeats a 3 x 3 round over the whole image H x W - 1
// times (its proven bound), where a fill visits each pixel once (a byte per
// pixel, framed by zeros, and a stack); the result is a set of pixels (0 or
// 1), so the fill's order changes no value.
#include <ATen/Dispatch.h>
#include <ATen/Parallel.h>
#include <ATen/core/Tensor.h>
#include <ATen/ops/empty_like.h>

#include <cmath>
#include <cstdint>
#include <cstring>
#include <functional>
#include <vector>

#include "ops/core/check.h"
#include "ops/native/internal.h"
#include "ops/native/native.h"

namespace kornia::native::detail {
namespace {

// One plane: every edge (1) of `e`, and every weak pixel (0.5) 8-connected to
// one through weak pixels, as 1 in `out`, every other pixel 0. The plane's
// states in bytes with a frame of zeros around it (so a neighbour is never
// out of bounds): 2 an edge or a weak pixel reached, 1 a weak pixel not yet
// reached; a stack in which each pixel enters at most once.
template <class T>
void Fill(const T* e, T* out, int64_t height, int64_t width, std::vector<uint8_t>& state,
          std::vector<int64_t>& stack) {
  const int64_t stride = width + 2;
  state.assign(static_cast<size_t>((height + 2) * stride), 0);
  // At most every pixel once: the stack never grows past the plane.
  stack.resize(static_cast<size_t>(height * width));
  int64_t* top = stack.data();
  for (int64_t y = 0; y < height; ++y) {
    const T* row = e + y * width;
    uint8_t* s = state.data() + (y + 1) * stride + 1;
    for (int64_t x = 0; x < width; ++x)
      s[x] = static_cast<uint8_t>(2 * (row[x] == T(1)) + (row[x] == T(0.5)));
    for (int64_t x = 0; x < width; ++x)
      if (s[x] == 2) *top++ = (y + 1) * stride + 1 + x;
  }
  const int64_t around[8] = {-stride - 1, -stride,    -stride + 1, -1,
                             1,           stride - 1, stride,      stride + 1};
  uint8_t* s = state.data();
  while (top != stack.data()) {
    const int64_t i = *--top;
    for (const int64_t d : around)
      if (s[i + d] == 1) {
        s[i + d] = 2;
        *top++ = i + d;
      }
  }
  for (int64_t y = 0; y < height; ++y) {
    const uint8_t* row = state.data() + (y + 1) * stride + 1;
    T* o = out + y * width;
    for (int64_t x = 0; x < width; ++x) o[x] = static_cast<T>(row[x] >> 1);
  }
}

}  // namespace

at::Tensor CannyHysteresisCpu(const at::Tensor& edges) {
  constexpr const char* kOp = "_canny_hysteresis";
  KC_CHECK(edges.dim() == 4 && edges.size(1) == 1, kOp, "edges of shape (B, 1, H, W)", "shape ",
           edges.sizes());
  KC_CHECK_DTYPE(edges.scalar_type() == at::kFloat || edges.scalar_type() == at::kDouble, kOp,
                 "float32 or float64 edges", edges.scalar_type());
  const at::Tensor e = edges.contiguous();
  at::Tensor out = at::empty_like(e, at::MemoryFormat::Contiguous);
  const int64_t planes = e.size(0), height = e.size(2), width = e.size(3);
  AT_DISPATCH_FLOATING_TYPES(e.scalar_type(), kOp, [&] {
    const scalar_t* in = e.data_ptr<scalar_t>();
    scalar_t* o = out.data_ptr<scalar_t>();
    // One plane per task: a plane is filled alone, so the split changes no byte.
    at::parallel_for(0, planes, 1, [&](int64_t begin, int64_t end) {
      std::vector<uint8_t> state;
      std::vector<int64_t> stack;
      for (int64_t p = begin; p < end; ++p)
        Fill(in + p * height * width, o + p * height * width, height, width, state, stack);
    });
  });
  CountKernelRun();
  return out;
}

namespace {

// Whether a and b (one shape and dtype) hold the same bits, NaN as NaN (any
// payload): -0 and +0 differ, so a round that only flips a zero's sign is not
// a fixed point.
bool SameBits(const at::Tensor& a, const at::Tensor& b) {
  const at::Tensor x = a.contiguous(), y = b.contiguous();
  bool same = true;
  AT_DISPATCH_FLOATING_TYPES_AND2(at::kHalf, at::kBFloat16, x.scalar_type(), "Converge", [&] {
    const scalar_t* p = x.data_ptr<scalar_t>();
    const scalar_t* q = y.data_ptr<scalar_t>();
    const int64_t n = x.numel();
    for (int64_t i = 0; i < n && same; ++i) {
      const bool nans =
          std::isnan(static_cast<double>(p[i])) && std::isnan(static_cast<double>(q[i]));
      same = nans || std::memcmp(p + i, q + i, sizeof(scalar_t)) == 0;
    }
  });
  return same;
}

}  // namespace

at::Tensor Converge(const std::function<at::Tensor(const at::Tensor&)>& round,
                    const at::Tensor& start, int64_t rounds) {
  at::Tensor state = start;
  for (int64_t r = 0; r < rounds; ++r) {
    at::Tensor next = round(state);
    const bool fixed = SameBits(next, state);
    state = std::move(next);
    if (fixed) break;
  }
  CountKernelRun();
  return state;
}

}  // namespace kornia::native::detail

// The plane-moving kernel family (native.h says what and why): rows reversed
// for the flips (_hflip_where, _vflip_where) and planes copied or filled
// (_planes), byte moves of any dtype of 1-, 2-, 4- or 8-byte elements.
//
// The SIMD part (the row reversal) is Highway's dynamic dispatch:
// foreach_target.h includes this file once per x86 target
// (HWY_TARGET_INCLUDE), compiling the HWY_NAMESPACE functions with that
// target's instructions, and HWY_DYNAMIC_DISPATCH picks the best one the CPU
// has on first call. Everything else is compiled once (HWY_ONCE).
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "ops/native/planes.cc"
#include <hwy/foreach_target.h>  // must come before highway.h
#include <hwy/highway.h>

#include <cstddef>
#include <cstdint>

HWY_BEFORE_NAMESPACE();
namespace kornia::native {
namespace HWY_NAMESPACE {
namespace hn = hwy::HWY_NAMESPACE;

// Each of `rows` rows of `width` lanes of T, reversed: out[w] = in[width-1-w].
template <class T>
void ReverseRowsOf(const T* HWY_RESTRICT in, T* HWY_RESTRICT out, size_t rows, size_t width) {
  const hn::ScalableTag<T> d;
  const size_t lanes = hn::Lanes(d);
  for (size_t r = 0; r < rows; ++r, in += width, out += width) {
    size_t w = 0;
    for (; w + lanes <= width; w += lanes)
      hn::StoreU(hn::Reverse(d, hn::LoadU(d, in + width - w - lanes)), d, out + w);
    for (; w < width; ++w) out[w] = in[width - 1 - w];
  }
}

// Bytes: a whole vector at a time, its 8-byte lanes reversed, then the bytes
// within each lane by one shuffle (Highway 1.0 reverses wider lanes only).
void ReverseRowsU8(const uint8_t* HWY_RESTRICT in, uint8_t* HWY_RESTRICT out, size_t rows,
                   size_t width) {
#if HWY_TARGET == HWY_SCALAR  // one lane: no 16-byte vector to shuffle
  for (size_t r = 0; r < rows; ++r, in += width, out += width)
    for (size_t w = 0; w < width; ++w) out[w] = in[width - 1 - w];
#else
  const hn::ScalableTag<uint8_t> d;
  const hn::Repartition<uint64_t, decltype(d)> d64;
  const size_t lanes = hn::Lanes(d);
  alignas(16) constexpr uint8_t kSwap[16] = {7, 6, 5, 4, 3, 2, 1, 0, 15, 14, 13, 12, 11, 10, 9, 8};
  const auto order = hn::LoadDup128(d, kSwap);
  for (size_t r = 0; r < rows; ++r, in += width, out += width) {
    size_t w = 0;
    for (; w + lanes <= width; w += lanes) {
      const auto v = hn::LoadU(d, in + width - w - lanes);
      const auto lanes_reversed = hn::BitCast(d, hn::Reverse(d64, hn::BitCast(d64, v)));
      hn::StoreU(hn::TableLookupBytes(lanes_reversed, order), d, out + w);
    }
    for (; w < width; ++w) out[w] = in[width - 1 - w];
  }
#endif
}

void ReverseRowsOfSize(const void* in, void* out, size_t rows, size_t width, size_t bytes) {
  switch (bytes) {
    case 1:
      return ReverseRowsU8(static_cast<const uint8_t*>(in), static_cast<uint8_t*>(out), rows,
                           width);
    case 2:
      return ReverseRowsOf(static_cast<const uint16_t*>(in), static_cast<uint16_t*>(out), rows,
                           width);
    case 4:
      return ReverseRowsOf(static_cast<const uint32_t*>(in), static_cast<uint32_t*>(out), rows,
                           width);
    default:
      return ReverseRowsOf(static_cast<const uint64_t*>(in), static_cast<uint64_t*>(out), rows,
                           width);
  }
}

}  // namespace HWY_NAMESPACE
}  // namespace kornia::native
HWY_AFTER_NAMESPACE();

#if HWY_ONCE

#include <ATen/Parallel.h>
#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <ATen/core/dispatch/Dispatcher.h>
#include <ATen/ops/cat.h>
#include <ATen/ops/empty.h>
#include <ATen/ops/empty_like.h>
#include <ATen/ops/flip.h>
#include <ATen/ops/full.h>
#include <ATen/ops/where.h>

#include <algorithm>
#include <cstring>
#include <string>
#include <vector>

#include "ops/core/check.h"
#include "ops/core/shape.h"
#include "ops/native/internal.h"
#include "ops/native/native.h"
#include "ops/native/operator.h"

namespace kornia::native {

HWY_EXPORT(ReverseRowsOfSize);

namespace {

using detail::kGrain;

template <class T>
void FillTyped(char* to, const char* value, int64_t count) {
  T lane;
  std::memcpy(&lane, value, sizeof(T));
  std::fill_n(reinterpret_cast<T*>(to), count, lane);
}

// Whether the byte-moving kernels (_hflip_where, _planes) take this input.
bool MovableLanes(const at::Tensor& input) {
  const int64_t bytes = input.element_size();
  return input.is_contiguous() && !input.is_complex() &&
         (bytes == 1 || bytes == 2 || bytes == 4 || bytes == 8);
}

void CheckGate(const char* op, const at::Tensor& input, const at::Tensor& gate) {
  KC_CHECK(input.dim() >= 2, op, "an input of at least 2 dims", "shape ", input.sizes());
  KC_CHECK_DTYPE(
      gate.scalar_type() == at::kBool && gate.dim() == 1 && gate.size(0) == input.size(0), op,
      c10::str("a bool gate of shape (", input.size(0), ",)"), core::DtypeName(gate.scalar_type()),
      " gate of shape ", gate.sizes());
}

// out[b] = gate[b] ? flip(input[b], -1) : input[b], row by row over ATen's
// pool: a gated image's rows reversed, the others copied.
at::Tensor HflipWhereCpu(const at::Tensor& input, const at::Tensor& gate) {
  CheckGate("_hflip_where", input, gate);
  if (!MovableLanes(input)) return detail::HflipWhereComposite(input, gate);
  const auto bytes = static_cast<size_t>(input.element_size());
  detail::CountKernelRun();
  const at::Tensor g = gate.contiguous();
  at::Tensor out = at::empty_like(input);
  const int64_t width = input.size(-1);
  const int64_t rows = width == 0 ? 0 : input.numel() / width;
  const int64_t per_image = input.size(0) == 0 ? 0 : rows / input.size(0);
  const auto* in = static_cast<const char*>(input.data_ptr());
  auto* dst = static_cast<char*>(out.data_ptr());
  const bool* flip = g.data_ptr<bool>();
  const int64_t row_bytes = width * static_cast<int64_t>(bytes);
  at::parallel_for(0, rows, std::max<int64_t>(1, kGrain / std::max<int64_t>(row_bytes, 1)),
                   [&](int64_t begin, int64_t end) {
                     for (int64_t r = begin; r < end;) {
                       const int64_t b = r / per_image;
                       const int64_t count = std::min(end, (b + 1) * per_image) - r;
                       const char* from = in + r * row_bytes;
                       char* to = dst + r * row_bytes;
                       // lint: allow(host-readback) the CPU kernel reads its gate input; the op is
                       // one node to a tracer
                       if (flip[b]) {
                         ReverseRows(from, to, static_cast<size_t>(count),
                                     static_cast<size_t>(width), bytes);
                       } else {
                         std::memcpy(to, from, static_cast<size_t>(count * row_bytes));
                       }
                       r += count;
                     }
                   });
  return out;
}

// out[b] = gate[b] ? flip(input[b], -2) : input[b], row by row over ATen's
// pool: row r of a gated image's plane is the plane's row H - 1 - r.
at::Tensor VflipWhereCpu(const at::Tensor& input, const at::Tensor& gate) {
  CheckGate("_vflip_where", input, gate);
  if (!MovableLanes(input)) return detail::VflipWhereComposite(input, gate);
  detail::CountKernelRun();
  const at::Tensor g = gate.contiguous();
  at::Tensor out = at::empty_like(input);
  const int64_t height = input.size(-2), width = input.size(-1);
  const int64_t rows = width == 0 ? 0 : input.numel() / width;
  if (rows == 0) return out;
  const int64_t per_image = rows / input.size(0);
  const auto* in = static_cast<const char*>(input.data_ptr());
  auto* dst = static_cast<char*>(out.data_ptr());
  const bool* flip = g.data_ptr<bool>();
  const int64_t row_bytes = width * static_cast<int64_t>(input.element_size());
  at::parallel_for(
      0, rows, std::max<int64_t>(1, kGrain / std::max<int64_t>(row_bytes, 1)),
      [&](int64_t begin, int64_t end) {
        for (int64_t r = begin; r < end; ++r) {
          const int64_t within = r % height;
          // lint: allow(host-readback) the CPU kernel reads its gate input; the op is
          // one node to a tracer
          const int64_t from = flip[r / per_image] ? r - within + height - 1 - within : r;
          std::memcpy(dst + r * row_bytes, in + from * row_bytes, static_cast<size_t>(row_bytes));
        }
      });
  return out;
}

void CheckPlanes(const at::Tensor& input, at::IntArrayRef source,
                 const c10::optional<at::Tensor>& fill) {
  KC_CHECK(input.dim() >= 3, "_planes", "an input of shape (*, C, H, W)", "shape ",
           input.sym_sizes());
  // C read alone (its composite form is the Meta kernel: a dynamic batch
  // stays symbolic).
  const int64_t channels = core::HostSize(input, -3);
  bool fills = false;
  for (const int64_t s : source) {
    KC_CHECK(s >= -1 && s < channels, "_planes",
             c10::str("source planes in [-1, ", channels - 1, "]"), "source ", source);
    fills = fills || s == -1;
  }
  if (fills)
    KC_CHECK(fill.has_value() && fill->dim() == 0 && fill->scalar_type() == input.scalar_type(),
             "_planes", c10::str("a 0-dim ", core::DtypeName(input.scalar_type()), " fill"),
             fill.has_value() ? c10::str("fill of shape ", fill->sizes(), " and dtype ",
                                         core::DtypeName(fill->scalar_type()))
                              : std::string("no fill"));
}

// Every element of `count` lanes of `bytes` at `to` set to the lane at `value`.
void FillLanes(char* to, const char* value, int64_t count, size_t bytes) {
  switch (bytes) {
    case 1:
      std::memset(to, *value, static_cast<size_t>(count));
      return;
    case 2:
      return FillTyped<uint16_t>(to, value, count);
    case 4:
      return FillTyped<uint32_t>(to, value, count);
    default:
      return FillTyped<uint64_t>(to, value, count);
  }
}

// Plane by plane over ATen's pool: a copy of the source plane (memcpy) or
// the fill.
at::Tensor PlanesCpu(const at::Tensor& input, at::IntArrayRef source,
                     const c10::optional<at::Tensor>& fill) {
  CheckPlanes(input, source, fill);
  if (!MovableLanes(input)) return detail::PlanesComposite(input, source, fill);
  detail::CountKernelRun();
  std::vector<int64_t> shape(input.sizes().begin(), input.sizes().end());
  const int64_t channels = input.size(-3);
  const auto planes_out = static_cast<int64_t>(source.size());
  shape[shape.size() - 3] = planes_out;
  at::Tensor out = at::empty(shape, input.options());
  const auto bytes = static_cast<size_t>(input.element_size());
  const int64_t plane_bytes = input.size(-2) * input.size(-1) * static_cast<int64_t>(bytes);
  const int64_t tasks = out.numel() == 0 ? 0 : out.numel() / (input.size(-2) * input.size(-1));
  if (tasks == 0) return out;
  const std::vector<int64_t> from_plane(source.begin(), source.end());
  const auto* in = static_cast<const char*>(input.data_ptr());
  auto* dst = static_cast<char*>(out.data_ptr());
  const at::Tensor value = fill.has_value() ? fill->contiguous() : at::Tensor();
  const char* fill_lane = value.defined() ? static_cast<const char*>(value.data_ptr()) : nullptr;
  at::parallel_for(0, tasks, std::max<int64_t>(1, kGrain / std::max<int64_t>(plane_bytes, 1)),
                   [&](int64_t begin, int64_t end) {
                     for (int64_t t = begin; t < end; ++t) {
                       const int64_t b = t / planes_out, i = t % planes_out;
                       char* to = dst + t * plane_bytes;
                       const int64_t s = from_plane[static_cast<size_t>(i)];
                       if (s >= 0) {
                         std::memcpy(to, in + (b * channels + s) * plane_bytes,
                                     static_cast<size_t>(plane_bytes));
                       } else {
                         FillLanes(to, fill_lane, plane_bytes / static_cast<int64_t>(bytes), bytes);
                       }
                     }
                   });
  return out;
}

at::Tensor PlanesCompositeChecked(const at::Tensor& input, at::IntArrayRef source,
                                  const c10::optional<at::Tensor>& fill) {
  CheckPlanes(input, source, fill);
  return detail::PlanesComposite(input, source, fill);
}

}  // namespace

void ReverseRows(const void* in, void* out, size_t rows, size_t width, size_t bytes) {
  HWY_DYNAMIC_DISPATCH(ReverseRowsOfSize)(in, out, rows, width, bytes);
}

namespace detail {

// where(gate[b], input[b].flip(dim), input[b]): both flips' composite form.
at::Tensor FlipWhereComposite(const at::Tensor& input, const at::Tensor& gate, int64_t dim) {
  std::vector<int64_t> shape(input.dim(), 1);
  shape[0] = input.size(0);
  return at::where(gate.view(shape), input.flip(dim), input);
}

at::Tensor HflipWhereComposite(const at::Tensor& input, const at::Tensor& gate) {
  return FlipWhereComposite(input, gate, -1);
}

at::Tensor VflipWhereComposite(const at::Tensor& input, const at::Tensor& gate) {
  return FlipWhereComposite(input, gate, -2);
}

at::Tensor PlanesComposite(const at::Tensor& input, at::IntArrayRef source,
                           const c10::optional<at::Tensor>& fill) {
  std::vector<at::Tensor> pieces;
  for (const int64_t s : source) {
    if (s >= 0) {
      pieces.push_back(input.narrow(-3, s, 1));
    } else {
      c10::SymDimVector plane(input.sym_sizes().begin(), input.sym_sizes().end());
      plane[plane.size() - 3] = 1;
      pieces.push_back(fill->expand_symint(plane));
    }
  }
  return at::cat(pieces, -3);
}

at::Tensor Planes(const at::Tensor& input, const std::vector<int64_t>& source,
                  const c10::optional<at::Tensor>& fill) {
  static const auto op = c10::Dispatcher::singleton()
                             .findSchemaOrThrow("kornia_cpp::_planes", "")
                             .typed<at::Tensor(const at::Tensor&, at::IntArrayRef,
                                               const c10::optional<at::Tensor>&)>();
  return op.call(input, source, fill);
}

at::Tensor PlanesIfNative(const at::Tensor& input, const std::vector<int64_t>& source,
                          std::optional<double> fill_value) {
  // uint8 only: there one pass instead of the composite's two or three ops is
  // 1.4-2.8x (a 256x256 image, bench/RESULTS.md); on a float32 batch ATen's
  // flip and cat already run at memory speed (a (32, 3, 256, 256) batch:
  // 2.9 ms for the kernel, 1.9 ms for flip, measured in one run).
  if (!Enabled() || input.scalar_type() != at::kByte || !input.is_contiguous()) return {};
  if (!fill_value) return Planes(input, source, c10::nullopt);
  return Planes(input, source, at::full({}, *fill_value, input.options()));
}

at::Tensor HflipWhere(const at::Tensor& input, const at::Tensor& gate) {
  static const auto op = c10::Dispatcher::singleton()
                             .findSchemaOrThrow("kornia_cpp::_hflip_where", "")
                             .typed<at::Tensor(const at::Tensor&, const at::Tensor&)>();
  return op.call(input, gate);
}

at::Tensor VflipWhere(const at::Tensor& input, const at::Tensor& gate) {
  static const auto op = c10::Dispatcher::singleton()
                             .findSchemaOrThrow("kornia_cpp::_vflip_where", "")
                             .typed<at::Tensor(const at::Tensor&, const at::Tensor&)>();
  return op.call(input, gate);
}

}  // namespace detail
}  // namespace kornia::native

KC_NATIVE_OPERATOR(_hflip_where, "(Tensor input, Tensor gate) -> Tensor",
                   &kornia::native::HflipWhereCpu, &kornia::native::detail::HflipWhereComposite,
                   {.dtypes = {}, .family = kornia::native::Family::kPlanes});
KC_NATIVE_OPERATOR(_vflip_where, "(Tensor input, Tensor gate) -> Tensor",
                   &kornia::native::VflipWhereCpu, &kornia::native::detail::VflipWhereComposite,
                   {.dtypes = {}, .family = kornia::native::Family::kPlanes});
KC_NATIVE_OPERATOR(_planes, "(Tensor input, int[] source, Tensor? fill=None) -> Tensor",
                   &kornia::native::PlanesCpu, &kornia::native::PlanesCompositeChecked,
                   {.dtypes = {}, .family = kornia::native::Family::kPlanes});

#endif  // HWY_ONCE

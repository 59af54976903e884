// The native backend's run-time state (native.h): the composite-only mode, the
// run counter, the Highway target, ATen's fusing, and the table of operators
// (operator.h). The kernels are in their families' files (u8.cc, planes.cc,
// rgb.cc, linalg.cc, taps.cc).
//
// A Highway translation unit for Target() alone: foreach_target.h includes
// this file once per x86 target (HWY_TARGET_INCLUDE), and HWY_DYNAMIC_DISPATCH
// picks the best one the CPU has, as it does for the kernels' files (compiled
// with the same flags for the same targets). Everything else is compiled once
// (HWY_ONCE).
#undef HWY_TARGET_INCLUDE
#define HWY_TARGET_INCLUDE "ops/native/runtime.cc"
#include <hwy/foreach_target.h>  // must come before highway.h
#include <hwy/highway.h>

HWY_BEFORE_NAMESPACE();
namespace kornia::native {
namespace HWY_NAMESPACE {

const char* TargetNameOf() { return hwy::TargetName(HWY_TARGET); }

}  // namespace HWY_NAMESPACE
}  // namespace kornia::native
HWY_AFTER_NAMESPACE();

#if HWY_ONCE

#include <ATen/Version.h>
#include <ATen/core/Tensor.h>
#include <ATen/core/grad_mode.h>
#include <c10/util/Exception.h>

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "ops/core/check.h"
#include "ops/native/internal.h"
#include "ops/native/native.h"
#include "ops/native/operator.h"

namespace kornia::native {

HWY_EXPORT(TargetNameOf);

namespace {

thread_local bool composite_only = false;
std::atomic<uint64_t> kernel_runs{0};

std::vector<Operator>& Table() {
  static std::vector<Operator> table;
  return table;
}

}  // namespace

bool Enabled() { return !composite_only; }

bool EnabledFor(const at::Tensor& input) {
  return Enabled() && !(at::GradMode::is_enabled() && input.requires_grad());
}

CompositeOnly::CompositeOnly() : previous_(composite_only) { composite_only = true; }
CompositeOnly::~CompositeOnly() { composite_only = previous_; }

uint64_t KernelRuns() { return kernel_runs.load(std::memory_order_relaxed); }

const char* Target() { return HWY_DYNAMIC_DISPATCH(TargetNameOf)(); }

namespace detail {

const char* BorderName(WindowBorder border) {
  switch (border) {
    case WindowBorder::kZeros:
      return "constant";
    case WindowBorder::kReflect:
      return "reflect";
    case WindowBorder::kReplicate:
      return "replicate";
    case WindowBorder::kCircular:
      return "circular";
  }
  return "constant";
}

void CheckPadFits(const char* op, WindowBorder border, int64_t ry, int64_t rx, int64_t height,
                  int64_t width) {
  if (height == 0 || width == 0) return;
  const auto fits = [border](int64_t r, int64_t side) {
    switch (border) {
      case WindowBorder::kReflect:
        return r < side;
      case WindowBorder::kCircular:
        return r <= side;
      default:
        return true;
    }
  };
  KC_CHECK(fits(ry, height) && fits(rx, width), op,
           "padding that fits the image (reflect: radius < side; circular: radius <= side)",
           "radii (", ry, ", ", rx, ") on an image of ", height, "x", width);
}

}  // namespace detail

const char* FamilyName(Family family) {
  switch (family) {
    case Family::kU8:
      return "u8";
    case Family::kPlanes:
      return "planes";
    case Family::kRgb:
      return "rgb";
    case Family::kLinalg:
      return "linalg";
    case Family::kTaps:
      return "taps";
    case Family::kFlood:
      return "flood";
    case Family::kEdges:
      return "edges";
    case Family::kRank:
      return "rank";
  }
  return "?";
}

bool Operator::Takes(c10::ScalarType dtype) const {
  if (!info.dtypes.empty())
    return std::find(info.dtypes.begin(), info.dtypes.end(), dtype) != info.dtypes.end();
  // The byte-moving kernels' lanes (planes.cc's MovableLanes).
  const size_t bytes = c10::elementSize(dtype);
  return !c10::isComplexType(dtype) && (bytes == 1 || bytes == 2 || bytes == 4 || bytes == 8);
}

const std::vector<Operator>& Operators() { return Table(); }

const Operator* FindOperator(const std::string& name) {
  for (const Operator& op : Table())
    if (op.name == name) return &op;
  return nullptr;
}

namespace detail {

void CountKernelRun() { kernel_runs.fetch_add(1, std::memory_order_relaxed); }

bool AtenFuses() {
  static const bool fuses = [] {
    const std::string config = at::show_config();
    const std::string key = "CPU capability usage: ";
    const size_t at = config.find(key);
    return at != std::string::npos && config.compare(at + key.size(), 3, "AVX") == 0;
  }();
  return fuses;
}

void CheckUint8(const char* op, const at::Tensor& t, const char* name) {
  KC_CHECK_DTYPE(t.scalar_type() == at::kByte, op, c10::str("a uint8 ", name),
                 core::DtypeName(t.scalar_type()));
}

void AddOperator(Operator op) {
  const Operator* there = FindOperator(op.name);
  TORCH_CHECK(there == nullptr, "kornia_cpp::", op.name, ": declared twice as a native operator (",
              there == nullptr ? "" : there->file, " and ", op.file,
              "); the table keeps one declaration per operator (KC_NATIVE_OPERATOR)");
  Table().push_back(std::move(op));
}

}  // namespace detail
}  // namespace kornia::native

#endif  // HWY_ONCE

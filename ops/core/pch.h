// The precompiled header of the op libraries (//ops/core:ops_pch,
// tools/bazel/pch.bzl): ATen's tensor class and operators, which an op file
// parses for ~4.3 of its ~7 s of compile even with per-operator headers
// (warp_affine.cc, idle 2-core machine: 7.1 s -> 2.5 s with this PCH). Only
// headers outside this project and only what nearly every op includes: an op
// file still includes what it uses (its <ATen/ops/*.h> are small), and an edit
// of the project's own headers never rebuilds the PCH. Made with KC_OPS_COPTS,
// so all of ATen stays out (ci/layers).
#ifndef KORNIA_OPS_CORE_PCH_H_
#define KORNIA_OPS_CORE_PCH_H_

#include <ATen/TensorOperators.h>
#include <ATen/core/Tensor.h>
#include <c10/core/ScalarType.h>
#include <c10/util/Exception.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#endif  // KORNIA_OPS_CORE_PCH_H_

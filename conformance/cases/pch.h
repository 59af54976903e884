// The precompiled header of the conformance case files (//conformance:cases_pch,
// tools/bazel/pch.bzl): the library headers every case file parses through
// family.h, ~21 s of a case file's ~27 s compile. Only headers outside this
// project: a case file still includes what it uses, and an edit of the
// project's own headers never rebuilds the PCH.
#ifndef KORNIA_CONFORMANCE_CASES_PCH_H_
#define KORNIA_CONFORMANCE_CASES_PCH_H_

#include <ATen/CPUGeneratorImpl.h>
#include <torch/types.h>

#include <algorithm>
#include <array>
#include <cmath>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#endif  // KORNIA_CONFORMANCE_CASES_PCH_H_

// The benchmarks of one ops/ package's binary (kc_bench_package): every op of
// the package has one, derived from its descriptor (ops/core/op_spec.h) when
// the op works on one image (the descriptor's `call`), or declared by its
// `bench/<package>/<op>_bench.cc` (KC_BENCH_OP) when its inputs are not one
// image. Registered before the run: an op with neither, or with a bench file
// although its descriptor derives one, stops the binary with the message
// naming it (so its smoke test fails).
#pragma once

#include <set>
#include <string>
#include <vector>

#include "bench/op_bench.h"
#include "ops/core/op_spec.h"

namespace kornia::bench {

// The benchmark of an op on one image, from its descriptor: the image's
// channels (3 where any), values in [lo, hi), uint8 where the op claims it,
// a batch of one where it takes (B, C, H, W) only, the descriptor's square
// side; its OpenCV peers; the `composite` path in each regime's dtype whose
// call runs a native kernel (counted, native::KernelRuns()).
OpBench FromDescriptor(const core::OpSpec& op);

// The OpenCV equivalent of an op on one image, by its name (opencv_peers.cc).
std::vector<Peer> OpenCvPeers(const std::string& op);

// What is wrong with `package`'s benchmarks, one line each ("" when every op
// has exactly one): an op with neither a descriptor call nor a declared
// benchmark (`declared`: the names KC_BENCH_OP registered), or with both.
std::string BenchProblems(const std::vector<const core::OpSpec*>& ops, const std::string& package,
                          const std::set<std::string>& declared);

// What is wrong with `variants` (one line each, "" when nothing): a variant
// of an op that is not one of `package`'s ops on one image (the descriptor
// whose image and call it varies), or a label used twice for one op.
std::string VariantProblems(const std::vector<const core::OpSpec*>& ops, const std::string& package,
                            const std::vector<Variant>& variants);

// Registers `package`'s derived benchmarks and their variants, unless
// BenchProblems or VariantProblems finds anything (then returns it and
// registers nothing).
std::string RegisterPackage(const std::string& package);

}  // namespace kornia::bench

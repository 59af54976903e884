#!/usr/bin/env bash
# `bazel run //bench/<package>:<op>_bench -- [benchmark flags]`: the package's
# bench binary ($1) limited to one op's benchmarks ($2) and its variants', run from the
# workspace so the JSON context finds the commit. A --benchmark_filter given
# after it replaces the op's (Google Benchmark takes the last one).
set -euo pipefail
bin="$(cd "$(dirname "$1")" && pwd)/$(basename "$1")"
op="$2"
shift 2
exec "$bin" "--benchmark_filter=^$op[/@]" "$@"

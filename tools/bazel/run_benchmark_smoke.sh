#!/usr/bin/env bash
# Runs a benchmark binary once per benchmark, so `bazel test` keeps it working.
set -euo pipefail
exec "$1" --benchmark_min_time=0 --benchmark_repetitions=1 --benchmark_format=console

#!/usr/bin/env bash
# Runs a benchmark binary once per benchmark, so `bazel test` keeps it working.
# A binary that runs no benchmark at all (none registered, or a filter that
# matches none) fails: a smoke test that measured nothing proved nothing.
set -euo pipefail
out=$("$1" --benchmark_min_time=0 --benchmark_repetitions=1 --benchmark_format=json)
echo "$out"
python3 - "$out" <<'PY'
import json, sys
runs = json.loads(sys.argv[1]).get("benchmarks", [])
if not runs:
    sys.exit("run_benchmark_smoke: the binary ran no benchmark")
print("run_benchmark_smoke: %d benchmark runs" % len(runs))
PY

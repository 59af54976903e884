#!/usr/bin/env bash
# Runs a benchmark binary ($1, with the flags after it, e.g. a filter) once
# per benchmark, so `bazel test` keeps it working. A binary that runs no
# benchmark at all (none registered, or a filter that matches none) fails: a
# smoke test that measured nothing proved nothing. So does a benchmark that
# reports an error, unless its message says why the path is not measured on
# this build ("not measured: ...", e.g. a random op's trace on torch 1.13.1).
set -euo pipefail
bin="$1"
shift
out=$("$bin" "$@" --benchmark_min_time=0 --benchmark_repetitions=1 --benchmark_format=json)
echo "$out"
python3 - "$out" <<'PY'
import json, sys
runs = json.loads(sys.argv[1]).get("benchmarks", [])
if not runs:
    sys.exit("run_benchmark_smoke: the binary ran no benchmark")
errors = [r for r in runs if r.get("error_occurred")]
for r in errors:
    print("run_benchmark_smoke: %s: %s" % (r["name"], r.get("error_message", "")))
bad = [r for r in errors if not r.get("error_message", "").startswith("not measured: ")]
if bad:
    sys.exit("run_benchmark_smoke: %d benchmark(s) failed" % len(bad))
print("run_benchmark_smoke: %d benchmark runs (%d not measured)" % (len(runs), len(errors)))
PY

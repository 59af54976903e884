#!/usr/bin/env bash
# kc_bench_package's check (tools/bazel/defs.bzl: kc_bench_problems) on a
# planted package ($1: its messages) and a whole one ($2: none).
set -euo pipefail
planted="$1" whole="$2"
echo "planted: $planted"
grep -q "write planted_op_bench.cc" <<<"$planted" ||
  { echo "FAIL: an op without a benchmark file was not reported"; exit 1; }
grep -q "stale_bench.cc benchmark no op" <<<"$planted" ||
  { echo "FAIL: a benchmark file of no op was not reported"; exit 1; }
[ -z "$whole" ] || { echo "FAIL: a whole package was reported: $whole"; exit 1; }
echo "ok: both planted defects reported, the whole package not"

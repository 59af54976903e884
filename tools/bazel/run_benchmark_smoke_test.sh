#!/usr/bin/env bash
# The smoke runner refuses a binary that ran no benchmark or one whose
# benchmark failed, and accepts one that ran some, and one whose path is
# declared not measured (stand-in binaries printing Google Benchmark's JSON).
set -euo pipefail
runner="$1"
tmp="${TEST_TMPDIR:-$(mktemp -d)}"
printf '#!/bin/sh\necho %s\n' "'{\"context\": {}, \"benchmarks\": []}'" > "$tmp/none"
printf '#!/bin/sh\necho %s\n' "'{\"context\": {}, \"benchmarks\": [{\"name\": \"BM_x\"}]}'" > "$tmp/one"
printf '#!/bin/sh\necho %s\n' "'{\"context\": {}, \"benchmarks\": [{\"name\": \"x\", \"error_occurred\": true, \"error_message\": \"boom\"}]}'" > "$tmp/error"
printf '#!/bin/sh\necho %s\n' "'{\"context\": {}, \"benchmarks\": [{\"name\": \"x\"}, {\"name\": \"y\", \"error_occurred\": true, \"error_message\": \"not measured: no trace\"}]}'" > "$tmp/skip"
chmod +x "$tmp/none" "$tmp/one" "$tmp/error" "$tmp/skip"
if "$runner" "$tmp/none" > "$tmp/out" 2>&1; then
  echo "FAIL: a binary that ran no benchmark passed the smoke run"; cat "$tmp/out"; exit 1
fi
grep -q "ran no benchmark" "$tmp/out" || { echo "FAIL: no reason given"; cat "$tmp/out"; exit 1; }
"$runner" "$tmp/one" | grep -q "1 benchmark runs" || { echo "FAIL: one benchmark not accepted"; exit 1; }
if "$runner" "$tmp/error" > "$tmp/out" 2>&1; then
  echo "FAIL: a benchmark that reported an error passed the smoke run"; cat "$tmp/out"; exit 1
fi
grep -q "x: boom" "$tmp/out" || { echo "FAIL: the error was not shown"; cat "$tmp/out"; exit 1; }
"$runner" "$tmp/skip" --benchmark_filter=x | grep -q "2 benchmark runs (1 not measured)" ||
  { echo "FAIL: a path declared not measured was refused"; exit 1; }
echo "ok: empty run and failed benchmark refused, runs and declared skips accepted"

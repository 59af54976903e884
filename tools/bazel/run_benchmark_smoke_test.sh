#!/usr/bin/env bash
# The smoke runner refuses a binary that ran no benchmark, and accepts one
# that ran some (stand-in binaries printing Google Benchmark's JSON).
set -euo pipefail
runner="$1"
tmp="${TEST_TMPDIR:-$(mktemp -d)}"
printf '#!/bin/sh\necho %s\n' "'{\"context\": {}, \"benchmarks\": []}'" > "$tmp/none"
printf '#!/bin/sh\necho %s\n' "'{\"context\": {}, \"benchmarks\": [{\"name\": \"BM_x\"}]}'" > "$tmp/one"
chmod +x "$tmp/none" "$tmp/one"
if "$runner" "$tmp/none" > "$tmp/out" 2>&1; then
  echo "FAIL: a binary that ran no benchmark passed the smoke run"; cat "$tmp/out"; exit 1
fi
grep -q "ran no benchmark" "$tmp/out" || { echo "FAIL: no reason given"; cat "$tmp/out"; exit 1; }
"$runner" "$tmp/one" | grep -q "1 benchmark runs" || { echo "FAIL: one benchmark not accepted"; exit 1; }
echo "ok: empty run refused, one run accepted"

#!/usr/bin/env bash
# ci/cost.py splits a profile's action time into per-op (an action whose path
# or label names an op package) and fixed, and projects the wall at N ops;
# a profile it cannot read is an error. Usage: cost_test.sh <cost.py>
set -euo pipefail
cost="$1"
t="${TEST_TMPDIR:-$(mktemp -d)}/cost"
rm -rf "$t"; mkdir -p "$t"
# profile OUT "action:seconds"...: a 100 s run whose actions are these.
profile() {
  python3 - "$@" <<'PY'
import json, sys
ev = [{"cat": "build phase marker", "ph": "X", "name": "run", "ts": 0, "dur": 100_000_000}]
for spec in sys.argv[2:]:
    name, s = spec.rsplit(":", 1)
    ev.append({"cat": "action processing", "ph": "X", "name": name, "ts": 1,
               "dur": int(s) * 1_000_000})
json.dump({"traceEvents": ev}, open(sys.argv[1], "w"))
PY
}
cat > "$t/ops.bzl" <<'BZL'
KC_OPS = {
    "color": [
        "a",
        "b",
    ],
    "enhance": ["c", "d"],
}
BZL
# 100 s of wall, 150 s of actions: 100 per-op (enhance's unity unit, color's
# Python test), 50 fixed (the harness, a framework test, native kernels and a
# label that only begins like a package).
profile "$t/p.json" "Compiling ops/enhance/unity_enhance.cc:40" \
  "Testing //conformance:python_color_test:50" "Testing //conformance:python_color_test:10" \
  "Compiling conformance/registry.cc:20" "Testing //conformance:planted_defects_test:20" \
  "Compiling ops/native/rgb.cc:5" "Testing //tools:colorize_test:5"
gzip -k "$t/p.json"
got=$(python3 "$cost" --ops-bzl "$t/ops.bzl" --ops 8 --total 110 --markdown "$t/c.md" "t=$t/p.json.gz" | sed -n 1p)
# n = 4, N = 8: 100 + 100 x (2 - 1) / 1.5 = 166.7, plus the 10 s outside the profile.
want="ci/cost: 110 s at 4 ops; projected 177 s at 8 ops (t 167 s)"
[ "$got" = "$want" ] || { echo "FAIL: got '$got', want '$want'"; exit 1; }
grep -qF "| t | 100 | 150 | 1.50 | 100 | 50 | 25.0 | 167 |" "$t/c.md" || { cat "$t/c.md"; echo "FAIL: phase row"; exit 1; }
grep -qF "| per-op | 40 | 0 | 60 | 0 |" "$t/c.md" || { cat "$t/c.md"; echo "FAIL: per-op row"; exit 1; }
grep -qF "| fixed | 25 | 0 | 25 | 0 |" "$t/c.md" || { cat "$t/c.md"; echo "FAIL: fixed row"; exit 1; }
grep -qF '| `//conformance:python_color_test` | 60 |' "$t/c.md" || { echo "FAIL: shards not summed"; exit 1; }
grep -qF '| `//conformance:python_<pkg>_test` | 60 | 40% |' "$t/c.md" || { cat "$t/c.md"; echo "FAIL: package groups"; exit 1; }
# An unreadable profile and a malformed phase are errors, not a zero.
echo "not json" > "$t/bad.json"
if out=$(python3 "$cost" --ops-bzl "$t/ops.bzl" "t=$t/bad.json" 2>&1); then
  echo "FAIL: a bad profile passed: $out"; exit 1
fi
grep -q "cannot read the profile" <<<"$out" || { echo "FAIL: message: $out"; exit 1; }
if python3 "$cost" --ops-bzl "$t/ops.bzl" "$t/p.json" 2>/dev/null; then
  echo "FAIL: a phase without PHASE= passed"; exit 1
fi
# The fitted projection: color 1 op (30 s), enhance 3 ops (70 s): F = 10 s a
# package, v = 20 s an op; at 8 ops over 3 packages: 100 + (1 x 10 + 4 x 20) / 1.5
# = 160, plus the 10 s outside the profile.
cat > "$t/ops3.bzl" <<'BZL'
KC_OPS = {
    "color": ["a"],
    "enhance": ["c", "d", "e"],
}
BZL
profile "$t/q.json" "Compiling ops/enhance/unity_enhance.cc:40" \
  "Testing //conformance:python_enhance_test:30" "Testing //conformance:python_color_test:30" \
  "Compiling conformance/registry.cc:50"
got=$(python3 "$cost" --ops-bzl "$t/ops3.bzl" --ops 8 --packages 3 --total 110 \
  --markdown "$t/f.md" "t=$t/q.json" | tail -1)
want="ci/cost: fitted per package: projected 170 s at 8 ops over 3 packages"
[ "$got" = "$want" ] || { echo "FAIL: got '$got', want '$want'"; exit 1; }
grep -qF "| t | 10 | 20.0 | 160 |" "$t/f.md" || { cat "$t/f.md"; echo "FAIL: fitted row"; exit 1; }
# Equal op counts (the first run's 2 and 2) cannot be fitted, and say so.
python3 "$cost" --ops-bzl "$t/ops.bzl" --ops 8 "t=$t/p.json.gz" | tail -1 | grep -q "not fitted" \
  || { echo "FAIL: an unfittable run was fitted"; exit 1; }
echo PASS

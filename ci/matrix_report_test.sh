#!/usr/bin/env bash
# ci/matrix_report.py: a run over one pin refreshes that column, keeps the
# other listed pins' columns (with their commits) from the previous report,
# drops a pin no longer listed and a column of a report that names no commit,
# and fails on a failing row. Usage: matrix_report_test.sh <matrix_report.py>
set -euo pipefail
report="$1"
t="${TEST_TMPDIR:-$(mktemp -d)}/matrix"
rm -rf "$t"; mkdir -p "$t/out" "$t/ci"
cat > "$t/ci/torch_pins.txt" <<'PINS'
# pin  wheel sha  (only the first field matters here)
1.0 a b c
2.0 a b c
3.0 a b c
PINS
cat > "$t/ci/MATRIX.json" <<'OLD'
{"pins": ["1.0", "2.0", "9.9"], "pin_commits": {"1.0": "aaa1111", "2.0": "bbb2222", "9.9": "ccc3333"},
 "cells": {"test //x:t": {"1.0": "ok 5/5", "2.0": "FAIL 1/5", "9.9": "ok 5/5"},
           "test //x:old": {"1.0": "ok 1/1", "2.0": "—", "9.9": "ok 1/1"}},
 "tests": {"1.0": "6 passed, 0 failed", "2.0": "4 passed, 1 failed"}, "seconds": {"1.0": 10}}
OLD
# This run: pin 2.0 (now green) and 3.0 (new).
for p in 2.0 3.0; do
  echo '{"passed": 5, "failed": 0, "targets": {"//x:t": {"status": "PASSED", "passed": 5, "failed": 0}}}' \
    > "$t/out/tests-$p.json"
done
python3 "$report" "$t/out" 2.0 3.0 --matrix-json "$t/ci/MATRIX.json" --pins-file "$t/ci/torch_pins.txt"
python3 - "$t/ci/MATRIX.json" <<'PY'
import json, sys
m = json.load(open(sys.argv[1]))
assert m["pins"] == ["1.0", "2.0", "3.0"], m["pins"]               # 9.9 dropped, listed order
assert m["pin_commits"]["1.0"] == "aaa1111", m["pin_commits"]       # kept with its commit
assert m["pin_commits"]["2.0"] != "bbb2222", m["pin_commits"]       # refreshed
assert m["cells"]["test //x:t"] == {"1.0": "ok 5/5", "2.0": "ok 5/5", "3.0": "ok 5/5"}, m["cells"]
assert m["cells"]["test //x:old"] == {"1.0": "ok 1/1", "2.0": "—", "3.0": "—"}, m["cells"]
assert m["tests"] == {"1.0": "6 passed, 0 failed", "2.0": "5 passed, 0 failed",
                      "3.0": "5 passed, 0 failed"}, m["tests"]
assert m["failing"] == [], m["failing"]
PY
grep -q "| measured at commit | aaa1111 |" "$t/ci/MATRIX.md" || { echo "FAIL: MATRIX.md lacks the kept commit"; exit 1; }
# A pin tested at another commit than the report's HEAD (commit-<pin>.txt,
# written by ci/matrix) keeps that commit.
echo "eee5555" > "$t/out/commit-3.0.txt"
python3 "$report" "$t/out" 2.0 3.0 --matrix-json "$t/ci/MATRIX.json" --pins-file "$t/ci/torch_pins.txt"
grep -q '"3.0": "eee5555"' "$t/ci/MATRIX.json" || { echo "FAIL: the pin's own commit was not kept"; exit 1; }
rm "$t/out/commit-3.0.txt"
# A failing target fails the report.
echo '{"passed": 4, "failed": 1, "targets": {"//x:t": {"status": "FAILED", "passed": 4, "failed": 1}}}' \
  > "$t/out/tests-3.0.json"
if python3 "$report" "$t/out" 3.0 --matrix-json "$t/ci/MATRIX.json" --pins-file "$t/ci/torch_pins.txt"; then
  echo "FAIL: a failing row passed"; exit 1
fi
grep -q "FAIL 1/5" "$t/ci/MATRIX.md" || { echo "FAIL: no FAIL cell"; exit 1; }
# Survey cells: a known failure and a pass with breaks (ok-breaks:N, the
# Python paths) pass, an n/a record (a check that does not apply to the
# point) is not counted, a failure fails the cell.
cat > "$t/out/survey-2.0.json" <<'SURVEY'
{"header": {"commit": "ddd4444", "numeric_env": "env"}, "records": [
 {"case": "op", "check": "fused", "status": "ok"},
 {"case": "op", "check": "fused", "status": "known-failure"},
 {"case": "op", "check": "fused", "status": "n/a"},
 {"case": "op", "check": "fused", "status": "ok-breaks:2"},
 {"case": "op", "check": "golden", "status": "ok"},
 {"case": "op", "check": "golden", "status": "mismatch"}]}
SURVEY
python3 "$report" "$t/out" 2.0 --matrix-json "$t/ci/MATRIX.json" --pins-file "$t/ci/torch_pins.txt" \
  && { echo "FAIL: a mismatching survey cell passed"; exit 1; }
python3 - "$t/ci/MATRIX.json" <<'PY'
import json, sys
m = json.load(open(sys.argv[1]))
assert m["cells"]["op / fused"]["2.0"] == "ok 3/3", m["cells"]["op / fused"]
assert m["cells"]["op / golden"]["2.0"] == "FAIL 1/2", m["cells"]["op / golden"]
PY
rm "$t/out/survey-2.0.json"
# A report without commits per pin (written before them) keeps nothing.
echo '{"pins": ["1.0"], "cells": {"test //x:t": {"1.0": "ok 5/5"}}}' > "$t/ci/MATRIX.json"
python3 "$report" "$t/out" 2.0 --matrix-json "$t/ci/MATRIX.json" --pins-file "$t/ci/torch_pins.txt"
python3 -c "import json,sys; m=json.load(open(sys.argv[1])); assert m['pins'] == ['2.0'], m['pins']" \
  "$t/ci/MATRIX.json"
echo PASS

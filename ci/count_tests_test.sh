#!/usr/bin/env bash
# ci/count_tests.py counts each target's cases once: a stale shard set left by
# an earlier shard_count is ignored, a failing case and a target that left no
# results count as failures. Usage: count_tests_test.sh <count_tests.py>
set -euo pipefail
count="$1"
t="${TEST_TMPDIR:-$(mktemp -d)}/count"
rm -rf "$t"; mkdir -p "$t/logs"
xml() {  # xml FILE PASSED FAILED
  mkdir -p "$(dirname "$1")"
  {
    echo '<testsuites><testsuite>'
    for _ in $(seq "$2"); do echo '<testcase name="p" status="run"/>'; done
    for _ in $(seq "$3"); do echo '<testcase name="f" status="run"><failure/></testcase>'; done
    echo '</testsuite></testsuites>'
  } > "$1"
}
# //a:sharded: 2 shards of 5 cases (an old run), then 3 shards of 2 (now).
xml "$t/logs/a/sharded/shard_1_of_2/test.xml" 5 0
xml "$t/logs/a/sharded/shard_2_of_2/test.xml" 5 0
touch -d '2 days ago' "$t"/logs/a/sharded/shard_*_of_2/test.xml
for k in 1 2 3; do xml "$t/logs/a/sharded/shard_${k}_of_3/test.xml" 2 0; done
# //a:failing: one failing case of 4. //a:timeout: no results at all.
xml "$t/logs/a/failing/test.xml" 3 1
cat > "$t/log" <<'LOG'
//a:sharded                                  PASSED in 1.0s
//a:failing                                  FAILED in 1.0s
//a:timeout                                  TIMEOUT in 300.0s
LOG
got=$(python3 "$count" "$t/log" "$t/logs" --json "$t/out.json" || true)
want="9 passed, 2 failed (3 test targets)"
[ "$got" = "$want" ] || { echo "FAIL: got '$got', want '$want'"; exit 1; }
python3 - "$t/out.json" <<'PY'
import json, sys
t = json.load(open(sys.argv[1]))["targets"]
assert t["//a:sharded"] == {"status": "PASSED", "passed": 6, "failed": 0}, t
assert t["//a:failing"]["failed"] == 1, t
PY
# The exit status says whether anything failed.
sed -i '2,3d' "$t/log"
python3 "$count" "$t/log" "$t/logs" > /dev/null || { echo "FAIL: exit 1 on a passing log"; exit 1; }
echo PASS

#!/usr/bin/env bash
# The composite check under another ATen capability than the pinned one:
# run a package's conformance binary on its composite tests alone
# (`<op>.composite/<point>`; FILTER, default '*.composite/*') with
# ATEN_CPU_CAPABILITY=<capability>, outside the pinned numeric environment
# (golden/numeric_env.h; no golden is judged here). A native kernel must
# equal its composite form under every capability: a difference fails, as
# does a run that judged no test. Also runs native_paths_test (FILTER '*'):
# the same binary as the plain test, not a second compile of it.
#
# Usage: composite_capability_test.sh BIN CAPABILITY [FILTER]
set -euo pipefail
bin="$1"
capability="$2"
filter="${3:-*.composite/*}"
# The child runs every composite test of the package in one process: this
# test's XML, shard and status files are not its.
# (KC_CONFORMANCE_SAMPLE, where set, samples the points as in the suite.)
# KC_CAPABILITY_SAMPLE=N (.ci/run: 4) samples this run's points alone, every
# N-th of each case, each case's first at least; the plain suite
# (<package>_test) still judges every composite point at the pinned
# capability, and ./ci/test and the matrix job run this test on every point.
if [ -n "${KC_CAPABILITY_SAMPLE:-}" ]; then
  export KC_CONFORMANCE_SAMPLE="$KC_CAPABILITY_SAMPLE"
fi
unset XML_OUTPUT_FILE GTEST_OUTPUT TEST_SHARD_INDEX TEST_TOTAL_SHARDS TEST_SHARD_STATUS_FILE \
  GTEST_SHARD_INDEX GTEST_TOTAL_SHARDS TEST_PREMATURE_EXIT_FILE
log="${TEST_TMPDIR:-$(mktemp -d)}/composite.log"
status=0
KC_NUMERIC_ENV=unpinned ATEN_CPU_CAPABILITY="$capability" \
  "$bin" --gtest_filter="$filter" --gtest_brief=1 > "$log" 2>&1 || status=$?
ran=$(sed -n 's/^\[==========\] \([0-9]*\) tests\? from.*/\1/p' "$log" | tail -1)
passed=$(sed -n 's/^\[  PASSED  \] \([0-9]*\) tests\?.*/\1/p' "$log" | tail -1)
skipped=$(sed -n 's/^\[  SKIPPED \] \([0-9]*\) tests\?.*/\1/p' "$log" | tail -1)
grep -E '^\[  FAILED  \]|Failure|error' "$log" | head -40 || true
echo "$filter, ATEN_CPU_CAPABILITY=$capability: ${ran:-0} tests, ${passed:-0} passed," \
  "${skipped:-0} n/a (composite tests: no native kernel on the point), exit $status"
if [ "$status" != 0 ]; then
  tail -30 "$log"
  exit 1
fi
if [ "${passed:-0}" -eq 0 ]; then  # gtest's PASSED counts judged tests, not skipped ones
  echo "no test was judged: the filter ($filter) or the cases lost their composite points"
  exit 1
fi

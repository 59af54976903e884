#!/usr/bin/env bash
# KC_CONFORMANCE_SKIP_CHECKS (ci/sanitizers skips `fused`): a package's
# binary registers no test of a named check and every other test as before;
# a name that is no check is refused (a typo must not skip nothing).
# Usage: skip_checks_test.sh BIN
set -euo pipefail
bin="$1"
tmp="${TEST_TMPDIR:-$(mktemp -d)}"
list() {  # the registered tests, "Suite.check/point", sorted
  "$bin" --gtest_list_tests | awk '/^[^ ]/ {suite=$1} /^  / {print suite $1}' | sort
}
list > "$tmp/all"
KC_CONFORMANCE_SKIP_CHECKS=fused list > "$tmp/skipped"
fused=$(grep -c '\.fused/' "$tmp/all" || true)
left=$(grep -c '\.fused/' "$tmp/skipped" || true)
others=$(grep -v '\.fused/' "$tmp/all" | cmp -s - "$tmp/skipped" && echo same || echo differ)
echo "$(wc -l < "$tmp/all") tests, $fused fused; skipping fused: $(wc -l < "$tmp/skipped") tests," \
  "$left fused, the others $others"
[ "$fused" -gt 0 ] && [ "$left" = 0 ] && [ "$others" = same ]
if KC_CONFORMANCE_SKIP_CHECKS=fusd "$bin" --gtest_list_tests > "$tmp/typo" 2>&1; then
  echo "KC_CONFORMANCE_SKIP_CHECKS=fusd was taken: a typo skipped nothing silently"
  exit 1
fi
grep -q 'KC_CONFORMANCE_SKIP_CHECKS: expected check names, but got "fusd"' "$tmp/typo" || {
  echo "the refusal of a typo does not say why:"
  tail -5 "$tmp/typo"
  exit 1
}
echo "KC_CONFORMANCE_SKIP_CHECKS=fusd refused"

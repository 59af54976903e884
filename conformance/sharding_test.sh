#!/usr/bin/env bash
# Sharding covers every conformance test exactly once: run the suite's binary
# as each of N shards (gtest's GTEST_TOTAL_SHARDS/GTEST_SHARD_INDEX, what
# Bazel's shard_count sets) with KC_CONFORMANCE_DRY_RUN=1 (same tests
# registered, bodies skipped), collect the tests each shard ran, and compare
# their union with the full list: no test missing, none run twice.
set -euo pipefail
bin="$1"
shards="${2:-4}"
tmp="${TEST_TMPDIR:-$(mktemp -d)}"
export KC_CONFORMANCE_DRY_RUN=1
unset GTEST_SHARD_STATUS_FILE
"$bin" --gtest_list_tests | awk '/^[^ ]/ {suite=$1} /^  / {print suite $1}' | sort > "$tmp/all"
: > "$tmp/ran"
for ((i = 0; i < shards; i++)); do
  GTEST_TOTAL_SHARDS=$shards GTEST_SHARD_INDEX=$i "$bin" \
    | sed -n 's/^\[       OK \] \([^ ]*\).*/\1/p' > "$tmp/shard$i"
  echo "shard $i: $(wc -l < "$tmp/shard$i") tests"
  cat "$tmp/shard$i" >> "$tmp/ran"
done
sort "$tmp/ran" > "$tmp/ran.sorted"
total=$(wc -l < "$tmp/all")
dups=$(uniq -d "$tmp/ran.sorted" | wc -l)
missing=$(comm -23 "$tmp/all" <(sort -u "$tmp/ran.sorted") | wc -l)
extra=$(comm -13 "$tmp/all" <(sort -u "$tmp/ran.sorted") | wc -l)
echo "$total tests listed; run across $shards shards: $(wc -l < "$tmp/ran"); duplicates $dups, missing $missing, unlisted $extra"
[ "$total" -gt 0 ] && [ "$dups" = 0 ] && [ "$missing" = 0 ] && [ "$extra" = 0 ]

#!/usr/bin/env bash
# Builds the golden parsers' libFuzzer target with clang under AddressSanitizer
# and fuzzes it for $1 seconds, seeded with the committed op manifests (split
# into small ones, a few rows each, so mutations reach every field). Prints
# the executions run; fails on any crash, leak or sanitizer report.
set -euo pipefail
seconds="$1"
here="${TEST_SRCDIR}/${TEST_WORKSPACE}"
work="${TEST_TMPDIR}/fuzz"
mkdir -p "$work/corpus"
command -v clang++ >/dev/null || { echo "clang++ is missing: run ./ci/setup" >&2; exit 1; }
clang++ -std=c++20 -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all \
  -I "$here" "$here/golden/format.cc" "$here/golden/format_fuzz.cc" -lcrypto -o "$work/fuzz"
# Seeds: each committed manifest's header with 1-3 of its rows (inline and sampled).
i=0
for f in $(find -L "$here/golden/" -name '*.json' ! -name numeric_env.json | sort); do
  head=$(head -1 "$f")
  total=$(wc -l < "$f")
  for start in 2 $(( total / 2 )) $(( total - 3 )); do
    [ "$start" -ge 2 ] || continue
    rows=$(sed -n "${start},$(( start + 2 ))p" "$f" | grep '^\[' | sed 's/,$//' | paste -sd, -)
    [ -n "$rows" ] || continue
    printf '%s\n%s\n]}\n' "$head" "$rows" > "$work/corpus/seed$((i++)).json"
  done
done
[ "$i" -gt 0 ] || { echo "no seeds: golden/*/*.json missing" >&2; exit 1; }
# Non-ASCII text the JSON parser accepts (valid UTF-8), for the string fields.
printf 'e_acute="\\xc3\\xa9"\neuro="\\xe2\\x82\\xac"\n' > "$work/dict"
rc=0
"$work/fuzz" -max_total_time="$seconds" -rss_limit_mb=2048 -print_final_stats=1 \
  -dict="$work/dict" "$work/corpus" > "$work/log" 2>&1 || rc=$?
grep -E "^(stat::number_of_executed_units|stat::peak_rss_mb)|DONE|ERROR|SUMMARY" "$work/log" || true
if [ "$rc" != 0 ]; then tail -60 "$work/log"; exit "$rc"; fi

# The fuzzer must be able to fail: the same parser with one bounds check
# planted away (base64 digits looked up in a 128-entry table without checking
# the byte is ASCII) must be caught within the same budget.
clang++ -std=c++20 -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all \
  -DKC_GOLDEN_PLANTED_BASE64_TABLE \
  -I "$here" "$here/golden/format.cc" "$here/golden/format_fuzz.cc" -lcrypto -o "$work/fuzz_planted"
mkdir -p "$work/planted_corpus"
cp "$work"/corpus/* "$work/planted_corpus/" 2>/dev/null || true
prc=0
"$work/fuzz_planted" -max_total_time="$seconds" -rss_limit_mb=2048 -dict="$work/dict" \
  "$work/planted_corpus" \
  > "$work/planted_log" 2>&1 || prc=$?
caught="ERROR: AddressSanitizer|runtime error: index"
if [ "$prc" = 0 ] || ! grep -Eq "$caught" "$work/planted_log"; then
  echo "planted missing bounds check was NOT caught by the fuzzer" >&2
  tail -20 "$work/planted_log"
  exit 1
fi
echo "planted missing bounds check caught: $(grep -Em1 "$caught" "$work/planted_log")"

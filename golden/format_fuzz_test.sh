#!/usr/bin/env bash
# Builds the golden parser's libFuzzer target with clang under AddressSanitizer
# and fuzzes it for $1 seconds, seeded with the committed goldens. Prints the
# executions run; fails on any crash, leak or sanitizer report.
set -euo pipefail
seconds="$1"
here="${TEST_SRCDIR}/${TEST_WORKSPACE}"
work="${TEST_TMPDIR}/fuzz"
mkdir -p "$work/corpus"
command -v clang++ >/dev/null || { echo "clang++ is missing: run ./ci/setup" >&2; exit 1; }
clang++ -std=c++20 -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all \
  -I "$here" "$here/golden/format.cc" "$here/golden/format_fuzz.cc" -lcrypto -o "$work/fuzz"
find "$here/golden/" -name '*.kgt' | sort | sed -n '1,200p' > "$work/seeds"
while read -r f; do cp -L "$f" "$work/corpus/"; done < "$work/seeds"
rc=0
"$work/fuzz" -max_total_time="$seconds" -rss_limit_mb=2048 -print_final_stats=1 \
  "$work/corpus" > "$work/log" 2>&1 || rc=$?
grep -E "^(stat::number_of_executed_units|stat::peak_rss_mb)|DONE|ERROR|SUMMARY" "$work/log" || true
if [ "$rc" != 0 ]; then tail -60 "$work/log"; exit "$rc"; fi

# The fuzzer must be able to fail: the same parser with one bounds check
# planted away must be caught within the same budget.
clang++ -std=c++20 -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all \
  -DKC_GOLDEN_PLANTED_MISSING_BOUNDS_CHECK \
  -I "$here" "$here/golden/format.cc" "$here/golden/format_fuzz.cc" -lcrypto -o "$work/fuzz_planted"
mkdir -p "$work/planted_corpus"
cp "$work"/corpus/* "$work/planted_corpus/" 2>/dev/null || true
prc=0
"$work/fuzz_planted" -max_total_time="$seconds" -rss_limit_mb=2048 "$work/planted_corpus" \
  > "$work/planted_log" 2>&1 || prc=$?
if [ "$prc" = 0 ] || ! grep -q "ERROR: AddressSanitizer" "$work/planted_log"; then
  echo "planted missing bounds check was NOT caught by the fuzzer" >&2
  tail -20 "$work/planted_log"
  exit 1
fi
echo "planted missing bounds check caught: $(grep -m1 'ERROR: AddressSanitizer' "$work/planted_log")"

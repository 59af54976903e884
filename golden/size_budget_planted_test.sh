#!/usr/bin/env bash
# size_budget_test.sh must be able to fail: a synthetic store over the per-op
# average, and one over the total, are refused; one within both passes.
set -euo pipefail
check="${TEST_SRCDIR}/${TEST_WORKSPACE}/golden/size_budget_test.sh"
work="${TEST_TMPDIR}/planted"
mkdir -p "$work/golden/pkg"
echo '{"format":3,"numeric_env":{}}' > "$work/golden/numeric_env.json"
for op in a b c; do head -c 30000 /dev/zero | tr '\0' 'x' > "$work/golden/pkg/$op.json"; done
files=("$work/golden/numeric_env.json" "$work"/golden/pkg/*.json)
bash "$check" 40960 20971520 "${files[@]}" || { echo "a store within budget was refused" >&2; exit 1; }
head -c 50000 /dev/zero | tr '\0' 'x' > "$work/golden/pkg/big.json"
head -c 90000 /dev/zero | tr '\0' 'x' > "$work/golden/pkg/bigger.json"
files=("$work/golden/numeric_env.json" "$work"/golden/pkg/*.json)
if bash "$check" 40960 20971520 "${files[@]}"; then
  echo "planted: an average over 40 KiB per op was NOT refused" >&2
  exit 1
fi
if bash "$check" 40960 100000 "${files[@]}"; then
  echo "planted: a total over budget was NOT refused" >&2
  exit 1
fi
echo "planted oversized stores refused"

#!/usr/bin/env bash
# Planted defect for python_test.sh: a shard given no op (an empty parity
# dump) must fail, not pass having judged nothing.
set -uo pipefail
script=$1
tmp=${TEST_TMPDIR:-$(mktemp -d)}
cat > "$tmp/empty_dump" <<'DUMP'
#!/usr/bin/env bash
mkdir -p "$2" && echo '{"records": []}' > "$2/manifest.json"
DUMP
chmod +x "$tmp/empty_dump"
out=$(TEST_TOTAL_SHARDS=1 TEST_SHARD_INDEX=0 bash "$script" /bin/false "$tmp/empty_dump" \
  - - - - - - 2>&1)
rc=$?
[ "$rc" -ne 0 ] || { echo "FAIL: a shard with no op passed: $out"; exit 1; }
grep -q "nothing to judge" <<< "$out" || { echo "FAIL: failed for another reason: $out"; exit 1; }
echo "ok (exit $rc): $out"

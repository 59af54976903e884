#!/usr/bin/env bash
# parity_dump over the real registry: one record per sweep point of every case
# with a Kornia function, each with a well-formed call; the cases without one
# listed with a reason. No Kornia needed: this checks our side only.
# Usage: dump_test.sh <parity_dump binary> <cases it must cover>
set -euo pipefail
bin="$1"
expected="$2"
dir="${TEST_TMPDIR:-$(mktemp -d)}/dump"
mkdir -p "$dir"
"$bin" dump "$dir" | tee "$dir.log"
python3 - "$dir" "$expected" <<'PY'
import json, os, sys
d, expected = sys.argv[1], int(sys.argv[2])
m = json.load(open(os.path.join(d, "manifest.json")))
records, uncompared = m["records"], m["uncompared"]
ops = sorted({r["op"] for r in records})
print(f"{len(records)} records over {len(ops)} ops: {', '.join(ops)}")
assert len(ops) + len(uncompared) >= expected, (ops, uncompared, expected)
assert all(u["reason"] for u in uncompared), uncompared
# Points this torch cannot run: each with torch's error, never on the CI pin.
raised = m["raised"]
assert all(r["error"] for r in raised), raised
if raised:
    print(f"{len(raised)} point(s) raised on this torch, e.g. {raised[0]}")
for r in records:
    assert r["kornia"].startswith("kornia."), r["kornia"]
    for a in r["call"]["args"] + list(r["call"]["kwargs"].values()):
        if isinstance(a, str) and a.startswith("$") and a != "$dtype":
            assert int(a[1:]) < len(r["inputs"]), r
    for spec in r["inputs"] + [r["output"]]:
        size = os.path.getsize(os.path.join(d, spec["file"]))
        n = 1
        for s in spec["shape"]:
            n *= s
        item = {"float16": 2, "bfloat16": 2, "float32": 4, "float64": 8, "int64": 8,
                "int32": 4, "int16": 2, "int8": 1, "uint8": 1, "bool": 1}[spec["dtype"]]
        assert size == n * item, (spec, size)
print("parity dump: every record well formed")
PY
# The call validation fires: an input the point does not have, and bad JSON.
"$bin" call '{"args": ["$0", 3], "kwargs": {"mode": "nearest"}}' 1 > /dev/null
for bad in '{"args": ["$0", "$2"]}' '{"args": "$0"}' '{"args": [' '{"kwargs": {"w": "$x"}}'; do
  if "$bin" call "$bad" 2 2> "$dir.err"; then
    echo "parity_dump accepted a bad Kornia call: $bad"; exit 1
  fi
done
echo "parity dump: bad Kornia calls are refused"

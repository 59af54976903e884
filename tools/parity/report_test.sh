#!/usr/bin/env bash
# The parity report's judgement fires: a record beyond Kornia's tolerance with
# no written explanation fails the report; the same record within tolerance
# passes; an explanation all of whose records are within tolerance (stale)
# fails. No Kornia needed: the records are planted here.
set -euo pipefail
bin="$1"
dir="${TEST_TMPDIR:-$(mktemp -d)}/parity"
plant() {  # plant <kornia value> [op]: ours is 1.0 (float32), Kornia's is $1
  mkdir -p "$dir"
  python3 - "$dir" "$1" "${2:-planted}" <<'PY'
import json, struct, sys
d, theirs, op = sys.argv[1], float(sys.argv[2]), sys.argv[3]
open(f"{d}/ours.bin", "wb").write(struct.pack("<2f", 1.0, 0.5))
open(f"{d}/theirs.bin", "wb").write(struct.pack("<2f", theirs, 0.5))
spec = lambda f: {"file": f, "dtype": "float32", "shape": [2]}
json.dump({"records": [{"op": op, "dtype": "float32", "variant": "v", "inputs": [],
                        "params": {}, "output": spec("ours.bin"), "kornia_output": spec("theirs.bin")}]},
          open(f"{d}/manifest.json", "w"))
PY
}
plant 1.000001
"$bin" report "$dir" "$dir/ok.md" test test | tee "$dir/ok.log"
grep -q "1 records, 0 bit-identical, 1 within" "$dir/ok.log"
plant 1.01
if "$bin" report "$dir" "$dir/bad.md" test test > "$dir/bad.log"; then
  echo "report passed a planted difference beyond tolerance"; exit 1
fi
grep -q "UNEXPLAINED: planted float32 v" "$dir/bad.log"
grep -q "UNEXPLAINED" "$dir/bad.md"
# An explanation whose records are all within tolerance is stale: it fails.
plant 1.000001 rgb_to_linear_rgb
if "$bin" report "$dir" "$dir/stale.md" test test > "$dir/stale.log"; then
  echo "report passed a stale explanation"; exit 1
fi
grep -q "STALE EXPLANATION (within tolerance now): rgb_to_linear_rgb float32" "$dir/stale.log"
echo "parity report: within-tolerance record passes, unexplained difference and stale explanation fail"

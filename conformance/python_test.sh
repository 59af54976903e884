#!/usr/bin/env bash
# One package's cases through kornia_cpp's Python paths (conformance/python_paths.py:
# eager, opcheck, compile, export, export-dynamic, onnx), in the torch pin's
# Python environment (conformance/python_env.sh).
# Args: python_env.sh parity_dump numeric_env_tool libkornia_cpp.so
#       kornia_cpp/__init__.py python_paths.py kornia_parity.py known.json [env stamp]
# Sharded by op (shard_count in BUILD): shard i of n runs every n-th op.
set -euo pipefail
run=$1 dump_bin=$2 env_tool=$3 lib=$4 init=$5 paths_py=$6 parity_py=$7 known=$8 stamp=${9:-}
tmp=${TEST_TMPDIR:-$(mktemp -d)}
[ -n "${TEST_SHARD_STATUS_FILE:-}" ] && touch "$TEST_SHARD_STATUS_FILE"
"$dump_bin" dump "$tmp/dump" > /dev/null
# KC_PYTHON_SAMPLE=N (.ci/run): every op runs the light paths (eager on
# every point, script, errors, the class's eager and script), and every N-th
# op of the package (sorted by name: the 1st, the N+1-th, ...) the heavy ones
# too (opcheck, compile, export, onnx and their class forms); unset: every op
# every path (the matrix job, a user's ./ci/test).
sample=${KC_PYTHON_SAMPLE:-1}
read -r ops heavy < <(python3 -c "
import json, os, sys
ops = sorted({r['op'] for r in json.load(open(sys.argv[1]))['records']})
n, i = int(os.environ.get('TEST_TOTAL_SHARDS', 1)), int(os.environ.get('TEST_SHARD_INDEX', 0))
mine = ops[i::n]
heavy = set(ops[::max(1, int(sys.argv[2]))])
print(','.join(mine) or '-', ','.join(o for o in mine if o in heavy) or '-')" \
  "$tmp/dump/manifest.json" "$sample")
# A shard with no op judges nothing: a package without parity points has no
# Python test (BUILD), and shard_count keeps every shard's share non-empty.
[ "$ops" != "-" ] || {
  echo "python_test: no op of the package's parity dump in this shard: nothing to judge" >&2
  exit 1
}
heavy_args=()
if [ "$sample" != 1 ]; then
  [ "$heavy" = "-" ] && heavy=""
  heavy_args=(--heavy-ops "$heavy")
fi
out=${TEST_UNDECLARED_OUTPUTS_DIR:-$tmp}
"$run" "$env_tool" "$lib" "$init" "$stamp" "$(dirname "$parity_py")" \
  "$paths_py" "$tmp/dump" "$out/python_paths.json" --known "$known" --ops "$ops" \
  "${heavy_args[@]}"

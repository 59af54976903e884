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
ops=$(python3 -c "
import json, os, sys
ops = sorted({r['op'] for r in json.load(open(sys.argv[1]))['records']})
n, i = int(os.environ.get('TEST_TOTAL_SHARDS', 1)), int(os.environ.get('TEST_SHARD_INDEX', 0))
print(','.join(ops[i::n]))" "$tmp/dump/manifest.json")
[ -n "$ops" ] || { echo "python_test: no op in this shard"; exit 0; }
out=${TEST_UNDECLARED_OUTPUTS_DIR:-$tmp}
"$run" "$env_tool" "$lib" "$init" "$stamp" "$(dirname "$parity_py")" \
  "$paths_py" "$tmp/dump" "$out/python_paths.json" --known "$known" --ops "$ops"

#!/usr/bin/env bash
# golden/ must stay under a budget (bytes, first argument); prints its size.
set -euo pipefail
budget="$1"
shift
total=$(cat "$@" | wc -c)
files=$#
echo "golden store: ${files} files, ${total} bytes ($(( total / 1024 )) KiB) of ${budget} allowed"
[ "$total" -le "$budget" ] || { echo "golden store exceeds its budget" >&2; exit 1; }

#!/usr/bin/env bash
# golden/ must stay under its budgets: $1 bytes per op on average, $2 bytes in
# all; the rest of the arguments are the store's files (<package>/<op>.json per
# op, plus numeric_env.json). Prints the total, the average per op and the 5
# largest ops; fails when either budget is exceeded.
set -euo pipefail
per_op="$1"
budget="$2"
shift 2
total=0
ops=0
sizes=""
for f in "$@"; do
  n=$(wc -c < "$f")
  total=$(( total + n ))
  case "$f" in
    */numeric_env.json) ;;
    *.json)
      ops=$(( ops + 1 ))
      op="$(basename "$(dirname "$f")")/$(basename "$f" .json)"
      sizes+="${n} ${op}"$'\n' ;;
  esac
done
[ "$ops" -gt 0 ] || { echo "golden store: no op manifests given" >&2; exit 1; }
average=$(( total / ops ))
echo "golden store: ${#} files, ${ops} ops, ${total} bytes ($(( total / 1024 )) KiB) of ${budget} allowed"
echo "bytes per op (average): ${average} ($(( average / 1024 )) KiB) of ${per_op} allowed"
echo "largest ops:"
# sed reads to the end: a head that exits early would SIGPIPE sort, which
# pipefail turns into a failure once the list outgrows one pipe write.
printf '%s' "$sizes" | sort -rn | sed -n '1,5s/^/  /p'
fail=0
[ "$average" -le "$per_op" ] || { echo "golden store exceeds ${per_op} bytes per op on average" >&2; fail=1; }
[ "$total" -le "$budget" ] || { echo "golden store exceeds its ${budget}-byte budget" >&2; fail=1; }
exit "$fail"

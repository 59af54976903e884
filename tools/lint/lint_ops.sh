#!/usr/bin/env bash
# lint_ops.sh LINT CASE_FILE... -- OPS_FILE...
# The lint rules over every source file in ops/, with conformance case files
# telling which ops have registered cases.
set -euo pipefail
lint="$1"
shift
args=()
while [ "$1" != "--" ]; do args+=(--cases "$1"); shift; done
shift
exec "$lint" "${args[@]}" "$@"

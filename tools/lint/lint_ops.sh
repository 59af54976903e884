#!/usr/bin/env bash
# The lint rules over every source file in ops/ (passed by Bazel as arguments).
set -euo pipefail
lint="$1"
shift
exec "$lint" "$@"

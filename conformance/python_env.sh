#!/usr/bin/env bash
# Runs a Python script in the torch pin's Python environment with kornia_cpp
# laid out as the wheel lays it out, in the pinned numeric environment.
#   python_env.sh <numeric_env_tool> <libkornia_cpp.so> <kornia_cpp/__init__.py>
#                 <env stamp | no-python-env.txt | ""> <modules> <script> [args...]
# <modules>: ':'-separated files (or folders) whose folders go on PYTHONPATH.
# The environment ($KCPP_CACHE/py-<pin>, ./ci/setup makes it) is found from its
# readiness stamp (@torch//:python). The Debian pin has none: the script is
# not run and the reason printed. Caches and temporary files of torch.compile
# stay in the test's folder; one compile thread (Bazel runs tests side by side).
set -euo pipefail
env_tool=$1 lib=$2 init=$3 stamp=$4 extra_path=$5 script=$6
shift 6
if [ -z "$stamp" ]; then
  echo "python_env: no Python environment for this torch pin; run ./ci/setup --pin <pin>" >&2
  exit 1
fi
if [ "$(basename "$stamp")" = no-python-env.txt ]; then
  echo "python_env: not run: $(cat "$stamp")"
  exit 0
fi
venv=$(dirname "$(readlink -f "$stamp")")
tmp=${TEST_TMPDIR:-$(mktemp -d)}
mkdir -p "$tmp/site/kornia_cpp"
cp "$(dirname "$init")"/*.py "$tmp/site/kornia_cpp/"
cp "$lib" "$tmp/site/kornia_cpp/libkornia_cpp.so"
path="$tmp/site"
IFS=: read -ra modules <<<"$extra_path"
for m in "${modules[@]}"; do
  if [ -d "$m" ]; then path="$path:$m"; else path="$path:$(dirname "$m")"; fi
done
mapfile -t pinned < <("$env_tool" pinned)
exec env "${pinned[@]}" HOME="$tmp" TMPDIR="$tmp" XDG_CACHE_HOME="$tmp/cache" \
  TORCHINDUCTOR_CACHE_DIR="$tmp/inductor" TORCHINDUCTOR_COMPILE_THREADS=1 OMP_NUM_THREADS=1 \
  PYTHONPATH="$path" PYTHONDONTWRITEBYTECODE=1 \
  "$venv/bin/python" "$script" "$@"

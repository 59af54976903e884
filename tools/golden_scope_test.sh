#!/usr/bin/env bash
# //tools:golden_<package> acts on its own package alone. On a copy of the
# store, `golden_geometry prune` must remove a stale row planted in a geometry
# manifest and leave every other package's manifest byte-identical: the
# library-wide tool's rule (an entry no linked case produces is stale) would
# prune every other package from a binary that links one package's cases.
# Args: the tool, then the store's files (golden/<package>/<op>.json ...).
set -euo pipefail
tool="$1"
shift
work="${TEST_TMPDIR}/work"
for f in "$@"; do
  mkdir -p "$work/$(dirname "$f")"
  cp "$f" "$work/$f"
done
cp -r "$work/golden" "${TEST_TMPDIR}/before"
manifest="$work/golden/geometry/create_meshgrid.json"
python3 - "$manifest" <<'PY'
import json, sys
path = sys.argv[1]
d = json.load(open(path))
row = list(d["rows"][0])
row[0] = "planted_stale_point"
d["rows"] = sorted(d["rows"] + [row], key=lambda r: r[0])
json.dump(d, open(path, "w"), indent=1)
PY
cmp -s "$manifest" "${TEST_TMPDIR}/before/geometry/create_meshgrid.json" &&
  { echo "the planted row did not change the manifest" >&2; exit 1; }
out=$(env -u TEST_SRCDIR BUILD_WORKSPACE_DIRECTORY="$work" "$tool" prune)
echo "$out"
grep -qx "removed geometry/create_meshgrid/planted_stale_point" <<<"$out" ||
  { echo "golden_geometry prune did not remove the planted stale row" >&2; exit 1; }
grep -qx "prune: 1 removed" <<<"$out" ||
  { echo "golden_geometry prune removed more than the planted row" >&2; exit 1; }
# Every manifest, the pruned one included, byte-identical to the original
# (the numeric environment file is rewritten with this process's own; .lock
# is the store lock).
diff -r -x numeric_env.json -x .lock "${TEST_TMPDIR}/before" "$work/golden" ||
  { echo "golden_geometry prune changed manifests outside the planted row" >&2; exit 1; }
echo "golden_geometry prune: the planted row removed, every other manifest unchanged"

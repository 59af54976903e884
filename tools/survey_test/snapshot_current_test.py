"""The committed survey snapshot is current with the code: its cases are the
registry's (survey_main --list) and it holds every Python path that
conformance/python_paths.py runs. A snapshot left behind by a new op, a
renamed case or a new path fails here with what differs; rerun
`./tools/survey --commit-snapshot` to refresh it.

Usage: snapshot_current_test.py SNAPSHOT_GZ SURVEY_MAIN PYTHON_PATHS_PY
"""
import ast
import gzip
import json
import subprocess
import sys


def python_paths(source):
    """PATHS of python_paths.py, read without importing it (no torch here)."""
    tree = ast.parse(source)
    values = {}
    for node in tree.body:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and \
                isinstance(node.targets[0], ast.Name):
            values[node.targets[0].id] = node.value

    def evaluate(node):
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
            return evaluate(node.left) + evaluate(node.right)
        if isinstance(node, ast.Name):
            return evaluate(values[node.id])
        return list(ast.literal_eval(node))

    return evaluate(values["PATHS"])


def problems(snapshot, registry_cases, paths):
    """What differs between the snapshot and the code, one line each."""
    out = []
    cases = set(snapshot["cases"])
    for name in sorted(registry_cases - cases):
        out.append(f"case {name}: registered, but not in the snapshot")
    for name in sorted(cases - registry_cases):
        out.append(f"case {name}: in the snapshot, but no longer registered")
    recorded = set(snapshot["header"].get("paths", {}))
    for path in paths:
        # The survey names a Python path python-<path> where a C++ check has
        # its name (eager, errors).
        if path not in recorded and f"python-{path}" not in recorded:
            out.append(f"path {path}: python_paths.py runs it, the snapshot has no records of it")
    return out


def main():
    snapshot_gz, survey_main, paths_py = sys.argv[1:4]
    snapshot = json.load(gzip.open(snapshot_gz))
    listed = subprocess.run([survey_main, "--list"], check=True, capture_output=True,
                            text=True).stdout
    registry_cases = {line.split("\t")[0] for line in listed.splitlines() if line.strip()}
    with open(paths_py) as f:
        paths = python_paths(f.read())
    failed = 0

    def expect(condition, message):
        nonlocal failed
        if not condition:
            failed += 1
            print("FAIL:", message)

    found = problems(snapshot, registry_cases, paths)
    for line in found:
        print(f"{snapshot_gz}: {line}")
    expect(not found, "the committed snapshot is stale: rerun ./tools/survey --commit-snapshot")
    expect(len(registry_cases) > 80 and len(paths) >= 8,
           f"the registry lists {len(registry_cases)} cases and python_paths.py {len(paths)} paths")

    # Planted: the check fires on a snapshot without a case, with a case the
    # registry dropped, and without a Python path.
    planted = json.loads(json.dumps(snapshot))
    dropped = sorted(planted["cases"])[0]
    del planted["cases"][dropped]
    planted["cases"]["renamed_case"] = {}
    planted["header"]["paths"].pop(paths[0], None)
    planted["header"]["paths"].pop(f"python-{paths[0]}", None)
    found = problems(planted, registry_cases, paths)
    expect(f"case {dropped}: registered, but not in the snapshot" in found, "a missing case")
    expect("case renamed_case: in the snapshot, but no longer registered" in found,
           "a stale case")
    expect(any(line.startswith(f"path {paths[0]}:") for line in found), "a missing path")
    print(f"{len(registry_cases)} cases, {len(paths)} Python paths; "
          f"{'0 failed' if not failed else str(failed) + ' failed'}")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())

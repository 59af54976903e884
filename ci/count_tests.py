#!/usr/bin/env python3
"""Counts test cases from Bazel's results: prints "N passed, M failed".

Reads the `bazel test --test_summary=short` log for each target's status and
that target's test.xml (every shard) for its cases. A target that did not pass
and left no fresh cases (failed to build, timed out) counts as one failure.
Exit 1 if anything failed or nothing ran.
"""
import os
import re
import sys
import xml.etree.ElementTree as ET

STATUS = re.compile(
    r"^(//\S+)\s+(?:\(cached\)\s+)?(PASSED|FAILED|TIMEOUT|FLAKY|NO STATUS|FAILED TO BUILD|INCOMPLETE|REMOTE FAILURE|SKIPPED)\b"
)


def cases(xml_path):
    passed = failed = 0
    root = ET.parse(xml_path).getroot()
    for case in root.iter("testcase"):
        if case.find("failure") is not None or case.find("error") is not None:
            failed += 1
        elif case.get("status", "run") == "run" and case.find("skipped") is None:
            passed += 1
    return passed, failed


def current_shards(folder):
    """The test.xml of each shard of the target's current shard count.

    A target whose shard_count changed keeps the old shard_K_of_N folders
    beside the new ones (Bazel never deletes them): counting both counted its
    cases twice (ci/MATRIX.md's enhance_test cells after 6 -> 8 shards). The
    current set is the N whose folders hold the newest test.xml.
    """
    groups = {}
    for d in sorted(os.listdir(folder)):
        m = re.fullmatch(r"shard_\d+_of_(\d+)", d)
        x = os.path.join(folder, d, "test.xml")
        if m and os.path.isfile(x):
            groups.setdefault(int(m.group(1)), []).append(x)
    if not groups:
        return []
    newest = max(groups, key=lambda n: max(os.path.getmtime(x) for x in groups[n]))
    return groups[newest]


def main():
    log, testlogs = sys.argv[1], sys.argv[2]
    json_out = sys.argv[4] if len(sys.argv) > 4 and sys.argv[3] == "--json" else None
    per_target = {}
    passed = failed = 0
    targets = 0
    with open(log, errors="replace") as f:
        for line in f:
            m = STATUS.match(line.strip())
            if not m:
                continue
            target, status = m.groups()
            targets += 1
            folder = os.path.join(testlogs, target[2:].replace(":", "/"))
            # The target's own test.xml, or one per shard; never the run_K_of_N
            # folders a --runs_per_test invocation leaves behind.
            xmls = []
            if os.path.isfile(os.path.join(folder, "test.xml")):
                xmls.append(os.path.join(folder, "test.xml"))
            elif os.path.isdir(folder):
                xmls = current_shards(folder)
            p = f_ = 0
            for x in xmls:
                try:
                    a, b = cases(x)
                except ET.ParseError:
                    a, b = 0, 1
                p, f_ = p + a, f_ + b
            per_target[target] = {"status": status, "passed": p, "failed": f_}
            if status == "PASSED":
                passed += p if p else 1
            elif status in ("FAILED", "FLAKY") and f_:
                passed += p  # the cases of a target that ran, some failing
                failed += f_
            else:  # did not build or did not finish: its test.xml may be stale
                failed += 1
    print(f"{passed} passed, {failed} failed ({targets} test targets)")
    if json_out:
        import json
        with open(json_out, "w") as f:
            json.dump({"passed": passed, "failed": failed, "targets": per_target}, f,
                      indent=2, sort_keys=True)
    return 0 if failed == 0 and targets > 0 else 1


if __name__ == "__main__":
    sys.exit(main())

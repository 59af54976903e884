#!/usr/bin/env python3
"""Builds ci/MATRIX.json and ci/MATRIX.md from ci/matrix's per-pin outputs.

Rows: op x check (from each pin's survey) and every Bazel test target; columns:
pins; cells: "ok N/N" or "FAIL k/N". Also break counts per pin (host decisions
seen while tracing) and the golden store's cross-version drift.

A run over some pins (`ci/matrix --pin P`) refreshes those columns and keeps
the other pins' columns from the committed ci/MATRIX.json, each labelled with
the commit it was measured at: on a 2-core machine a pin costs ~45 min (its
build and `bazel test //...`), so the four columns can be refreshed in turn.
A pin no longer in ci/torch_pins.txt is dropped.

Usage: matrix_report.py OUT_DIR PIN... [--matrix-json PATH] [--pins-file PATH]
"""
import argparse
import json
import os
import subprocess
import sys
from collections import defaultdict


def git_commit(root):
    """HEAD's short hash: the commit when no survey header names it (--no-survey)."""
    try:
        return subprocess.run(["git", "-C", root, "rev-parse", "--short", "HEAD"], check=True,
                              capture_output=True, text=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def listed_pins(path):
    """The pins of ci/torch_pins.txt, in its order."""
    pins = []
    for line in open(path):
        f = line.split()
        if f and not f[0].startswith("#") and len(f) >= 4 and len(f) % 2 == 0 and f[0] not in pins:
            pins.append(f[0])
    return pins


def fresh_columns(out, pins, head):
    """Per pin measured in OUT: cells (row -> (ok, total)) and the header facts."""
    cols = {}
    for pin in pins:
        col = {"cells": {}, "commit": head}
        # The commit ci/matrix tested this pin at (a report written later,
        # at another HEAD, keeps it).
        commit_path = os.path.join(out, f"commit-{pin}.txt")
        if os.path.exists(commit_path):
            col["commit"] = open(commit_path).read().strip() or head
        survey_path = os.path.join(out, f"survey-{pin}.json")
        if os.path.exists(survey_path):
            survey = json.load(open(survey_path))
            header = survey["header"]
            col["commit"] = header.get("commit") or col["commit"]
            col["numeric_env"] = header.get("numeric_env", "not recorded")
            counts = defaultdict(lambda: [0, 0])
            nbreaks = 0
            for r in survey["records"]:
                if r["status"] == "n/a":  # a check that does not apply to the point
                    continue
                key = f"{r['case']} / {r['check']}"
                # A known failure (conformance/known_failures.json) passes, as in
                # `bazel test`; "known" is the survey's name for it before v2.
                counts[key][0] += (r["status"] in ("ok", "known-failure", "known")
                                   or r["status"].startswith("ok-breaks"))
                counts[key][1] += 1
                nbreaks += r.get("breaks", 0)
            for key, (ok, total) in counts.items():
                col["cells"][key] = (ok, total)
            col["breaks"] = nbreaks
        tests_path = os.path.join(out, f"tests-{pin}.json")
        if os.path.exists(tests_path):
            tests = json.load(open(tests_path))
            col["tests"] = f"{tests['passed']} passed, {tests['failed']} failed"
            for target, t in tests["targets"].items():
                total = t["passed"] + t["failed"]
                ok = t["passed"] if t["status"] == "PASSED" else min(t["passed"], total - 1)
                col["cells"][f"test {target}"] = (ok, max(total, 1))
        sec = os.path.join(out, f"seconds-{pin}.txt")
        if os.path.exists(sec):
            col["seconds"] = int(open(sec).read().strip() or 0)
        cols[pin] = col
    return cols


def parse_cell(text):
    """"ok 5/5" -> (5, 5); "FAIL 2/7" -> (5, 7); "—" -> None."""
    word, _, frac = text.partition(" ")
    if word not in ("ok", "FAIL"):
        return None
    n, total = (int(v) for v in frac.split("/"))
    return (n, total) if word == "ok" else (total - n, total)


def kept_columns(path, pins):
    """The committed report's columns for PINS, where it says their commit."""
    if not os.path.exists(path):
        return {}
    old = json.load(open(path))
    commits = old.get("pin_commits", {})  # reports before it had none: not kept
    cols = {}
    for pin in pins:
        if pin not in commits:
            continue
        cells = {}
        for row, by_pin in old.get("cells", {}).items():
            c = parse_cell(by_pin.get(pin, "—"))
            if c is not None:
                cells[row] = c
        col = {"cells": cells, "commit": commits[pin]}
        for key in ("tests", "seconds", "breaks"):
            if pin in old.get(key, {}):
                col[key] = old[key][pin]
        if pin in old.get("numeric_env", {}):
            col["numeric_env"] = old["numeric_env"][pin]
        cols[pin] = col
    return cols


def main():
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("pins", nargs="+")
    ap.add_argument("--matrix-json", default=os.path.join(root, "ci", "MATRIX.json"))
    ap.add_argument("--pins-file", default=os.path.join(root, "ci", "torch_pins.txt"))
    args = ap.parse_args()
    listed = listed_pins(args.pins_file)
    head = git_commit(root)
    cols = kept_columns(args.matrix_json, [p for p in listed if p not in args.pins])
    cols.update(fresh_columns(args.out, args.pins, head))
    pins = [p for p in listed if p in cols] + [p for p in args.pins if p not in listed]
    drift_path = os.path.join(args.out, "drift.txt")
    drift = [l.rstrip() for l in open(drift_path)] if os.path.exists(drift_path) else []

    def cell(row, pin):
        c = cols[pin]["cells"].get(row)
        if c is None:
            return "—"
        ok, total = c
        return f"ok {ok}/{total}" if ok == total else f"FAIL {total - ok}/{total}"

    rows = sorted({r for p in pins for r in cols[p]["cells"]})
    failing = sorted({r for r in rows for p in pins
                      if r in cols[p]["cells"] and cols[p]["cells"][r][0] != cols[p]["cells"][r][1]})
    facts = lambda key: {p: cols[p][key] for p in pins if key in cols[p]}
    report = {
        "pins": pins,
        "commit": head,
        "pin_commits": {p: cols[p]["commit"] for p in pins},
        "refreshed": list(args.pins),
        "cells": {r: {p: cell(r, p) for p in pins} for r in rows},
        "breaks": facts("breaks"),
        "tests": facts("tests"),
        "seconds": facts("seconds"),
        "drift": drift,
        "failing": failing,
        "numeric_env": facts("numeric_env"),
    }
    with open(args.matrix_json, "w") as f:
        json.dump(report, f, indent=2, sort_keys=True)
        f.write("\n")
    get = lambda key, p: str(report[key].get(p, "—"))
    md = ["# Torch-version matrix", "",
          "Auto-generated by `./ci/matrix` (ci/matrix_report.py). Do not edit by hand.", "",
          f"Report written at {report['commit']}; refreshed in this run: "
          f"{', '.join(args.pins)}; pins: {', '.join(pins)}. A column not refreshed "
          "is kept from the previous report, measured at the commit its row says.", "",
          "| | " + " | ".join(pins) + " |", "|---|" + "---|" * len(pins),
          "| measured at commit | " + " | ".join(report["pin_commits"][p] for p in pins) + " |",
          "| numeric environment (survey header) | " + " | ".join(
              "`" + get("numeric_env", p) + "`" for p in pins) + " |",
          "| bazel test //... | " + " | ".join(get("tests", p) for p in pins) + " |",
          "| host decisions while tracing (breaks) | " + " | ".join(get("breaks", p) for p in pins) + " |",
          "| matrix time (s) | " + " | ".join(get("seconds", p) for p in pins) + " |",
          "", "## op x check, and test targets", "",
          "| row | " + " | ".join(pins) + " |", "|---|" + "---|" * len(pins)]
    for r in rows:
        md.append(f"| {r} | " + " | ".join(cell(r, p) for p in pins) + " |")
    md += ["", "## Cross-version drift of eager outputs (this run's golden store)", ""]
    md += [f"- {l}" for l in drift] or ["- none"]
    md.append("")
    with open(os.path.join(os.path.dirname(args.matrix_json), "MATRIX.md"), "w") as f:
        f.write("\n".join(md))
    print(f"matrix: {len(rows)} rows x {len(pins)} pins ({len(args.pins)} refreshed), "
          f"{len(failing)} failing rows")
    return 1 if failing else 0


if __name__ == "__main__":
    sys.exit(main())

#!/usr/bin/env python3
"""What a CI run costs an op, and what it will cost at N ops.

Reads the Bazel JSON trace profiles of a run's phases (`.ci/run` writes
bazel-out/ci-test.profile.gz and bazel-out/ci-sanitizers.profile.gz) and
splits every action's time into:

- per-op: an action of one op package (its op, case, bench or Python file, its
  unity unit, library or binary, its tests: the path or label names the
  package, e.g. `ops/enhance/`, `conformance/cases_color_unity.cc`,
  `//conformance:python_enhance_test`, `//tools/parity:dump_losses_test`);
- fixed: everything else (the PCHs, ops/core, the harness, golden, lint, the
  framework's own tests, whatever no package names).

Per phase it prints the wall time, the action time (core-seconds; over the
wall it is the parallelism Bazel reached) of each part by kind (compile, link,
test, other), the per-op cost of each package, and the projection at
`--ops N`: fixed + per-op x N / n core-seconds, run at the measured
parallelism. The model is linear in the op count, so a package's own fixed
costs (a link, a binary's start) are counted as per-op: it over-estimates.
Projected wall = measured wall + per-op action time x (N / n - 1) / the
measured parallelism (action time over wall).
Beside it, a fitted projection: per phase, a package's action time fitted
by least squares as F + v x its op count over the packages measured (F: the
package's own fixed cost, its links, binaries' and Python shards' starts; v:
an op's), projected at N ops over `--packages P` packages (Kornia's eight in
scope: color, enhance, filters, morphology, geometry, augmentation, losses,
metrics): measured wall + ((P - p) x F + (N - n) x v) / the parallelism.
Not fitted (said so) where the packages' op counts do not differ or the fit
gives F or v below 0.
The run's time outside the profiles (setup, format, layers: `--total` less
the phases' walls) is fixed.

Usage: cost.py --ops-bzl ops/ops.bzl --ops 330 [--total S] [--markdown F]
               PHASE=PROFILE [PHASE=PROFILE ...]
"""
import argparse
import collections
import datetime
import gzip
import json
import os
import re
import subprocess
import sys

KINDS = (("compile", re.compile(r"^(Compiling|Precompiling) ")),
         ("link", re.compile(r"^Linking ")),
         ("test", re.compile(r"^Testing ")))
TEST = re.compile(r"^Testing (//\S+?)(?:,|\s|$)")


def packages(ops_bzl):
    """{package: op count} from ops.bzl's KC_OPS."""
    text = open(ops_bzl).read()
    body = re.search(r"KC_OPS\s*=\s*\{(.*?)\n\}", text, re.S)
    if not body:
        sys.exit(f"cost.py: no KC_OPS dict in {ops_bzl}")
    out = {}
    for pkg, ops in re.findall(r'"(\w+)":\s*\[(.*?)\]', body.group(1), re.S):
        out[pkg] = len(re.findall(r'"\w+"', ops))
    if not out:
        sys.exit(f"cost.py: KC_OPS in {ops_bzl} lists no package")
    return out


def package_pattern(pkgs):
    """A package's name as an action names it: after the start, '/', ':', '_'
    or ' ', before '/', '_', '.', ':' or the end (`ops/enhance/`,
    `python_color_test`; not `colorize`). One pattern finds it (per-op or
    fixed) and replaces it (`<pkg>`, to sum a package's targets)."""
    alt = "|".join(sorted(map(re.escape, pkgs), key=len, reverse=True))
    return re.compile(rf"(?<![^/:_ ])({alt})(?=[/_.:]|$)")


def load(path):
    try:
        with (gzip.open(path, "rt") if path.endswith(".gz") else open(path)) as f:
            data = json.load(f)
    except (OSError, ValueError) as e:
        sys.exit(f"cost.py: cannot read the profile {path}: {e}")
    events = data["traceEvents"] if isinstance(data, dict) else data
    actions = [e for e in events
               if e.get("cat") == "action processing" and e.get("ph") == "X" and "dur" in e]
    timed = [e for e in events if e.get("ph") == "X" and "dur" in e and "ts" in e]
    if not timed:
        sys.exit(f"cost.py: the profile {path} has no timed events")
    wall = (max(e["ts"] + e["dur"] for e in timed) - min(e["ts"] for e in timed)) / 1e6
    return wall, [(e["name"], e["dur"] / 1e6) for e in actions]


def context(label):
    """The run's context line: commit, date, CPU, cores, and the caller's label."""
    try:
        commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True,
                                text=True, check=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        commit = "unknown commit"
    cpu = "unknown CPU"
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    date = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%d %H:%M UTC")
    return f"{commit}, {date}, {cpu} x {os.cpu_count()}" + (f"; {label}" if label else "")


def kind_of(name):
    for kind, rx in KINDS:
        if rx.search(name):
            return kind
    return "other"


def analyse(wall, actions, pattern):
    part = collections.defaultdict(float)  # (per-op|fixed, kind) -> s
    by_pkg = collections.defaultdict(float)
    top = collections.defaultdict(float)  # test target / action -> s
    group = collections.defaultdict(float)  # the same with the package as <pkg>
    for name, dur in actions:
        m = pattern.search(name)
        pkg = m.group(1) if m else None
        kind = kind_of(name)
        part[("per-op" if pkg else "fixed", kind)] += dur
        if pkg:
            by_pkg[pkg] += dur
        m = TEST.match(name)
        key = m.group(1) if m else name
        top[key] += dur
        group[pattern.sub("<pkg>", key)] += dur
    return {"wall": wall, "part": part, "by_pkg": by_pkg, "top": top, "group": group}


def fit(by_pkg, pkgs):
    """(F, v): a package's action s ~ F + v x its ops, least squares; None
    where it cannot be fitted (one op count, or F or v below 0)."""
    xs = [pkgs[p] for p in sorted(pkgs)]
    ys = [by_pkg.get(p, 0.0) for p in sorted(pkgs)]
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    sxx = sum((x - mx) ** 2 for x in xs)
    if sxx == 0:
        return None
    v = sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sxx
    f = my - v * mx
    return (f, v) if f >= 0 and v >= 0 else None


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ops-bzl", required=True)
    ap.add_argument("--ops", type=int, default=330, help="op count to project to")
    ap.add_argument("--total", type=float, default=0.0,
                    help="the whole run's seconds: what the profiles do not "
                         "cover (setup, format, layers) is fixed")
    ap.add_argument("--packages", type=int, default=8,
                    help="package count at --ops, for the fitted projection")
    ap.add_argument("--markdown")
    ap.add_argument("--label", default="", help="what the run was (e.g. its caches)")
    ap.add_argument("phases", nargs="+", help="PHASE=PROFILE")
    a = ap.parse_args()
    pkgs = packages(a.ops_bzl)
    n = sum(pkgs.values())
    scale = a.ops / n
    pattern = package_pattern(pkgs)
    rows, md = [], []
    total_wall = total_proj = total_fit = 0.0
    fitted = True
    for spec in a.phases:
        phase, _, path = spec.partition("=")
        if not path:
            sys.exit(f"cost.py: expected PHASE=PROFILE, but got '{spec}'")
        r = analyse(*load(path), pattern)
        core = sum(r["part"].values())
        per_op = sum(v for (p, _), v in r["part"].items() if p == "per-op")
        fixed = core - per_op
        # The added per-op work runs at the phase's parallelism; the rest of
        # the wall (loading, analysis, fixed actions) stays as measured.
        par = core / r["wall"] if r["wall"] > 0 and core > 0 else 1.0
        proj_wall = r["wall"] + per_op * (scale - 1.0) / par
        fv = fit(r["by_pkg"], pkgs)
        fit_wall = None
        if fv:
            fit_wall = r["wall"] + ((a.packages - len(pkgs)) * fv[0] + (a.ops - n) * fv[1]) / par
            total_fit += fit_wall
        fitted = fitted and fv is not None
        total_wall += r["wall"]
        total_proj += proj_wall
        rows.append((phase, r, core, per_op, fixed, par, proj_wall, fv, fit_wall))
    outside = max(0.0, a.total - total_wall)
    total_wall += outside
    total_proj += outside
    total_fit += outside
    md.append(f"# What CI costs an op\n")
    md.append(f"Run: {context(a.label)}.\n")
    md.append(f"Generated by `ci/cost.py` from the Bazel profiles of one `.ci/run`; "
              f"{n} ops now ({', '.join(f'{p} {k}' for p, k in sorted(pkgs.items()))}), "
              f"projected to {a.ops}. Action time is core-seconds; the projection "
              f"keeps each phase's measured parallelism and counts a package's own "
              f"fixed costs as per-op (an over-estimate).\n")
    md.append("| phase | wall s | action s | parallelism | per-op s | fixed s | "
              f"s per op | projected wall s at {a.ops} ops |")
    md.append("|---|---:|---:|---:|---:|---:|---:|---:|")
    for phase, r, core, per_op, fixed, par, proj_wall, *_ in rows:
        md.append(f"| {phase} | {r['wall']:.0f} | {core:.0f} | {par:.2f} | {per_op:.0f} | "
                  f"{fixed:.0f} | {per_op / n:.1f} | {proj_wall:.0f} |")
    if outside:
        md.append(f"| outside Bazel | {outside:.0f} | | | | {outside:.0f} | | {outside:.0f} |")
    md.append(f"| **total** | **{total_wall:.0f}** | | | | | | **{total_proj:.0f}** |\n")
    md.append(f"Fitted per package (a package's action s ~ F + v x its ops, least squares "
              f"over the {len(pkgs)} packages; projected over {a.packages} packages at "
              f"{a.ops} ops):\n")
    md.append("| phase | F: s per package | v: s per op | projected wall s |")
    md.append("|---|---:|---:|---:|")
    for phase, *_, fv, fit_wall in rows:
        md.append(f"| {phase} | {fv[0]:.0f} | {fv[1]:.1f} | {fit_wall:.0f} |" if fv else
                  f"| {phase} | not fitted | | |")
    if outside:
        md.append(f"| outside Bazel | | | {outside:.0f} |")
    md.append(f"| **total** | | | **{total_fit:.0f}** |\n" if fitted else
              "| **total** | | | not fitted |\n")
    for phase, r, core, *_ in rows:
        md.append(f"## {phase}: action seconds by part\n")
        md.append("| part | compile | link | test | other |")
        md.append("|---|---:|---:|---:|---:|")
        for p in ("per-op", "fixed"):
            md.append(f"| {p} | " + " | ".join(
                f"{r['part'].get((p, k), 0.0):.0f}" for k in ("compile", "link", "test", "other"))
                + " |")
        md.append("\n| package | ops | action s | s per op |")
        md.append("|---|---:|---:|---:|")
        for pkg in sorted(pkgs):
            s = r["by_pkg"].get(pkg, 0.0)
            md.append(f"| {pkg} | {pkgs[pkg]} | {s:.0f} | {s / pkgs[pkg]:.1f} |")
        md.append("\n| largest, per package summed (`<pkg>`; tests: all shards) | action s | "
                  "share |")
        md.append("|---|---:|---:|")
        for name, s in sorted(r["group"].items(), key=lambda kv: -kv[1])[:12]:
            md.append(f"| `{name}` | {s:.0f} | {100 * s / core:.0f}% |")
        md.append("\n| largest single (tests: all shards and runs) | action s |")
        md.append("|---|---:|")
        for name, s in sorted(r["top"].items(), key=lambda kv: -kv[1])[:8]:
            md.append(f"| `{name}` | {s:.0f} |")
        md.append("")
    text = "\n".join(md)
    if a.markdown:
        with open(a.markdown, "w") as f:
            f.write(text)
    print(f"ci/cost: {total_wall:.0f} s at {n} ops; projected {total_proj:.0f} s "
          f"at {a.ops} ops ({', '.join(f'{row[0]} {row[6]:.0f} s' for row in rows)})")
    print(f"ci/cost: fitted per package: projected {total_fit:.0f} s at {a.ops} ops over "
          f"{a.packages} packages" if fitted else
          "ci/cost: fitted per package: not fitted (the packages' op counts do not differ, "
          "or F or v came out below 0)")


if __name__ == "__main__":
    main()

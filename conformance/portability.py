#!/usr/bin/env python3
"""The portability check: golden and fused checks under every numeric path
this machine can take, per op: do its bits depend on the instruction set?

Runs a conformance binary (known failures applied) once per
configuration: the pinned environment (golden/numeric_env.h), then each
variation this CPU supports: ATen's DEFAULT (scalar) and, where the CPU has
it, AVX512 kernels; MKL's vendor default (MKL_CBWR unset) and the branches
it can be asked for (AVX2, AVX512; on a non-Intel CPU MKL ignores these and
runs AUTO, which the report shows); oneDNN uncapped (matters on AVX-512
CPUs); OpenBLAS's other kernel sets (the Debian pin). Configurations whose
effective environment (ATen's capability, the BLAS branch actually taken)
equals one already run are skipped. Golden runs on every point, fused on
every --fused-sample-th point (the fused replay is the suite's slowest check).

Inside the pinned environment a failure fails (exit 1); outside it,
differences are reported, not failed. Writes a Markdown report (--out-md)
and a JSON one (--out-json).

In `bazel test` one test per package (`//conformance:<package>_portability_test`,
on that package's `<package>_test` binary), each cached on its own; the
Markdown report comes from the whole library (`//conformance:portability`).

Usage (from Bazel, which passes the binaries):
  portability.py --conformance BIN --numeric-env BIN [--fused-sample N]
                 [--out-md PATH] [--out-json PATH]
"""
import argparse
import collections
import datetime
import json
import os
import re
import subprocess
import sys
import time

# Variables a Bazel test gives its process that must not reach the child
# suite (it would write this test's XML or run only one shard).
NOT_INHERITED = ("XML_OUTPUT_FILE", "GTEST_OUTPUT", "TEST_SHARD_INDEX", "TEST_TOTAL_SHARDS",
                 "TEST_SHARD_STATUS_FILE", "GTEST_SHARD_INDEX", "GTEST_TOTAL_SHARDS",
                 "TEST_PREMATURE_EXIT_FILE", "KC_CONFORMANCE_SAMPLE")
PINNED = {}  # golden/numeric_env.h's definition, asked from the binary (main)


def cpu_flags():
    with open("/proc/cpuinfo") as f:
        for line in f:
            if line.startswith("flags"):
                return set(line.split(":", 1)[1].split())
    return set()


def configurations(flags):
    """(name, what it changes, overrides); None removes a variable."""
    avx512 = {"avx512f", "avx512bw", "avx512vl", "avx512dq"} <= flags
    out = [("pinned", "the pinned environment", {})]
    out.append(("aten-default", "ATen's scalar kernels", {"ATEN_CPU_CAPABILITY": "default"}))
    if avx512:
        out.append(("aten-avx512", "ATen's AVX512 kernels", {"ATEN_CPU_CAPABILITY": "avx512"}))
    out.append(("mkl-vendor-default", "MKL's own choice (MKL_CBWR unset)", {"MKL_CBWR": None}))
    out.append(("mkl-avx2", "MKL asked for its AVX2 branch", {"MKL_CBWR": "AVX2"}))
    if avx512:
        out.append(("mkl-avx512", "MKL asked for its AVX512 branch", {"MKL_CBWR": "AVX512"}))
        out.append(("onednn-uncapped", "oneDNN's widest ISA", {"ONEDNN_MAX_CPU_ISA": None}))
    for core in ["Sandybridge", "Zen"] + (["SkylakeX"] if avx512 else []):
        out.append(("openblas-" + core.lower(), "OpenBLAS's " + core + " kernels",
                    {"OPENBLAS_CORETYPE": core}))
    return out


def environ(overrides):
    env = {k: v for k, v in os.environ.items() if k not in NOT_INHERITED}
    env.update(PINNED)
    if overrides:
        env["KC_NUMERIC_ENV"] = "unpinned"
    for k, v in overrides.items():
        if v is None:
            env.pop(k, None)
        else:
            env[k] = v
    return env


def effective(numeric_env, env):
    """ATen's capability and the BLAS path actually taken (numeric_env_tool env)."""
    r = subprocess.run([numeric_env, "env"], env=env, capture_output=True, text=True)
    if r.returncode != 0:
        return None, (r.stdout + r.stderr).strip()
    line = r.stdout.strip()
    return line.split("; ", 1)[1].rsplit("; cpu ", 1)[0], line


def run_checks(conformance, env, check, sample):
    env = dict(env)
    env["KC_CONFORMANCE_SAMPLE"] = str(sample)
    start = time.time()
    r = subprocess.run([conformance, "--gtest_filter=*.%s/*" % check, "--gtest_brief=1"],
                       env=env, capture_output=True, text=True)
    failed = re.findall(r"^\[  FAILED  \] ([^./ ]+)\.%s/(\S+)" % check, r.stdout, re.M)
    ran = re.search(r"^\[==========\] (\d+) tests? from", r.stdout, re.M)
    if ran is None:
        raise RuntimeError("conformance_test did not run (exit %d):\n%s%s"
                           % (r.returncode, r.stdout[-2000:], r.stderr[-2000:]))
    return int(ran.group(1)), sorted(set(failed)), time.time() - start


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--conformance", required=True)
    ap.add_argument("--numeric-env", required=True)  # //golden:numeric_env_tool
    ap.add_argument("--fused-sample", type=int, default=8)
    ap.add_argument("--out-md")
    ap.add_argument("--out-json")
    a = ap.parse_args()

    pinned_lines = subprocess.run([a.numeric_env, "pinned"], capture_output=True, text=True,
                                  check=True).stdout.split()
    PINNED.update(line.split("=", 1) for line in pinned_lines)
    flags = cpu_flags()
    results, seen = [], {}
    ops = set()
    for name, what, overrides in configurations(flags):
        env = environ(overrides)
        eff, line = effective(a.numeric_env, env)
        row = {"name": name, "changes": what, "overrides": overrides, "environment": line}
        if eff is None:
            row["skipped"] = "does not start here: " + line
        elif eff in seen:
            row["skipped"] = "same effective environment as " + seen[eff]
        if "skipped" in row:
            results.append(row)
            print("%-20s skipped: %s" % (name, row["skipped"]), flush=True)
            continue
        seen[eff] = name
        row["effective"] = eff
        for check, sample in (("golden", 1), ("fused", a.fused_sample)):
            n, failed, secs = run_checks(a.conformance, env, check, sample)
            row[check] = {"tests": n, "sample": sample, "failed": ["%s/%s" % f for f in failed],
                          "seconds": round(secs, 1)}
            ops.update(f[0] for f in failed)
            print("%-20s %-6s %5d tests, %4d differ (%.0f s)" % (name, check, n, len(failed), secs),
                  flush=True)
        results.append(row)

    # Every registered op, from the pinned run's test list.
    listed = subprocess.run([a.conformance, "--gtest_list_tests"], env=environ({}),
                            capture_output=True, text=True).stdout
    ops.update(m for m in re.findall(r"^(\w+)\.$", listed, re.M) if m != "known_failures")
    per_op = collections.OrderedDict()
    for op in sorted(ops):
        where = {}
        for row in results:
            if "skipped" in row:
                continue
            for check in ("golden", "fused"):
                n = sum(1 for f in row[check]["failed"] if f.startswith(op + "/"))
                if n:
                    where.setdefault(row["name"], {})[check] = n
        per_op[op] = where

    pinned = next(r for r in results if r["name"] == "pinned")
    pinned_failures = pinned["golden"]["failed"] + pinned["fused"]["failed"]
    header = {
        "date": datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ"),
        "cpu_flags_avx2": "avx2" in flags,
        "cpu_flags_avx512": "avx512f" in flags,
        "pinned": pinned["environment"],
    }
    report = {"header": header, "configurations": results, "ops": per_op}
    if a.out_json:
        with open(a.out_json, "w") as f:
            json.dump(report, f, indent=2, sort_keys=True)
            f.write("\n")

    md = ["# Portability: do an op's bits depend on the x86 instruction set?", "",
          "Made by `bazel run //conformance:portability -- --out-md $PWD/conformance/PORTABILITY.md`"
          " (also run as `//conformance:portability_test` in `bazel test //...`). Golden check on"
          " every point, fused check on every %d-th point, per configuration; known failures"
          " applied. Inside the pinned environment a difference fails; outside it is reported." %
          a.fused_sample, "",
          "- date: " + header["date"],
          "- pinned: `" + pinned["environment"] + "`", "",
          "## Configurations", "",
          "| configuration | changes | effective (ATen; BLAS) | golden differ | fused differ |",
          "|---|---|---|---|---|"]
    for r in results:
        if "skipped" in r:
            md.append("| %s | %s | skipped: %s | | |" % (r["name"], r["changes"], r["skipped"]))
        else:
            md.append("| %s | %s | %s | %d / %d | %d / %d |" % (
                r["name"], r["changes"], r["effective"], len(r["golden"]["failed"]),
                r["golden"]["tests"], len(r["fused"]["failed"]), r["fused"]["tests"]))
    md += ["", "## Per op", "",
           "| op | bit-identical across the x86 paths tried here | where it differs (points) |",
           "|---|---|---|"]
    for op, where in per_op.items():
        detail = "; ".join("%s: %s" % (cfg, ", ".join("%s %d" % kv for kv in sorted(c.items())))
                           for cfg, c in sorted(where.items()))
        md.append("| %s | %s | %s |" % (op, "no" if where else "yes", detail or "-"))
    md += ["", "A CPU without AVX-512 cannot run ATen's AVX512 kernels (they raise SIGILL), and"
           " MKL honours branch requests only on Intel CPUs: on AMD it runs AUTO whatever is"
           " asked, which the effective column shows. Such rows are covered on the machines"
           " that have them; the pinned row is what every machine must reproduce."]
    text = "\n".join(md) + "\n"
    if a.out_md:
        with open(a.out_md, "w") as f:
            f.write(text)
    print(text)
    if pinned_failures:
        print("portability: %d failures inside the pinned environment: %s"
              % (len(pinned_failures), ", ".join(pinned_failures[:10])))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())

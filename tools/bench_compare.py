#!/usr/bin/env python3
"""Before/after comparison of two benchmark runs on one machine, by Google
Benchmark's compare.py method: per benchmark, the two runs' repetitions
(time per call) compared with a two-sided Mann-Whitney U test (alpha 0.05),
the change of the median, and the geometric mean of the median ratios.

    bench_compare.py BEFORE AFTER [--filter REGEX]

BEFORE and AFTER: Google Benchmark JSON files (with repetitions, not
aggregates only) or tools/bench's raw directories (every *.json in them).
Run it with the bench venv's Python (SciPy): $KCPP_CACHE/bench-<pin>/bin/python.
"""
import argparse
import os
import re
import statistics
import sys

from scipy.stats import mannwhitneyu

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench_report import repetitions  # noqa: E402  (the same reading of the JSONs)

ALPHA = 0.05


def load(path):
    times = {}
    for _, _, records in repetitions(path):
        for rec in records:
            if rec["error"] is None:
                times.setdefault(rec["name"], []).append(rec["time_us"])
    return times


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("before")
    ap.add_argument("after")
    ap.add_argument("--filter", default="")
    args = ap.parse_args()
    try:
        before, after = load(args.before), load(args.after)
    except ValueError as e:  # a record whose rate and time disagree (bench_report.py)
        sys.exit(f"bench_compare: {e}")
    pattern = re.compile(args.filter)
    names = [n for n in before if n in after and pattern.search(n)]
    if not names:
        sys.exit("bench_compare: no benchmark is in both runs")
    ratios = []
    print(f"{'benchmark':60} {'before us':>11} {'after us':>11} {'change':>8} {'p':>7}")
    for n in names:
        a, b = before[n], after[n]
        ma, mb = statistics.median(a), statistics.median(b)
        ratios.append(mb / ma)
        if len(a) >= 2 and len(b) >= 2:
            p = mannwhitneyu(a, b, alternative="two-sided").pvalue
            verdict = "" if p >= ALPHA else (" faster" if mb < ma else " slower")
            ptext = f"{p:.4f}"
        else:
            verdict, ptext = " (too few repetitions)", "-"
        print(f"{n[:60]:60} {ma:11.2f} {mb:11.2f} {100 * (mb / ma - 1):+7.1f}% {ptext:>7}{verdict}")
    gm = statistics.geometric_mean(ratios)
    print(f"geometric mean of time ratios (after / before) over {len(ratios)} benchmarks: {gm:.3f}")


if __name__ == "__main__":
    main()

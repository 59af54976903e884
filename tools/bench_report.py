#!/usr/bin/env python3
"""The op benchmark report (tools/bench): from one run's raw JSONs (our
package binaries' Google Benchmark output and bench/peers.py's), per regime:
a JSON (bench/results/<regime>.json), a Markdown table in bench/RESULTS.md
and a chart (bench/results/<regime>.png: our ratio to the best peer per op,
log scale).

    bench_report.py RAW_DIR OUT_DIR RESULTS_MD

Statistics per benchmark: the median and the interquartile range of its
repetitions' time per call (every repetition is one sample; Google
Benchmark's own aggregates are not used). images/s = images per call /
median time. Ours is the faster of our paths (eager, traced; the table names
it); `composite` (an op with a native kernel: its composite ATen form, the
same call under native::CompositeOnly) is shown beside them for the native
kernel's gain; `compiled` is torch.compile of our op from Python (bench/peers.py). The roofline fraction is our bytes per second (every input's and
output's bytes, bench/op_bench.h) over the copy bandwidth measured in the
same binary: one thread in cache for the warm per-image regime, one thread
from DRAM for the cold one, every core from DRAM for the batched one. (A
batched call's 50 MB in and out partly stays in the 32 MiB L3, so it can
exceed the DRAM roof.)
"""
import json
import os
import statistics
import sys
from collections import defaultdict

REGIME_ORDER = ["batched_f32", "image_u8", "image_f32", "image_u8_cold", "image_f32_cold",
                "pipeline_b32", "pipeline_b32_1t", "pipeline_b8_64"]
REGIME_TEXT = {
    "batched_f32": "(a) batched float32 (32, 3, 256, 256), threads = cores",
    "image_u8": "(b) one 256x256 image, uint8, one thread",
    "image_f32": "(b) one 256x256 image, float32 (the op takes no uint8), one thread",
    "image_u8_cold": "(c) as (b), uint8, rotating over >= 96 MiB of images",
    "image_f32_cold": "(c) as (b), float32, rotating over >= 96 MiB of images",
    # bench/pipeline_bench.cc and bench/peers.py's pipeline(): not an op, so not
    # in the op summary; the target is 10x albumentations.
    "pipeline_b32": "Kornia's 6-op pipeline, float32 (32, 3, 224, 224), threads = cores "
                    "(albumentations: each image's uint8 H x W x C array, one thread)",
    "pipeline_b32_1t": "the 6-op pipeline, float32 (32, 3, 224, 224), one thread",
    "pipeline_b8_64": "the 6-op pipeline, float32 (8, 3, 64, 64), threads = cores "
                      "(Kornia's CPU anchor setting)",
}
OURS = ("eager", "traced", "composite", "compiled")


def quartiles(xs):
    xs = sorted(xs)
    if len(xs) < 2:
        return xs[0], xs[0], xs[0]
    q = statistics.quantiles(xs, n=4, method="inclusive")
    return q[0], q[1], q[2]


def repetitions(path):
    """(file name, context, [record]) per JSON of `path` (a file, or every *.json of a
    directory); a record per repetition: name (without /real_time), label, error or
    time_us, items and bytes per second. Google Benchmark's own aggregates are skipped.
    Shared with tools/bench_compare.py."""
    files = ([os.path.join(path, f) for f in sorted(os.listdir(path)) if f.endswith(".json")]
             if os.path.isdir(path) else [path])
    out = []
    for f in files:
        with open(f) as fh:
            data = json.load(fh)
        records = []
        for b in data.get("benchmarks", []):
            if b.get("run_type", "iteration") != "iteration":
                continue
            rec = {"name": b.get("run_name", b["name"]).removesuffix("/real_time"),
                   "label": b.get("label", ""), "error": None}
            if b.get("error_occurred"):
                rec["error"] = b.get("error_message", "error")
            else:
                scale = {"ns": 1e-3, "us": 1.0, "ms": 1e3, "s": 1e6}[b.get("time_unit", "us")]
                rec.update(time_us=b["real_time"] * scale, ips=b.get("items_per_second", 0.0),
                           bps=b.get("bytes_per_second", 0.0))
                rec["images"] = images_per_call(os.path.basename(f), rec)
            records.append(rec)
        out.append((os.path.basename(f), data.get("context", {}), records))
    return out


def images_per_call(source, rec):
    """A repetition's images per call, items_per_second x seconds per call: a
    whole number (32 for a batch, 1 for an image), or None for a record that
    counts no items (bandwidth). Any other value means its rate and its time
    disagree, so a ratio from it would be wrong: ValueError naming it."""
    if not rec["ips"]:
        return None
    images = rec["ips"] * rec["time_us"] / 1e6
    whole = round(images)
    if whole < 1 or abs(images - whole) > 1e-4 * whole:  # JSON keeps >= 6 digits of each
        raise ValueError(f"{source}: {rec['name']}: items_per_second {rec['ips']:g} x real_time "
                         f"{rec['time_us']:g} us = {images:.4g} images per call, not a whole "
                         "number: its rate and its time disagree")
    return whole


def same_images_per_call(runs):
    """Every path of an op in a regime (ours and the peers) measures the same
    number of images per call, or the ratio between them is off by that
    factor: ValueError naming the op, the regime and the counts."""
    seen = defaultdict(dict)  # (op, regime) -> path -> its repetitions' images per call
    for name, r in runs.items():
        parts = name.split("/")
        if "|" in name or len(parts) != 3 or not r["images"]:
            continue
        seen[(parts[0], parts[1])][parts[2]] = sorted(set(r["images"]))
    for (op, regime), paths in sorted(seen.items()):
        if len({n for counts in paths.values() for n in counts}) > 1:
            counts = ", ".join(f"{p} {'/'.join(map(str, n))}" for p, n in sorted(paths.items()))
            raise ValueError(f"{op}/{regime}: the repetitions measure different numbers of "
                             f"images per call ({counts}): a ratio between them would be off "
                             "by that factor")


def load(raw):
    """name -> {'times': [us], 'ips': [...], 'bps': [...], 'label', 'error'}; context per file."""
    runs, contexts = defaultdict(lambda: {"times": [], "ips": [], "bps": [], "images": [],
                                          "label": "", "error": None, "source": ""}), {}
    for f, context, records in repetitions(raw):
        contexts[f] = context
        for rec in records:
            name = rec["name"]
            if name.startswith("bandwidth/"):
                name = f"{f}|{name}"  # every binary measures it: the run's own roof
            r = runs[name]
            r["source"] = f
            r["label"] = rec["label"] or r["label"]
            if rec["error"] is not None:
                r["error"] = rec["error"]
                continue
            r["times"].append(rec["time_us"])
            r["ips"].append(rec["ips"])
            r["bps"].append(rec["bps"])
            if rec["images"] is not None:
                r["images"].append(rec["images"])
    return runs, contexts


def summarize(r):
    q1, med, q3 = quartiles(r["times"])
    ips = statistics.median(r["ips"]) if r["ips"] else 0.0
    bps = statistics.median(r["bps"]) if r["bps"] else 0.0
    return {"median_us": med, "iqr_pct": 100.0 * (q3 - q1) / med if med else 0.0,
            "images_per_s": ips, "bytes_per_s": bps, "repetitions": len(r["times"]),
            "label": r["label"]}


def bandwidth(runs, source, kind, where, single_thread):
    """The median bytes/s of `source`'s bandwidth row (one thread, or the most)."""
    vals = []
    for name, r in runs.items():
        if not name.startswith(f"{source}|bandwidth/{kind}/{where}/"):
            continue
        t = int(name.rsplit(":", 1)[1])
        if r["bps"] and (t == 1) == single_thread:
            vals.append(statistics.median(r["bps"]))
    return max(vals) if vals else 0.0


def fmt(x):
    if x >= 100:
        return f"{x:,.0f}"
    if x >= 10:
        return f"{x:.1f}"
    return f"{x:.2f}"


def main():
    raw, out_dir, md_path = sys.argv[1:4]
    try:
        runs, contexts = load(raw)
        same_images_per_call(runs)
    except ValueError as e:
        sys.exit(f"bench_report: {e}")
    os.makedirs(out_dir, exist_ok=True)
    rows = defaultdict(dict)  # regime -> op -> {...}
    for name, r in runs.items():
        parts = name.split("/")
        if "|" in name or len(parts) != 3:
            continue
        op, regime, path = parts
        entry = rows[regime].setdefault(op, {"ours": {}, "peers": {}, "errors": {}})
        if r["error"] is not None and not r["times"]:
            entry["errors"][path] = r["error"]
            continue
        s = summarize(r)
        (entry["ours"] if path in OURS else entry["peers"])[path] = s
        if path in OURS and not regime.startswith("pipeline"):
            # Warm single image: one thread in cache; cold: one thread from
            # DRAM; batched: every core from DRAM.
            single = regime.startswith("image")
            where = "cache" if single and not regime.endswith("_cold") else "dram"
            s["roof_bytes_per_s"] = bandwidth(runs, r["source"], "copy", where, single)

    ours_ctx = next((c for f, c in contexts.items() if f.startswith("ours_")), {})
    peers_ctx = contexts.get("peers.json", {})
    lines = ["# Op benchmarks: ours and the peers, one run", "",
             "Written by `./tools/bench` (do not edit); the method is in its header and in",
             "`tools/bench_report.py`. Context of this run:", ""]
    for k in ("date", "commit", "cpu_model", "cores", "torch_version", "compiler",
              "compilation_mode", "optimized", "aten_cpu_capability", "native_target",
              "mxcsr_ftz_daz"):
        if k in ours_ctx:
            lines.append(f"- {k}: {ours_ctx[k]}")
    for k in ("kornia", "torchvision", "albumentations", "PIL", "kornia_rs", "cv2"):
        if k in peers_ctx:
            lines.append(f"- peer {k}: {peers_ctx[k]}")
    lines.append("")
    summary, pipeline = {}, {}
    for regime in sorted(rows, key=lambda r: REGIME_ORDER.index(r) if r in REGIME_ORDER else 99):
        table = rows[regime]
        libs = sorted({lib for e in table.values() for lib in e["peers"]})
        lines += [f"## {regime}: {REGIME_TEXT.get(regime, regime)}", "",
                  "images/s (median of the repetitions; IQR in % of the median); ratio = ours"
                  " (best path) / best peer; roofline = our bytes/s over the copy bandwidth.", ""]
        head = (["op", "ours eager", "ours traced", "ours composite", "ours compiled"] + libs +
                ["ratio", "roofline"])
        lines += ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
        js, ratios = {}, {}
        for op in sorted(table):
            e = table[op]
            cells = [op]
            for p in OURS:
                s = e["ours"].get(p)
                cells.append(f"{fmt(s['images_per_s'])} ({s['iqr_pct']:.0f}%)" if s else
                             "" if p in ("composite", "compiled") else
                             ("n/a" if p not in e["errors"] else "not measured"))
            best_ours = max(e["ours"].items(), key=lambda kv: kv[1]["images_per_s"],
                            default=(None, None))
            for lib in libs:
                s = e["peers"].get(lib)
                cells.append(f"{fmt(s['images_per_s'])} ({s['iqr_pct']:.0f}%)" if s else "")
            best_peer = max(e["peers"].items(), key=lambda kv: kv[1]["images_per_s"],
                            default=(None, None))
            ratio = None
            if best_ours[1] and best_peer[1] and best_peer[1]["images_per_s"] > 0:
                ratio = best_ours[1]["images_per_s"] / best_peer[1]["images_per_s"]
                ratios[op] = ratio
            cells.append(f"{ratio:.2f}x vs {best_peer[0]}" if ratio else "")
            roof = None
            if best_ours[1] and best_ours[1].get("roof_bytes_per_s"):
                roof = best_ours[1]["bytes_per_s"] / best_ours[1]["roof_bytes_per_s"]
            cells.append(f"{100 * roof:.1f}%" if roof is not None else "")
            lines.append("| " + " | ".join(cells) + " |")
            js[op] = {"ours": e["ours"], "peers": e["peers"], "not_measured": e["errors"],
                      "best_ours": best_ours[0], "best_peer": best_peer[0], "ratio": ratio,
                      "roofline_fraction": roof}
        lines.append("")
        with open(os.path.join(out_dir, f"{regime}.json"), "w") as f:
            json.dump({"regime": regime, "description": REGIME_TEXT.get(regime, regime),
                       "context": {"ours": ours_ctx, "peers": peers_ctx}, "ops": js}, f,
                      indent=1, sort_keys=True)
        if regime.startswith("pipeline"):
            e = table.get("pipeline", {"ours": {}, "peers": {}})
            best = max((s["images_per_s"] for s in e["ours"].values()), default=0.0)
            alb = e["peers"].get("albumentations")
            if best and alb:
                pipeline[regime] = best / alb["images_per_s"]
                lines += [f"ours (best path) / albumentations: **{pipeline[regime]:.2f}x** "
                          "(the moonshot: 10x)", ""]
            continue
        if ratios:
            lead = sum(1 for r in ratios.values() if r >= 1.0)
            summary[regime] = (lead, len(ratios), statistics.geometric_mean(ratios.values()))
            chart(regime, ratios, os.path.join(out_dir, f"{regime}.png"))
            lines += [f"![{regime}](results/{regime}.png)", ""]
    lines += ["## Summary", "", "| regime | ops ahead of the best peer | geometric mean ratio |",
              "|---|---|---|"]
    for regime, (lead, n, gm) in summary.items():
        lines.append(f"| {regime} | {lead} of {n} | {gm:.2f}x |")
    if pipeline:
        lines += ["", "| pipeline regime | ours / albumentations |", "|---|---|"]
        lines += [f"| {regime} | {ratio:.2f}x |" for regime, ratio in pipeline.items()]
    with open(md_path, "w") as f:
        f.write("\n".join(lines) + "\n")


def chart(regime, ratios, path):
    import matplotlib
    matplotlib.use("Agg")
    import matplotlib.pyplot as plt
    ops = sorted(ratios, key=ratios.get)
    fig, ax = plt.subplots(figsize=(8, 0.28 * len(ops) + 1.2))
    ax.barh(ops, [ratios[o] for o in ops],
            color=["#2a7" if ratios[o] >= 1 else "#c44" for o in ops])
    ax.set_xscale("log")
    ax.axvline(1.0, color="black", linewidth=0.8)
    ax.set_xlabel("ours / best peer (images/s), log scale")
    ax.set_title(REGIME_TEXT.get(regime, regime), fontsize=9)
    ax.tick_params(axis="y", labelsize=7)
    fig.tight_layout()
    fig.savefig(path, dpi=110)
    plt.close(fig)


if __name__ == "__main__":
    main()

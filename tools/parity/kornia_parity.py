#!/usr/bin/env python3
"""Kornia parity: run Kornia 0.9.0 on the inputs parity_dump wrote, compare.

Usage: kornia_parity.py <dump dir> <report.md> <torch pin> <commit>

Per record: bit-identical yes/no, max abs diff, max ulp distance (float16,
bfloat16, float32, float64), and whether the difference is within Kornia's own
tolerance for the dtype: torch.testing.assert_close's defaults, which Kornia's
test suite uses (rtol/atol: float16 1e-3/1e-5, bfloat16 1.6e-2/1e-5, float32
1.3e-6/1e-5, float64 1e-7/1e-7). A difference beyond it must have a written
explanation in EXPLAINED below, and the explanation is checked: an entry whose
(op, dtype) is within tolerance is stale and fails the run too.
"""
import json
import os
import sys

import torch
import kornia

TOL = {"float16": (1e-3, 1e-5), "bfloat16": (1.6e-2, 1e-5), "float32": (1.3e-6, 1e-5),
       "float64": (1e-7, 1e-7)}
DTYPES = {"float16": torch.float16, "bfloat16": torch.bfloat16, "float32": torch.float32,
          "float64": torch.float64, "int64": torch.int64, "int32": torch.int32,
          "uint8": torch.uint8}
INT_VIEW = {torch.float16: torch.int16, torch.bfloat16: torch.int16, torch.float32: torch.int32,
            torch.float64: torch.int64}

# (op, dtype) -> why our result may differ from Kornia's beyond its tolerance.
EXPLAINED = {}


def load(d, spec):
    raw = open(os.path.join(d, spec["file"]), "rb").read()
    t = torch.frombuffer(bytearray(raw), dtype=DTYPES[spec["dtype"]]) if raw else torch.empty(0, dtype=DTYPES[spec["dtype"]])
    return t.reshape(spec["shape"])


def ordered(t):
    i = t.view(INT_VIEW[t.dtype]).to(torch.int64)
    bits = {torch.int16: 16, torch.int32: 32, torch.int64: 64}[INT_VIEW[t.dtype]]
    sign_mask = 1 << (bits - 1)
    # two's-complement ordering of IEEE bit patterns (negative floats reversed)
    return torch.where(i < 0, -(i & (sign_mask - 1)) if bits < 64 else -(i & 0x7FFFFFFFFFFFFFFF), i)


def kornia_call(r, inputs):
    op, p = r["op"], r["params"]
    x = inputs[0] if inputs else None
    if op == "posterize":
        return kornia.enhance.posterize(x, p["bits"])
    if op == "solarize":
        return kornia.enhance.solarize(x, p.get("thresholds", 0.5), p.get("additions"))
    if op == "rgb_to_grayscale":
        return kornia.color.rgb_to_grayscale(x)
    if op == "rgb_to_hsv":
        return kornia.color.rgb_to_hsv(x)
    if op == "gaussian_blur2d":
        return kornia.filters.gaussian_blur2d(x, tuple(p["kernel_size"]), tuple(p["sigma"]), p["border_type"])
    if op == "warp_affine":
        return kornia.geometry.transform.warp_affine(x, inputs[1], tuple(p["dsize"]), mode=p["mode"],
                                                     padding_mode=p["padding_mode"],
                                                     align_corners=p["align_corners"])
    if op == "dice_loss":
        return kornia.losses.dice_loss(x, inputs[1], average=p["average"])
    if op == "hflip":
        return kornia.geometry.transform.hflip(x)
    if op == "RandomPosterize.apply":
        aug = kornia.augmentation.RandomPosterize(p=1.0)
        return aug.apply_transform(x, {"bits_factor": inputs[1]}, {})
    if op == "create_meshgrid":
        return kornia.geometry.create_meshgrid(p["height"], p["width"], True, dtype=DTYPES[r["dtype"]],
                                               align_corners=p["align_corners"])
    raise ValueError(op)


def main():
    d, report, pin, commit = sys.argv[1:5]
    recs = json.load(open(os.path.join(d, "manifest.json")))["records"]
    rows, bad, used = [], [], set()
    for r in recs:
        inputs = [load(d, s) for s in r["inputs"]]
        ours = load(d, r["output"])
        theirs = kornia_call(r, [i.clone() for i in inputs]).to(ours.dtype).reshape(ours.shape)
        same = bool(torch.equal(ours.view(INT_VIEW[ours.dtype]), theirs.view(INT_VIEW[ours.dtype]))) or (
            bool(torch.equal(ours.isnan(), theirs.isnan())) and bool(torch.equal(ours.nan_to_num(), theirs.nan_to_num()))
            and bool(torch.equal(ours.signbit(), theirs.signbit())))
        o64, t64 = ours.double(), theirs.double()
        fin = o64.isfinite() & t64.isfinite()
        max_abs = float((o64 - t64).abs()[fin].max()) if bool(fin.any()) else 0.0
        ulp = (ordered(ours) - ordered(theirs)).abs()
        max_ulp = int(ulp[fin].max()) if bool(fin.any()) else 0
        rtol, atol = TOL[r["dtype"]]
        close = bool(torch.allclose(o64, t64, rtol=rtol, atol=atol, equal_nan=True))
        key = (r["op"], r["dtype"])
        note = ""
        if not close:
            if key in EXPLAINED:
                used.add(key)
                note = EXPLAINED[key]
            else:
                bad.append(f"{r['op']} {r['dtype']} {r['variant']}: max abs {max_abs:.3g}, max ulp {max_ulp}")
        rows.append((r["op"], r["dtype"], r["variant"], same, max_abs, max_ulp, close, note))
    stale = [k for k in EXPLAINED if k not in used]
    with open(report, "w") as f:
        f.write("# Kornia parity\n\n")
        f.write(f"Generated by `tools/parity/run` (torch {pin}, kornia {kornia.__version__}, Python torch "
                f"{torch.__version__}, commit {commit}). Same deterministic inputs on both sides "
                "(tools/parity/parity_dump.cc); random ops compared on the apply step with the same "
                "parameters. Tolerance: torch.testing.assert_close defaults per dtype (what Kornia's "
                "tests use). Do not edit by hand.\n\n")
        ops = sorted({(r[0], r[1]) for r in rows})
        f.write("| op | dtype | variants | bit-identical | max abs diff | max ulp | within Kornia tolerance |\n")
        f.write("|---|---|---|---|---|---|---|\n")
        for op, dt in ops:
            sel = [r for r in rows if r[0] == op and r[1] == dt]
            nsame = sum(r[3] for r in sel)
            f.write(f"| {op} | {dt} | {len(sel)} | {'yes' if nsame == len(sel) else f'{nsame}/{len(sel)}'} | "
                    f"{max(r[4] for r in sel):.3g} | {max(r[5] for r in sel)} | "
                    f"{'yes' if all(r[6] for r in sel) else 'no (explained below)'} |\n")
        f.write("\n## Per variant\n\n| op | dtype | variant | bit-identical | max abs | max ulp |\n|---|---|---|---|---|---|\n")
        for r in rows:
            f.write(f"| {r[0]} | {r[1]} | {r[2]} | {'yes' if r[3] else 'no'} | {r[4]:.3g} | {r[5]} |\n")
        if used:
            f.write("\n## Explained differences\n\n")
            for k in sorted(used):
                f.write(f"- {k[0]} {k[1]}: {EXPLAINED[k]}\n")
    total = len(rows)
    identical = sum(r[3] for r in rows)
    print(f"kornia_parity: {total} records, {identical} bit-identical, {total - len(bad)} within tolerance or explained; report {report}")
    for b in bad:
        print("UNEXPLAINED:", b)
    for k in stale:
        print("STALE EXPLANATION (within tolerance now):", k)
    return 1 if bad or stale else 0


if __name__ == "__main__":
    sys.exit(main())

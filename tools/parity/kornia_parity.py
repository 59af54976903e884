#!/usr/bin/env python3
"""Kornia's side of the parity run: Kornia 0.9.0 on the records parity_dump wrote.

Usage: kornia_parity.py <dump dir>

For each record of <dump dir>/manifest.json (our inputs, parameters and
output), calls the same Kornia function on the same inputs with the same
parameters, writes its output next to ours as raw bytes and adds it to the
record as "kornia". The comparison and the report are C++ (`parity_dump
report`, golden::Compare and golden::AllClose), so the judging code is the
project's own.
"""
import json
import os
import sys

import torch
import kornia

DTYPES = {"float16": torch.float16, "bfloat16": torch.bfloat16, "float32": torch.float32,
          "float64": torch.float64, "int64": torch.int64, "int32": torch.int32,
          "uint8": torch.uint8}
NAMES = {v: k for k, v in DTYPES.items()}


def load(d, spec):
    raw = open(os.path.join(d, spec["file"]), "rb").read()
    dtype = DTYPES[spec["dtype"]]
    t = torch.frombuffer(bytearray(raw), dtype=dtype) if raw else torch.empty(0, dtype=dtype)
    return t.reshape(spec["shape"])


def save(d, name, t):
    t = t.contiguous()
    with open(os.path.join(d, name), "wb") as f:
        f.write(t.reshape(-1).view(torch.uint8).numpy().tobytes() if t.numel() else b"")
    return {"file": name, "dtype": NAMES[t.dtype], "shape": list(t.shape)}


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
    raise ValueError(f"kornia_parity: no Kornia call for op {op}")


def main():
    d = sys.argv[1]
    path = os.path.join(d, "manifest.json")
    manifest = json.load(open(path))
    for i, r in enumerate(manifest["records"]):
        inputs = [load(d, s) for s in r["inputs"]]
        ours = r["output"]
        theirs = kornia_call(r, inputs).to(DTYPES[ours["dtype"]]).reshape(ours["shape"])
        r["kornia"] = save(d, f"kornia{i}.bin", theirs)
    json.dump(manifest, open(path, "w"), indent=1)
    print(f"kornia_parity: kornia {kornia.__version__} (torch {torch.__version__}) on "
          f"{len(manifest['records'])} records")


if __name__ == "__main__":
    sys.exit(main())

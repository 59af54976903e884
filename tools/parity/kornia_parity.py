#!/usr/bin/env python3
"""Kornia's side of the parity run: Kornia 0.9.0 on the records parity_dump wrote.

Usage: kornia_parity.py <dump dir>

Generic: each record of <dump dir>/manifest.json names the Kornia function its
case mirrors ("kornia.enhance.solarize") and the call's arguments, where "$i"
stands for the record's input i and "$dtype" for its dtype (the case registry
declares both, conformance/registry.h). This script resolves the name, makes
the call, writes Kornia's output next to ours as raw bytes and adds it to the
record as "kornia". No per-op code: a new case is compared once it declares
its Kornia function. The comparison and the report are C++ (`parity_dump
report`, golden::Compare and golden::AllClose), so the judging code is the
project's own.
"""
import json
import os
import sys
import types

import torch
import kornia

DTYPES = {"float16": torch.float16, "bfloat16": torch.bfloat16, "float32": torch.float32,
          "float64": torch.float64, "int64": torch.int64, "int32": torch.int32,
          "int16": torch.int16, "int8": torch.int8, "uint8": torch.uint8, "bool": torch.bool}
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


def resolve(name):
    """kornia.a.b.f -> the function, by attribute from the kornia package."""
    parts = name.split(".")
    if parts[0] != "kornia":
        raise ValueError(f"kornia_parity: {name} is not a kornia function")
    obj = kornia
    for part in parts[1:]:
        obj = getattr(obj, part)
    return obj


def argument(v, inputs, dtype):
    """A call's argument: "$i" an input, "$dtype" the dtype, "@kornia.a.B"
    that attribute of kornia, "@tensor:<json>" torch.tensor(<json>) (a
    constant tensor argument, e.g. invert's max_val); {"@colors": "$i"} an
    object whose .colors is that input (a palette tensor); {"@colormap": {...}}
    kornia.color.ColorMap(**{...}) (apply_colormap's palette); {"@list": [...]}
    a Python list (a number argument given as a list); a JSON list a
    tuple (Kornia's sizes and pairs, e.g. gaussian_blur2d's sigma, are
    tuples: a list is refused there)."""
    if isinstance(v, str) and v.startswith("$"):
        return DTYPES.get(dtype) if v == "$dtype" else inputs[int(v[1:])]
    if isinstance(v, str) and v.startswith("@kornia."):
        return resolve(v[1:])  # a Kornia attribute, e.g. an enum: "@kornia.color.CFA.BG"
    if isinstance(v, str) and v.startswith("@tensor:"):
        return torch.tensor(json.loads(v[len("@tensor:"):]))
    if isinstance(v, dict) and list(v) == ["@colors"]:
        # A palette tensor as the colormap (apply_colormap reads only .colors).
        return types.SimpleNamespace(colors=argument(v["@colors"], inputs, dtype))
    if isinstance(v, dict) and list(v) == ["@colormap"]:
        spec = dict(v["@colormap"])  # kornia.color.ColorMap(base, num_colors, dtype)
        if "dtype" in spec:
            spec["dtype"] = DTYPES[spec["dtype"]]
        return kornia.color.ColorMap(**spec)
    if isinstance(v, dict) and list(v) == ["@list"]:
        return [argument(x, inputs, dtype) for x in v["@list"]]  # a Python list, as given
    if isinstance(v, list):
        return tuple(argument(x, inputs, dtype) for x in v)
    return v


def unit_levels(out):
    """A float output in [0, 1] as uint8 levels: floor(clamp(255 v, 0, 255)
    + 0.5), ties up, NaN 0 (ops/enhance/levels.h's Q)."""
    return torch.floor(torch.nan_to_num(out * 255, 0.0, 255.0, 0.0).clamp(0, 255) + 0.5).to(
        torch.uint8)


def kornia_call(r, inputs):
    """Kornia's call of record `r` on `inputs`: its arguments decoded and its
    function resolved ("fn": another Kornia function than the case's, e.g.
    equalize_clahe's per-image clip_limit tensor goes through its
    _equalize_clahe). Outputs unpacked (see pack). "unit": a uint8 point of
    an op whose uint8 form is its float form on x / 255 (ops/enhance/levels.h):
    Kornia gets input 0 as float32 x / 255, and its output comes back as
    levels (unit_levels)."""
    call = r["call"]
    if call.get("unit"):
        inputs = [inputs[0].to(torch.float32) / 255] + list(inputs[1:])
    args = [argument(v, inputs, r["dtype"]) for v in call["args"]]
    kwargs = {k: argument(v, inputs, r["dtype"]) for k, v in call["kwargs"].items()}
    out = resolve(call.get("fn", r["kornia"]))(*args, **kwargs)
    return unit_levels(out) if call.get("unit") else out


def pack(out, call):
    """A call's outputs as one tensor, packed as the case packs them (also
    conformance/python_paths.py's): "pack": "last" concatenates them on the
    last dim (image_histogram2d's (hist, pdf)); "stack" stacks them on a new
    last dim (infer_bbox_shape's (heights, widths) of (N)); "flat" flattens every output
    and leaves a None out (zca_mean's (transform, mean, inverse or None)); by
    default each is flattened from dim -3 on, then concatenated on the last
    dim (rgb_to_yuv420's (Y, UV), conformance/cases/color/yuv.h PackPlanes)."""
    if isinstance(out, bool):  # validate_bbox's Python bool: ours is a 0-dim tensor
        return torch.tensor(out)
    if not isinstance(out, (tuple, list)):
        return out
    if call.get("pack") == "last":
        return torch.cat(out, -1)
    if call.get("pack") == "stack":
        return torch.stack(out, -1)
    if call.get("pack") == "flat":
        return torch.cat([t.flatten() for t in out if t is not None])
    return torch.cat([t.flatten(-3) for t in out], -1)


def check_numeric_env():
    """Kornia's side runs in the numeric environment our side is pinned to.

    tools/parity/run exports golden/numeric_env.h's variables; the bits Kornia
    gives follow them (ATen's vector kernels per ISA, MKL's branch per CPU),
    so without them the bit-identical counts moved between Intel and AMD
    machines. Refused when the pin did not take: never a silent mix.
    """
    if os.environ.get("ATEN_CPU_CAPABILITY") != "avx2":
        sys.exit("kornia_parity: expected the pinned numeric environment "
                 "(ATEN_CPU_CAPABILITY=avx2, from tools/parity/run), but got "
                 f"ATEN_CPU_CAPABILITY={os.environ.get('ATEN_CPU_CAPABILITY', '(unset)')}")
    capability = torch.backends.cpu.get_cpu_capability()
    if capability != "AVX2":
        sys.exit(f"kornia_parity: expected ATen's AVX2 kernels, but got {capability}")


def main():
    d = sys.argv[1]
    check_numeric_env()
    path = os.path.join(d, "manifest.json")
    manifest = json.load(open(path))
    # A point our side could not run is never compared silently.
    if manifest.get("raised"):
        sys.exit(f"kornia_parity: {len(manifest['raised'])} point(s) raised on our side, "
                 f"e.g. {manifest['raised'][0]}")
    for i, r in enumerate(manifest["records"]):
        inputs = [load(d, s) for s in r["inputs"]]
        ours = r["output"]
        theirs = pack(kornia_call(r, inputs), r["call"])
        r["kornia_output"] = save(d, f"kornia{i}.bin",
                                  theirs.to(DTYPES[ours["dtype"]]).reshape(ours["shape"]))
    json.dump(manifest, open(path, "w"), indent=1)
    print(f"kornia_parity: kornia {kornia.__version__} (torch {torch.__version__}) on "
          f"{len(manifest['records'])} records")


if __name__ == "__main__":
    sys.exit(main())

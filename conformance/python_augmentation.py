#!/usr/bin/env python3
"""kornia_cpp's augmentation classes are Kornia's, draw for draw.

Usage: python_augmentation.py

For each class of kornia_cpp.augmentation (the ported ones: every index
entry whose Kornia path names a class), over a grid of Kornia's batch
arguments (p 0, 0.5, 1; p_batch 0, 0.3, 1 where the class takes it;
same_on_batch; keepdim) and inputs ((H, W), (C, H, W), batch 1 and 4), under
one seed each, against Kornia 0.9's class built with the same arguments (an
input Kornia refuses must be refused with Kornia's class):
  - the output, bit for bit (ColorJitter within assert_close's defaults:
    CLOSE says why), and the generator's state after the call;
  - `_params`: the same keys, each value equal (dtype and shape too);
  - transform_matrix;
  - replay: forward(input, params=...) with Kornia's parameters, with a
    batch_prob that flips every sample's decision, and with no batch_prob,
    equals Kornia's forward with the same params; no draw is made.
And torch.jit.script of each class (also saved and loaded) equals eager:
output, `_params`, a replay with them.
Planted: a class whose `.params` keys are in the wrong order (ColorJitter's
factors swapped), one that drops keepdim, and a scripted module of another
keepdim than the eager one must each be reported. Exit 1 on
any problem.
"""
import io
import itertools
import sys
import warnings

import torch
import kornia
import kornia.augmentation as KA

import kornia_cpp
import kornia_cpp.augmentation as CA

PROBLEMS = []

# Each ported class's own arguments in the grid (a range that draws).
OWN = {
    "ColorJitter": dict(brightness=0.2, contrast=0.3, saturation=0.4, hue=0.1),
    "RandomBrightness": dict(brightness=(0.5, 1.5)),
    "RandomContrast": dict(contrast=(0.5, 1.5)),
    "RandomGaussianNoise": dict(std=0.2),
    "RandomHorizontalFlip": {},
    "RandomPosterize": dict(bits=(2, 8)),
    "RandomVerticalFlip": {},
}
SHAPES = [(5, 6), (3, 5, 6), (1, 3, 5, 6), (4, 3, 5, 6)]
# Outputs compared within torch.testing.assert_close's defaults (Kornia's
# tests' tolerance), not bit for bit, and why; the draws stay exact.
CLOSE = {
    "ColorJitter": "its contrast step's mean sums one dim at a time (KORNIA_PARITY.md: "
                   "adjust_contrast_with_mean_subtraction, float32 within 1 ulp)",
}


def ported():
    """(class name, its op) of every augmentation class kornia_cpp ports."""
    out = []
    for entry in kornia_cpp.index():
        name = entry["kornia"].rpartition(".")[2]
        if entry["kornia"].startswith("kornia.augmentation.") and name[:1].isupper():
            out.append((name, entry["name"], entry["params"]))
    return out


def same(a, b, close=False):
    """Equal tensors (dtype, shape, values; `close`: within assert_close's
    defaults)."""
    if isinstance(a, torch.Tensor) or isinstance(b, torch.Tensor):
        if not (isinstance(a, torch.Tensor) and isinstance(b, torch.Tensor)
                and a.dtype == b.dtype and a.shape == b.shape):
            return False
        if close:
            return torch.allclose(a.cpu(), b.cpu(), rtol=1.3e-6, atol=1e-5, equal_nan=True)
        return torch.equal(a.cpu(), b.cpu())
    return a == b


def compare(what, theirs, mine, x, seed):
    """Kornia's module `theirs` and ours on x under `seed`: output, state,
    _params, transform_matrix and the replays. Problems, one line each."""
    found = []
    close = type(theirs).__name__ in CLOSE
    torch.manual_seed(seed)
    try:
        a = theirs(x)
    except Exception as e:  # refused by Kornia: ours must refuse it as Kornia's class
        try:
            mine(x)
        except type(e):
            return []
        except Exception as f:
            return [f"{what}: raised {type(f).__name__}, Kornia's {type(e).__name__}"]
        return [f"{what}: accepted, Kornia raised {type(e).__name__}"]
    sa = torch.get_rng_state()
    torch.manual_seed(seed)
    b = mine(x)
    sb = torch.get_rng_state()
    if not same(a, b, close):
        found.append(f"{what}: output differs ({tuple(a.shape)} vs {tuple(b.shape)})")
    if not torch.equal(sa, sb):
        found.append(f"{what}: generator state after the call differs")
    pa, pb = dict(theirs._params), dict(mine._params)
    if sorted(pa) != sorted(pb):
        found.append(f"{what}: _params keys {sorted(pb)}, Kornia's {sorted(pa)}")
    for k in set(pa) & set(pb):
        if not same(pa[k], pb[k]):
            found.append(f"{what}: _params[{k!r}] differs")
    if not same(theirs.transform_matrix, mine.transform_matrix):
        found.append(f"{what}: transform_matrix differs")
    flipped = dict(pa, batch_prob=1.0 - pa["batch_prob"])
    unset = {k: v for k, v in pa.items() if k != "batch_prob"}
    for label, params in [("its params", pa), ("flipped batch_prob", flipped),
                          ("no batch_prob", unset)]:
        state = torch.get_rng_state()
        ra = theirs(x, params=dict(params))
        rb = mine(x, params=dict(params))
        if not same(ra, rb, close):
            found.append(f"{what}: replay with {label} differs")
        elif not same(theirs.transform_matrix, mine.transform_matrix):
            found.append(f"{what}: transform_matrix of the replay with {label} differs")
        if not torch.equal(state, torch.get_rng_state()):
            found.append(f"{what}: replay with {label} drew")
    return found


def grid(name):
    takes_batch = "p_batch" in CA.__dict__[name].__init__.__signature__.parameters
    for p, p_batch, same_on_batch, keepdim in itertools.product(
            (0.0, 0.5, 1.0), (0.0, 0.3, 1.0) if takes_batch else (None,), (False, True),
            (False, True)):
        kw = dict(OWN[name], p=p, same_on_batch=same_on_batch, keepdim=keepdim)
        if p_batch is not None:
            kw["p_batch"] = p_batch
        yield kw


def check_library():
    found, runs = [], 0
    for name, op, _ in ported():
        for kw in grid(name):
            for shape in SHAPES:
                x = torch.rand(*shape, generator=torch.Generator().manual_seed(len(shape)))
                what = f"{name}({', '.join(f'{k}={v!r}' for k, v in kw.items())}) on {shape}"
                found += compare(what, getattr(KA, name)(**kw), getattr(CA, name)(**kw), x,
                                 seed=runs)
                runs += 1
    return found, runs


def script_problems(what, mine, scripted, x):
    """`scripted` (torch.jit.script of a class, or its saved and loaded form)
    against the eager module `mine` under one seed: output, `_params` and a
    replay with them, bit for bit."""
    found = []
    torch.manual_seed(0)
    eager = mine(x)
    drawn = dict(mine._params)
    torch.manual_seed(0)
    out = scripted(x)
    if not same(eager, out):
        found.append(f"{what}: output differs from eager")
    if sorted(scripted._params) != sorted(drawn):
        found.append(f"{what}: _params keys {sorted(scripted._params)}, eager's {sorted(drawn)}")
    if not same(scripted(x, drawn), eager):
        found.append(f"{what}: replay with eager's params differs")
    return found


def check_script():
    """torch.jit.script of each class (and the scripted module saved and
    loaded) equals eager, on a batch and a (C, H, W) image with keepdim."""
    found, runs = [], 0
    for name, _, _ in ported():
        for kw, shape in [(dict(OWN[name], p=0.5), (4, 3, 5, 6)),
                          (dict(OWN[name], p=1.0, keepdim=True), (3, 5, 6))]:
            x = torch.rand(*shape, generator=torch.Generator().manual_seed(9))
            mine = getattr(CA, name)(**kw)
            scripted = torch.jit.script(mine)
            buffer = io.BytesIO()
            torch.jit.save(scripted, buffer)
            buffer.seek(0)
            found += script_problems(f"script {name}({kw}) on {shape}", mine, scripted, x)
            found += script_problems(f"script {name}({kw}) on {shape}, loaded", mine,
                                     torch.jit.load(buffer), x)
            runs += 1
    return found, runs


def check_planted():
    """Each planted class must be reported."""
    caught = []
    x = torch.rand(4, 3, 5, 6)
    keys = dict((n, k) for n, _, k in ported())
    # ColorJitter's keys with brightness and contrast swapped.
    swapped = list(keys["ColorJitter"])
    swapped[0], swapped[1] = swapped[1], swapped[0]
    cls = CA._module_class("ColorJitter", "color_jitter", swapped)
    found = compare("planted ColorJitter", KA.ColorJitter(**OWN["ColorJitter"]),
                    cls(**OWN["ColorJitter"]), x, seed=0)
    caught.append(any("_params['brightness_factor'] differs" in f for f in found))
    # keepdim dropped: the operator called with keepdim=False (the attribute
    # forward reads).
    cls = CA._module_class("RandomHorizontalFlip", "random_horizontal_flip",
                           keys["RandomHorizontalFlip"])
    mine = cls(p=1.0, keepdim=True)
    mine.keepdim = False
    found = compare("planted RandomHorizontalFlip", KA.RandomHorizontalFlip(p=1.0, keepdim=True),
                    mine, x[0], seed=0)
    caught.append(any("output differs" in f for f in found))
    # A scripted module whose keepdim differs from the eager one's.
    mine = cls(p=1.0, keepdim=True)
    other = cls(p=1.0, keepdim=False)
    found = script_problems("planted script", mine, torch.jit.script(other), x[0])
    caught.append(any("output differs from eager" in f for f in found))
    return caught


def main():
    warnings.filterwarnings("ignore")
    found, runs = check_library()
    scripted, script_runs = check_script()
    found += scripted
    for p in found:
        print(f"AUGMENTATION: {p}")
    caught = check_planted()
    print(f"python_augmentation: {len(ported())} classes, {runs} runs against Kornia "
          f"{kornia.__version__} (output, state, _params, transform_matrix, 3 replays each), "
          f"{script_runs} scripted (and loaded) against eager: "
          f"{len(found)} problems; planted caught {sum(caught)}/{len(caught)}")
    sys.exit(1 if found or not all(caught) else 0)


if __name__ == "__main__":
    main()

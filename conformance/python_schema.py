#!/usr/bin/env python3
"""Every kornia_cpp function and class has Kornia's signature.

Usage: python_schema.py [--planted <libkornia_cpp_planted.so>]

For every operator of the library (kornia_cpp.index(): its name and the
Kornia path it mirrors), the function kornia_cpp puts at that path, whose
signature is the operator's schema, must have the argument names, order and
defaults of the Kornia 0.9 function there (a class: its constructor). The
defaults compare as values: an enum default by its value (Kornia's
ThresholdType.THRESH_BINARY is the schema's 0), a tuple as a list, 1 == 1.0.
With --planted, the same check runs on the planted operator
kornia_cpp_planted::rgb_to_hsv (eps=1e-6 where Kornia has 1e-8) and must
name that default. Exit 1 on any problem (or a planted one not caught).
"""
import argparse
import enum
import inspect
import sys
import warnings

import torch
import kornia

import kornia_cpp
from kornia_parity import resolve
from python_paths import ours


def normalized(v):
    if isinstance(v, enum.Enum):
        return v.value
    if isinstance(v, tuple):
        return [normalized(x) for x in v]
    if isinstance(v, list):
        return [normalized(x) for x in v]
    return v


def problems(name, mine, theirs):
    """What differs between two signatures, one line each."""
    out = []
    a = [p for p in mine.parameters.values() if p.kind is not p.VAR_KEYWORD]
    b = [p for p in theirs.parameters.values() if p.kind is not p.VAR_KEYWORD]
    names_a, names_b = [p.name for p in a], [p.name for p in b]
    if names_a != names_b:
        out.append(f"{name}: arguments {names_a}, Kornia's {names_b}")
        return out
    for p, q in zip(a, b):
        if (p.default is p.empty) != (q.default is q.empty):
            out.append(f"{name}({p.name}): default "
                       f"{'none' if p.default is p.empty else repr(p.default)}, Kornia's "
                       f"{'none' if q.default is q.empty else repr(q.default)}")
        elif p.default is not p.empty and normalized(p.default) != normalized(q.default):
            out.append(f"{name}({p.name}): default {p.default!r}, Kornia's {q.default!r}")
    return out


def check_library():
    found, checked = [], 0
    for op, path in kornia_cpp.index():
        found += problems(f"{path} (torch.ops.kornia_cpp.{op})", inspect.signature(ours(path)),
                          inspect.signature(resolve(path)))
        checked += 1
    return found, checked


def check_planted(lib):
    """The planted schema default must be named."""
    torch.ops.load_library(lib)
    fn = kornia_cpp._function("rgb_to_hsv", torch.ops.kornia_cpp_planted.rgb_to_hsv)
    found = problems("planted rgb_to_hsv", inspect.signature(fn),
                     inspect.signature(kornia.color.rgb_to_hsv))
    want = "planted rgb_to_hsv(eps): default 1e-06, Kornia's 1e-08"
    return found == [want], found


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--planted", default="")
    a = parser.parse_args()
    warnings.filterwarnings("ignore")
    found, checked = check_library()
    for p in found:
        print(f"SCHEMA: {p}")
    status = 1 if found else 0
    print(f"python_schema: {checked} functions and classes against Kornia "
          f"{kornia.__version__}: {len(found)} problems")
    if a.planted:
        caught, what = check_planted(a.planted)
        print(f"python_schema: planted default {'caught' if caught else 'NOT CAUGHT'}: {what}")
        status |= 0 if caught else 1
    return status


if __name__ == "__main__":
    sys.exit(main())

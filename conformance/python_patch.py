#!/usr/bin/env python3
"""kornia_cpp.patch() routes existing Kornia code to kornia_cpp, completely.

Usage: python_patch.py

After kornia_cpp.patch():
  - every Kornia name kornia_cpp ports (kornia_cpp.index(): each op's Kornia
    path and class; the hand-written classes) is kornia_cpp's object in
    every module of Kornia's that bound it (the completeness check: no
    kornia.* module still holds a ported Kornia object under any name);
  - patched() lists exactly those names; a name kornia_cpp does not port
    (kornia.losses.ssim_loss) stays Kornia's;
  - Kornia's own code reaches kornia_cpp: kornia.augmentation's internals
    and a Kornia function calling a ported one run the operator (counted
    with a dispatcher hook on the CPU key);
  - the results equal kornia_cpp's direct call bit for bit;
  - NumPy scalars (also in a tuple) go where Kornia takes numbers;
  - a class Kornia checks when it is made (Canny's thresholds) refuses then;
  - every ported class has each public method Kornia's class defines beside
    forward (OtsuThreshold.transform_input), and those give Kornia's results;
  - torch.jit.script of a patched function whose Kornia signature takes an
    enum (raw_to_rgb's cfa: CFA) takes that enum, and equals eager.
unpatch() restores every binding (each module attribute is Kornia's object
again), patching() does both around a block, and a second patch() changes
nothing. Planted: a binding left out of patch()'s table (one module's
alias) is what the completeness check reports; a class without one of
Kornia's methods is what the methods check reports; a function left with its
int-typed script form is what the enum check reports. Exit 1 on any problem.
"""
import importlib
import sys

import torch
import kornia

import kornia_cpp

PROBLEMS = []


def expect(ok, what):
    if not ok:
        PROBLEMS.append(what)


def kornia_modules():
    return {n: m for n, m in list(sys.modules.items())
            if m is not None and (n == "kornia" or n.startswith("kornia."))}


def snapshot():
    """(module name, attribute) -> object, for every kornia.* module."""
    return {(n, a): v for n, m in kornia_modules().items() for a, v in list(vars(m).items())}


def ported():
    """"kornia.<path>.<name>" -> (Kornia's object, kornia_cpp's)."""
    out = {}
    for path, name in kornia_cpp._PORTED:
        theirs = getattr(importlib.import_module("kornia." + path), name, None)
        if theirs is not None:
            out[f"kornia.{path}.{name}"] = (theirs, getattr(sys.modules["kornia_cpp." + path], name))
    return out


def leftovers(table):
    """Bindings in kornia.* modules that still hold a ported Kornia object."""
    originals = {id(theirs): name for name, (theirs, _) in table.items()}
    return sorted(f"{n}.{a} ({originals[id(v)]})" for (n, a), v in snapshot().items()
                  if id(v) in originals and any(v is t for t, _ in table.values()))


def scripted(function):
    import warnings
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # torch.jit.script's deprecation
        return torch.jit.script(function)


def enum_forms(table):
    """(how many ported functions take a Kornia enum, those whose scripted
    form types one of those arguments otherwise: "kornia.<name>(arg: type)")."""
    import enum
    import typing
    checked, wrong = 0, []
    for name, (theirs, ours) in sorted(table.items()):
        if isinstance(theirs, type):
            continue
        try:
            hints = typing.get_type_hints(theirs)
        except Exception:  # noqa: BLE001 (an annotation Kornia cannot resolve)
            continue
        enums = {k: v for k, v in hints.items()
                 if k != "return" and isinstance(v, type) and issubclass(v, enum.Enum)}
        if not enums:
            continue
        checked += 1
        schema = scripted(ours).schema
        types = {a.name: str(a.type) for a in schema.arguments}
        wrong += [f"{name}({k}: {types.get(k)})" for k, e in enums.items()
                  if not types.get(k, "").endswith("." + e.__name__)]
    return checked, wrong


def public_methods(cls):
    """The public methods a Kornia class defines itself, beside forward (not
    nn.Module's): the names a user of the class calls."""
    inherited = set(dir(torch.nn.Module))
    return {name for klass in cls.__mro__ if klass.__module__.startswith("kornia")
            for name, value in vars(klass).items()
            if callable(value) and not name.startswith("_") and name != "forward"
            and name not in inherited}


def missing_methods(table):
    """"kornia.<path>.<Class>.<method>" for each public method of a ported
    Kornia class that kornia_cpp's class lacks. Not kornia.augmentation's: the
    7 ported augmentations forward, draw and replay as Kornia's
    (python_augmentation.py), but AugmentationBase2D's other machinery
    (apply_transform, inverse, transform_masks, ... 30 methods each) is the
    augmentation wave's, not built yet."""
    return sorted(f"{name}.{method}" for name, (theirs, ours) in table.items()
                  if isinstance(theirs, type) and not name.startswith("kornia.augmentation.")
                  for method in public_methods(theirs) if not callable(getattr(ours, method, None)))


def otsu_transform_inputs(theirs, ours):
    """Kornia's OtsuThreshold.transform_input against kornia_cpp's on 1 to 5
    dims (and an original_shape given), and the refusal of 6: the problems."""
    out = []
    generator = torch.Generator().manual_seed(3)
    for shape in [(7,), (4, 5), (2, 4, 5), (2, 3, 4, 5), (2, 2, 3, 4, 5)]:
        x = torch.rand(*shape, generator=generator)
        for given in [None, torch.Size([9, 9])]:
            want, got = theirs().transform_input(x, given), ours().transform_input(x, given)
            if not (torch.equal(want[0], got[0]) and want[1] == got[1]):
                out.append(f"OtsuThreshold.transform_input on {list(shape)} (original_shape "
                           f"{given}): {tuple(got[0].shape)}, {got[1]} != Kornia's "
                           f"{tuple(want[0].shape)}, {want[1]}")
    try:
        ours().transform_input(torch.zeros(1, 1, 1, 1, 2, 2))
        out.append("OtsuThreshold.transform_input took 6 dims (Kornia raises ValueError)")
    except ValueError:
        pass
    return out


def main():
    table = ported()
    expect(len(table) >= 80, f"kornia_cpp ports {len(table)} Kornia names, expected >= 80")
    before = snapshot()
    expect(kornia_cpp.patched() == [], "patched() is not empty before patch()")

    names = kornia_cpp.patch()
    expect(names == sorted(table), "patched() is not every ported name: missing "
           f"{sorted(set(table) - set(names))[:5]}, extra {sorted(set(names) - set(table))[:5]}")
    left = leftovers(table)
    expect(not left, f"after patch(), Kornia's modules still bind Kornia's objects: {left[:5]}")
    expect(kornia.color.rgb_to_hsv is kornia_cpp.color.rgb_to_hsv, "kornia.color.rgb_to_hsv")
    expect(kornia.color.hsv.rgb_to_hsv is kornia_cpp.color.rgb_to_hsv,
           "kornia.color.hsv.rgb_to_hsv (the defining module)")
    expect(kornia.color.RgbToHsv is kornia_cpp.color.RgbToHsv, "the class kornia.color.RgbToHsv")
    expect(kornia.augmentation.RandomHorizontalFlip is
           kornia_cpp.augmentation.RandomHorizontalFlip, "kornia.augmentation.RandomHorizontalFlip")
    ssim_loss = importlib.import_module("kornia.losses").ssim_loss
    expect(ssim_loss.__module__.startswith("kornia."), "ssim_loss (not ported) left Kornia")
    expect(kornia_cpp.patch() == names and leftovers(table) == [], "a second patch() changed it")

    # Kornia's own code reaches the operators: count kornia_cpp calls.
    calls = []
    x = torch.rand(2, 3, 8, 8, generator=torch.Generator().manual_seed(0))
    with _Count(calls):
        y = kornia.color.RgbToHsv()(x)   # Kornia's name, now kornia_cpp's class
        z = kornia.enhance.adjust_hue(x, 0.3)
    expect(any(c.startswith("kornia_cpp.rgb_to_hsv") for c in calls),
           f"RgbToHsv() did not reach kornia_cpp::rgb_to_hsv (calls: {calls[:5]})")
    expect(any(c.startswith("kornia_cpp.adjust_hue") for c in calls),
           "adjust_hue did not reach kornia_cpp")
    expect(torch.equal(y, torch.ops.kornia_cpp.rgb_to_hsv(x)), "RgbToHsv() != the operator")
    expect(torch.equal(z, torch.ops.kornia_cpp.adjust_hue(x, 0.3)), "adjust_hue != the operator")

    # NumPy scalars where Kornia takes numbers (Kornia's tests pass
    # tuple(numpy_array) sigmas): the same call as with Python numbers.
    import numpy
    image = torch.rand(1, 3, 9, 9, generator=torch.Generator().manual_seed(2))
    try:
        same = torch.equal(
            kornia.filters.gaussian_blur2d(image, (3, 5), tuple(numpy.array([1.5, 0.75],
                                                                            numpy.float32))),
            kornia.filters.gaussian_blur2d(image, (3, 5), (1.5, 0.75))) and torch.equal(
            kornia.enhance.adjust_brightness(image, numpy.float64(0.25)),
            kornia.enhance.adjust_brightness(image, 0.25)) and torch.equal(
            kornia.enhance.posterize(image, numpy.int64(3)), kornia.enhance.posterize(image, 3))
    except (TypeError, ValueError) as e:
        same = str(e)[:160]
    expect(same is True, f"NumPy scalar arguments != Python numbers: {same}")

    # Kornia's construction-time checks (Canny's thresholds) refuse when
    # the class is made, as Kornia's do. Planted: the constructor without
    # its check (__init__.__wrapped__) makes the same module silently.
    def refuses(make):
        try:
            make()
        except ValueError as e:
            return "low_threshold" in str(e)
        return False
    canny_class = kornia.filters.Canny
    expect(refuses(lambda: canny_class(0.3, 0.2)) and refuses(lambda: canny_class(-2.0, 0.3)),
           "kornia.filters.Canny(0.3, 0.2) or Canny(-2.0, 0.3) was made: Kornia refuses both")
    expect(not refuses(lambda: canny_class(0.1, 0.2)), "Canny(0.1, 0.2) was refused")
    unchecked = getattr(canny_class.__init__, "__wrapped__", None)
    expect(unchecked is not None, "kornia.filters.Canny has no construction check")
    if unchecked is not None:
        expect(not refuses(lambda: unchecked(canny_class.__new__(canny_class), 0.3, 0.2)),
               "the planted Canny without its construction check refused (so the check is not "
               "what refuses)")

    # Kornia's public methods beside forward, on every ported class; the
    # ones there are give Kornia's results. Planted: a class without one.
    missing = missing_methods(table)
    expect(not missing, f"ported classes lack Kornia's public methods: {missing[:5]}")
    otsu = table["kornia.filters.OtsuThreshold"]
    for problem in otsu_transform_inputs(*otsu):
        expect(False, problem)
    method = otsu[1].transform_input
    del otsu[1].transform_input
    planted = missing_methods(table)
    otsu[1].transform_input = method
    expect(planted == ["kornia.filters.OtsuThreshold.transform_input"],
           f"the planted class without transform_input was not reported exactly: {planted}")

    # torch.jit.script of a patched function takes Kornia's enums as Kornia's
    # (raw_to_rgb's cfa: CFA), and runs as eager.
    checked, wrong = enum_forms(table)
    expect(checked >= 3 and not wrong, f"scripted with an argument type that is not Kornia's "
           f"enum ({checked} functions take one): {wrong[:5]}")
    cfa = kornia.color.raw.CFA.GR
    raw = torch.rand(2, 1, 4, 6, generator=torch.Generator().manual_seed(1))
    try:
        same = torch.equal(scripted(kornia.color.raw_to_rgb)(raw, cfa),
                           kornia.color.raw_to_rgb(raw, cfa))
    except RuntimeError as e:  # TorchScript's refusal of the enum is the finding
        same = " ".join(str(e).split())[:160]
    expect(same is True, f"scripted raw_to_rgb(CFA) != eager: {same}")
    # Planted: a function left with its operator-typed form (cfa: int).
    function = kornia_cpp.color.rgb_to_raw
    form, function.__original_fn = function.__original_fn, sys.modules["kornia_cpp._generated"].rgb_to_raw
    planted = enum_forms(table)[1]
    function.__original_fn = form
    expect(planted == ["kornia.color.rgb_to_raw(cfa: int)"],
           f"the planted int-typed script form was not reported exactly: {planted}")

    kornia_cpp.unpatch()
    expect(str(scripted(kornia_cpp.color.rgb_to_raw).schema.arguments[1].type) == "int",
           "unpatch() left rgb_to_raw's scripted form taking Kornia's CFA")
    after = snapshot()
    changed = sorted(f"{n}.{a}" for k, v in before.items() if after.get(k, v) is not v
                     for n, a in [k])
    expect(not changed, f"unpatch() left bindings changed: {changed[:5]}")
    expect(kornia_cpp.patched() == [], "patched() not empty after unpatch()")
    expect(kornia.color.rgb_to_hsv is table["kornia.color.rgb_to_hsv"][0], "unpatch(): rgb_to_hsv")

    with kornia_cpp.patching() as inside:
        expect(inside == names and kornia.color.rgb_to_hsv is kornia_cpp.color.rgb_to_hsv,
               "patching() did not patch")
    expect(kornia.color.rgb_to_hsv is table["kornia.color.rgb_to_hsv"][0],
           "patching() did not unpatch")

    # Planted: a binding patch() does not know (an alias made after import,
    # as a module that re-exports under another name would) is reported.
    kornia.color._planted_alias = table["kornia.color.rgb_to_hsv"][0]
    kornia_cpp.patch()
    kornia.color._planted_alias = table["kornia.color.rgb_to_hsv"][0]  # re-planted after patch
    left = leftovers(table)
    expect(left == ["kornia.color._planted_alias (kornia.color.rgb_to_hsv)"],
           f"the planted leftover binding was not reported exactly: {left}")
    kornia_cpp.unpatch()
    del kornia.color._planted_alias

    for p in PROBLEMS:
        print("python_patch: " + p)
    print(f"python_patch: {len(names)} Kornia names routed; "
          f"{len(PROBLEMS)} problem{'s' * (len(PROBLEMS) != 1)}")
    return 1 if PROBLEMS else 0


class _Count(torch.overrides.TorchFunctionMode):
    """Records the operators called (their OpOverload names)."""

    def __init__(self, calls):
        super().__init__()
        self.calls = calls

    def __torch_function__(self, func, types, args=(), kwargs=None):
        self.calls.append(str(func))  # an OpOverloadPacket: "kornia_cpp.rgb_to_hsv"
        return func(*args, **(kwargs or {}))


if __name__ == "__main__":
    sys.exit(main())

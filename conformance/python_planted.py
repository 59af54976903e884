#!/usr/bin/env python3
"""The Python paths' checks fire on planted defects.

Usage: python_planted.py <libkornia_cpp_planted.so>

The planted operators (conformance/planted_torch_ops.cc) go through the same
check functions conformance/python_paths.py runs on every case:
  - posterize, its kernel under the CPU key instead of
    CompositeImplicitAutograd: the export check and opcheck must fail, and the
    eager path must still pass (the defect is invisible there);
  - flatten_batch, the batch read as an int64: the dynamic-batch export must
    fail, and pass on flatten_batch_symint (the same op with a SymInt read);
  - invert_untyped, a shape refused with an untyped error (RuntimeError): the
    errors check must fail on it, and pass on kornia_cpp's invert (ValueError,
    Kornia's class);
  - a string for posterize's bits: the planted posterize (the dispatcher's
    RuntimeError) must fail the errors check, kornia_cpp's posterize pass it;
    an image as a list: a plain TypeError where Kornia raises its
    TypeCheckError must fail it, kornia_cpp's rgb_to_grayscale pass it; a
    (1, 1) image: a plain ValueError where Kornia raises its ShapeError must
    fail it, kornia_cpp's rgb_to_xyz (its ShapeError) pass it;
  - Kornia's python forms of a number argument, the operator called
    directly (no descriptor forms): an int factor where Kornia refuses one
    (adjust_brightness), a list where Kornia takes one (sharpness), bits of
    one value too many where Kornia raises AssertionError (posterize), a
    grid_size of one number or three values where Kornia raises TypeError
    (equalize_clahe): each must fail the errors check, kornia_cpp's function
    pass it;
  - a contiguous result where Kornia's keeps a channels-last image's
    layout must fail memory-format, kornia_cpp's adjust_saturation pass it;
  - the schema default is python_schema.py's (its --planted);
  - the class paths (python_paths.ClassCall): RgbToHsv generated over the
    planted rgb_to_hsv (its kernel a copy) must mismatch kornia_cpp's
    function in class-eager, and pass over kornia_cpp's own operator; a class
    generated over the planted posterize (the CPU key) must fail class-export
    and pass class-script (TorchScript runs the same kernel).
Exit 1 when a check does not fire, or fires on the clean twin.
"""
import sys
import warnings

import torch

import kornia_cpp
import python_paths as pp


def call_of(fn, spec, inputs):
    return pp.Call(fn, spec, inputs, "float32")


def main():
    warnings.filterwarnings("ignore")
    torch.ops.load_library(sys.argv[1])
    planted = torch.ops.kornia_cpp_planted
    x = torch.rand(2, 3, 4, 5)
    failures = []

    def expect(what, status, want):
        ok = status[0] in want
        print(f"python_planted: {what}: {status[0]} ({status[1][:160]})"
              f"{'' if ok else ' -- EXPECTED ' + '/'.join(want)}")
        if not ok:
            failures.append(what)

    call = call_of(planted.posterize, {"args": ["$0", 3], "kwargs": {}}, [x])
    eager = call(x)
    expect("posterize under the CPU key, eager", pp.check_eager(call, eager)[:2], ["ok"])
    expect("posterize under the CPU key, export", guarded(pp.check_export, call, eager),
           ["fail", "mismatch"])
    expect("posterize under the CPU key, opcheck",
           guarded(pp.check_opcheck, planted.posterize.default, (x, 3), {}), ["fail"])

    for name, want in (("flatten_batch", ["fail", "mismatch"]), ("flatten_batch_symint", ["ok"])):
        call = call_of(getattr(planted, name), {"args": ["$0"], "kwargs": {}}, [x])
        expect(f"{name}, dynamic-batch export", guarded(pp.check_dynamic, call, [0]), want)
    rank_2 = torch.rand(4, 4)
    expect("invert_untyped on a (4, 4) image, errors",
           guarded(pp.check_error, "invert_untyped", lambda: planted.invert_untyped(rank_2),
                   None, ValueError), ["mismatch"])
    expect("kornia_cpp invert on a (4, 4) image, errors",
           guarded(pp.check_error, "invert", lambda: kornia_cpp.enhance.invert(rank_2),
                   None, ValueError), ["ok"])
    # A host value of another type: the planted posterize called as an
    # operator (the dispatcher's RuntimeError) and a plain TypeError where
    # Kornia raises its TypeCheckError must fail; kornia_cpp's posterize passes.
    import kornia
    theirs = lambda: kornia.enhance.posterize(x, "not a number")  # noqa: E731
    expect("planted posterize with a string bits, errors",
           guarded(pp.check_error, "posterize", lambda: planted.posterize(x, "not a number"),
                   theirs, TypeError), ["mismatch"])

    expect("kornia_cpp posterize with a string bits, errors",
           guarded(pp.check_error, "posterize",
                   lambda: kornia_cpp.enhance.posterize(x, "not a number"), theirs, TypeError),
           ["ok"])
    # The image as a list, where Kornia raises its TypeCheckError.
    rgb = x[:, :3].tolist()
    theirs = lambda: kornia.color.rgb_to_grayscale(rgb)  # noqa: E731

    def plain_type_error():
        raise TypeError("rgb_to_grayscale(): expected image to be a Tensor, but got list")
    expect("a plain TypeError where Kornia raises TypeCheckError, errors",
           guarded(pp.check_error, "rgb_to_grayscale", plain_type_error, theirs, TypeError),
           ["mismatch"])
    expect("kornia_cpp rgb_to_grayscale on a list, errors",
           guarded(pp.check_error, "rgb_to_grayscale",
                   lambda: kornia_cpp.color.rgb_to_grayscale(rgb), theirs, TypeError),
           ["ok"])
    # A refused shape where Kornia raises its ShapeError (rgb_to_xyz on a
    # (1, 1) tensor): a plain ValueError must fail, kornia_cpp's pass.
    flat = torch.ones(1, 1)
    theirs = lambda: kornia.color.rgb_to_xyz(flat)  # noqa: E731

    def plain_value_error():
        raise ValueError("rgb_to_xyz(): expected an image of shape (*, 3, H, W), but got shape "
                         "[1, 1]")
    expect("a plain ValueError where Kornia raises ShapeError, errors",
           guarded(pp.check_error, "rgb_to_xyz", plain_value_error, theirs, ValueError),
           ["mismatch"])
    expect("kornia_cpp rgb_to_xyz on a (1, 1) tensor, errors",
           guarded(pp.check_error, "rgb_to_xyz", lambda: kornia_cpp.color.rgb_to_xyz(flat),
                   theirs, ValueError), ["ok"])
    # Kornia's python forms of a number argument (host_forms): the operator
    # called directly (no descriptor forms) must fail each, kornia_cpp's
    # function pass. An int where Kornia refuses one; a list where Kornia
    # takes one; a parameter tensor of one value too many, where Kornia
    # raises AssertionError (the operator: a plain ValueError).
    ops = torch.ops.kornia_cpp
    two = [0.5] * x.shape[0]
    big = torch.rand(1, 1, 10, 20)
    for name, what, theirs, planted_fn, clean_fn, shape in (
            ("adjust_brightness", "an int factor",
             lambda: kornia.enhance.adjust_brightness(x, 1),
             lambda: ops.adjust_brightness(x, 1),
             lambda: kornia_cpp.enhance.adjust_brightness(x, 1), False),
            ("sharpness", "a list factor", lambda: kornia.enhance.sharpness(x, two),
             lambda: ops.sharpness(x, two), lambda: kornia_cpp.enhance.sharpness(x, two), False),
            ("posterize", "bits of one value too many",
             lambda: kornia.enhance.posterize(x, torch.tensor([1, 2, 3])),
             lambda: ops.posterize.Tensor(x, torch.tensor([1, 2, 3])),
             lambda: kornia_cpp.enhance.posterize(x, torch.tensor([1, 2, 3])), True),
            ("equalize_clahe", "grid_size as one number",
             lambda: kornia.enhance.equalize_clahe(big, 40.0, 2),
             lambda: ops.equalize_clahe(big, 40.0, 2),
             lambda: kornia_cpp.enhance.equalize_clahe(big, 40.0, 2), True),
            ("equalize_clahe", "grid_size of three values",
             lambda: kornia.enhance.equalize_clahe(big, 40.0, (2, 2, 2)),
             lambda: ops.equalize_clahe(big, 40.0, (2, 2, 2)),
             lambda: kornia_cpp.enhance.equalize_clahe(big, 40.0, (2, 2, 2)), True)):
        expect(f"the operator {name} given {what}, errors",
               guarded(pp.check_host_form, name, planted_fn, theirs, shape), ["mismatch"])
        expect(f"kornia_cpp's {name} given {what}, errors",
               guarded(pp.check_host_form, name, clean_fn, theirs, shape), ["ok"])
    # memory-format: a result made contiguous where Kornia's keeps the
    # channels-last layout must fail; kornia_cpp's adjust_saturation passes.
    last = x[:, :3].contiguous(memory_format=torch.channels_last)
    theirs = lambda: kornia.enhance.adjust_saturation(last, 1.5)  # noqa: E731
    expect("a contiguous result of a channels-last image, memory-format",
           guarded(pp.check_memory_format,
                   lambda: kornia_cpp.enhance.adjust_saturation(last, 1.5).contiguous(), theirs),
           ["mismatch"])
    expect("kornia_cpp adjust_saturation of a channels-last image, memory-format",
           guarded(pp.check_memory_format,
                   lambda: kornia_cpp.enhance.adjust_saturation(last, 1.5), theirs), ["ok"])
    # The class paths, on classes generated over the planted operators.
    hsv = {"name": "rgb_to_hsv", "kornia": "kornia.color.rgb_to_hsv", "module": "RgbToHsv",
           "init": ["eps"], "forward": ["image"]}
    hsv_spec = {"args": ["$0"], "kwargs": {}}
    function_out = kornia_cpp.color.rgb_to_hsv(x)
    for what, packet, want in (("planted rgb_to_hsv", planted.rgb_to_hsv, ["mismatch"]),
                               ("kornia_cpp's rgb_to_hsv", torch.ops.kornia_cpp.rgb_to_hsv,
                                ["ok"])):
        cls = kornia_cpp._modules.module_class(hsv, packet, f"kornia_cpp._planted_{len(what)}")
        call = pp.ClassCall(cls, hsv, kornia_cpp.color.rgb_to_hsv, hsv_spec, [x], "float32")
        expect(f"RgbToHsv over {what}, class-eager",
               guarded(lambda: pp.check_class_eager(call, function_out)), want)
    posterize = {"name": "posterize", "kornia": "kornia.enhance.posterize",
                 "module": "Posterize", "init": ["bits"], "forward": ["input"]}
    cls = kornia_cpp._modules.module_class(posterize, planted.posterize,
                                           "kornia_cpp._planted_posterize")
    call = pp.ClassCall(cls, posterize, kornia_cpp.enhance.posterize,
                        {"args": ["$0", 3], "kwargs": {}}, [x], "float32")
    eager = call(x)
    expect("a class over posterize under the CPU key, class-script",
           guarded(pp.check_class_script, call, eager), ["ok"])
    expect("a class over posterize under the CPU key, class-export",
           guarded(pp.check_export, call, eager), ["fail", "mismatch"])
    # A known failure listed for one torch release applies on that release
    # only (python_known.json's known_on_torch), merged with the general list.
    known = {"known": {"export": {"a": "always"}},
             "known_on_torch": {"2.9": {"export": {"b": "2.9 only"}, "onnx": {"c": "2.9"}},
                                "2.15": {"export": {"d": "2.15 only"}}}}
    on_29 = pp.known_for_torch(known, "2.9.1+cu128")
    on_214 = pp.known_for_torch(known, "2.14.1")
    merged_ok = (on_29 == {"export": {"a": "always", "b": "2.9 only"}, "onnx": {"c": "2.9"}} and
                 on_214 == {"export": {"a": "always"}})
    print(f"python_planted: known_on_torch merged per release: {merged_ok}")
    if not merged_ok:
        failures.append(f"known_on_torch: 2.9.1 -> {on_29}, 2.14.1 -> {on_214}")
    # A compile bound listed for one torch release applies on that release only
    # (python_known.json's compile_bounds_on_torch), merged with the general ones.
    bounds = {"compile_bounds": {"a/float32": {"max_abs": 1}},
              "compile_bounds_on_torch": {"2.14": {"b/float32": {"max_abs": 2}}}}
    b_214 = pp.bounds_for_torch(bounds, "2.14.1+cpu")
    b_29 = pp.bounds_for_torch(bounds, "2.9.1")
    bounds_ok = (b_214 == {"a/float32": {"max_abs": 1}, "b/float32": {"max_abs": 2}} and
                 b_29 == {"a/float32": {"max_abs": 1}})
    print(f"python_planted: compile_bounds_on_torch merged per release: {bounds_ok}")
    if not bounds_ok:
        failures.append(f"compile_bounds_on_torch: 2.14.1 -> {b_214}, 2.9.1 -> {b_29}")
    print(f"python_planted: {len(failures)} check(s) did not behave")
    return 1 if failures else 0


def guarded(check, *args):
    """A check's (status, detail), an exception being its failure (as the runner)."""
    try:
        return check(*args)[:2]
    except Exception as e:  # noqa: BLE001 (the runner's own rule)
        return "fail", f"{type(e).__name__}: {str(e).splitlines()[0] if str(e) else ''}"


if __name__ == "__main__":
    sys.exit(main())

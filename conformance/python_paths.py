#!/usr/bin/env python3
"""The Python paths of the conformance suite: kornia_cpp as Kornia's users call it.

Usage: python_paths.py <dump dir> <results.json> [--known FILE] [--all] [--paths a,b]

Reads a parity dump (tools/parity/parity_dump: every sweep point of the cases
that name their Kornia function, with its inputs, our C++ eager output and the
Kornia call) and runs each point's call through kornia_cpp, the Python package
over torch.ops.kornia_cpp, on these paths:

  eager           kornia_cpp.<module>.<f>(...) == the C++ eager output, bit for bit
  opcheck         torch.library.opcheck on the overload the call resolves to
                  (schema, fake tensor, autograd registration, AOT dispatch)
  script          torch.jit.script(kornia_cpp's function) == eager, bit for
                  bit, also after torch.jit.save and load (the function's
                  TorchScript form, generated from its schema)
  compile         torch.compile(fullgraph=True, dynamic=False) (inductor) == eager,
                  bit for bit, or within the case's fused bound, or within a
                  bound declared with its reason (python_known.json)
  export          torch.export.export(...) == eager bit for bit; then
                  run_decompositions() leaves only ATen ops (the op
                  decomposes), held to Kornia's tolerance, exactness reported
  export-dynamic  the same with the batch dimension of the case's batch inputs
                  dynamic (batch-preserving cases), replayed on a doubled batch
  onnx            torch.onnx.export(dynamo=True), onnx.checker, onnxruntime CPU,
                  within Kornia's tolerance for the dtype (torch.testing's
                  defaults); opset, node count and op types recorded
  onnx-legacy     torch.onnx.export(dynamo=False), the TorchScript exporter
                  (its tracer records the ops' ATen decompositions), then as
                  onnx
  class-*         Kornia's nn.Module class over the op (kornia_cpp.index()'s
                  "module"; by hand: ZCAWhitening over zca_whiten's
                  points, Resize and Rescale over resize's and rescale's):
                  constructed with the point's arguments its constructor
                  takes (the tensors among them its buffers), forward called
                  with the others (its tensors the inputs); a point whose
                  other arguments are not at their defaults has no class form.
                  class-eager: == the function's eager output, bit for bit;
                  class-script: torch.jit.script(the class) == class eager,
                  bit for bit, also after torch.jit.save and load;
                  class-compile, class-export, class-export-dynamic,
                  class-onnx: as compile, export, export-dynamic and onnx,
                  on the class form
  errors          each refusal the case's image signature implies (a shape:
                  rank, channels, empty; a dtype it does not claim; for a
                  function, the image as a list and its first number
                  argument a string: TypeError, Kornia's TypeCheckError
                  where Kornia raises that), on the
                  image of the op's first float32 point: ours raises
                  ValueError for a shape and TypeError for a dtype, with the
                  "<op>(): expected" message, and the class Kornia raises for
                  the same call where it raises ValueError or TypeError (its
                  ShapeError, ImageError, TypeCheckError); what Kornia does
                  otherwise (another class, or no error) is recorded
  memory-format   the op on its 4-D inputs made channels-last: each 4-D
                  output channels-last or contiguous as Kornia's is on the
                  same inputs (Kornia's elementwise ops keep the input's
                  layout; an output Kornia leaves strided is not judged)

Eager runs on every point. The other paths run on a sample unless --all: per
op, opcheck and script on the first point of each (overload, dtype), export on the first
of each dtype, export-dynamic on the first float32 point of each overload
whose batch is at least 2, compile, onnx and errors on the first float32
point, onnx-legacy on that float32 point too, memory-format on the first
float32 point whose image is 4-D with C, H and W of 2 or more; class-eager on every point
with a class form, class-script on the first of them of each (overload,
dtype), the other class paths on the first float32 one of each overload
(batched ones for class-export-dynamic). A path that fails where --known lists the op
(conformance/python_known.json: "known": path -> "op" or "op/dtype" ->
reason) is known; "compile_bounds": "op/dtype" -> {max_abs, reason}
("compile_bounds_on_torch": release -> those of one torch release). A
listed entry or bound that is not needed is stale. Exit 1 on a mismatch, a
failure or a stale entry. Runs in the numeric environment
the dump ran in (tools: golden/numeric_env.h), so eager can be bit-exact.
"""
import argparse
import collections
import inspect
import json
import os
import sys
import time
import traceback
import warnings

import torch

import kornia_cpp
from kornia_parity import DTYPES, argument, kornia_call, load, pack

CLASS_PATHS = ["class-eager", "class-script", "class-compile", "class-export",
               "class-export-dynamic", "class-onnx"]
# The paths that cost milliseconds a point (no graph capture or compiler):
# every op runs them even where the heavy ones are sampled (--heavy-ops).
LIGHT_PATHS = ["eager", "script", "onnx-legacy", "errors", "memory-format", "class-eager",
               "class-script"]
PATHS = ["eager", "opcheck", "script", "compile", "export", "export-dynamic", "onnx", "onnx-legacy",
         "errors", "memory-format"] + CLASS_PATHS
# torch.testing.assert_close's defaults (what Kornia's tests use), per dtype.
KORNIA_TOLERANCE = {torch.float16: (1e-3, 1e-5), torch.bfloat16: (1.6e-2, 1e-5),
                    torch.float32: (1.3e-6, 1e-5), torch.float64: (1e-7, 1e-7)}
INT_OF = {torch.float16: torch.int16, torch.bfloat16: torch.int16, torch.float32: torch.int32,
          torch.float64: torch.int64}


def ours(kornia_path):
    """kornia_cpp's function at Kornia's path ("kornia.enhance.posterize")."""
    obj = kornia_cpp
    for part in kornia_path.split(".")[1:]:
        obj = getattr(obj, part)
    return obj


def same_bits(a, b):
    if a.dtype != b.dtype or a.shape != b.shape:
        return False
    return torch.equal(a.contiguous().view(-1).view(torch.uint8),
                       b.contiguous().view(-1).view(torch.uint8))


def ulp_distance(a, b):
    """Elementwise distance in units in the last place (a, b finite, same dtype)."""
    ints = INT_OF[a.dtype]
    def ordered(t):
        i = t.contiguous().view(ints).to(torch.int64)
        sign = torch.iinfo(ints).min
        return torch.where(i < 0, sign - i, i)
    return (ordered(a) - ordered(b)).abs()


def describe_difference(got, want):
    if got.shape != want.shape or got.dtype != want.dtype:
        return f"got {got.dtype} {list(got.shape)}, want {want.dtype} {list(want.shape)}"
    size = got.element_size()
    bits = (got.contiguous().view(-1).view(torch.uint8).view(-1, size) !=
            want.contiguous().view(-1).view(torch.uint8).view(-1, size)).any(1)
    text = f"{int(bits.sum())} of {got.numel()} elements differ in their bits"
    if got.is_floating_point() and bits.any():
        diff = (got.double() - want.double()).abs()[bits.view(got.shape)]
        finite = diff[torch.isfinite(diff)]
        worst = float(finite.max()) if finite.numel() else float("nan")
        zeros = int(((got == 0) & (want == 0) & bits.view(got.shape)).sum())
        text += f", max abs {worst:.3g}" + (f" ({zeros} a zero's sign)" if zeros else "")
    return text


def within_abs(got, want, max_abs):
    """Every element within max_abs, NaN where the other is NaN, no zero's sign
    flipped (what a bound on values allows, as the C++ fused check)."""
    if got.shape != want.shape or not torch.equal(got.isnan(), want.isnan()):
        return False
    g, w = got.double(), want.double()
    both = ~got.isnan()
    if not bool(((g - w).abs()[both] <= max_abs).all()):
        return False
    zeros = (g == 0) & (w == 0)
    return torch.equal(torch.signbit(g[zeros]), torch.signbit(w[zeros]))


def kornia_close(got, want):
    """(within Kornia's tolerance for the dtype, why not)."""
    rtol, atol = KORNIA_TOLERANCE.get(want.dtype, (0, 0))
    try:
        torch.testing.assert_close(got, want, rtol=rtol, atol=atol, equal_nan=True)
    except AssertionError as e:
        return False, " ".join(str(e).split())[:300]
    return True, ""


def within_fused_bound(got, want, case, dtype):
    """The case's fused bound for the dtype: each element within max ulp or max
    abs (as the C++ fused check, conformance/registry.h Tolerance)."""
    max_ulp = case["fused_ulp"].get(dtype)
    max_abs = case["fused_abs"].get(dtype)
    if (max_ulp is None and max_abs is None) or got.shape != want.shape:
        return False
    if not torch.equal(got.isnan(), want.isnan()):
        return False
    ok = torch.zeros(got.shape, dtype=torch.bool) | (got == want) | (got.isnan() & want.isnan())
    if max_ulp is not None:
        ok |= ulp_distance(got, want) <= max_ulp
    if max_abs is not None:
        ok |= (got.double() - want.double()).abs() <= max_abs
    return bool(ok.all())


class Call(torch.nn.Module):
    """A record's call with its tensor inputs as the module's inputs (for
    compile, export and ONNX); the other arguments are constants of it."""

    def __init__(self, fn, spec, inputs, dtype):
        super().__init__()
        self.fn, self.spec, self.dtype = fn, spec, dtype
        # Which record inputs are arguments ("$i"), in order of appearance.
        self.slots = []
        for v in list(spec["args"]) + list(spec["kwargs"].values()):
            if isinstance(v, str) and v.startswith("$") and v != "$dtype":
                self.slots.append(int(v[1:]))
        self.constants = inputs  # for arguments that are not slots ({"@colors": "$i"})

    def arguments(self, tensors):
        inputs = list(self.constants)
        for slot, t in zip(self.slots, tensors):
            inputs[slot] = t
        args = [kornia_cpp._argument(argument(v, inputs, self.dtype)) for v in self.spec["args"]]
        kwargs = {k: kornia_cpp._argument(argument(v, inputs, self.dtype))
                  for k, v in self.spec["kwargs"].items()}
        return args, kwargs

    def forward(self, *tensors):
        args, kwargs = self.arguments(tensors)
        return pack(self.fn(*args, **kwargs), self.spec)

    def tensors(self):
        return tuple(self.constants[s] for s in self.slots)


def overload_of(kornia_path, args, kwargs):
    """The OpOverload a call resolves to (opcheck takes one), as kornia_cpp picks it."""
    return ours(kornia_path).overload_for(args, kwargs)


# Kornia's classes no descriptor names, written by hand (kornia_cpp/_modules.py),
# over the points of an op they compute: entries as kornia_cpp.index()'s, plus
# "constants": forward arguments the class form always passes.
HAND_CLASSES = {
    "zca_whiten": {"module": "ZCAWhitening", "kornia": "kornia.enhance.zca_whiten",
                   "init": ["dim", "eps", "unbiased"], "forward": ["x:inp"],
                   "constants": {"include_fit": True}},
    # Union[int, Tuple[int, int]] sizes; Rescale's own align_corners default
    # (the rescale points pass align_corners always, so the class gets the
    # function's value).
    "resize": {"module": "Resize", "kornia": "kornia.geometry.transform.resize",
               "init": ["size", "interpolation", "align_corners", "side", "antialias"],
               "forward": ["input"]},
    "rescale": {"module": "Rescale", "kornia": "kornia.geometry.transform.rescale",
                "init": ["factor", "interpolation", "align_corners", "antialias"],
                "forward": ["input"]},
}


def class_entries():
    """op -> (Kornia's class in kornia_cpp, its entry) for every op with one;
    (None, entry) where kornia_cpp lacks the class (a failure of the op's
    class paths)."""
    out = {}
    entries = {e["name"]: e for e in kornia_cpp.index()}
    entries.update({op: dict(e, name=op) for op, e in HAND_CLASSES.items() if op in entries})
    for op, e in entries.items():
        path = e["kornia"]
        if not e.get("module") or path.rpartition(".")[2][:1].isupper():
            continue  # no class, or an augmentation (its own module)
        try:
            out[op] = (ours(path.rpartition(".")[0] + "." + e["module"]), e)
        except AttributeError:
            out[op] = (None, e)
    return out


class NoClassForm(Exception):
    """The point sets an argument of the op that Kornia's class does not take."""


def _host_equal(a, b):
    a, b = kornia_cpp._argument(a), kornia_cpp._argument(b)
    if isinstance(a, tuple):
        a = list(a)
    if isinstance(b, tuple):
        b = list(b)
    if isinstance(a, torch.Tensor) or isinstance(b, torch.Tensor):
        return False
    return a == b


class ClassCall(torch.nn.Module):
    """A record's call in the form of Kornia's class over the op: the class
    constructed with the arguments its constructor takes (decoded as Kornia
    gets them: an enum, a ColorMap, a tuple; the tensors among them become its
    buffers), forward called with the ones it takes; the record inputs among
    those are the module's inputs (for script, compile, export and ONNX).
    Raises NoClassForm where the point sets another argument of the op to
    other than its default."""

    def __init__(self, cls, entry, fn, spec, inputs, dtype):
        super().__init__()
        self.spec = spec
        signature = inspect.signature(fn)
        given = signature.bind(*spec["args"], **spec["kwargs"]).arguments  # op name -> JSON
        def split(text):
            kornia_name, _, op_name = text.partition(":")
            return kornia_name, op_name or kornia_name
        init = dict(split(a)[::-1] for a in entry.get("init", []))  # op name -> Kornia's
        forward = [split(a) for a in entry.get("forward", [])]
        mapped = set(init) | {o for _, o in forward}
        for op_name, v in given.items():
            if op_name in mapped:
                continue
            default = signature.parameters[op_name].default
            if default is inspect.Parameter.empty or \
                    not _host_equal(argument(v, inputs, dtype), default):
                raise NoClassForm(f"{op_name}={v!r}")
        init_kwargs = {init[o]: argument(v, inputs, dtype) for o, v in given.items() if o in init}
        self.module = cls(**init_kwargs)
        # forward's arguments: (Kornia's name, record input slot or None, value)
        self.forward_args, self.slots = [], []
        for kornia_name, op_name in forward:
            if op_name not in given:
                continue  # the class's default
            v = given[op_name]
            if isinstance(v, str) and v.startswith("$") and v != "$dtype":
                self.forward_args.append((kornia_name, int(v[1:]), None))
                self.slots.append(int(v[1:]))
            else:
                self.forward_args.append((kornia_name, None, argument(v, inputs, dtype)))
        for k, v in entry.get("constants", {}).items():
            self.forward_args.append((k, None, v))
        self.constants = inputs
        self.init_slots = [int(v[1:]) for o, v in given.items()
                           if o in init and isinstance(v, str) and v.startswith("$")]

    def kwargs(self, tensors):
        inputs = list(self.constants)
        for slot, t in zip(self.slots, tensors):
            inputs[slot] = t
        return {k: (inputs[slot] if slot is not None else v) for k, slot, v in self.forward_args}

    def forward(self, *tensors):
        return pack(self.module(**self.kwargs(tensors)), self.spec)

    def tensors(self):
        return tuple(self.constants[s] for s in self.slots)

    def scripted(self):
        """The scripted class's outputs on the record's tensors: as scripted,
        and after a torch.jit.save / torch.jit.load round trip."""
        import io
        script = torch.jit.script(self.module)
        buffer = io.BytesIO()
        torch.jit.save(script, buffer)
        buffer.seek(0)
        loaded = torch.jit.load(buffer)
        kwargs = self.kwargs(self.tensors())
        return pack(script(**kwargs), self.spec), pack(loaded(**kwargs), self.spec)


def check_class_eager(call, function_out):
    """The class form == the function's output, bit for bit. Also returns the output."""
    out = call(*call.tensors())
    if same_bits(out, function_out):
        return "ok", "", {}, out
    return "mismatch", "class vs function: " + describe_difference(out, function_out), {}, out


def check_class_script(call, eager):
    """torch.jit.script(the class) == the class in eager, bit for bit, also
    saved and loaded back (torch.jit.save, torch.jit.load)."""
    got, loaded = call.scripted()
    if not same_bits(got, eager):
        return "mismatch", describe_difference(got, eager), {"exact": False}
    if not same_bits(loaded, eager):
        return "mismatch", "saved and loaded: " + describe_difference(loaded, eager), \
            {"exact": False}
    return "ok", "bit-exact, saved and loaded too", {"exact": True}


def torch_release(version):
    """The release a torch version belongs to: "2.9.1+cu128" -> "2.9" (the
    keys of python_known.json's per-release tables)."""
    return ".".join(version.split("+")[0].split(".")[:2])


def known_for_torch(known, version):
    """python_known.json's "known" with its "known_on_torch" entries for this
    torch ("2.9": every 2.9.x) merged in: path -> op or op/dtype -> reason.
    An entry for another torch is not read (and so never stale here)."""
    merged = {p: dict(v) for p, v in known.get("known", {}).items()}
    for p, entries in known.get("known_on_torch", {}).get(torch_release(version), {}).items():
        merged.setdefault(p, {}).update(entries)
    return merged


def bounds_for_torch(known, version):
    """python_known.json's "compile_bounds" with its "compile_bounds_on_torch"
    entries for this torch ("2.14": every 2.14.x) merged in: "op/dtype" ->
    {max_abs, reason}. A bound for another torch is not read (and so never
    stale here)."""
    merged = dict(known.get("compile_bounds", {}))
    merged.update(known.get("compile_bounds_on_torch", {}).get(torch_release(version), {}))
    return merged


class Runner:
    def __init__(self, dump, known):
        self.dump = dump
        # conformance/python_known.json: "known": path -> "op" or "op/dtype"
        # -> why it fails; "compile_bounds": "op/dtype" -> {max_abs, reason}.
        self.known = known_for_torch(known, torch.__version__)
        self.bounds = bounds_for_torch(known, torch.__version__)
        self.results = []
        self.used_known = set()
        self.bounds_used = set()

    def compile_bound(self, r):
        key = f"{r['op']}/{r['dtype']}"
        return dict(self.bounds[key], key=key) if key in self.bounds else None

    def record(self, r, path, status, detail="", **extra):
        key = None
        if status in ("mismatch", "fail"):
            for k in (f"{r['op']}/{r['dtype']}", r["op"]):
                if k in self.known.get(path, {}):
                    key = k
                    break
        if key:
            self.used_known.add((path, key))
            detail = f"{detail} [known: {self.known[path][key]}]"
            status = "known"
        self.results.append(dict(op=r["op"], variant=r["variant"], dtype=r["dtype"], path=path,
                                 status=status, detail=detail, **extra))

    def run(self, path, r, fn):
        start = time.time()
        try:
            status, detail, extra = fn()
        except Exception as e:  # the path's own failure: its innermost cause's first line
            while e.__cause__ is not None:
                e = e.__cause__
            lines = [l for l in str(e).splitlines() if l.strip()] or [""]
            status, detail, extra = "fail", f"{type(e).__name__}: {lines[0][:400]}", {}
            if os.environ.get("KC_PYTHON_PATHS_TRACE"):
                traceback.print_exc()
        extra["seconds"] = round(time.time() - start, 3)
        if extra.get("bound"):
            self.bounds_used.add(extra["bound"])
        self.record(r, path, status, detail, **extra)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("dump")
    parser.add_argument("results")
    parser.add_argument("--known", default="")  # conformance/python_known.json
    parser.add_argument("--all", action="store_true")
    parser.add_argument("--paths", default=",".join(PATHS))
    parser.add_argument("--ops", default="")
    # The ops that run every path; the others run the light ones only
    # (LIGHT_PATHS). Default: every op. python_test.sh passes a sample where
    # KC_PYTHON_SAMPLE is set (.ci/run; the matrix job runs every op).
    parser.add_argument("--heavy-ops", default=None)
    a = parser.parse_args()
    paths = a.paths.split(",")
    heavy = set(a.heavy_ops.split(",")) if a.heavy_ops is not None else None
    warnings.filterwarnings("ignore")
    manifest = json.load(open(os.path.join(a.dump, "manifest.json")))
    known = json.load(open(a.known)) if a.known else {}
    runner = Runner(a.dump, known)
    wanted = set(a.ops.split(",")) if a.ops else None
    by_op = collections.defaultdict(list)
    for r in manifest["records"]:
        if wanted is None or r["op"] in wanted:
            by_op[r["op"]].append(r)
    started = time.time()
    light_only = []
    for op, records in sorted(by_op.items()):
        case = manifest["cases"][op]
        op_paths = paths
        if heavy is not None and op not in heavy:
            op_paths = [p for p in paths if p in LIGHT_PATHS]
            light_only.append(op)
        run_op(runner, op, case, records, op_paths, a.all)
    if light_only:
        print("python paths: %d op(s) on the light paths only (%s; the op sample): %s"
              % (len(light_only), ", ".join(LIGHT_PATHS), ", ".join(light_only)))
    out = {"torch": torch.__version__, "pin": kornia_cpp.torch_pin(), "paths": paths,
           "sampled": not a.all, "seconds": round(time.time() - started, 1),
           "light_only": light_only, "results": runner.results}
    with open(a.results, "w") as f:
        json.dump(out, f, indent=1)
    return report(runner, paths, light_only)


def sample(records, paths, everything):
    """path -> the records it runs on."""
    if everything:
        return {p: records for p in paths}
    f32 = [r for r in records if r["dtype"] == "float32"] or records
    first_per_dtype = list({r["dtype"]: r for r in reversed(records)}.values())[::-1]
    batched = [r for r in f32 if r["inputs"] and r["inputs"][0]["shape"][:1] and
               r["inputs"][0]["shape"][0] >= 2] or f32
    plain = [r for r in f32 if not r["call"].get("fn")] or f32
    return {"eager": records, "opcheck": records, "script": records, "compile": f32[:1],
            "export": first_per_dtype, "export-dynamic": batched, "onnx": f32[:1],
            "onnx-legacy": f32[:1], "errors": plain[:1],
            "memory-format": [r for r in f32 if channels_last_differs(r)][:1]}


def channels_last_differs(r):
    """Whether the record's image is 4-D with C, H and W of 2 or more (its
    channels-last copy then differs from a contiguous one)."""
    shape = r["inputs"][0]["shape"] if r["inputs"] else []
    return len(shape) == 4 and min(shape[1:]) >= 2


# ------------------------------------------------------------------ the checks
# Each returns (status, detail, extra); an exception is the path's failure
# (Runner.run). conformance/python_planted.py runs them on planted defects.

def check_eager(call, want):
    """The Python call == the C++ eager output, bit for bit. Also returns the output."""
    eager = call(*call.tensors())
    if same_bits(eager, want):
        return "ok", "", {}, eager
    return "mismatch", describe_difference(eager, want), {}, eager


def check_opcheck(overload, args, kwargs):
    result = torch.library.opcheck(overload, tuple(args), kwargs)
    bad = {k: v for k, v in result.items() if v != "SUCCESS"}
    return ("ok" if not bad else "fail"), json.dumps(bad) if bad else str(overload), {}


def check_script(call, eager):
    """torch.jit.script(kornia_cpp's function) == eager, bit for bit, as
    scripted and after torch.jit.save / torch.jit.load."""
    import io
    scripted = torch.jit.script(call.fn)
    args, kwargs = call.arguments(call.tensors())
    # Tuples as lists: TorchScript matches a Union[List[float], Tensor]
    # argument (gaussian_blur2d's sigma) from a list only (docs/LIMITS.md).
    args = [list(a) if isinstance(a, tuple) else a for a in args]
    kwargs = {k: list(v) if isinstance(v, tuple) else v for k, v in kwargs.items()}
    got = pack(scripted(*args, **kwargs), call.spec)
    if not same_bits(got, eager):
        return "mismatch", describe_difference(got, eager), {"exact": False}
    buffer = io.BytesIO()
    torch.jit.save(scripted, buffer)
    buffer.seek(0)
    # Every argument given: a loaded function keeps no default of a Device
    # or dtype argument (create_meshgrid's device=None).
    bound = inspect.signature(call.fn).bind(*args, **kwargs)
    bound.apply_defaults()
    loaded = pack(torch.jit.load(buffer)(*bound.args), call.spec)
    if not same_bits(loaded, eager):
        return "mismatch", "saved and loaded: " + describe_difference(loaded, eager), \
            {"exact": False}
    return "ok", "bit-exact, saved and loaded too", {"exact": True}


def check_compile(call, eager, case, dtype, bound=None):
    """torch.compile (inductor, fullgraph, static shapes) == eager: bit-exact,
    or within the case's fused bound, or within `bound` (python_known.json's
    compile_bounds: {max_abs, reason})."""
    torch._dynamo.reset()
    got = torch.compile(call, fullgraph=True, dynamic=False)(*call.tensors())
    if same_bits(got, eager):
        return "ok", "bit-exact", {"exact": True}
    text = describe_difference(got, eager)
    if case and within_fused_bound(got, eager, case, dtype):
        return "ok", f"{text}; within the case's fused bound: {case['fused_reason'][:120]}", \
            {"exact": False}
    if bound and within_abs(got, eager, bound["max_abs"]):
        return "ok", f"{text}; within the declared bound {bound['max_abs']:g}: " \
            f"{bound['reason'][:120]}", {"exact": False, "bound": bound.get("key")}
    return "mismatch", text, {"exact": False}


def judge_exported(exported, inputs, want, what):
    """An exported program on `inputs`: == `want` bit for bit; then
    run_decompositions(kornia_cpp.decompositions()) (torch's table plus our
    native operators' composite forms) leaves only ATen ops, and the decomposed program is
    held to Kornia's tolerance (the decompositions are torch's, not the op's
    code), its exactness reported."""
    got = exported.module()(*inputs)
    if not same_bits(got, want):
        return "mismatch", f"exported{what}: " + describe_difference(got, want), {}
    program = exported.run_decompositions(kornia_cpp.decompositions())
    left = sorted({str(n.target) for n in program.graph.nodes
                   if n.op == "call_function" and "kornia_cpp" in str(n.target)})
    if left:
        return "fail", f"not decomposed to ATen: {', '.join(left)}", {}
    got = program.module()(*inputs)
    extra = {"nodes": len(program.graph.nodes), "exact": same_bits(got, want)}
    if extra["exact"]:
        return "ok", f"exported and decomposed{what}: bit-exact", extra
    close, text = kornia_close(got, want)
    if close:
        return "ok", f"decomposed{what}: within Kornia's tolerance, " + \
            describe_difference(got, want), extra
    return "mismatch", f"decomposed{what}: " + text, extra


def check_export(call, eager):
    """torch.export (static shapes), judged by judge_exported."""
    return judge_exported(torch.export.export(call, call.tensors()), call.tensors(), eager, "")


def with_named_inputs(call, n):
    """`call` as a module whose forward takes `n` named tensors (t0, t1, ...),
    as a user's module does. (A *tensors forward exported with a dynamic batch
    on torch 2.9 turns a guard between two inputs' batches into a _guards_fn
    naming dynamo's `L`: NameError: name 'L' is not defined, on reconstruction's
    marker and mask; named inputs export.)"""
    names = ", ".join(f"t{i}" for i in range(n))
    namespace = {}
    exec(f"def forward(self, {names}):\n    return self.inner({names})\n", namespace)
    module = type("NamedInputs", (torch.nn.Module,), {"forward": namespace["forward"]})()
    module.inner = call
    return module


def check_dynamic(call, batch_slots):
    """torch.export with the batch of the inputs at `batch_slots` dynamic,
    replayed on a doubled batch against eager on it (judge_exported)."""
    tensors = call.tensors()
    batch = torch.export.Dim("batch")
    shapes = tuple({0: batch} if i in batch_slots else None for i in range(len(tensors)))
    exported = torch.export.export(with_named_inputs(call, len(tensors)), tensors,
                                   dynamic_shapes=shapes)
    doubled = tuple(torch.cat([t, t]) if i in batch_slots else t for i, t in enumerate(tensors))
    return judge_exported(exported, doubled, call(*doubled), ", doubled batch")


def refusals(case, image, function=True):
    """(id, the class ours must raise, the refused image) for each refusal of
    the case's image signature (parity_dump's refused_shapes and
    refused_dtypes): a shape -> ValueError, a dtype -> TypeError; for a
    function, the image as a nested list (not a tensor) -> TypeError, as
    Kornia's tensor checks raise it."""
    if function:
        yield "not_a_tensor", TypeError, image.tolist()
    for s in case.get("refused_shapes", []):
        yield s["id"], ValueError, torch.full(s["shape"], 0.5).to(image.dtype)
    for d in case.get("refused_dtypes", []):
        yield f"dtype_{d}", TypeError, image.to(DTYPES[d])


def host_refusal(spec):
    """The call with its first number argument after the image a string, and
    that argument's id, or (None, None): a host value of another type, which
    kornia_cpp refuses with TypeError before the dispatcher (Kornia's
    TypeCheckError where Kornia is loaded)."""
    args, kwargs = list(spec["args"]), dict(spec["kwargs"])
    for i, v in enumerate(args[1:], 1):
        if isinstance(v, (int, float)) and not isinstance(v, bool):
            args[i] = "not a number"
            return dict(spec, args=args), f"arg{i}_str"
    for k, v in kwargs.items():
        if isinstance(v, (int, float)) and not isinstance(v, bool):
            kwargs[k] = "not a number"
            return dict(spec, kwargs=kwargs), f"{k}_str"
    return None, None


def host_forms(fn, spec, image):
    """(id, call spec, the same number as a float where the form is an int,
    else None) per other form of each number argument of kornia_cpp's
    function `fn` (its schema's float arguments, at the call's value or the
    default): the number as an int ("<arg>_int"), and, where the `.Tensor`
    overload takes the argument as a tensor, one value per image as a list
    ("<arg>_list") and, for a batch of 2 or more, a tensor of one value too
    many ("<arg>_batch_mismatch"); and of each fixed-size sequence argument
    (int[2], float[2]) one number ("<arg>_one_number"), a list
    ("<arg>_as_list") and one value too many ("<arg>_one_more"). The errors path holds kornia_cpp to
    Kornia's answer on each (Kornia refuses an int with TypeError in some
    functions, takes a list in others: the descriptor's python forms; it
    raises AssertionError or RuntimeError for a parameter that does not fit
    the batch)."""
    schema = fn.operator.default._schema
    packet = fn.operator
    tensor = packet.Tensor._schema if "Tensor" in packet.overloads() else None
    names = [a.name for a in schema.arguments]
    batch = image.shape[0] if image.dim() >= 4 else 1
    for i, a in enumerate(schema.arguments):
        given = spec["kwargs"].get(a.name, spec["args"][i] if i < len(spec["args"]) else None)
        if given is None and a.has_default_value():
            given = a.default_value

        def with_value(v, i=i):
            args, kwargs = list(spec["args"]), dict(spec["kwargs"])
            if i < len(args):
                args[i] = v
            else:
                kwargs[names[i]] = v
            return dict(spec, args=args, kwargs=kwargs)
        if str(a.type) in ("List[int]", "List[float]") and a.N and isinstance(given, list) and \
                len(given) == a.N and all(isinstance(v, (int, float)) for v in given):
            # A fixed-size sequence (equalize_clahe's grid_size, gaussian_blur2d's
            # sigma): one number, a list, one value too many.
            yield f"{a.name}_one_number", with_value(given[0]), None
            yield f"{a.name}_as_list", with_value({"@list": list(given)}), None
            yield f"{a.name}_one_more", with_value(list(given) + [given[-1]]), None
            continue
        if str(a.type) not in ("float", "Optional[float]"):
            continue
        if not isinstance(given, (int, float)) or isinstance(given, bool):
            continue  # a tensor, None or a value the dump spells otherwise
        yield f"{a.name}_int", with_value(int(round(given))), \
            with_value(float(int(round(given))))
        if tensor is not None and str(tensor.arguments[i].type).endswith("Tensor"):
            yield f"{a.name}_list", with_value({"@list": [float(given)] * batch}), None
            if batch >= 2:  # one value per image, and one too many
                yield f"{a.name}_batch_mismatch", \
                    with_value("@tensor:" + json.dumps([float(given)] * (batch + 1))), None


# The classes Kornia raises that a refusal of ours is held to (an instance
# of it), beside Kornia's own (kornia.core.exceptions).
JUDGED_CLASSES = (TypeError, ValueError, AssertionError, RuntimeError)
# The host forms judged against Kornia's class (check_host_form's `shape`).
STRICT_FORMS = ("_batch_mismatch", "_one_number", "_as_list", "_one_more")


def check_host_form(op, ours_fn, kornia_fn, shape=False, kornia_float_fn=None):
    """One other form of a number argument (host_forms): where Kornia
    refuses it with a type error (TypeError, or its BaseError), ours raises
    TypeError with "<op>(): expected"; where Kornia takes it, ours takes it;
    where Kornia refuses its value (ValueError), not judged. `shape` (a
    parameter that does not fit the batch, a sequence in another form):
    ours refuses with "<op>(): expected" as an instance of the class Kornia
    raises (its own, or one of JUDGED_CLASSES; another class is recorded).
    `kornia_float_fn`: Kornia's call with the int form's number as a float;
    where Kornia refuses that too, the refusal is of the value (canny's
    low_threshold 0.1 as the int 0), not judged."""
    theirs = raised(kornia_fn)
    mine = raised(ours_fn)
    extra = {"kornia": type(theirs).__name__ if theirs else None}
    base = kornia_base_error()
    if theirs is None:
        if mine is not None:
            return "mismatch", f"Kornia takes it, ours raised {type(mine).__name__}: " \
                f"{str(mine)[:120]}", extra
        return "ok", "taken, as by Kornia", extra
    if shape:
        if type(theirs).__module__ != "kornia.core.exceptions" and \
                not isinstance(theirs, JUDGED_CLASSES):
            return "ok", f"Kornia raises {extra['kornia']} (no class to match)", extra
        if mine is None or f"{op}(): expected" not in str(mine):
            return "mismatch", f"Kornia raises {extra['kornia']}, ours " + \
                (f"raised {type(mine).__name__}: {str(mine)[:120]}" if mine else "took it"), extra
        if not isinstance(mine, type(theirs)):
            return "mismatch", f"ours raised {type(mine).__name__}, not an instance of " \
                f"Kornia's {extra['kornia']}: {str(mine)[:120]}", extra
        return "ok", f"{type(mine).__name__}, as Kornia's {extra['kornia']}", extra
    if isinstance(theirs, TypeError) or (type(theirs) is base):
        if kornia_float_fn is not None and raised(kornia_float_fn) is not None:
            return "ok", f"Kornia raises {extra['kornia']} for the number as a float too " \
                "(its value refused): not judged", extra
        if mine is None:
            return "mismatch", f"Kornia refuses it ({extra['kornia']}: {str(theirs)[:100]}), " \
                "ours took it", extra
        if not isinstance(mine, TypeError) or f"{op}(): expected" not in str(mine):
            return "mismatch", f"ours raised {type(mine).__name__}, not a TypeError with " \
                f"\"{op}(): expected\": {str(mine)[:120]}", extra
        return "ok", f"{type(mine).__name__}, as Kornia's {extra['kornia']}", extra
    return "ok", f"Kornia raises {extra['kornia']} (its value refused): not judged", extra


def kornia_base_error():
    """Kornia's BaseError (every class of kornia.core.exceptions derives from
    it), or () where Kornia is not loaded (isinstance of nothing)."""
    return getattr(sys.modules.get("kornia.core.exceptions"), "BaseError", ())


def raised(fn):
    try:
        fn()
    except Exception as e:  # the class is what is judged
        return e
    return None


def check_error(op, ours_fn, kornia_fn, want):
    """One refused input: ours raises `want` (ValueError for a shape,
    TypeError for a dtype) with "<op>(): expected", and Kornia's class where
    Kornia raises one of its own (kornia.core.exceptions), ValueError or
    TypeError (kornia_fn None: not compared)."""
    mine = raised(ours_fn)
    if mine is None:
        return "mismatch", "ours accepted the refused input", {}
    name = type(mine).__name__
    if not isinstance(mine, want):
        return "mismatch", f"ours raised {name}, not {want.__name__}: {str(mine)[:160]}", {}
    if f"{op}(): expected" not in str(mine):
        return "mismatch", f"ours raised {name} without \"{op}(): expected\": {str(mine)[:160]}", {}
    theirs = raised(kornia_fn) if kornia_fn else None
    extra = {"kornia": type(theirs).__name__ if theirs else None}
    # Kornia's own classes (kornia.core.exceptions: ShapeError, ImageError,
    # TypeCheckError, ValueCheckError, BaseError): ours is one too, so code
    # that catches Kornia's class catches ours.
    if type(theirs).__module__ == "kornia.core.exceptions" and not isinstance(mine, type(theirs)):
        return "mismatch", f"ours raised {name}, not Kornia's {extra['kornia']}: " \
            f"{str(mine)[:120]}", extra
    if isinstance(theirs, kornia_base_error()):
        extra["as_kornia"] = True
        return "ok", f"{name}, as Kornia's {extra['kornia']}", extra
    for builtin in (ValueError, TypeError):
        if isinstance(theirs, builtin):
            if not isinstance(mine, builtin):
                return "mismatch", f"ours raised {name}, Kornia {extra['kornia']} " \
                    f"(a {builtin.__name__}): {str(theirs)[:120]}", extra
            extra["as_kornia"] = True
            return "ok", f"{name}, as Kornia's {extra['kornia']}", extra
    if theirs is None:
        return "ok", f"{name}; Kornia accepts it", extra
    return "ok", f"{name}; Kornia raises {extra['kornia']} (no class to match)", extra


def memory_format(t):
    """A 4-D output's memory format: "channels_last", "contiguous" (also
    where both hold, a size-1 C or H and W) or "strided" (neither); None for
    anything else (not judged)."""
    if not isinstance(t, torch.Tensor) or t.dim() != 4:
        return None
    if t.is_contiguous():
        return "contiguous"
    return "channels_last" if t.is_contiguous(memory_format=torch.channels_last) else "strided"


def check_memory_format(ours_fn, kornia_fn):
    """The op on channels-last inputs: each 4-D output has Kornia's memory
    format where Kornia's is channels-last or contiguous (a strided one is
    Kornia's slicing, not judged). ours_fn, kornia_fn: the calls, outputs
    unpacked."""
    def formats(out):
        return [memory_format(t) for t in (out if isinstance(out, (tuple, list)) else [out])]
    theirs = formats(kornia_fn())
    mine = formats(ours_fn())
    if len(mine) != len(theirs):
        return "mismatch", f"{len(mine)} outputs, Kornia's {len(theirs)}", {}
    judged = [(i, m, t) for i, (m, t) in enumerate(zip(mine, theirs))
              if t in ("channels_last", "contiguous")]
    for i, m, t in judged:
        if m != t:
            return "mismatch", f"output {i} is {m}, Kornia's {t} (channels-last inputs)", {}
    if not judged:
        return "ok", "no 4-D output Kornia keeps in a memory format", {"formats": theirs}
    return "ok", "as Kornia's: " + ", ".join(t for _, _, t in judged), {"formats": theirs}


def run_onnx(model, call, eager):
    """An ONNX model (a ModelProto) through onnx.checker and onnxruntime CPU
    on the call's tensors: within Kornia's tolerance of eager; opset, node
    count and op types recorded."""
    import onnx
    import onnxruntime
    onnx.checker.check_model(model)
    session = onnxruntime.InferenceSession(model.SerializeToString(),
                                           providers=["CPUExecutionProvider"])
    feeds = {i.name: t.numpy() for i, t in zip(session.get_inputs(), call.tensors())}
    got = torch.from_numpy(session.run(None, feeds)[0])
    extra = {"opset": next(o.version for o in model.opset_import if o.domain == ""),
             "nodes": len(model.graph.node),
             "op_types": sorted({n.op_type for n in model.graph.node}),
             "exact": same_bits(got, eager)}
    close, text = kornia_close(got, eager)
    if not close:
        return "mismatch", text, extra
    return "ok", "bit-exact" if extra["exact"] else "within Kornia's tolerance", extra


def check_onnx(call, eager):
    """torch.onnx.export(dynamo=True), then run_onnx."""
    program = torch.onnx.export(call, call.tensors(), dynamo=True, verbose=False)
    return run_onnx(program.model_proto, call, eager)


def check_onnx_legacy(call, eager):
    """torch.onnx.export(dynamo=False), the TorchScript exporter, then
    run_onnx. Its tracer records the operators' ATen decompositions and the
    native operators' composite forms (kornia_cpp/__init__.py:
    _register_legacy_onnx), which its symbolics translate."""
    import io
    import onnx
    buffer = io.BytesIO()
    torch.onnx.export(call, call.tensors(), buffer, dynamo=False)
    return run_onnx(onnx.load_from_string(buffer.getvalue()), call, eager)


def batch_slots_of(call, case):
    """The case's batch inputs that carry the point's batch (a broadcast
    parameter of another length stays static), as slots of call.tensors()."""
    tensors = call.tensors()
    return [i for i, s in enumerate(call.slots) if s in case["batch_inputs"] and
            tensors[i].dim() > 0 and tensors[0].dim() > 0 and
            tensors[i].shape[0] == tensors[0].shape[0]]


def first_of_overload(done, r, call, everything):
    """Whether r is the first sampled record of the overload its call runs
    (the dynamic-batch export runs once per overload: a tensor form reads its
    per-sample arguments' shapes too)."""
    args, kwargs = call.arguments(call.tensors())
    key = str(overload_of(r["kornia"], args, kwargs))
    if everything or key not in done:
        done.add(key)
        return True
    return False


_CLASSES = []


def class_of(op):
    """(Kornia's class in kornia_cpp, its entry) for the op, or None."""
    if not _CLASSES:
        _CLASSES.append(class_entries())
    return _CLASSES[0].get(op)


def run_class(runner, r, case, call, function_out, cls_entry, inputs, state, paths, everything):
    """The class paths on record r, where it is in their sample: every point
    with a class form for class-eager; the first of each (overload, dtype)
    for class-script, of each overload among the float32 points (batched
    ones for class-export-dynamic) for the others."""
    cls, entry = cls_entry
    if cls is None:
        if not state["missing"]:
            state["missing"].add(True)
            path = entry["kornia"].rpartition(".")[0] + "." + entry["module"]
            runner.record(r, "class-eager", "fail", f"kornia_cpp has no {path} (kornia_cpp "
                          "imported without it: its library's index lists no forward?)")
        return
    try:
        ccall = ClassCall(cls, entry, ours(r["kornia"]), r["call"], inputs, r["dtype"])
    except NoClassForm:
        return
    args, kwargs = call.arguments(call.tensors())
    overload = str(overload_of(r["kornia"], args, kwargs))
    wanted = []
    for p in CLASS_PATHS:
        if p not in paths:
            continue
        if p == "class-eager":
            key = id(r)  # every point with a class form, as eager
        elif p == "class-script":
            key = (overload, r["dtype"])
        elif id(r) in state["batched" if p == "class-export-dynamic" else "f32"]:
            key = overload
        else:
            continue
        if everything or key not in state[p]:
            state[p].add(key)
            wanted.append(p)
    if not wanted:
        return
    out = [None]

    def eager_path():
        status, detail, extra, got = check_class_eager(ccall, function_out)
        out[0] = got
        return status, detail, extra

    if "class-eager" in wanted:
        runner.run("class-eager", r, eager_path)
    if out[0] is None:
        try:
            out[0] = ccall(*ccall.tensors())
        except Exception:  # noqa: BLE001 (the paths below report it as their failure)
            out[0] = function_out
    if "class-script" in wanted:
        runner.run("class-script", r, lambda: check_class_script(ccall, out[0]))
    if "class-compile" in wanted:
        bound = runner.compile_bound(r)
        runner.run("class-compile", r,
                   lambda: check_compile(ccall, out[0], case, r["dtype"], bound))
    if "class-export" in wanted:
        runner.run("class-export", r, lambda: check_export(ccall, out[0]))
    if "class-export-dynamic" in wanted:
        slots = batch_slots_of(ccall, case)
        tensors = ccall.tensors()
        batch = tensors[slots[0]].shape[0] if slots else 0
        per_sample = [s for s in ccall.init_slots if s in case["batch_inputs"] and
                      inputs[s].dim() > 0 and inputs[s].shape[0] == batch]
        if not case["batch_preserving"] or not slots or r.get("unbatched"):
            runner.record(r, "class-export-dynamic", "n/a", "not batch-preserving")
        elif per_sample:
            runner.record(r, "class-export-dynamic", "n/a",
                          "a per-sample argument is the class's buffer (its batch is fixed)")
        else:
            runner.run("class-export-dynamic", r, lambda: check_dynamic(ccall, slots))
    if "class-onnx" in wanted:
        runner.run("class-onnx", r, lambda: check_onnx(ccall, out[0]))


def run_op(runner, op, case, records, paths, everything):
    chosen = sample(records, paths, everything)
    opchecked, scripted, dynamic_done = set(), set(), set()
    cls_entry = class_of(op) if any(p in paths for p in CLASS_PATHS) else None
    class_state = collections.defaultdict(set)
    f32 = [r for r in records if r["dtype"] == "float32"] or records
    class_state["f32"] = {id(r) for r in f32}
    class_state["batched"] = {id(r) for r in f32 if r["inputs"] and
                              r["inputs"][0]["shape"][:1] and r["inputs"][0]["shape"][0] >= 2}
    for r in records:
        inputs = [load(runner.dump, s) for s in r["inputs"]]
        want = load(runner.dump, r["output"])
        call = Call(ours(r["kornia"]), r["call"], inputs, r["dtype"])
        eager = [want]  # later paths compare to the C++ output if eager fails

        def eager_path():
            status, detail, extra, out = check_eager(call, want)
            eager[0] = out
            return status, detail, extra

        if "eager" in paths:
            runner.run("eager", r, eager_path)
        in_sample = lambda p: p in paths and any(x is r for x in chosen[p])

        if in_sample("opcheck"):
            args, kwargs = call.arguments(call.tensors())
            overload = overload_of(r["kornia"], args, kwargs)
            if overload._overloadname == "Tensor":  # its arguments as kornia_cpp passes them
                values = ours(r["kornia"]).tensor_arguments(args, kwargs)
                schema = overload._schema.arguments  # keyword-only ones by name
                n = next((i for i, a in enumerate(schema) if a.kwarg_only), len(schema))
                args = values[:n]
                kwargs = {a.name: v for a, v in zip(schema[n:], values[n:])}
            key = (str(overload), r["dtype"])
            if everything or key not in opchecked:
                opchecked.add(key)
                runner.run("opcheck", r, lambda: check_opcheck(overload, args, kwargs))
        if in_sample("script"):
            args, kwargs = call.arguments(call.tensors())
            key = (str(overload_of(r["kornia"], args, kwargs)), r["dtype"])
            if everything or key not in scripted:
                scripted.add(key)
                runner.run("script", r, lambda: check_script(call, eager[0]))
        if in_sample("compile"):
            bound = runner.compile_bound(r)
            runner.run("compile", r, lambda: check_compile(call, eager[0], case, r["dtype"], bound))
        if in_sample("export"):
            runner.run("export", r, lambda: check_export(call, eager[0]))
        if in_sample("export-dynamic") and first_of_overload(dynamic_done, r, call, everything):
            slots = batch_slots_of(call, case)
            tensors = call.tensors()
            if not case["batch_preserving"] or not slots or r.get("unbatched"):
                runner.record(r, "export-dynamic", "n/a", "not batch-preserving")
            elif any(tensors[i].shape[0] < 2 for i in slots):
                runner.record(r, "export-dynamic", "n/a", "no point with a batch of 2 or more")
            else:
                runner.run("export-dynamic", r, lambda: check_dynamic(call, slots))
        if in_sample("onnx"):
            runner.run("onnx", r, lambda: check_onnx(call, eager[0]))
        if in_sample("onnx-legacy"):
            runner.run("onnx-legacy", r, lambda: check_onnx_legacy(call, eager[0]))
        if cls_entry is not None:
            function_out = eager[0]
            if "eager" not in paths:
                try:
                    function_out = call(*call.tensors())
                except Exception:  # noqa: BLE001 (compared against the C++ output then)
                    pass
            run_class(runner, r, case, call, function_out, cls_entry, inputs, class_state,
                      paths, everything)
        if in_sample("memory-format"):
            last = [x.contiguous(memory_format=torch.channels_last) if x.dim() == 4 else x
                    for x in inputs]
            mine = Call(ours(r["kornia"]), r["call"], last, r["dtype"])

            def ours_unpacked():
                args, kwargs = mine.arguments(mine.tensors())
                return mine.fn(*args, **kwargs)
            runner.run("memory-format", r,
                       lambda: check_memory_format(ours_unpacked, lambda: kornia_call(r, last)))
        if in_sample("errors") and inputs:  # a factory has no image to refuse
            function = not inspect.isclass(ours(r["kornia"]))
            for rid, want, bad in refusals(case, inputs[0], function):
                bad_inputs = [bad] + inputs[1:]
                mine = Call(ours(r["kornia"]), r["call"], bad_inputs, r["dtype"])
                runner.run("errors", dict(r, variant=f"{r['variant']}/{rid}"),
                           lambda: check_error(op, lambda: mine(*mine.tensors()),
                                               lambda: kornia_call(r, bad_inputs), want))
            if function:
                for rid, form, as_float in host_forms(ours(r["kornia"]), r["call"], inputs[0]):
                    mine = Call(ours(r["kornia"]), form, inputs, r["dtype"])
                    runner.run("errors", dict(r, variant=f"{r['variant']}/{rid}"),
                               lambda: check_host_form(
                                   op, lambda: mine(*mine.tensors()),
                                   lambda: kornia_call(dict(r, call=form), inputs),
                                   shape=rid.endswith(STRICT_FORMS),
                                   kornia_float_fn=None if as_float is None else
                                   lambda: kornia_call(dict(r, call=as_float), inputs)))
            spec, rid = host_refusal(r["call"]) if function else (None, None)
            if spec is not None:
                mine = Call(ours(r["kornia"]), spec, inputs, r["dtype"])
                runner.run("errors", dict(r, variant=f"{r['variant']}/{rid}"),
                           lambda: check_error(op, lambda: mine(*mine.tensors()),
                                               lambda: kornia_call(dict(r, call=spec), inputs),
                                               TypeError))


def report(runner, paths, light_only=()):
    counts = {p: collections.Counter() for p in paths}
    seconds = collections.Counter()
    for x in runner.results:
        counts[x["path"]][x["status"]] += 1
        seconds[x["path"]] += x.get("seconds", 0)
    print(f"python paths: torch {torch.__version__}, kornia_cpp built for {kornia_cpp.torch_pin()}")
    print("| path | ok | known | mismatch | fail | n/a | seconds |")
    print("|---|---|---|---|---|---|---|")
    for p in paths:
        c = counts[p]
        print(f"| {p} | {c['ok']} | {c['known']} | {c['mismatch']} | {c['fail']} | {c['n/a']} | "
              f"{seconds[p]:.1f} |")
    bad = [x for x in runner.results if x["status"] in ("mismatch", "fail")]
    for x in bad[:50]:
        print(f"{x['status'].upper()}: {x['path']} {x['op']}/{x['variant']}: {x['detail']}")
    if len(bad) > 50:
        print(f"... and {len(bad) - 50} more")
    ops = {x["op"] for x in runner.results}
    # An op on the light paths only (the op sample) did not try the others.
    sampled_out = set(light_only)
    stale = [(p, k) for p, entries in runner.known.items() for k in entries
             if k.split("/")[0] in ops and p in paths and (p, k) not in runner.used_known and
             not (k.split("/")[0] in sampled_out and p not in LIGHT_PATHS)]
    # A bound serves compile and class-compile: stale when neither used it.
    stale += [("compile bound", k) for k in runner.bounds
              if k.split("/")[0] in ops and "compile" in paths and "class-compile" in paths and
              k not in runner.bounds_used and k.split("/")[0] not in sampled_out]
    for p, k in stale:
        print(f"STALE KNOWN ENTRY (passes now, or never ran): {p} {k}")
    exact = collections.Counter(x["path"] for x in runner.results if x.get("exact"))
    judged = collections.Counter(x["path"] for x in runner.results if "exact" in x)
    for p in paths:
        if judged[p]:
            print(f"{p}: {exact[p]} of {judged[p]} bit-exact to eager")
    if "errors" in paths:
        errors = [x for x in runner.results if x["path"] == "errors"]
        kinds = collections.Counter(
            "as Kornia's class" if x.get("as_kornia") else
            "Kornia accepts" if "kornia" in x and x["kornia"] is None else
            f"Kornia raises {x['kornia']}" if x.get("kornia") else "not judged" for x in errors)
        print(f"errors: {len(errors)} refusals; " +
              ", ".join(f"{n} {k}" for k, n in kinds.most_common()))
    print(f"{sum(sum(c.values()) for c in counts.values())} results, {len(bad)} failed, "
          f"{len(stale)} stale")
    return 1 if bad or stale else 0


if __name__ == "__main__":
    sys.exit(main())

"""kornia_cpp: Kornia's ops from the kornia-cpp C++ library, for Python.

    import kornia_cpp
    kornia_cpp.enhance.posterize(image, 3)          # as kornia.enhance.posterize
    kornia_cpp.color.rgb_to_hsv(image, eps=1e-8)    # as kornia.color.rgb_to_hsv
    torch.ops.kornia_cpp.posterize(image, 3)        # the operator itself

Every op is a PyTorch operator, torch.ops.kornia_cpp.<Kornia function name>
(ops/core/torch_library.h), registered with its ATen decomposition
(CompositeImplicitAutograd), so torch.compile, torch.export and ONNX see the
same ATen calls the C++ library makes. The modules mirror Kornia's layout:
each function sits where Kornia has it (the library's index names the Kornia
path of every op) and in the modules above it, with Kornia's signature
(argument names, order, defaults). Kornia's enum arguments (CFA,
ThresholdType) and ColorMap objects are taken as Kornia gives them.
Kornia's nn.Module class over a function (kornia_cpp.color.RgbToHsv,
kornia_cpp.enhance.Normalize, ...) sits beside it, generated from the
library's descriptor index and scriptable (kornia_cpp/_modules.py);
kornia_cpp.enhance.ZCAWhitening too; the augmentation classes are
kornia_cpp/augmentation.py's.

The library is built against one torch (the pin named in the wheel's version,
e.g. 0.1.0+torch2.14.1): importing it with any other torch raises ImportError
before the library is loaded.
"""
# Private names only: the package's namespace holds its API (dir(kornia_cpp)).
import enum as _enum
import functools as _functools
import inspect as _inspect
import os as _os
import re as _re
import sys as _sys
import types as _types

import torch as _torch

__all__ = ["decompositions", "index", "library_path", "native_operators", "patch", "patched",
           "patching", "torch_pin", "unpatch"]

_HERE = _os.path.dirname(_os.path.abspath(__file__))
_PIN = _re.compile(rb"kornia_cpp torch pin: ([0-9A-Za-z.+]+);")


def library_path():
    """The shared library of operators: beside this file, or $KORNIA_CPP_LIBRARY."""
    return _os.environ.get("KORNIA_CPP_LIBRARY") or _os.path.join(_HERE, "libkornia_cpp.so")


def torch_pin(path=None):
    """The torch version the library at `path` was built against (read from the
    file, not loaded)."""
    path = path or library_path()
    try:
        with open(path, "rb") as f:
            found = _PIN.search(f.read())
    except OSError as e:
        raise ImportError(f"kornia_cpp: cannot read its library {path}: {e}") from e
    if not found:
        raise ImportError(f"kornia_cpp: {path} names no torch pin; not a kornia_cpp library")
    return found.group(1).decode()


def _check_torch(pin):
    have = _torch.__version__.split("+")[0]
    if have != pin:
        raise ImportError(
            f"kornia_cpp: expected torch {pin} (the torch this kornia_cpp was built "
            f"against), but got torch {_torch.__version__}; install the kornia_cpp wheel "
            f"built for torch {have} (tools/wheel --pin {have})")


def _number(v):
    """A NumPy scalar (numpy.float32(0.5), numpy.int64(3), numpy.bool_) as the
    Python number it holds, else v: Kornia takes one wherever a number goes
    (bilateral_blur(x, 5, 0.1, tuple(numpy_array))), the schema's float and
    int arguments take Python numbers only."""
    if type(v).__module__ == "numpy" and getattr(v, "ndim", None) == 0 and \
            not isinstance(v, (int, float)) and hasattr(v, "item"):
        return v.item()
    return v


def _argument(v):
    """Kornia's argument objects as the operators take them: an enum (CFA,
    ThresholdType) by its value, a ColorMap by its colors, a NumPy scalar as
    its Python number, also in a list or tuple."""
    if isinstance(v, _enum.Enum):
        return v.value
    colors = getattr(v, "colors", None)
    if isinstance(colors, _torch.Tensor):
        return colors
    if isinstance(v, (list, tuple)):
        return type(v)(_number(e) for e in v) if type(v) in (list, tuple) else v
    return _number(v)


def _default(a):
    if not a.has_default_value():
        return _inspect.Parameter.empty
    from kornia_cpp._modules import scalar_type_default  # a ScalarType's default as its dtype
    return scalar_type_default(a, a.default_value)


def _is_tensor_type(t):
    return "Tensor" in str(t)


# The Python values each host argument type of a schema takes (bool is an
# int; a list argument takes one number for all, as int[2] does), and what a
# list's elements may be; a Tensor goes to the dispatcher, which converts a
# 0-dim one or picks the .Tensor overload.
_HOST_TYPES = {"int": (int,), "float": (int, float), "bool": (bool, int), "str": (str,),
               "List[int]": (list, tuple, int), "List[float]": (list, tuple, int, float)}
_ELEMENT_TYPES = {"List[int]": (int,), "List[float]": (int, float)}


def _host_types(t):
    """(the Python types a host argument of schema type `t` takes, None
    included where it is optional; the types a list's elements may be, or
    None), or (None, None) where any value goes to the dispatcher
    (ScalarType, Generator, Device)."""
    t = str(t)
    optional = t.startswith("Optional[")
    base = t[len("Optional["):-1] if optional else t
    types = _HOST_TYPES.get(base)
    if types is None:
        return None, None
    return types + (_torch.Tensor,) + ((type(None),) if optional else ()), \
        _ELEMENT_TYPES.get(base)


def _host_value_ok(v, types):
    kinds, elements = types
    if not isinstance(v, kinds):
        return False
    return elements is None or not isinstance(v, (list, tuple)) or \
        all(isinstance(e, elements) for e in v)


# A refusal of a shape in the library's message grammar: "<op>(): expected
# <what>, but got shape [..]" or "..., but got <argument> of shape [..]"
# (ops/core/check.h). Every other ValueError of an operator is a refused value.
_SHAPE_REFUSAL = _re.compile(r"\(\): expected .*, but got (\w+ of )?shape \[")
# The argument a shape refusal names: "expected factor of a shape that
# broadcasts to ...", "expected thresholds of shape () or (2,)", "expected
# one bits value per sample (2), but got bits of shape [3]".
_REFUSED_ARGUMENT = _re.compile(
    r"\(\): expected (?:(\w+) of (?:a )?shape|one (\w+) value per sample)")
# A refusal of one argument's dtype for another's: "<op>(): expected angle in
# the dtype of center (float32), but got float64".
_DTYPE_MISMATCH = _re.compile(r"\(\): expected \w+ in the dtype of \w+ \(")
_KORNIA_CLASSES = {}


def _kornia_class(kind):
    """Kornia's exception class for a refusal of this kind ("type",
    "dtype_mismatch", "shape", "parameter", "value"), or None where Kornia is not loaded. A shape
    refusal is Kornia's ShapeError and ImageError both (Kornia raises one or
    the other for a refused image shape, per function); a parameter's shape
    refusal a ShapeError, AssertionError and RuntimeError; each shape or value
    one is a ValueError, as the library's own refusal, so `except ValueError`
    catches it either way."""
    exceptions = _sys.modules.get("kornia.core.exceptions")
    if exceptions is None:
        return None
    if kind not in _KORNIA_CLASSES:
        if kind == "type":
            cls = exceptions.TypeCheckError
        elif kind == "dtype_mismatch":
            cls = type("DtypeMismatchError", (exceptions.TypeCheckError, ValueError),
                       {"__module__": __name__,
                        "__doc__": "Tensor arguments of two dtypes: a refused type "
                                   "(TypeCheckError), and the ValueError Kornia's "
                                   "functions raise there (\"Inputs must have same "
                                   "dtype\")."})
        elif kind == "value":
            cls = exceptions.ValueCheckError
        elif kind == "parameter":
            cls = type("ParameterShapeError",
                       (exceptions.ShapeError, AssertionError, RuntimeError),
                       {"__module__": __name__,
                        "__doc__": "A parameter tensor whose shape does not fit the image: "
                                   "Kornia's ShapeError, and the AssertionError or "
                                   "RuntimeError Kornia's functions raise there (an assert, "
                                   "a broadcast that fails)."})
        else:
            cls = type("ImageShapeError", (exceptions.ShapeError, exceptions.ImageError),
                       {"__module__": __name__,
                        "__doc__": "A refused shape: Kornia's ShapeError and ImageError."})
        _KORNIA_CLASSES[kind] = cls
    return _KORNIA_CLASSES[kind]


def _as_kornia(error, parameters=()):
    """An operator's refusal (TypeError, ValueError) as the Kornia class of
    its kind where Kornia is loaded (else `error` itself): a refused type
    TypeCheckError (one argument's dtype refused for another's: also a
    ValueError, as Kornia's "Inputs must have same dtype"); a refused shape of one of `parameters` (the function's
    arguments after the image) ParameterShapeError; another refused shape
    ShapeError (and ImageError); any other refused value ValueCheckError. The
    message is the library's."""
    text = str(error)
    if isinstance(error, TypeError):
        kind = "dtype_mismatch" if _DTYPE_MISMATCH.search(text) else "type"
    elif isinstance(error, ValueError):
        named = _REFUSED_ARGUMENT.search(text)
        if named and (named.group(1) or named.group(2)) in parameters:
            kind = "parameter"
        elif _SHAPE_REFUSAL.search(text):
            kind = "shape"
        else:
            kind = "value"
    else:
        return error
    cls = _kornia_class(kind)
    if cls is None or isinstance(error, cls):
        return error
    return cls(text).with_traceback(error.__traceback__)


def _type_error(message):
    """TypeError, as Kornia's TypeCheckError (a TypeError) where Kornia is
    loaded: code written against Kornia catches what it raises."""
    cls = _kornia_class("type")
    return (cls or TypeError)(message)


def _function(name, packet, forms=None):
    """Kornia's function `name`: the operator's overloads behind the default
    overload's signature (names, order, defaults). A tensor where the default
    overload takes a number (Kornia's Union[float, Tensor]) selects the
    `.Tensor` overload, 0-dim tensors too (the default overload would read
    their value on the host: a graph break, or a constant baked into a
    capture). `forms`: the descriptor's python forms (its index entry:
    "float_only", the float arguments Kornia refuses an int for; "lists",
    those it takes as a list of numbers, made a tensor in the image's dtype
    on its device; "no_number", the sequence arguments it refuses one number
    for (TypeError; "no_number_value": with ValueError); "tuple_only", those
    it takes as a tuple of their size only; "no_list", those it refuses as a
    list)."""
    forms = forms or {}
    float_only, lists = set(forms.get("float_only", ())), set(forms.get("lists", ()))
    no_number, tuple_only = set(forms.get("no_number", ())), set(forms.get("tuple_only", ()))
    no_list = set(forms.get("no_list", ()))
    no_number_value = set(forms.get("no_number_value", ()))
    schema = packet.default._schema
    parameters = [
        _inspect.Parameter(a.name, _inspect.Parameter.POSITIONAL_OR_KEYWORD, default=_default(a))
        for a in schema.arguments
    ]
    host = [not _is_tensor_type(a.type) for a in schema.arguments]
    host_names = {a.name for a, h in zip(schema.arguments, host) if h}
    tensor_overload = getattr(packet, "Tensor", None) if "Tensor" in packet.overloads() else None
    # An op with mixed forms (bilateral_blur: overloads `Tensor_<x>`, one per
    # combination of its Union arguments, beside `.Tensor`, all of them
    # tensors): the packet resolves a call by the arguments' types, the
    # tensor overloads listed first; nothing is made a tensor.
    mixed = any(o.startswith("Tensor_") for o in packet.overloads())
    # The host arguments the .Tensor overload takes as tensors (computed here:
    # the schema objects are opaque to torch.compile, which traces the call).
    to_tensor = [] if tensor_overload is None else [
        i for i, a in enumerate(tensor_overload._schema.arguments)
        if host[i] and _is_tensor_type(a.type)]
    signature = _inspect.Signature(parameters)
    names = [a.name for a in schema.arguments]
    defaults = [_default(a) for a in schema.arguments]
    # The arguments that must be tensors (None too where optional): Kornia
    # raises TypeError for anything else, the dispatcher a RuntimeError (so
    # for the host arguments' types too: check_arguments).
    tensors = {a.name: str(a.type).startswith("Optional") for a in schema.arguments
               if str(a.type) in ("Tensor", "Optional[Tensor]")}

    # real_type: a ScalarType argument's type is `int` to TorchScript.
    real = {a.name: getattr(a, "real_type", a.type) for a in schema.arguments}
    hosts = {k: _host_types(t) for k, t in real.items() if k not in tensors}
    for k in float_only:  # a float or a tensor (None where optional): no int, no bool
        kinds, elements = hosts[k]
        hosts[k] = (tuple(c for c in kinds if c is not int and c is not bool), elements)
    for k in lists:  # also a list or tuple of numbers (made a tensor: as_lists)
        kinds, _ = hosts[k]
        hosts[k] = (kinds + (list, tuple), (int, float))
    # A sequence (a tuple only), not one number.
    for k in no_number | no_number_value | tuple_only:
        kinds, elements = hosts[k]
        hosts[k] = (tuple(c for c in kinds if c not in (int, float, bool) and
                          (c is not list or k not in tuple_only | no_list)), elements)
    for k in no_list - no_number - tuple_only:  # a tuple or one number, not a list
        kinds, elements = hosts[k]
        hosts[k] = (tuple(c for c in kinds if c is not list), elements)
    sizes = {a.name: a.N for a in schema.arguments if a.name in tuple_only}
    type_names = {k: str(t) for k, t in real.items()}
    for k, n in sizes.items():  # a tuple_only sequence, named as Kornia names it
        type_names[k] = f"a tuple of {n} {type_names[k][len('List['):-1]}s"
    required = [a.name for a in schema.arguments if not a.has_default_value()]

    def check_arguments(args, kwargs):
        """Kornia's TypeError (where the dispatcher raises RuntimeError) for a
        missing argument, a non-tensor where a tensor goes, and a host value
        of another type (a float for an int, a list for a float)."""
        given = list(zip(names, args)) + list(kwargs.items())
        for k in required[len(args):]:
            if k not in kwargs:
                raise _type_error(f"{name}() missing required argument '{k}'")
        for k, v in given:
            if k in tensors and not isinstance(v, _torch.Tensor) and \
                    not (v is None and tensors[k]):
                raise _type_error(f"{name}(): expected {k} to be a Tensor"
                                  f"{' or None' if tensors[k] else ''}, but got "
                                  f"{type(v).__name__}")
            types = hosts.get(k, (None, None))
            if k in no_number_value and isinstance(v, (int, float, bool)):
                raise ValueError(f"{name}(): expected {k} to be {type_names[k]}, but got "
                                 f"{type(v).__name__}")
            if types[0] is not None and not _host_value_ok(v, types):
                raise _type_error(f"{name}(): expected {k} to be {type_names[k]}, but got "
                                  f"{type(v).__name__}")
            if k in sizes and isinstance(v, tuple) and len(v) != sizes[k]:
                raise _type_error(f"{name}(): expected {k} to be {type_names[k]}, but got "
                                  f"{len(v)} values")

    def tensor_form(args, kwargs):
        return tensor_overload is not None and not mixed and (
            any(isinstance(v, _torch.Tensor) and i < len(host) and host[i]
                for i, v in enumerate(args)) or
            any(isinstance(v, _torch.Tensor) and k in host_names for k, v in kwargs.items()))

    def overload_for(args, kwargs):
        """The OpOverload a call with these (converted) arguments runs."""
        if tensor_form(args, kwargs):
            return tensor_overload
        resolved = _torch._C._jit_resolve_packet(packet._qualified_op_name, *args, **kwargs)
        return getattr(packet, resolved or "default")

    def as_tensor_form(args, kwargs):
        """The call's arguments for the .Tensor overload: Kornia's defaults
        filled in and the numbers among its Union[float, Tensor] arguments
        made tensors (as Kornia does: adjust_gamma(x, gamma_tensor) has gain
        1.0, a tensor there)."""
        # By hand, not Signature.bind: torch.compile traces this function.
        for k in kwargs:
            if k not in names:
                raise TypeError(f"{name}() got an unexpected keyword argument '{k}'")
        values = list(args) + [kwargs[n] if n in kwargs else d
                               for n, d in zip(names[len(args):], defaults[len(args):])]
        for i in to_tensor:
            if isinstance(values[i], (int, float)):
                values[i] = _torch.as_tensor(values[i])
        return values

    # The schema's positional arguments: those before its `*` (kwarg_only).
    positional = next((i for i, a in enumerate(schema.arguments) if a.kwarg_only),
                      len(schema.arguments))
    list_slots = [i for i, n in enumerate(names) if n in lists]
    parameters = frozenset(names[1:])

    def as_lists(args, kwargs):
        """The list arguments of `lists` made tensors in the image's dtype (a
        floating image's; the default float dtype otherwise) on its device."""
        image = args[0] if args and isinstance(args[0], _torch.Tensor) else None
        options = {} if image is None else {
            "device": image.device,
            "dtype": image.dtype if image.is_floating_point() else None}
        for i in list_slots:
            if i < len(args) and isinstance(args[i], (list, tuple)):
                args[i] = _torch.as_tensor(args[i], **options)
            elif names[i] in kwargs and isinstance(kwargs[names[i]], (list, tuple)):
                kwargs[names[i]] = _torch.as_tensor(kwargs[names[i]], **options)

    def function(*args, **kwargs):
        args = [_argument(a) for a in args]
        kwargs = {k: _argument(v) for k, v in kwargs.items()}
        check_arguments(args, kwargs)
        if list_slots:
            as_lists(args, kwargs)
        try:
            if tensor_form(args, kwargs):
                values = as_tensor_form(args, kwargs)
                # Keyword-only arguments (Kornia's `*, device, dtype`) by name.
                return tensor_overload(*values[:positional],
                                       **dict(zip(names[positional:], values[positional:])))
            return packet(*args, **kwargs)
        except (TypeError, ValueError) as error:
            raise _as_kornia(error, parameters) from None

    function.__name__ = function.__qualname__ = name
    function.__signature__ = signature
    function.__doc__ = "torch.ops.kornia_cpp.%s:\n  %s" % (
        name, "\n  ".join(str(getattr(packet, o)._schema) for o in packet.overloads()))
    function.operator = packet  # torch.ops.kornia_cpp.<op>
    function.overload_for = overload_for
    function.tensor_arguments = as_tensor_form
    return function


def _module(path):
    """kornia_cpp.<path> ("geometry.transform"), made on first use."""
    full = __name__ + "." + path
    if full in _sys.modules:
        return _sys.modules[full]
    # The parent first: a path two deep ("geometry.linalg") may be the first
    # of its package placed.
    parent_path, _, _ = path.rpartition(".")
    parent_module = _module(parent_path) if parent_path else _sys.modules[__name__]
    module = _types.ModuleType(full, f"Kornia's kornia.{path}, from the C++ library.")
    module.__all__ = []
    _sys.modules[full] = module
    setattr(parent_module, full.rpartition(".")[2], module)
    return module


# (path, name) of every function and class placed: kornia_cpp.<path>.<name>
# ports kornia.<path>.<name> (patch() routes one to the other).
_PORTED = []


def _place(path, name, obj):
    """obj as kornia_cpp.<path>.<name> and in every module between (Kornia
    re-exports kornia.geometry.transform's functions from kornia.geometry)."""
    _PORTED.append((path, name))
    parts = path.split(".")
    for i in range(len(parts), 0, -1):
        module = _module(".".join(parts[:i]))
        if name not in module.__dict__:
            setattr(module, name, obj)
            module.__all__.append(name)


def index():
    """Every op's descriptor (ops/core/op_spec.h), as the library lists it: a dict
    with the operator's "name", the "kornia" path it mirrors, and Kornia's
    nn.Module over it ("module": the class name, "" where Kornia has none;
    "init", "forward": its constructor's and forward's arguments, each
    "<Kornia's name>" or "<Kornia's name>:<the operator's argument>"; and
    how Kornia's function takes its number arguments from Python: "float_only",
    those it refuses an int for, "lists", those it also takes as a list,
    "no_number", the sequences it refuses one number for ("no_number_value":
    with ValueError), "tuple_only", those
    it takes as a tuple of their size only, "no_list", those it refuses as a
    list)."""
    import json
    return [json.loads(entry) for entry in _torch.ops.kornia_cpp._index()]


def native_operators():
    """The library's native operators (kornia_cpp::_<name>, ops/native): the
    ones with a CPU kernel of their own beside their composite form."""
    return sorted(name.split("::", 1)[1]
                  for name in _torch._C._dispatch_get_registrations_for_dispatch_key("CPU")
                  if name.startswith("kornia_cpp::"))


def _composite(op, *args, **kwargs):
    return op._op_dk(_torch._C.DispatchKey.CompositeExplicitAutograd, *args, **kwargs)


def decompositions(table=None):
    """torch.export's decomposition table (default:
    torch.export.default_decompositions()) plus every native operator's
    composite ATen form, so that

        program = torch.export.export(model, args).run_decompositions(
            kornia_cpp.decompositions())

    holds ATen ops only (for ONNX or another runtime). Without it the program
    keeps a native operator as one node, as torch.export keeps any operator
    with a backend kernel: it runs the native kernel where this library is
    loaded. The composite form is byte for byte the native kernel's output
    (//conformance:native_paths_test)."""
    table = _torch.export.default_decompositions() if table is None else table
    for name in native_operators():
        packet = getattr(_torch.ops.kornia_cpp, name)
        for overload in packet.overloads():
            op = getattr(packet, overload)
            table[op] = _functools.partial(_composite, op)
    return table


def _register_onnx_lowering():
    """Every native operator's composite form in torch._decomp.decomposition_table:
    torch.onnx.export(dynamo=True) lowers an operator it has no ONNX function for
    through that table, so a model whose op chose a native kernel (hsv_to_rgb's
    float32 _hsv_to_rgb) still exports to ONNX as ATen ops, byte for byte the
    kernel's output. torch.compile and torch.export's default decompositions do not
    read it: they keep running the native kernel."""
    import torch._decomp  # noqa: F401 (binds _torch._decomp)
    for name in native_operators():
        packet = getattr(_torch.ops.kornia_cpp, name)
        for overload in packet.overloads():
            op = getattr(packet, overload)
            _torch._decomp.decomposition_table.setdefault(op, _functools.partial(_composite, op))


# at::padding_mode's values (ATen/native/PadNd.h), as aten::_pad_enum takes
# them: the mode names torch.onnx's pad symbolic takes.
_PADDING_MODES = {0: "reflect", 1: "replicate", 2: "circular", 3: "constant"}
_TRACER_LIBRARY = []  # the torch.library.Library holding the Tracer kernels (kept alive)


def _register_legacy_onnx():
    """torch.onnx.export(dynamo=False) and torch.jit.trace see ATen ops: the
    TorchScript tracer records each kornia_cpp operator's ATen decomposition
    instead of the operator (a Tracer fallthrough: the operator is
    CompositeImplicitAutograd, so its kernel runs with tracing on), and each
    native operator's composite form instead of its kernel (its
    CompositeExplicitAutograd kernel, byte for byte the native kernel's output:
    //conformance:native_paths_test); the in-graph check
    (kornia_cpp::_assert_in_graph) exports as nothing, as the dynamo
    exporter drops it (ONNX has no assert); and aten::_pad_enum, what C++'s
    at::pad records, exports as torch.onnx's aten::pad. Eager runs are
    untouched (the Tracer key is active only while tracing); TorchScript
    (torch.jit.script) keeps calling the operators. torch without
    torch.library.fallthrough_kernel (1.13): not registered."""
    fallthrough = getattr(_torch.library, "fallthrough_kernel", None)
    if fallthrough is None:
        return
    library = _torch.library.Library("kornia_cpp", "IMPL")
    _TRACER_LIBRARY.append(library)
    natives = set(native_operators())

    def composite(op):
        def kernel(*args, **kwargs):
            return op._op_dk(_torch._C.DispatchKey.CompositeExplicitAutograd, *args, **kwargs)
        return kernel
    for name in [e["name"] for e in index()] + sorted(natives):
        packet = getattr(_torch.ops.kornia_cpp, name)
        for overload in packet.overloads():
            qualified = name + ("" if overload == "default" else "." + overload)
            kernel = composite(getattr(packet, overload)) if name in natives else fallthrough
            library.impl(qualified, kernel, "Tracer")
    from torch.onnx import register_custom_op_symbolic
    if hasattr(_torch.ops.kornia_cpp, "_assert_in_graph"):
        register_custom_op_symbolic("kornia_cpp::_assert_in_graph", lambda g, *args: None, 9)
    try:
        from torch.onnx import symbolic_helper, symbolic_opset11
    except ImportError:  # a torch whose TorchScript exporter moved: no _pad_enum symbolic
        return

    @symbolic_helper.parse_args("v", "v", "i", "v")
    def pad_enum(g, x, pad, mode, value):
        return symbolic_opset11.pad(g, x, pad, _PADDING_MODES[mode], value)
    register_custom_op_symbolic("aten::_pad_enum", pad_enum, 11)


# (module, attribute, Kornia's object, "kornia.<path>.<name>") of every
# binding patch() replaced.
_PATCHED = []
# (function, its own TorchScript form) of every function whose scripted form
# patch() made take Kornia's enums (_enum_script_form).
_SCRIPT_FORMS = []


def _routes():
    """id(Kornia's object) -> [(Kornia's object, ours, "kornia.<path>.<name>")],
    for every function and class kornia_cpp ports (importing the Kornia
    modules that define them). One Kornia object under two names (Kornia's
    alias squared_norm = batched_squared_norm) has an entry per name."""
    import importlib
    routes = {}
    for path, name in _PORTED:
        theirs = getattr(importlib.import_module("kornia." + path), name, None)
        if theirs is not None:
            ours = getattr(_sys.modules[__name__ + "." + path], name)
            entry = (theirs, ours, f"kornia.{path}.{name}")
            if entry not in routes.setdefault(id(theirs), []):
                routes[id(theirs)].append(entry)
    return routes


def _route(entries, attribute):
    """The entry of `entries` (one Kornia object's) for a binding named
    `attribute`: the port of that name where there is one (an alias routes
    to its own op), else the first."""
    for entry in entries:
        if entry[2].rpartition(".")[2] == attribute:
            return entry
    return entries[0]


def _enum_script_form(ours, theirs, name):
    """torch.jit.script's form of `ours` taking Kornia's enums as Kornia's
    function does (raw_to_rgb's cfa: CFA, where the operator takes its
    value), or None where Kornia's function takes no enum alone. It calls
    the operator's own TorchScript form (_modules.function_source) with each
    enum's value."""
    import linecache
    import typing
    original = getattr(ours, "__original_fn", None)
    if original is None:  # a class, or a function with no TorchScript form
        return None
    try:
        hints = typing.get_type_hints(theirs)
    except Exception:  # noqa: BLE001 (an annotation Kornia cannot resolve: no enum form)
        return None
    parameters = list(_inspect.signature(original).parameters.values())
    enums = {p.name: hints[p.name] for p in parameters
             if isinstance(hints.get(p.name), type) and issubclass(hints[p.name], _enum.Enum)}
    if not enums:
        return None
    namespace = {"__name__": __name__ + "._enum_forms", "Tensor": _torch.Tensor,
                 "_operator_form": original}
    arguments, values = [], []
    for p in parameters:
        annotation = original.__annotations__.get(p.name, "Tensor")
        if p.name in enums:
            namespace[enums[p.name].__name__] = enums[p.name]
            annotation, value = enums[p.name].__name__, f"{p.name}.value"
        else:
            annotation = getattr(annotation, "__name__", None) or str(annotation)
            value = p.name
        arguments.append(f"{p.name}: {annotation}")
        values.append(value)
    filename = f"<kornia_cpp enum form of {name}>"
    source = (f"def {name}({', '.join(arguments)}) -> Tensor:\n"
              f"    return _operator_form({', '.join(values)})\n")
    linecache.cache[filename] = (len(source), None, source.splitlines(True), filename)
    exec(compile(source, filename, "exec"), namespace)
    return namespace[name]


def patch():
    """Routes Kornia to kornia_cpp: every ported Kornia function and class,
    wherever a module of Kornia's bound it (kornia.color.rgb_to_hsv,
    kornia.color.hsv.rgb_to_hsv, the name kornia.augmentation's internals
    imported it under), becomes kornia_cpp's, so existing Kornia code runs on
    the C++ library unchanged. What kornia_cpp does not port stays Kornia's.
    Code that bound a name itself (`from kornia.color import rgb_to_hsv`)
    before patch() keeps Kornia's: patch first. Returns patched(); a second
    call changes nothing. unpatch() restores Kornia."""
    if not _PATCHED:
        routes = _routes()
        for module_name, module in list(_sys.modules.items()):
            if module is None or not (module_name == "kornia" or module_name.startswith("kornia.")):
                continue
            for attribute, value in list(vars(module).items()):
                entries = routes.get(id(value))
                if entries is not None and value is entries[0][0]:
                    route = _route(entries, attribute)
                    setattr(module, attribute, route[1])
                    _PATCHED.append((module, attribute, value, route[2]))
        # torch.jit.script of a patched function takes Kornia's enums.
        for theirs, ours, kornia in [e for entries in routes.values() for e in entries]:
            form = _enum_script_form(ours, theirs, kornia.rpartition(".")[2])
            if form is not None:
                _SCRIPT_FORMS.append((ours, ours.__original_fn))
                ours.__original_fn = form
    return patched()


def unpatch():
    """Restores every binding patch() replaced to Kornia's own object."""
    while _PATCHED:
        module, attribute, value, _ = _PATCHED.pop()
        setattr(module, attribute, value)
    while _SCRIPT_FORMS:
        function, form = _SCRIPT_FORMS.pop()
        function.__original_fn = form


def patched():
    """The Kornia names patch() routes to kornia_cpp now, sorted
    ("kornia.color.rgb_to_hsv", ...); [] when not patched."""
    return sorted({name for _, _, _, name in _PATCHED})


class patching:
    """`with kornia_cpp.patching(): ...`: patch() for the block, then unpatch()
    (unless it was patched before the block)."""

    def __enter__(self):
        self._was = bool(_PATCHED)
        return patch()

    def __exit__(self, *exc):
        if not self._was:
            unpatch()
        return False


def _load():
    path = library_path()
    _check_torch(torch_pin(path))
    _torch.ops.load_library(path)
    _register_onnx_lowering()
    _register_legacy_onnx()
    from . import augmentation  # the module classes over the random ops
    from . import _modules  # Kornia's nn.Module classes over the other ops
    classes, places, ops, functions = [], [], set(), []
    for entry in index():
        op, kornia = entry["name"], entry["kornia"]
        ops.add(op)
        module, _, name = kornia[len("kornia."):].rpartition(".")
        if name[:1].isupper():
            _place(module, name, augmentation._module_class(name, op, entry["params"]))
            continue
        packet = getattr(_torch.ops.kornia_cpp, op)
        function = _function(name, packet, entry)
        _place(module, name, function)
        functions.append((op, packet, function))
        if entry.get("module"):
            classes.append((entry, packet))
            places.append((module, entry["module"]))
    # Kornia's class over each function that has one, generated from the
    # index (kornia_cpp/_modules.py), where Kornia has it.
    if any("forward" not in entry for entry, _ in classes):
        import warnings
        warnings.warn(f"kornia_cpp: the library {path} lists no forward arguments in its "
                      "index (kornia_cpp::_index, ops/core/torch_library.cc); Kornia's "
                      "classes over its functions are left out", stacklevel=3)
    else:
        generated = _modules.load(classes, functions=[(op, p) for op, p, _ in functions])
        for module, name in places:
            _place(module, name, getattr(generated, name))
        # torch.jit.script(function) compiles its TorchScript form, generated
        # from the same schema (_modules.function_source): the hook
        # torch.jit.script reads for a wrapper it should look through.
        for op, _, function in functions:
            function.__script_if_tracing_wrapper = True
            function.__original_fn = getattr(generated, op)
    if {"zca_mean", "linear_transform"} <= ops:  # by hand: two ops, a fit
        _place("enhance", "ZCAWhitening", _modules.ZCAWhitening)
    # By hand: Union[int, Tuple[int, int]] sizes (Resize), defaults and a
    # forward unlike the function's (Rescale).
    for op, name in (("resize", "Resize"), ("rescale", "Rescale")):
        if op in ops:
            _place("geometry.transform", name, getattr(_modules, name))


_load()

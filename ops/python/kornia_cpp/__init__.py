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

The library is built against one torch (the pin named in the wheel's version,
e.g. 0.1.0+torch2.14.1): importing it with any other torch raises ImportError
before the library is loaded.
"""
import enum
import functools
import inspect
import os
import re
import sys
import types

import torch

__all__ = ["decompositions", "library_path", "native_operators", "torch_pin"]

_HERE = os.path.dirname(os.path.abspath(__file__))
_PIN = re.compile(rb"kornia_cpp torch pin: ([0-9A-Za-z.+]+);")


def library_path():
    """The shared library of operators: beside this file, or $KORNIA_CPP_LIBRARY."""
    return os.environ.get("KORNIA_CPP_LIBRARY") or os.path.join(_HERE, "libkornia_cpp.so")


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
    have = torch.__version__.split("+")[0]
    if have != pin:
        raise ImportError(
            f"kornia_cpp: expected torch {pin} (the torch this kornia_cpp was built "
            f"against), but got torch {torch.__version__}; install the kornia_cpp wheel "
            f"built for torch {have} (tools/wheel --pin {have})")


def _argument(v):
    """Kornia's argument objects as the operators take them: an enum (CFA,
    ThresholdType) by its value, a ColorMap by its colors."""
    if isinstance(v, enum.Enum):
        return v.value
    colors = getattr(v, "colors", None)
    if isinstance(colors, torch.Tensor):
        return colors
    return v


def _default(a):
    if not a.has_default_value():
        return inspect.Parameter.empty
    return a.default_value


def _is_tensor_type(t):
    return "Tensor" in str(t)


def _function(name, packet):
    """Kornia's function `name`: the operator's overloads behind the default
    overload's signature (names, order, defaults). A tensor where the default
    overload takes a number (Kornia's Union[float, Tensor]) selects the
    `.Tensor` overload, 0-dim tensors too (the default overload would read
    their value on the host: a graph break, or a constant baked into a
    capture)."""
    schema = packet.default._schema
    parameters = [
        inspect.Parameter(a.name, inspect.Parameter.POSITIONAL_OR_KEYWORD, default=_default(a))
        for a in schema.arguments
    ]
    host = [not _is_tensor_type(a.type) for a in schema.arguments]
    host_names = {a.name for a, h in zip(schema.arguments, host) if h}
    tensor_overload = getattr(packet, "Tensor", None) if "Tensor" in packet.overloads() else None
    # The host arguments the .Tensor overload takes as tensors (computed here:
    # the schema objects are opaque to torch.compile, which traces the call).
    to_tensor = [] if tensor_overload is None else [
        i for i, a in enumerate(tensor_overload._schema.arguments)
        if host[i] and _is_tensor_type(a.type)]
    signature = inspect.Signature(parameters)
    names = [a.name for a in schema.arguments]
    defaults = [_default(a) for a in schema.arguments]

    def tensor_form(args, kwargs):
        return tensor_overload is not None and (
            any(isinstance(v, torch.Tensor) and i < len(host) and host[i]
                for i, v in enumerate(args)) or
            any(isinstance(v, torch.Tensor) and k in host_names for k, v in kwargs.items()))

    def overload_for(args, kwargs):
        """The OpOverload a call with these (converted) arguments runs."""
        if tensor_form(args, kwargs):
            return tensor_overload
        resolved = torch._C._jit_resolve_packet(packet._qualified_op_name, *args, **kwargs)
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
                values[i] = torch.as_tensor(values[i])
        return values

    def function(*args, **kwargs):
        args = [_argument(a) for a in args]
        kwargs = {k: _argument(v) for k, v in kwargs.items()}
        if tensor_form(args, kwargs):
            return tensor_overload(*as_tensor_form(args, kwargs))
        return packet(*args, **kwargs)

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
    if full in sys.modules:
        return sys.modules[full]
    module = types.ModuleType(full, f"Kornia's kornia.{path}, from the C++ library.")
    module.__all__ = []
    sys.modules[full] = module
    parent, _, leaf = full.rpartition(".")
    setattr(sys.modules[parent], leaf, module)
    return module


def _place(path, name, obj):
    """obj as kornia_cpp.<path>.<name> and in every module between (Kornia
    re-exports kornia.geometry.transform's functions from kornia.geometry)."""
    parts = path.split(".")
    for i in range(len(parts), 0, -1):
        module = _module(".".join(parts[:i]))
        if name not in module.__dict__:
            setattr(module, name, obj)
            module.__all__.append(name)


def index():
    """(operator name, Kornia path) of every op in the library."""
    return [tuple(entry.split("=", 1)) for entry in torch.ops.kornia_cpp._index()]


def native_operators():
    """The library's native operators (kornia_cpp::_<name>, ops/native): the
    ones with a CPU kernel of their own beside their composite form."""
    return sorted(name.split("::", 1)[1]
                  for name in torch._C._dispatch_get_registrations_for_dispatch_key("CPU")
                  if name.startswith("kornia_cpp::"))


def _composite(op, *args, **kwargs):
    return op._op_dk(torch._C.DispatchKey.CompositeExplicitAutograd, *args, **kwargs)


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
    table = torch.export.default_decompositions() if table is None else table
    for name in native_operators():
        packet = getattr(torch.ops.kornia_cpp, name)
        for overload in packet.overloads():
            op = getattr(packet, overload)
            table[op] = functools.partial(_composite, op)
    return table


def _register_onnx_lowering():
    """Every native operator's composite form in torch._decomp.decomposition_table:
    torch.onnx.export(dynamo=True) lowers an operator it has no ONNX function for
    through that table, so a model whose op chose a native kernel (hsv_to_rgb's
    float32 _hsv_to_rgb) still exports to ONNX as ATen ops, byte for byte the
    kernel's output. torch.compile and torch.export's default decompositions do not
    read it: they keep running the native kernel."""
    import torch._decomp
    for name in native_operators():
        packet = getattr(torch.ops.kornia_cpp, name)
        for overload in packet.overloads():
            op = getattr(packet, overload)
            torch._decomp.decomposition_table.setdefault(op, functools.partial(_composite, op))


def _load():
    path = library_path()
    _check_torch(torch_pin(path))
    torch.ops.load_library(path)
    _register_onnx_lowering()
    from . import augmentation  # the module classes over the random ops
    for op, kornia in index():
        module, _, name = kornia[len("kornia."):].rpartition(".")
        if name[:1].isupper():
            _place(module, name, augmentation.module_class(name, op))
        else:
            _place(module, name, _function(name, getattr(torch.ops.kornia_cpp, op)))


_load()
